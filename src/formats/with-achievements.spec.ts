import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { evolve, initialState, resolveProfile, type Command, RULEBOOK } from '../rules/index.js';
import { quickStart, type Table } from '../rules/testing/table.js';
import { tallyLog } from './achievements.js';
import {
  engineFormat,
  ERFOLGE,
  formatById,
  FORMATS,
  PACKKAMPF,
  playsAchievements,
  restrictionMenu,
  STANDARD,
  withAchievements,
  type FormatDefinition,
} from './index.js';

// 003 "Erfolge", Vorbereitung: "Erfolge können mit fast allen Formaten in diesem Handbuch kombiniert werden und
// können natürlich auch einfach mit einem normalen 60-Karten-Deck und traditionellen … Regeln gespielt werden."

const combined = (base: FormatDefinition): FormatDefinition => {
  const f = withAchievements(base);
  if (!f) throw new Error(`${base.id} cannot be played with achievements`);
  return f;
};

describe('achievements as an option of a format', () => {
  it('Packkampf with achievements: its own rules, the 100-point win, and the last Prize card no longer wins', () => {
    const f = combined(PACKKAMPF);
    expect(f.id).toBe('packkampf+erfolge');
    expect(f.name).toEqual({ de: 'Packkampf + Erfolge', en: 'Pack Battle + Achievements' });
    expect(f.deck).toBe(PACKKAMPF.deck);
    expect(f.play.map((r) => r.id)).toEqual([...PACKKAMPF.play.map((r) => r.id), 'achievement-points', 'prizes-do-not-win']);
    expect(resolveProfile('sv', engineFormat(f))).toMatchObject({
      deckSize: 20,
      prizeCount: 2,
      dittoMarkers: true,
      achievementPointsToWin: 100,
      winConditions: { prizes: false, deckOut: false },
      deckSizes: { min: 14, max: 21 },
    });
    expect(formatById('packkampf+erfolge')).toEqual(f);
    expect(playsAchievements(f)).toBe(true);
    expect(playsAchievements(PACKKAMPF)).toBe(false);
  });

  it('every format but Team, Raid and Giovanni takes them, the restriction menu too', () => {
    const refused = FORMATS.filter((f) => withAchievements(f) === undefined).map((f) => f.id);
    expect(refused).toEqual(['team', 'raid', 'giovanni']);
    const menu = restrictionMenu(['singleton', 'open-hands']);
    expect(formatById(`${menu.id}+erfolge`)?.overrides).toMatchObject({ ...menu.overrides, achievementPointsToWin: 100 });
  });

  it('one set of rules has one id: Standard with achievements is "erfolge", and achievements do not stack', () => {
    expect(withAchievements(STANDARD)).toBe(ERFOLGE);
    expect(withAchievements(ERFOLGE)).toBe(ERFOLGE);
    expect(withAchievements(combined(PACKKAMPF))?.id).toBe('packkampf+erfolge');
    for (const id of ['standard+erfolge', 'erfolge+erfolge', 'packkampf+erfolge+erfolge', 'team+erfolge', 'nothing+erfolge']) expect(formatById(id)).toBeUndefined();
  });
});

describe('a Packkampf game with achievements, end to end in the engine', () => {
  const chespin = cardById('xy0-3');
  const snorlax = cardById('xy0-26');
  const knockOut = (t: Table, target: string) =>
    t.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target, counters: 30 } } satisfies Command);

  it('both Prize cards taken: the game goes on, the tally counts 15 points, and 100 points win through DeclareFormatWin', () => {
    const t = quickStart({ profile: 'sv', format: engineFormat(combined(PACKKAMPF)), p1: { active: chespin }, p2: { active: snorlax, bench: [snorlax, snorlax] } });
    knockOut(t, 'p2-active');
    t.do({ type: 'PromoteActive', player: 'p2', target: t.bench('p2', 0).id });
    knockOut(t, t.active('p2').id);
    expect(t.state.players.p1.prizes).toBe(0);
    expect(t.state.result).toBeNull();
    expect(t.log).toContainEqual(expect.objectContaining({ type: 'RuleApplied', rule: 'last-prize-does-not-win', ref: { file: RULEBOOK.formats, section: 'Erfolge, Spielverlauf' } }));
    const tally = tallyLog(t.log, evolve, initialState);
    expect(tally.awards.map((a) => [a.player, a.achievement])).toEqual([['p1', 'all-prizes']]);
    expect(tally.points).toEqual({ p1: 15, p2: 0 });

    t.do({ type: 'PromoteActive', player: 'p2', target: t.bench('p2', 0).id });
    expect(t.refuse({ type: 'DeclareFormatWin', winner: 'p1', reason: 'achievements', score: { p1: 99, p2: 0 } }).code).toBe('too-few-points');
    t.do({ type: 'DeclareFormatWin', winner: 'p1', reason: 'achievements', score: { p1: 100, p2: 0 } });
    expect(t.state.result).toEqual({ winner: 'p1', reasons: ['achievements'] });
  });

  it('plain Packkampf: the second Prize card wins, and an achievements win is refused', () => {
    const t = quickStart({ profile: 'sv', format: engineFormat(PACKKAMPF), p1: { active: chespin }, p2: { active: snorlax, bench: [snorlax, snorlax] } });
    expect(t.refuse({ type: 'DeclareFormatWin', winner: 'p1', reason: 'achievements', score: { p1: 100, p2: 0 } }).code).toBe('not-an-achievement-game');
    knockOut(t, 'p2-active');
    t.do({ type: 'PromoteActive', player: 'p2', target: t.bench('p2', 0).id });
    knockOut(t, t.active('p2').id);
    expect(t.state.result).toEqual({ winner: 'p1', reasons: ['prizes'] });
  });
});
