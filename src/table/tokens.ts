/**
 * Mirrormat's own tags: not cards, never in the catalogue. A store gives each seat one turn token
 * (any NTAG sticker) enrolled with TURN_TOKEN_ID; tapped on a seat's tap pad, it opens that seat's
 * turn menu (hardware/README.md, "The turn token").
 *
 * The id has the shape of a card id (`<set>-<number>`, card-record.ts's CARD_ID) so the enrolment
 * station writes it, the PC/SC driver and the zone boards read it back and the UID registry stores
 * it exactly like a card's; no Pokémon TCG set is called "mirrormat", so it never names a card.
 */
export const TURN_TOKEN_ID = 'mirrormat-turntoken';

/** What a phone shows for the token's NDEF Text record, and the enrolment station's label. */
export const TURN_TOKEN_LABEL = 'Mirrormat turn token';

export function isTurnToken(cardId: string | null | undefined): boolean {
  return cardId === TURN_TOKEN_ID;
}
