import { isBasicEnergy } from '../decks/deck-name.js';
import type { CardDef } from '../rules/index.js';

export interface DeckCard {
  readonly card: CardDef;
  readonly count: number;
}

export interface DraftDeckProblem {
  readonly cardId: string;
  readonly message: string;
}

/**
 * 003 "Ditto-Draft (fortgesetzt), Build & Battle Ditto-Draft-Deckzusammenstellung": a deck is built
 * from the cards the player drafted "sowie Basis-Energiekarten, die vom Veranstalter bereitgestellt
 * werden". Every card other than basic Energy must come from the player's own cards (their picks, and
 * in a Build & Battle draft their box's Trainer and Energy cards), no more often than they have it. Deck size and the other deck rules are the format's (src/decks validates them).
 */
export function deckFromPool(deck: readonly DeckCard[], pool: readonly string[]): DraftDeckProblem[] {
  const picked = new Map<string, number>();
  for (const id of pool) picked.set(id, (picked.get(id) ?? 0) + 1);
  const wanted = new Map<string, DeckCard>();
  for (const entry of deck) {
    const seen = wanted.get(entry.card.id);
    wanted.set(entry.card.id, { card: entry.card, count: (seen?.count ?? 0) + entry.count });
  }
  const problems: DraftDeckProblem[] = [];
  for (const { card, count } of wanted.values()) {
    if (isBasicEnergy(card)) continue;
    const have = picked.get(card.id) ?? 0;
    if (count > have) {
      problems.push({
        cardId: card.id,
        message: have === 0 ? `${card.name} (${card.id}) is not among your drafted cards` : `${count}× ${card.name} (${card.id}), but you have ${have}`,
      });
    }
  }
  return problems;
}

/**
 * The player's cards the deck leaves out, one id per card: 003 lets the organiser ask for deck lists
 * "einschließlich der Angabe der im Deck verwendeten und nicht verwendeten Karten".
 */
export function unusedCards(deck: readonly DeckCard[], pool: readonly string[]): string[] {
  const used = new Map<string, number>();
  for (const { card, count } of deck) used.set(card.id, (used.get(card.id) ?? 0) + count);
  return pool.filter((id) => {
    const left = used.get(id) ?? 0;
    if (left === 0) return true;
    used.set(id, left - 1);
    return false;
  });
}
