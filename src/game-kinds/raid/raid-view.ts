import type { RaidEvent, RaidEventOf } from './raid-event.js';
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

/** A raid event as the table sees it: what would tell the face-down deck's order is cut out, as raidView cuts it. */
export type RaidEventView =
  | Exclude<RaidEvent, { type: 'RaidStarted' | 'RaidDeckShuffled' | 'RandomSupplied' }>
  | (Omit<RaidEventOf<'RaidStarted'>, 'deck'> & { readonly deckSize: number })
  | (Omit<RaidEventOf<'RaidDeckShuffled'>, 'order'> & { readonly size: number })
  | Omit<RaidEventOf<'RandomSupplied'>, 'value'>
  | RaidEventOf<'RandomSupplied'>;

/**
 * The raid's events for the table: the deck dealt at the start and each shuffle's order show only
 * their size, and a shuffle's permutation is left out of the answer that supplied it (a die's face stays).
 */
export function raidEventsFor(events: readonly RaidEvent[]): RaidEventView[] {
  return events.map((event): RaidEventView => {
    switch (event.type) {
      case 'RaidStarted': {
        const { deck, ...rest } = event;
        return { ...rest, deckSize: deck.length };
      }
      case 'RaidDeckShuffled': {
        const { order, ...rest } = event;
        return { ...rest, size: order.length };
      }
      case 'RandomSupplied': {
        if (typeof event.value === 'number') return event;
        const { value: _permutation, ...rest } = event;
        return rest;
      }
      default:
        return event;
    }
  });
}
