import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { EXPANDED, formatById, GYM_LEADER_CHALLENGE, restrictionMenu, STANDARD, UNLIMITED } from '../formats/index.js';
import { RULEBOOK } from '../rules/index.js';
import type { DeckEntry, DeckProblem } from './deck-problem.js';
import { validateDeck, type LegalityContext } from './validate-deck.js';

/** A deck from [id, count] pairs, filled up with Basic Grass Energy to `size`. */
function deck(lines: readonly (readonly [string, number])[], size = 60): DeckEntry[] {
  const entries = lines.map(([id, count]) => ({ card: cardById(id), count }));
  const n = entries.reduce((sum, e) => sum + e.count, 0);
  return n < size ? [...entries, { card: cardById('sve-1'), count: size - n }] : entries;
}
const codes = (problems: readonly DeckProblem[]) => problems.map((p) => p.code);
const level = (n: number) => formatById(`multi-level-${n}`)!;

// Release dates as the catalogue's sets carry them.
const RELEASED: Record<string, string> = { sv5: '2024/03/22', base1: '1999/01/09', bw1: '2011/04/25', xy6: '2015/05/06', pgo: '2022/07/01', sm5: '2018/02/02' };
const context: LegalityContext = { releaseDateOf: (setId) => RELEASED[setId] };

const GRASS_STANDARD: readonly (readonly [string, number])[] = [
  ['sv5-6', 4], ['sv5-7', 4], ['sv5-3', 4], ['sv5-4', 3], ['sv5-5', 2],
  ['me1-114', 4], ['me1-115', 4], ['me1-130', 4], ['me1-131', 4], ['sv5-153', 1],
];

describe('000 "Zusammenstellen von Decks": 60 cards, four of a name, a Basic Pokémon', () => {
  it('a Standard deck of H and I cards with 22 basic Energy is legal', () => {
    expect(validateDeck(deck(GRASS_STANDARD), STANDARD)).toEqual([]);
  });

  it('59 or 61 cards is not a deck', () => {
    const short = validateDeck(deck(GRASS_STANDARD, 59), STANDARD);
    expect(short).toEqual([{ code: 'deck-size', message: 'The deck holds 59 cards; this format needs exactly 60.', params: { count: 59, min: 60, max: 60, context: 'exact' }, ref: STANDARD.deck.ref, cards: [] }]);
    expect(codes(validateDeck([...deck(GRASS_STANDARD), { card: cardById('sv5-3'), count: 0 }, { card: cardById('sve-2'), count: 1 }], STANDARD))).toEqual(['deck-size']);
  });

  it('five Boss\'s Orders is one too many; any number of basic Energy is fine', () => {
    const problems = validateDeck(deck([...GRASS_STANDARD.filter(([id]) => id !== 'me1-114'), ['me1-114', 5]]), STANDARD);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'too-many-copies', cards: [{ id: 'me1-114', name: "Boss's Orders" }] });
    expect(problems[0]?.message).toContain('at most 4');
  });

  it('a deck with no Basic Pokémon is invalid; V-UNION and Restored Pokémon are not Basic', () => {
    const noBasic = deck([['swshp-SWSH139', 1], ['swshp-SWSH140', 1], ['swshp-SWSH141', 1], ['swshp-SWSH142', 1], ['bw10-3', 4]]);
    const problems = validateDeck(noBasic, UNLIMITED);
    expect(codes(problems)).toEqual(['no-basic-pokemon']);
    expect(problems[0]?.ref).toEqual({ file: RULEBOOK.sv, section: 'Zusammenstellen von Decks' });
  });
});

describe('000 "Was gehört zum Namen eines Pokémon?"', () => {
  it('Gengar and Gengar LV.X share a name: 4 + 1 is five Gengar', () => {
    const problems = validateDeck(deck([['dp1-27', 4], ['pl4-97', 1], ['sv5-3', 4]]), UNLIMITED);
    expect(codes(problems)).toEqual(['too-many-copies']);
    expect(problems[0]?.cards.map((c) => c.id)).toEqual(['dp1-27', 'pl4-97']);
    expect(problems[0]?.ref.section).toBe('Was gehört zum Namen eines Pokémon?');
  });

  it('δ is not part of the name: Aerodactyl δ counts with Aerodactyl; Aerodactyl ex does not', () => {
    expect(codes(validateDeck(deck([['ex12-1', 4], ['ex13-35', 1], ['sv5-3', 4]]), UNLIMITED))).toEqual(['too-many-copies']);
    expect(validateDeck(deck([['ex12-1', 4], ['ex2-94', 4], ['sv5-3', 4]]), UNLIMITED)).toEqual([]);
  });

  it('the owner is part of the name: four Mewtwo and four Rocket\'s Mewtwo', () => {
    expect(validateDeck(deck([['base1-10', 4], ['gym2-14', 4]]), UNLIMITED)).toEqual([]);
  });

  it('Professor\'s Research is one name whichever professor is pictured', () => {
    const problems = validateDeck(deck([['sv1-189', 3], ['sv1-190', 2], ['sv5-3', 4]]), UNLIMITED);
    expect(problems).toMatchObject([{ code: 'too-many-copies', cards: [{ id: 'sv1-189' }, { id: 'sv1-190' }] }]);
  });
});

describe('cards limited to one per deck', () => {
  it('000 "Anhang 25": one ACE SPEC', () => {
    const problems = validateDeck(deck([...GRASS_STANDARD, ['sv5-152', 1]]), STANDARD);
    expect(problems).toMatchObject([{ code: 'ace-spec-limit', ref: { section: 'Anhang 25: ASS-KLASSE-Trainerkarten' }, cards: [{ id: 'sv5-153' }, { id: 'sv5-152' }] }]);
  });

  it('000 "Anhang 5": one Radiant Pokémon', () => {
    expect(codes(validateDeck(deck([['pgo-4', 1], ['pgo-11', 1]]), EXPANDED, context))).toEqual(['radiant-limit']);
  });

  it('000 "Anhang 14": one Prism Star card of each name, different names allowed', () => {
    expect(codes(validateDeck(deck([['sm5-58', 2]]), EXPANDED, context))).toEqual(['prism-star-limit']);
    expect(validateDeck(deck([['sm5-58', 1], ['sm5-62', 1]]), EXPANDED, context)).toEqual([]);
  });
});

describe('legality', () => {
  it('Standard goes by regulation mark: a G card is not legal, and the message names the mark', () => {
    const problems = validateDeck(deck([...GRASS_STANDARD, ['sv1-181', 1]], 61), STANDARD);
    expect(problems).toMatchObject([{ code: 'deck-size' }, { code: 'not-legal', cards: [{ id: 'sv1-181' }] }]);
    expect(problems[1]?.message).toContain('regulation mark G');
  });

  it('Expanded goes by release date and its banned list', () => {
    const problems = validateDeck(deck([['sv5-3', 4], ['base1-10', 1], ['xy6-77', 1]]), EXPANDED, context);
    expect(problems).toMatchObject([
      { code: 'not-legal', cards: [{ id: 'base1-10' }] },
      { code: 'banned', cards: [{ id: 'xy6-77', name: 'Shaymin-EX' }] },
    ]);
  });

  it('a reprint makes the older printing legal: Base Set Switch in Expanded', () => {
    const oldSwitch = deck([['sv5-3', 4], ['base1-95', 4]]);
    expect(codes(validateDeck(oldSwitch, EXPANDED, context))).toEqual(['not-legal']);
    const withReprints: LegalityContext = { ...context, printingsOf: (c) => (c.name === 'Switch' ? [cardById('bw1-104')] : []) };
    expect(validateDeck(oldSwitch, EXPANDED, withReprints)).toEqual([]);
  });

  it('without a mark or a date, the catalogue\'s legalities decide, and its ban always stands', () => {
    const oldSwitch = deck([['sv5-3', 4], ['base1-95', 4]]);
    expect(validateDeck(oldSwitch, STANDARD, { legalitiesOf: () => ({ standard: 'Legal' }) })).toEqual([]);
    expect(codes(validateDeck(deck([['sv5-3', 4]]), STANDARD, { legalitiesOf: (id) => (id === 'sv5-3' ? { standard: 'Banned' } : undefined) }))).toEqual(['banned']);
  });
});

describe('003 "Arenaleiter-Herausforderung"', () => {
  it('one copy, one type, no rule box, no ACE SPEC', () => {
    const problems = validateDeck(deck([['sv5-3', 2], ['sv5-12', 1], ['sv5-153', 1], ['me1-114', 1], ['base1-10', 0], ['sv1-181', 1]]), GYM_LEADER_CHALLENGE, {
      releaseDateOf: (s) => (s.startsWith('sv') || s.startsWith('me') ? '2023/03/31' : undefined),
    });
    expect(codes(problems)).toEqual(['too-many-copies', 'ace-spec-not-allowed', 'rule-box-not-allowed']);
    const twoTypes = validateDeck(deck([['sv5-3', 1], ['base1-10', 1]]), { ...GYM_LEADER_CHALLENGE, deck: { ...GYM_LEADER_CHALLENGE.deck, legality: { kind: 'any' } } });
    expect(twoTypes).toMatchObject([{ code: 'more-than-one-type', message: expect.stringContaining('Grass, Psychic') }]);
  });
});

describe('003 "Multi-Level (Lernen & Los)"', () => {
  const LEVEL_1: readonly (readonly [string, number])[] = [['sv5-3', 4], ['sv5-6', 3], ['sv5-2', 3]];

  it('level 1: ten Basics of 70 HP or less without Abilities and ten basic Energy', () => {
    expect(validateDeck(deck(LEVEL_1, 20), level(1))).toEqual([]);
  });

  it('level 1 refuses a Stage 1, a Basic over 70 HP, an Ability and a Trainer', () => {
    const problems = validateDeck(deck([['sv5-3', 4], ['sv5-4', 1], ['sv5-1', 1], ['sv5-8', 1], ['me1-115', 1]], 20), level(1));
    expect(codes(problems)).toEqual(['supertype-not-allowed', 'stage-not-allowed', 'hp-limit', 'ability-not-allowed']);
    expect(problems.every((p) => p.ref.file === RULEBOOK.formats)).toBe(true);
  });

  it('level 2: three Stage 1 that evolve from Pokémon in the deck', () => {
    expect(validateDeck(deck([...LEVEL_1, ['sv5-4', 3]], 30), level(2))).toEqual([]);
    expect(codes(validateDeck(deck([...LEVEL_1, ['sv5-4', 2]], 30), level(2)))).toEqual(['too-few-stage-1']);
    expect(validateDeck(deck([...LEVEL_1, ['sv5-4', 3], ['sv5-9', 1]], 30), level(2))).toMatchObject([
      { code: 'evolves-from-missing', message: 'Roserade (sv5-9) evolves from Roselia, which is not in the deck.' },
    ]);
  });

  it('level 3: exactly ten Items and no other Trainers', () => {
    const items = deck([...LEVEL_1, ['sv5-4', 3], ['me1-115', 4], ['me1-130', 4], ['me1-131', 2]], 40);
    expect(validateDeck(items, level(3))).toEqual([]);
    const supporter = deck([...LEVEL_1, ['sv5-4', 3], ['me1-115', 4], ['me1-130', 4], ['me1-114', 2]], 40);
    expect(codes(validateDeck(supporter, level(3)))).toEqual(['trainer-kind-not-allowed']);
    expect(codes(validateDeck(deck([...LEVEL_1, ['sv5-4', 3], ['me1-115', 4], ['me1-130', 4]], 40), level(3)))).toEqual(['trainer-count']);
  });
});

describe('003 "Menü der Beschränkungen"', () => {
  it('"genau vier Exemplare": three of a card is wrong', () => {
    const problems = validateDeck(deck([['sv5-3', 4], ['sv5-6', 3]]), restrictionMenu(['exactly-four']));
    expect(problems).toMatchObject([{ code: 'not-exact-copies', cards: [{ id: 'sv5-6' }] }]);
  });

  it('"nur Pokémon mit 100 KP oder mehr"', () => {
    expect(codes(validateDeck(deck([['sv5-19', 4], ['sv5-3', 1]]), restrictionMenu(['hp-100-or-more'])))).toEqual(['hp-limit']);
  });
});

describe('invariants', () => {
  it('basic Energy never counts against the copy limit, in any amount', () => {
    const energies = ['sve-1', 'sve-2', 'sve-9', 'base1-99'];
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 4, maxLength: 4 }), (counts) => {
        const entries = [{ card: cardById('sv5-3'), count: 4 }, ...counts.map((count, i) => ({ card: cardById(energies[i]!), count }))];
        return !validateDeck(entries, UNLIMITED).some((p) => p.code === 'too-many-copies');
      }),
    );
  });

  it('a deck-size problem exactly when the deck does not hold 60 cards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), (energy) => {
        const entries = [{ card: cardById('sv5-3'), count: 4 }, { card: cardById('sve-1'), count: energy }];
        return validateDeck(entries, UNLIMITED).some((p) => p.code === 'deck-size') === (energy + 4 !== 60);
      }),
    );
  });
});
