import { describe, expect, it } from 'vitest';
import { HubError } from '../kernel/hub-error.js';
import { startingPlayers, type RegisteredDeck, type RegisteredDecks } from './registered-decks.js';

/** Ash's deck registered for the event: two Chespin (xy0-3) and 58 basic Grass Energy (sve-1). */
const ASH: RegisteredDeck = { player: 'Ash', format: 'standard', cards: [{ id: 'xy0-3', count: 2 }, { id: 'sve-1', count: 58 }] };

const decks: RegisteredDecks = {
  registration(id) {
    if (id === 7) return ASH;
    throw new HubError('not-found', `no deck registration ${id}`);
  },
};

describe('starting a match with a registered deck (issue 13, item 14)', () => {
  it("brings the registration's list and size to StartMatch, and leaves a seat without one as it was", () => {
    const players = startingPlayers([{ name: 'Ash', deckRegistration: 7 }, { name: 'Misty' }], ['standard'], decks);
    expect(players).toEqual([{ name: 'Ash', deckSize: 60, deckList: ASH.cards }, { name: 'Misty' }]);
  });

  it('keeps a deck size the organiser gave, for the engine to check against the list', () => {
    const [ash] = startingPlayers([{ name: 'Ash', deckSize: 40, deckRegistration: 7 }, { name: 'Misty' }], ['standard'], decks);
    expect(ash.deckSize).toBe(40);
  });

  it('plays a deck registered for the format with its achievements too (003 "Erfolge")', () => {
    const [ash] = startingPlayers([{ name: 'Ash', deckRegistration: 7 }, { name: 'Misty' }], ['standard', 'standard+erfolge'], decks);
    expect(ash.deckList).toEqual(ASH.cards);
  });

  it('refuses an unknown registration and one for another format, saying which', () => {
    expect(() => startingPlayers([{ name: 'Ash' }, { name: 'Misty', deckRegistration: 8 }], ['standard'], decks)).toThrow(
      expect.objectContaining({ code: 'not-found', message: 'no deck registration 8' }),
    );
    expect(() => startingPlayers([{ name: 'Ash', deckRegistration: 7 }, { name: 'Misty' }], ['expanded'], decks)).toThrow(
      expect.objectContaining({ code: 'invalid-message', message: 'deck registration 7 (Ash) is for standard, not expanded' }),
    );
  });
});
