import { describe, expect, it } from 'vitest';
import { cardById } from '../../catalogue/testing.js';
import { RECOMMENDED_RAID_DECK } from './recommended-raid-deck.js';

// Rulebook 003_8c2f2b3219c5ea3c.txt, "Raid-Format (fortgesetzt)", "Erstellen eines Raid-Decks".

describe('the raid deck 003 recommends', () => {
  it('has 60 cards, Trainers and basic Energy, as the table lists them', () => {
    expect(RECOMMENDED_RAID_DECK.reduce((sum, line) => sum + line.count, 0)).toBe(60);
    expect(RECOMMENDED_RAID_DECK).toHaveLength(33);
    for (const line of RECOMMENDED_RAID_DECK) {
      const card = cardById(line.cardId);
      expect(['Trainer', 'Energy'], line.de).toContain(card.supertype);
    }
    expect(cardById('sve-5')).toMatchObject({ supertype: 'Energy', energyKind: 'Basic' });
  });

  it("resolves every German name of 003 to a printing with that German name (TCGdex's names)", () => {
    for (const line of RECOMMENDED_RAID_DECK.filter((l) => l.de !== 'Basis-Energie')) {
      expect(cardById(line.cardId).names?.de, line.cardId).toMatch(new RegExp(`^${line.de.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });
});
