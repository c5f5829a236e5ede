import { describe, expect, it } from 'vitest';
import { commandSchema, decide, initialState, PROFILES, resolveProfile, RULEBOOK } from '../rules/index.js';
import { missingFromRulebook } from '../rules/testing/rulebook-text.js';
import { BASISKAMPF, DITTO_DRAFT, engineFormat, FORMATS, MULTI_LEVEL_FORMATS, PACKKAMPF, RESTRICTION_IDS, restrictionMenu, type FormatDefinition } from './index.js';

/** Every format the hub offers, and the menu with every restriction chosen. */
const ALL: readonly FormatDefinition[] = [...FORMATS, restrictionMenu([...RESTRICTION_IDS])];

const supportOf = (f: FormatDefinition) => Object.fromEntries(f.play.map((r) => [r.id, r.support]));

describe('engineFormat: what StartMatch carries to the engine', () => {
  it('every override survives the command schema the hub parses StartMatch with, and reaches the match\'s profile', () => {
    for (const f of ALL) {
      const parsed = commandSchema.parse({ type: 'StartMatch', matchId: 'm', profile: f.profile, format: engineFormat(f), players: [{ name: 'A' }, { name: 'B' }] });
      if (parsed.type !== 'StartMatch') throw new Error('not a StartMatch');
      expect(parsed.format?.overrides).toEqual(engineFormat(f).overrides);
      const d = decide(initialState, parsed);
      if (!d.ok) throw new Error(d.violation.message);
      expect(d.state.profile).toEqual(resolveProfile(f.profile, engineFormat(f)));
    }
  });

  it('the menu with every restriction: each play restriction is a field of the profile', () => {
    const p = resolveProfile('sv', engineFormat(restrictionMenu([...RESTRICTION_IDS])));
    expect(p).toMatchObject({
      supportersPerTurn: 10,
      itemsPerTurn: 1,
      stadium: { severalInPlay: true },
      setup: { chooseStartingPokemon: true, layout: 'basic-active' },
      evolution: { notOnPokemonsFirstTurn: false },
      faceDownRainbowEnergy: true,
      openHands: true,
    });
  });
});

describe('which play rules of 003 the engine runs', () => {
  it('Multi-Level: the Prize cards of each level; no Special Conditions at level 1', () => {
    expect(MULTI_LEVEL_FORMATS.map(supportOf)).toEqual([
      { 'prize-count': 'engine', 'no-special-conditions': 'engine' },
      ...[2, 3, 4, 5, 6].map(() => ({ 'prize-count': 'engine' })),
    ]);
  });

  it('Basiskampf, Packkampf and the Ditto rule of Ditto-Draft', () => {
    expect(supportOf(BASISKAMPF)).toEqual({ 'three-face-down': 'engine', 'attacks-without-energy': 'engine', 'last-pokemon-loses': 'engine' });
    expect(supportOf(PACKKAMPF)).toEqual({ 'prize-count': 'engine', 'no-deck-out': 'engine', 'ditto-marker': 'engine' });
    expect(supportOf(DITTO_DRAFT)).toMatchObject({ 'prize-count': 'engine', 'ditto-marker': 'engine' });
    expect(resolveProfile('sv', engineFormat(PACKKAMPF))).toMatchObject({ winConditions: { prizes: true, deckOut: false }, dittoMarkers: true, prizeCount: 2 });
    expect(resolveProfile('sv', engineFormat(BASISKAMPF))).toMatchObject({ setup: { layout: 'lay-out-hand' }, attackCostsIgnored: true });
  });

  it('every play restriction of the menu', () => {
    const menu = restrictionMenu([...RESTRICTION_IDS]);
    expect(supportOf(menu)).toEqual({
      'any-number-of-supporters': 'engine',
      'one-item-per-turn': 'engine',
      'several-stadiums': 'engine',
      'choose-starting-pokemon': 'engine',
      'evolve-when-played': 'engine',
      'face-down-rainbow-energy': 'engine',
      'open-hands': 'engine',
    });
  });

  it('a format cannot bring back a Special Condition its era lacks', () => {
    expect(resolveProfile('classic', { name: 'x', overrides: { specialConditions: ['Burned', 'Poisoned'] } }).specialConditions).toEqual(['Poisoned']);
    expect(PROFILES.classic.specialConditions).not.toContain('Burned');
  });
});

describe('every section a format cites is in its rulebook', () => {
  it('the format, its deck rules, play rules and banned cards (a ref outside the rulebooks, e.g. a web page, is not checked here)', () => {
    const rulebooks: readonly string[] = Object.values(RULEBOOK);
    for (const f of ALL) {
      const all = [f.ref, f.deck.ref, ...f.play.map((r) => r.ref), ...f.deck.banned.map((b) => b.ref), ...(f.deck.legality.kind === 'rotation' ? [f.deck.legality.ref] : [])];
      const refs = all.filter((r) => rulebooks.includes(r.file));
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect({ format: f.id, ref, missing: missingFromRulebook(ref) }).toEqual({ format: f.id, ref, missing: [] });
    }
  });
});
