/**
 * Mirrormat's own tags: not cards, never in the catalogue. A store gives each seat one turn token
 * (any NTAG sticker) enrolled with TURN_TOKEN_ID; tapped on a seat's tap pad, it opens that seat's
 * turn menu (hardware/README.md, "The turn token"). Where the format plays with Ditto markers (003
 * "Ditto-Draft", "Packkampf"), a marker token enrolled with DITTO_MARKER_ID put on a Pokémon's zone
 * places a Ditto marker on that Pokémon (hardware/README.md, "The Ditto marker").
 *
 * The ids have the shape of a card id (`<set>-<number>`, card-record.ts's CARD_ID) so the enrolment
 * station writes them, the PC/SC driver and the zone boards read them back and the UID registry stores
 * them exactly like a card's; no Pokémon TCG set is called "mirrormat", so they never name a card.
 */
export const TURN_TOKEN_ID = 'mirrormat-turntoken';

/** What a phone shows for the token's NDEF Text record, and the enrolment station's label. */
export const TURN_TOKEN_LABEL = 'Mirrormat turn token';

export const DITTO_MARKER_ID = 'mirrormat-dittomarker';

export const DITTO_MARKER_LABEL = 'Mirrormat Ditto marker';

export function isTurnToken(cardId: string | null | undefined): boolean {
  return cardId === TURN_TOKEN_ID;
}

export function isDittoMarker(cardId: string | null | undefined): boolean {
  return cardId === DITTO_MARKER_ID;
}

/** The label of one of Mirrormat's own tags, for the enrolment station; undefined for anything else (a card). */
export function tokenLabel(cardId: string): string | undefined {
  if (cardId === TURN_TOKEN_ID) return TURN_TOKEN_LABEL;
  if (cardId === DITTO_MARKER_ID) return DITTO_MARKER_LABEL;
  return undefined;
}
