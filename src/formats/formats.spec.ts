import { describe, expect, it } from 'vitest';
import { PROFILES, resolveProfile, RULEBOOK } from '../rules/index.js';
import { cardById } from '../catalogue/testing.js';
import { quickStart } from '../rules/testing/table.js';
import {
  ACHIEVEMENTS,
  BASISKAMPF,
  CLASSIC,
  DITTO_DRAFT,
  engineFormat,
  ERFOLGE,
  EXPANDED,
  FORMATS,
  formatById,
  GIOVANNI,
  GYM_LEADER_CHALLENGE,
  MULTI_LEVEL_FORMATS,
  PACKKAMPF,
  RAID,
  RESTRICTION_IDS,
  RESTRICTIONS,
  restrictionMenu,
  STANDARD,
  TEAM,
  type FormatDefinition,
} from './index.js';

const { sv: SV, classic: CLASSIC_PROFILE } = PROFILES;
const profileOf = (f: FormatDefinition) => resolveProfile(f.profile, engineFormat(f));

describe('003 "Multi-Level (Lernen & Los)"', () => {
  const level = (n: number) => formatById(`multi-level-${n}`)!;

  it('grows the deck 20/30/40/50/60/60 and the Prize cards 2/3/4/5/6/6', () => {
    expect(MULTI_LEVEL_FORMATS.map((f) => profileOf(f).deckSize)).toEqual([20, 30, 40, 50, 60, 60]);
    expect(MULTI_LEVEL_FORMATS.map((f) => profileOf(f).prizeCount)).toEqual([2, 3, 4, 5, 6, 6]);
    expect(MULTI_LEVEL_FORMATS.map((f) => f.deck.size.min)).toEqual([20, 30, 40, 50, 60, 60]);
  });

  it('level 1: Basic Pokémon of 70 HP or less without Abilities and basic Energy; no Special Conditions', () => {
    const d = level(1).deck;
    expect(d.supertypes).toEqual(['Pokémon', 'Energy']);
    expect(d.pokemon).toMatchObject({ stages: ['Basic'], hp: [{ stage: 'Basic', max: 70 }], noAbilities: true });
    expect(d.energy.basicOnly).toBe(true);
    expect(level(1).play.find((r) => r.id === 'no-special-conditions')).toMatchObject({ support: 'engine' });
    expect(profileOf(level(1)).specialConditions).toEqual([]);
    expect(profileOf(level(2)).specialConditions).toEqual(SV.specialConditions);
    expect(level(2).play.some((r) => r.id === 'no-special-conditions')).toBe(false);
  });

  it('level 2: three Stage 1 that evolve from the deck, Basics of 120 HP or less', () => {
    expect(level(2).deck.pokemon).toMatchObject({ stages: ['Basic', 'Stage 1'], minStage1: 3, evolutionsFromDeck: true, hp: [{ stage: 'Basic', max: 120 }] });
  });

  it('level 3: ten Items; level 4: ten more Items or Supporters and Stage 2; level 5: ten Trainers of any kind', () => {
    expect(level(3).deck.trainers).toEqual({ kinds: ['Item'], count: { min: 10, max: 10 } });
    expect(level(4).deck.trainers).toEqual({ kinds: ['Item', 'Supporter'], count: { min: 20, max: 20 } });
    expect(level(4).deck.pokemon.stages).toContain('Stage 2');
    expect(level(5).deck.trainers.kinds).toEqual(expect.arrayContaining(['Item', 'Supporter', 'Stadium', 'Tool']));
    expect(level(6).deck.pokemon.stages).toBe('any');
  });

  it('cites its level in 003', () => {
    expect(level(1).ref).toEqual({ file: RULEBOOK.formats, section: 'Multi-Level (Lernen & Los)' });
    expect(level(4).ref.section).toBe('Multi-Level (Lernen & Los), Level 4');
  });
});

describe('003 "Basiskampf"', () => {
  it('three Pokémon: one Active and two on the Bench, no Prize cards, no Energy', () => {
    const p = profileOf(BASISKAMPF);
    expect(p).toMatchObject({ deckSize: 3, openingHandSize: 3, benchSize: 2, prizeCount: 0 });
    expect(BASISKAMPF.deck).toMatchObject({ size: { min: 3, max: 3 }, supertypes: ['Pokémon'], requireBasicPokemon: false });
    expect(p).toMatchObject({ attackCostsIgnored: true, winConditions: { prizes: true, deckOut: false }, firstTurn: { mayAttack: true } });
    expect(BASISKAMPF.play.find((r) => r.id === 'attacks-without-energy')?.support).toBe('engine');
  });
});

describe('003 "Packkampf"', () => {
  it('one booster and ten basic Energy, two Prize cards, no loss on an empty deck, the Ditto rule', () => {
    expect(profileOf(PACKKAMPF).prizeCount).toBe(2);
    expect(PACKKAMPF.deck.energy.minBasic).toBe(10);
    expect(PACKKAMPF.play.map((r) => r.id)).toEqual(['prize-count', 'no-deck-out', 'ditto-marker']);
  });
});

describe('003 "Ditto-Draft"', () => {
  it('40-card decks, four Prize cards, 2 to 4 players, the Ditto marker rule', () => {
    expect(profileOf(DITTO_DRAFT)).toMatchObject({ deckSize: 40, prizeCount: 4, benchSize: 5 });
    expect(DITTO_DRAFT.players).toEqual({ min: 2, max: 4 });
    expect(DITTO_DRAFT.play.find((r) => r.id === 'ditto-marker')?.text).toContain('Regelfeld');
    expect(DITTO_DRAFT.play.find((r) => r.id === 'draft')?.support).toBe('hub');
  });
});

describe('003 "Menü der Beschränkungen"', () => {
  it('lists all six deck and seven play restrictions of 003', () => {
    expect(RESTRICTIONS.filter((r) => r.kind === 'deck')).toHaveLength(6);
    expect(RESTRICTIONS.filter((r) => r.kind === 'play')).toHaveLength(7);
  });

  it('starts from a 60-card deck and applies what the players chose', () => {
    const menu = restrictionMenu(['singleton', 'hp-90-or-less', 'one-type']);
    expect(menu.deck).toMatchObject({ size: { min: 60, max: 60 }, maxCopies: 1, pokemon: { oneType: true, hp: [{ max: 90 }] } });
    expect(restrictionMenu(['exactly-four']).deck.exactCopies).toBe(4);
    expect(restrictionMenu(['no-rule-box', 'hp-100-or-more']).deck.pokemon).toMatchObject({ noRuleBox: true, hp: [{ min: 100 }] });
  });

  it('"beliebig viele Unterstützerkarten", one Item, several Stadiums and evolving when played reach the engine', () => {
    const menu = restrictionMenu(['any-number-of-supporters', 'one-item-per-turn', 'several-stadiums', 'evolve-when-played']);
    expect(profileOf(menu)).toMatchObject({
      supportersPerTurn: 10,
      itemsPerTurn: 1,
      stadium: { severalInPlay: true, perTurn: 1, sameNameBlocked: true },
      evolution: { notOnPokemonsFirstTurn: false, notOnPlayersFirstTurn: true },
    });
    expect(menu.play.every((r) => r.support === 'engine')).toBe(true);
  });

  it('names every choice in its id, which formatById reads back', () => {
    for (const id of RESTRICTION_IDS) {
      const menu = restrictionMenu([id]);
      expect(formatById(menu.id)).toEqual(menu);
    }
    const many = restrictionMenu([...RESTRICTION_IDS]);
    expect(many.id.length).toBeLessThanOrEqual(40);
    expect(formatById(many.id)?.play).toHaveLength(7);
    expect(formatById('menue:z')).toBeUndefined();
  });
});

describe('003 "Erfolge"', () => {
  it('the twelve achievements of 003 and the 100-point win', () => {
    expect(ACHIEVEMENTS).toHaveLength(12);
    expect(ACHIEVEMENTS.find((a) => a.id === 'six-prizes-one-turn')?.points).toBe(20);
    expect(ACHIEVEMENTS.filter((a) => a.seenBy === 'players').map((a) => a.id)).toEqual(['pokedex-entry']);
    expect(ERFOLGE.play.map((r) => [r.id, r.support])).toEqual([['achievement-points', 'hub'], ['prizes-do-not-win', 'engine']]);
    expect(profileOf(ERFOLGE)).toEqual({ ...SV, achievementPointsToWin: 100, winConditions: { prizes: false, deckOut: true } });
  });
});

describe('003 "Team-Format"', () => {
  it('four players and the banned list of 003', () => {
    expect(TEAM.players).toEqual({ min: 4, max: 4 });
    expect(TEAM.deck.banned.filter((b) => b.ref.file === RULEBOOK.formats).map((b) => b.name)).toEqual([
      'Dialga-GX', 'Medicham V', 'Pheromosa-GX', "Steven's Resolve", 'Togepi & Cleffa & Igglybuff-GX', 'Unown (HAND)',
    ]);
    expect(TEAM.deck.banned.filter((b) => b.ref.file === RULEBOOK.formats).flatMap((b) => b.cardIds)).toHaveLength(11);
  });

  it('runs its ledger at the hub (src/team); the three fields\' simultaneous attacks stay on paper', () => {
    const support = Object.fromEntries(TEAM.play.map((r) => [r.id, r.support]));
    expect(support).toEqual({
      'three-fields': 'hub',
      'per-field-limits': 'hub',
      'shared-prizes': 'hub',
      'simultaneous-attacks': 'unsupported',
      'nine-of-twelve': 'hub',
      'no-extra-turns': 'hub',
      'center-prizes-by-active-team': 'hub',
      'empty-field-attack': 'hub',
      'one-gx-vstar-per-field': 'hub',
      'team-without-pokemon-loses': 'hub',
      'player-out': 'hub',
    });
    expect(TEAM.play.filter((r) => r.support === 'hub').every((r) => r.by?.startsWith('src/team '))).toBe(true);
  });
});

describe('003 "Raid-Format" and "Giovanni-Format"', () => {
  it('players may attack, evolve and play a Supporter on their first turn ("Vorbereitung")', () => {
    expect(profileOf(RAID).firstTurn).toEqual({ mayAttack: true, maySupporter: true });
    expect(profileOf(GIOVANNI).firstTurn).toEqual({ mayAttack: true, maySupporter: true });
    // This rule was 'unsupported' before the format set the engine's evolution override; 003 allows it outright.
    expect(profileOf(RAID).evolution).toEqual({ ...SV.evolution, notOnPlayersFirstTurn: false });
    expect(RAID.play.find((r) => r.id === 'first-turn-evolve')?.support).toBe('engine');
    expect(GIOVANNI.play.map((r) => r.id)).toContain('boss-team');
  });

  it('a player evolves the Active on their first turn, but not a Pokémon played that turn', () => {
    const t = quickStart({ profile: 'sv', format: engineFormat(RAID), p1: { active: cardById('xy0-3') }, p2: { active: cardById('xy0-12') } });
    t.do({ type: 'Evolve', player: 'p1', card: cardById('xy0-4'), target: 'p1-active' });
    expect(t.active('p1').stack.map((c) => c.def.name)).toEqual(['Chespin', 'Quilladin']);
    t.do({ type: 'PlayToBench', player: 'p1', card: cardById('xy0-3'), uid: 'new' });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: cardById('xy0-4'), target: 'new' }).code).toBe('pokemon-new-in-play');
  });
});

describe('003 "Arenaleiter-Herausforderung"', () => {
  it('Expanded, 60 cards, one type, one copy, no rule box, no ACE SPEC', () => {
    expect(GYM_LEADER_CHALLENGE.deck).toMatchObject({
      size: { min: 60, max: 60 },
      maxCopies: 1,
      aceSpecAllowed: false,
      pokemon: { oneType: true, noRuleBox: true },
      legality: EXPANDED.deck.legality,
    });
  });
});

describe('the format list', () => {
  it('has unique ids of at most 40 characters, each found by formatById', () => {
    const ids = FORMATS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of FORMATS) {
      expect(f.id.length).toBeLessThanOrEqual(40);
      expect(formatById(f.id)).toBe(f);
    }
  });

  it('Standard and Expanded run the Scarlet & Violet rules unchanged; Classic the 1999 rules', () => {
    expect(profileOf(STANDARD)).toEqual(SV);
    expect(profileOf(EXPANDED)).toEqual(SV);
    expect(profileOf(CLASSIC)).toEqual(CLASSIC_PROFILE);
  });

  it('cites a rulebook for every format and every play rule; an unsupported rule says what the engine needs', () => {
    for (const f of FORMATS) {
      expect(Object.values(RULEBOOK)).toContain(f.ref.file);
      for (const rule of f.play) {
        expect(rule.ref.file).toBe(RULEBOOK.formats);
        if (rule.support === 'unsupported') expect(rule.needs).toMatch(/\w/);
        if (rule.support === 'hub') expect(rule.by).toMatch(/^src\//);
      }
    }
  });
});
