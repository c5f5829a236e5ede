import type { RaidState } from './raid-state.js';

/**
 * What the table sees: everything but the raid deck's order, which is face down (003
 * "Vorbereitung": "verdeckt"); only its size shows. Judges read the full log instead.
 */
export type RaidView = Omit<RaidState, 'deck' | 'answer'> & { readonly deckSize: number };

export function raidView(state: RaidState): RaidView {
  const { deck, answer: _answer, ...rest } = state;
  return { ...rest, deckSize: deck.length };
}
