import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { evolve, initialState, replay, type CardDef, type Command, type GameEvent, type Seat } from '../rules/index.js';
import { randomGameArbitrary } from '../rules/testing/arbitraries.js';
import { quickStart, type Table } from '../rules/testing/table.js';
import { confirmAchievement, emptyTally, tallyEvent, tallyLog, tallyWith, type AchievementTally } from './achievements.js';
import { ACHIEVEMENTS, ERFOLGE } from './advanced.formats.js';
import { engineFormat } from './format-registry.js';

// 003 "Erfolge", Spielverlauf: the achievements "die wir mögen", each with its points; first to 100 wins.

const card = (id: string): CardDef => cardById(id);
const PINECO = card('sv1-1');
const GROWLITHE = card('sv1-30');
const SLOWPOKE = card('sv1-42');
const MAGNEMITE = card('sv1-63');
const DROWZEE = card('sv1-82');
const MANKEY = card('sv1-107');
const SPRIGATITO = card('sv1-13');
const FLORAGATO = card('sv1-14');
const DEFIANCE_BAND = card('sv1-169');

function start(p1: { active: CardDef; bench?: CardDef[] }, p2: { active: CardDef; bench?: CardDef[] } = { active: MANKEY }): Table {
  return quickStart({ profile: 'sv', format: engineFormat(ERFOLGE), p1, p2 });
}

const tallyOf = (t: Table): AchievementTally => tallyLog(t.log, evolve, initialState);
const earned = (tally: AchievementTally, seat: Seat) => tally.awards.filter((a) => a.player === seat).map((a) => a.achievement);
const adjust = (player: Seat, action: Extract<Command, { type: 'Adjust' }>['action']): Command => ({ type: 'Adjust', player, reason: 'card text', action });
const endTurn = (t: Table) => t.do({ type: 'EndTurn', player: t.turnPlayer() });

describe('003 "Erfolge": "Ziehe mehr als zehn Karten in einem Zug: 5 EP"', () => {
  it('counts every card drawn in the turn, the turn draw included; ten are not enough, eleven are', () => {
    const t = start({ active: PINECO });
    t.do(adjust('p1', { kind: 'draw', player: 'p1', count: 9 }));
    expect(tallyOf(t).counters.drawnThisTurn.p1).toBe(10);
    expect(earned(tallyOf(t), 'p1')).toEqual([]);
    t.do(adjust('p1', { kind: 'draw', player: 'p1', count: 1 }));
    expect(tallyOf(t).awards).toEqual([{ achievement: 'draw-more-than-ten', player: 'p1', points: 5, game: 1, turn: 1 }]);
  });

  it('counts once per turn: eleven more in a later turn earn it again', () => {
    const t = start({ active: PINECO });
    t.do(adjust('p1', { kind: 'draw', player: 'p1', count: 12 }));
    endTurn(t);
    endTurn(t);
    expect(tallyOf(t).points.p1).toBe(5);
    t.do(adjust('p1', { kind: 'draw', player: 'p1', count: 10 }));
    expect(tallyOf(t).points.p1).toBe(10);
  });
});

describe('003 "Erfolge": "Du hast sechs oder mehr Pokémon-Ausrüstungen im Spiel: 2 EP"', () => {
  it('six Pokémon Tools on your Pokémon, one on each', () => {
    const t = start({ active: PINECO, bench: [GROWLITHE, SLOWPOKE, MAGNEMITE, DROWZEE, MANKEY] });
    const targets = ['p1-active', 'p1-bench0', 'p1-bench1', 'p1-bench2', 'p1-bench3', 'p1-bench4'];
    t.do(adjust('p1', { kind: 'draw', player: 'p1', count: 4 }));
    targets.slice(0, 5).forEach((target, i) => t.do({ type: 'PlayTrainer', player: 'p1', card: DEFIANCE_BAND, uid: `band-${i}`, target }));
    expect(earned(tallyOf(t), 'p1')).not.toContain('six-tools');
    t.do({ type: 'PlayTrainer', player: 'p1', card: DEFIANCE_BAND, uid: 'band-5', target: targets[5] as string });
    expect(earned(tallyOf(t), 'p1')).toContain('six-tools');
    expect(tallyOf(t).awards.find((a) => a.achievement === 'six-tools')?.points).toBe(2);
  });
});

describe('003 "Erfolge": "Du hast sechs verschiedene Pokémon-Typen im Spiel" and "Deine Bank ist voll und besteht nur aus Basis-Pokémon"', () => {
  it('six types and a full Bench of Basics, seen once the setup Pokémon are revealed', () => {
    const t = start({ active: PINECO, bench: [GROWLITHE, SLOWPOKE, MAGNEMITE, DROWZEE, MANKEY] });
    const tally = tallyOf(t);
    expect(earned(tally, 'p1').sort()).toEqual(['full-bench-basic', 'six-types']);
    expect(tally.points).toEqual({ p1: 3, p2: 0 });
  });

  it('five types are not six; four on the Bench is not a full Bench', () => {
    const t = start({ active: PINECO, bench: [GROWLITHE, SLOWPOKE, MAGNEMITE, PINECO] });
    expect(tallyOf(t).awards).toEqual([]);
  });
});

describe('003 "Erfolge": "Deine Bank ist voll und besteht nur aus Entwicklungs-Pokémon: 1 EP"', () => {
  it('the fifth Benched Pokémon evolves: the Bench is full of evolved Pokémon', () => {
    const t = start({ active: PINECO, bench: [SPRIGATITO, SPRIGATITO, SPRIGATITO, SPRIGATITO, SPRIGATITO] });
    endTurn(t);
    endTurn(t);
    t.do(adjust('p1', { kind: 'draw', player: 'p1', count: 2 }));
    for (let i = 0; i < 4; i += 1) t.do({ type: 'Evolve', player: 'p1', card: FLORAGATO, target: `p1-bench${i}` });
    expect(earned(tallyOf(t), 'p1')).toEqual(['full-bench-basic']);
    t.do({ type: 'Evolve', player: 'p1', card: FLORAGATO, target: 'p1-bench4' });
    expect(earned(tallyOf(t), 'p1')).toEqual(['full-bench-basic', 'full-bench-evolved']);
  });
});

describe('003 "Erfolge": "Du hast fünf oder mehr Karten im Nirgendwo: 1 EP"', () => {
  it('the fifth card in your Lost Zone', () => {
    const t = start({ active: PINECO, bench: [GROWLITHE, SLOWPOKE, MAGNEMITE, DROWZEE, MANKEY] });
    for (let i = 0; i < 4; i += 1) t.do(adjust('p1', { kind: 'move-card', uid: `p1-bench${i}`, to: 'lost-zone' }));
    expect(earned(tallyOf(t), 'p1')).not.toContain('lost-zone-five');
    t.do(adjust('p1', { kind: 'move-card', uid: 'p1-bench4', to: 'lost-zone' }));
    expect(t.state.players.p1.lostZone).toHaveLength(5);
    expect(earned(tallyOf(t), 'p1')).toContain('lost-zone-five');
  });
});

describe('003 "Erfolge": "Füge dem Aktiven Pokémon deines Gegners mehr als einen Speziellen Zustand zu: 1 EP"', () => {
  it('a second Special Condition on the opposing Active earns it for the player who put it there', () => {
    const t = start({ active: PINECO });
    t.do(adjust('p1', { kind: 'set-condition', target: 'p2-active', condition: 'Poisoned' }));
    expect(tallyOf(t).awards).toEqual([]);
    t.do(adjust('p1', { kind: 'set-condition', target: 'p2-active', condition: 'Burned' }));
    expect(tallyOf(t).awards).toEqual([expect.objectContaining({ achievement: 'two-special-conditions', player: 'p1', points: 1 })]);
  });

  it('two Special Conditions on your own Active earn nothing', () => {
    const t = start({ active: PINECO });
    t.do(adjust('p1', { kind: 'set-condition', target: 'p1-active', condition: 'Poisoned' }));
    t.do(adjust('p1', { kind: 'set-condition', target: 'p1-active', condition: 'Asleep' }));
    expect(tallyOf(t).awards).toEqual([]);
  });
});

describe('003 "Erfolge": "Nimm alle deine Preiskarten: 15 EP", "Nimm sechs Preiskarten in einem Zug: 20 EP", "Füge die meisten Schadenspunkte in einem Spiel zu: 1 EP"', () => {
  it('six Knock Outs in one turn: all Prize cards, six in a turn, and the most damage when the game ends (p2 had six types and a full Bench)', () => {
    const t = start({ active: PINECO }, { active: MANKEY, bench: [GROWLITHE, SLOWPOKE, MAGNEMITE, DROWZEE, PINECO] });
    for (let i = 0; i < 5; i += 1) t.do(adjust('p1', { kind: 'put-damage-counters', target: `p2-bench${i}`, counters: 10 }));
    expect(tallyOf(t).counters.prizesThisTurn.p1).toBe(5);
    t.do(adjust('p1', { kind: 'put-damage-counters', target: 'p2-active', counters: 10 }));
    // The last Prize card does not win in Erfolge; the last Pokémon Knocked Out does (src/formats/erfolge-play.spec.ts).
    expect(t.state.result).toEqual({ winner: 'p1', reasons: ['no-pokemon-in-play'] });
    const tally = tallyOf(t);
    expect(earned(tally, 'p1')).toEqual(['all-prizes', 'six-prizes-one-turn', 'most-damage']);
    expect(tally.points).toEqual({ p1: 36, p2: 3 });
    expect(tally.counters.damageDealt).toEqual({ p1: 600, p2: 0 });
  });
});

describe('003 "Erfolge": "Heile die meisten Schadenspunkte in einem Spiel: 1 EP"', () => {
  it('decided when the game ends: the player who healed more; a tie in damage earns nobody the other one', () => {
    const t = start({ active: PINECO }, { active: MANKEY });
    t.do(adjust('p1', { kind: 'put-damage-counters', target: 'p1-active', counters: 3 }));
    t.do(adjust('p1', { kind: 'heal', target: 'p1-active', amount: 30 }));
    expect(earned(tallyOf(t), 'p1')).toEqual([]);
    t.do({ type: 'Concede', player: 'p2' });
    const tally = tallyOf(t);
    expect(tally.counters.damageHealed).toEqual({ p1: 30, p2: 0 });
    expect(tally.awards).toEqual([expect.objectContaining({ achievement: 'most-healed', player: 'p1', points: 1 })]);
  });
});

describe('003 "Erfolge": "Lies den Pokédex-Eintrag laut vor, wenn du eine Pokémon-Karte spielst: 3 EP" (confirmed by the players)', () => {
  const t = start({ active: PINECO, bench: [GROWLITHE] });
  const base = tallyOf(t);

  it('the opponent confirms it for a Pokémon card the player played: 3 points', () => {
    const outcome = confirmAchievement(base, { achievement: 'pokedex-entry', player: 'p1', pokemon: 'p1-bench0', confirmedBy: 'p2' }, t.state);
    expect(outcome).toEqual({ ok: true, tally: expect.objectContaining({ points: { p1: 3, p2: 0 } }) });
  });

  it('refuses a claim by the player themselves, a Pokémon they did not play, a second reading of the same card, and achievements the hub counts', () => {
    const claim = { achievement: 'pokedex-entry' as const, player: 'p1' as const, pokemon: 'p1-bench0', confirmedBy: 'p2' };
    expect(confirmAchievement(base, { ...claim, confirmedBy: 'p1' }, t.state)).toMatchObject({ ok: false, reason: expect.stringContaining('own') });
    expect(confirmAchievement(base, { ...claim, pokemon: 'p2-active' }, t.state)).toMatchObject({ ok: false, reason: expect.stringContaining('not played') });
    const once = confirmAchievement(base, claim, t.state);
    if (!once.ok) throw new Error(once.reason);
    expect(confirmAchievement(once.tally, { ...claim, confirmedBy: 'judge:Anna' }, t.state)).toMatchObject({ ok: false, reason: expect.stringContaining('already') });
    expect(confirmAchievement(base, { ...claim, achievement: 'six-types' }, t.state)).toMatchObject({ ok: false, reason: expect.stringContaining('counts') });
  });
});

describe('003 "Erfolge", Spielverlauf: "Der erste Spieler, der 100 Erfolgspunkte (EP) erspielt, gewinnt!"', () => {
  it('the first to 100 is the winner, whoever reaches it later; the log with its confirmations gives the same tally', () => {
    const t = start({ active: PINECO });
    const confirmations: { achievement: 'pokedex-entry'; player: Seat; pokemon: string; confirmedBy: string; afterEvent: number }[] = [];
    let tally = tallyOf(t);
    for (let i = 0; i < 34; i += 1) {
      // The same card, played again from the hand it went back to, earns the points again.
      t.do({ type: 'PlayToBench', player: 'p1', card: PINECO, uid: 'pineco' });
      const c = { achievement: 'pokedex-entry' as const, player: 'p1' as const, pokemon: 'pineco', confirmedBy: 'p2' };
      tally = tallyLog(t.log, evolve, initialState, confirmations);
      const outcome = confirmAchievement(tally, c, t.state);
      if (!outcome.ok) throw new Error(outcome.reason);
      confirmations.push({ ...c, afterEvent: t.log.length });
      tally = outcome.tally;
      if (i === 32) expect(tally.winner).toBeNull();
      t.do(adjust('p1', { kind: 'move-card', uid: 'pineco', to: 'hand' }));
    }
    expect(tally.points.p1).toBe(102);
    expect(tally.winner).toBe('p1');
    expect(tallyLog(t.log, evolve, initialState, confirmations)).toEqual(tally);
  });

  it('a game already won another way stays won: the end-of-game points that reach 100 name no achievements winner', () => {
    const t = start({ active: PINECO });
    t.do(adjust('p1', { kind: 'put-damage-counters', target: 'p2-active', counters: 1 }));
    const almost: AchievementTally = { ...tallyOf(t), points: { p1: 99, p2: 0 } };
    const [won] = t.do({ type: 'Concede', player: 'p1' });
    const after = tallyEvent(almost, won as GameEvent, t.state);
    expect(after.points.p1).toBe(100);
    expect(after.awards.at(-1)).toMatchObject({ achievement: 'most-damage', player: 'p1' });
    expect(after.winner).toBeNull();
    expect(t.state.result).toEqual({ winner: 'p2', reasons: ['concession'] });
  });

  it('the engine ends an achievements game on the hub\'s word, and only with 100 points', () => {
    const t = start({ active: PINECO });
    const declare = (p1: number): Command => ({ type: 'DeclareFormatWin', winner: 'p1', reason: 'achievements', score: { p1, p2: 4 } });
    expect(t.refuse(declare(99))).toMatchObject({ code: 'too-few-points', ref: { section: 'Erfolge' } });
    t.do(declare(101));
    expect(t.state.result).toEqual({ winner: 'p1', reasons: ['achievements'] });
    const standard = quickStart({ profile: 'sv', p1: { active: PINECO }, p2: { active: MANKEY } });
    expect(standard.refuse(declare(101))).toMatchObject({ code: 'not-an-achievement-game' });
  });
});

describe('003 "Erfolge", Vorbereitung: "einigen, die ihr zählen wollt, und wie viele Punkte jeder Erfolg wert ist"', () => {
  it('only the agreed achievements count, at the agreed points', () => {
    const t = start({ active: PINECO, bench: [GROWLITHE, SLOWPOKE, MAGNEMITE, DROWZEE, MANKEY] });
    const agreed = [
      { id: 'draw-more-than-ten', points: 50 },
      { id: 'pokedex-entry', points: 10 },
    ] as const;
    t.do(adjust('p1', { kind: 'draw', player: 'p1', count: 10 }));
    const tally = tallyLog(t.log, evolve, initialState, [], agreed);
    expect(tally.awards).toEqual([{ achievement: 'draw-more-than-ten', player: 'p1', points: 50, game: 1, turn: 1 }]);
    const confirmed = confirmAchievement(tally, { achievement: 'pokedex-entry', player: 'p1', pokemon: 'p1-bench0', confirmedBy: 'p2' }, t.state);
    expect(confirmed).toMatchObject({ ok: true, tally: { points: { p1: 60, p2: 0 } } });
    const notAgreed = confirmAchievement(tallyWith([{ id: 'six-types', points: 2 }]), { achievement: 'pokedex-entry', player: 'p1', pokemon: 'p1-bench0', confirmedBy: 'p2' }, t.state);
    expect(notAgreed).toMatchObject({ ok: false, reason: expect.stringContaining('not among the achievements agreed') });
  });
});

describe('a judge\'s restore takes the tally back with the game', () => {
  it('what was earned after the point restored to no longer counts; the same feat earns it again', () => {
    const t = start({ active: PINECO });
    const before = t.state.version;
    t.do(adjust('p1', { kind: 'draw', player: 'p1', count: 11 }));
    expect(tallyOf(t).points.p1).toBe(5);
    t.do({ type: 'JudgeRestore', judge: 'Anna', reason: 'the draw was a misclick', toSeq: before, state: replay(t.log.slice(0, before)) });
    expect(tallyOf(t)).toMatchObject({ points: { p1: 0, p2: 0 }, awards: [] });
    t.do(adjust('p1', { kind: 'draw', player: 'p1', count: 10 }));
    expect(tallyOf(t).points.p1).toBe(5);
  });
});

describe('the achievement tally over random legal games', () => {
  it('points are the sum of the awards, never fall, each "once" achievement at most once per player and game, and replaying gives the same tally', () => {
    const once = new Set<string>(ACHIEVEMENTS.filter((a) => a.times === 'once').map((a) => a.id));
    fc.assert(
      fc.property(randomGameArbitrary(200), (game) => {
        let tally = emptyTally;
        let state = initialState;
        for (const event of game.events) {
          state = evolve(state, event);
          const next = tallyEvent(tally, event, state);
          expect(next.points.p1).toBeGreaterThanOrEqual(tally.points.p1);
          expect(next.points.p2).toBeGreaterThanOrEqual(tally.points.p2);
          tally = next;
        }
        for (const seat of ['p1', 'p2'] as const) {
          expect(tally.points[seat]).toBe(tally.awards.filter((a) => a.player === seat).reduce((n, a) => n + a.points, 0));
        }
        const keys = tally.awards.filter((a) => once.has(a.achievement)).map((a) => `${a.achievement}/${a.player}/${a.game}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(tallyLog(game.events, evolve, initialState)).toEqual(tally);
      }),
      { numRuns: 30 },
    );
  });
});
