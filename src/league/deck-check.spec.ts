import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDeck } from './deck-check.js';

describe('a deck check against the registered list', () => {
  it('names the card missing from the deck and the card that is not on the list', () => {
    const registered = [{ cardId: 'sv1-25', count: 2 }, { cardId: 'sve-4', count: 3 }];
    const scanned = [
      { uid: 'a', cardId: 'sv1-25' },
      { uid: 'b', cardId: 'sve-4' },
      { uid: 'c', cardId: 'sve-4' },
      { uid: 'd', cardId: 'sve-4' },
      { uid: 'e', cardId: 'sv2-185' },
    ];
    expect(compareDeck(registered, scanned)).toEqual({ missing: [{ cardId: 'sv1-25', count: 1 }], extra: [{ cardId: 'sv2-185', count: 1 }] });
  });

  it('counts a sticker read twice once', () => {
    const scanned = [{ uid: 'a', cardId: 'sv1-25' }, { uid: 'a', cardId: 'sv1-25' }];
    expect(compareDeck([{ cardId: 'sv1-25', count: 2 }], scanned).missing).toEqual([{ cardId: 'sv1-25', count: 1 }]);
  });

  it('finds nothing missing or extra when every listed card is scanned once, in any order', () => {
    const deck = fc.uniqueArray(fc.record({ cardId: fc.stringMatching(/^[a-z]{2}\d-\d{1,3}$/), count: fc.integer({ min: 1, max: 4 }) }), { selector: (c) => c.cardId, maxLength: 15 });
    fc.assert(
      fc.property(deck, fc.nat(), (registered, seed) => {
        const scanned = registered.flatMap((c) => Array.from({ length: c.count }, (_, i) => ({ uid: `${c.cardId}#${i}`, cardId: c.cardId })));
        const rotated = [...scanned.slice(seed % (scanned.length || 1)), ...scanned.slice(0, seed % (scanned.length || 1))];
        expect(compareDeck(registered, rotated)).toEqual({ missing: [], extra: [] });
      }),
    );
  });
});
