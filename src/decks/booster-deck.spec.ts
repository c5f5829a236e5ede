import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { PACKKAMPF } from '../formats/index.js';
import type { DeckEntry, DeckProblem } from './deck-problem.js';
import { validateDeck } from './validate-deck.js';

const entries = (lines: readonly (readonly [string, number])[]): DeckEntry[] => lines.map(([id, count]) => ({ card: cardById(id), count }));
const codes = (problems: readonly DeckProblem[]) => problems.map((p) => p.code);

/** A Scarlet & Violet booster as it came: nine cards and a basic Grass Energy. */
const BOOSTER = entries([
  ['sv1-13', 1], ['sv1-14', 1], ['sv1-42', 1], ['sv1-63', 1], ['sv1-107', 1],
  ['sv1-188', 1], ['sv1-194', 1], ['sv1-169', 1], ['sv1-30', 1], ['sve-1', 1],
]);
const TEN_ENERGY = entries([['sve-2', 6], ['sve-3', 4]]);

describe('003 "Packkampf": "ein Boosterpack … zehn beliebige Basis-Energiekarten, um sie zum Boosterpack hinzuzufügen"', () => {
  it('the whole booster and ten basic Energy is a deck (the booster\'s own basic Energy stays in it)', () => {
    expect(validateDeck([...BOOSTER, ...TEN_ENERGY], PACKKAMPF, { booster: BOOSTER })).toEqual([]);
  });

  it('eleven basic Energy added is one too many, though 21 cards are within the deck size', () => {
    const problems = validateDeck([...BOOSTER, ...TEN_ENERGY, ...entries([['sve-2', 1]])], PACKKAMPF, { booster: BOOSTER });
    expect(problems).toEqual([{ code: 'added-basic-energy', message: '11 basic Energy added to the booster; this format adds exactly 10.', params: { count: 11, added: 10 }, ref: PACKKAMPF.deck.ref, cards: [] }]);
  });

  it('one Basic Pokémon and twenty Energy is not the booster: its other cards are missing', () => {
    const problems = validateDeck(entries([['sv1-13', 1], ['sve-1', 20]]), PACKKAMPF, { booster: BOOSTER });
    expect(codes(problems).filter((c) => c === 'booster-card-missing')).toHaveLength(8);
    expect(problems).toContainEqual(expect.objectContaining({ code: 'added-basic-energy', message: '19 basic Energy added to the booster; this format adds exactly 10.' }));
  });

  it('a card the booster did not hold, or a second copy of one it held once, is refused', () => {
    const problems = validateDeck([...BOOSTER, ...entries([['sv1-188', 1], ['sv1-1', 1]]), ...TEN_ENERGY], PACKKAMPF, { booster: BOOSTER });
    expect(problems.filter((p) => p.code !== 'deck-size')).toEqual([
      expect.objectContaining({ code: 'not-from-booster', cards: [{ id: 'sv1-188', name: 'Potion' }] }),
      expect.objectContaining({ code: 'not-from-booster', cards: [{ id: 'sv1-1', name: 'Pineco' }] }),
    ]);
  });

  it('without the booster\'s list the deck cannot be checked, and says so', () => {
    expect(codes(validateDeck([...BOOSTER, ...TEN_ENERGY], PACKKAMPF))).toEqual(['booster-unknown']);
  });
});
