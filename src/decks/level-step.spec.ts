import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { validateLevelStep } from './level-step.js';
import type { DeckEntry } from './deck-problem.js';

const deck = (lines: readonly (readonly [string, number])[]): DeckEntry[] => lines.map(([id, count]) => ({ card: cardById(id), count }));

// Level 1 (003): ten Basics of 70 HP or less without Abilities, ten basic Energy.
const LEVEL_1 = [['sv5-3', 4], ['sv5-6', 3], ['sv5-2', 3], ['sve-1', 10]] as const;
const LEVEL_2 = [...LEVEL_1, ['sv5-4', 3], ['sv5-7', 3], ['sv5-13', 2], ['sve-1', 2]] as const;
const LEVEL_3 = [...LEVEL_2, ['me1-115', 4], ['me1-130', 4], ['me1-131', 2]] as const;
const LEVEL_4 = [['sv5-3', 4], ['sv5-6', 3], ['sv5-2', 1], ['sve-1', 10], ['sv5-4', 3], ['sv5-7', 3], ['sv5-13', 2], ['sve-1', 2], ['me1-115', 4], ['me1-130', 4], ['me1-131', 2], ['sv5-5', 2], ['me1-114', 4], ['me1-113', 4], ['me1-119', 2]] as const;

describe('003 "Multi-Level (Lernen & Los)": each level grows the deck of the level before', () => {
  it('level 2 adds ten cards, three of them Stage 1 that evolve from the deck', () => {
    expect(validateLevelStep(deck(LEVEL_1), deck(LEVEL_2), 2)).toEqual([]);
  });

  it('level 2 may not take a card out, nor add a Trainer', () => {
    const swapped = deck([['sv5-3', 3], ['sv5-6', 3], ['sv5-2', 3], ['sve-1', 12], ['sv5-4', 3], ['sv5-7', 3], ['me1-115', 1], ['sv5-13', 2]]);
    const problems = validateLevelStep(deck(LEVEL_1), swapped, 2);
    expect(problems.filter((p) => p.code === 'level-step').map((p) => p.message)).toEqual([
      'Level 2 adds ten cards: Stage 1 Pokémon, Basic Pokémon of 120 HP or less or basic Energy: these cards may not leave the deck.',
      'Level 2 adds ten cards: Stage 1 Pokémon, Basic Pokémon of 120 HP or less or basic Energy: 1 cards left the deck.',
      'Level 2 adds ten cards: Stage 1 Pokémon, Basic Pokémon of 120 HP or less or basic Energy: 1 added cards do not fit.',
    ]);
    expect(problems.map((p) => p.code)).toContain('supertype-not-allowed');
  });

  it('level 3 adds ten Items, nothing else', () => {
    expect(validateLevelStep(deck(LEVEL_2), deck(LEVEL_3), 3)).toEqual([]);
    const withSupporter = deck([...LEVEL_2, ['me1-115', 4], ['me1-130', 4], ['me1-114', 2]]);
    expect(validateLevelStep(deck(LEVEL_2), withSupporter, 3)[0]).toMatchObject({
      code: 'level-step',
      cards: [{ id: 'me1-114', name: "Boss's Orders" }],
      ref: { section: 'Multi-Level (Lernen & Los), Level 3' },
    });
  });

  it('level 4 adds ten Items or Supporters and may swap up to five Pokémon for evolutions from the deck', () => {
    // Two Pineco out, two Shiftry (Stage 2 from Nuzleaf, which stays) in.
    const next = deck(LEVEL_4);
    expect(validateLevelStep(deck(LEVEL_3), next, 4)).toEqual([]);
    const energyOut = next.map((e) => (e.card.id === 'sve-1' && e.count === 10 ? { ...e, count: 8 } : e.card.id === 'sv5-2' ? { ...e, count: 3 } : e));
    // Two basic Energy out instead of the Pineco: at level 4 only Pokémon may make room.
    expect(validateLevelStep(deck(LEVEL_3), energyOut, 4).filter((p) => p.code === 'level-step')).toMatchObject([
      { message: expect.stringContaining('these cards may not leave the deck'), cards: [{ id: 'sve-1' }] },
    ]);
  });

  it('level 6 swaps at most five cards', () => {
    const level5 = deck([...LEVEL_4, ['me1-117', 2], ['me1-118', 4], ['me1-122', 2], ['me1-121', 2]]);
    expect(validateLevelStep(deck(LEVEL_4), level5, 5)).toEqual([]);
    const swapFive = level5.map((e) => (e.card.id === 'me1-118' ? { ...e, count: 0 } : e)).concat(deck([['sve-2', 4]]));
    expect(validateLevelStep(level5, swapFive, 6)).toEqual([]);
    const swapSix = swapFive.map((e) => (e.card.id === 'me1-121' ? { ...e, count: 0 } : e)).concat(deck([['sve-2', 2]]));
    expect(validateLevelStep(level5, swapSix, 6).map((p) => p.message)).toEqual([
      'Level 6 adds up to five cards swapped: 6 cards left the deck.',
      'Level 6 adds up to five cards swapped: 1 added cards do not fit.',
    ]);
  });
});
