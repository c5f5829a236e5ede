import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { decide } from './decide.js';
import type { GameEvent } from './event.js';
import { replay } from './fold.js';
import { brokenInvariants } from './invariants.js';
import type { GameState } from './state.js';
import { randomGameArbitrary } from './testing/arbitraries.js';
import { quickStart, type Table } from './testing/table.js';

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');
const snorlax = cardById('xy0-26');
const grass = cardById('sve-1');

/** What the hub does: replay its log up to `toSeq` (the state's version is the log's seq). */
const stateAt = (log: readonly GameEvent[], toSeq: number): GameState => replay(log.slice(0, toSeq));
const restoreTo = (t: Table, toSeq: number, reason = 'the mirror misread the Bench') =>
  t.do({ type: 'JudgeRestore', judge: 'Anna', reason, toSeq, state: stateAt(t.log, toSeq) });
/** The log as the match log stores it: JSON. */
const stored = (log: readonly GameEvent[]): GameEvent[] => JSON.parse(JSON.stringify(log)) as GameEvent[];
const withoutVersion = ({ version: _v, ...rest }: GameState) => rest;

function gameWithAKnockOut(): { t: Table; beforeAttach: number } {
  const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie, bench: [snorlax] } });
  t.do({ type: 'EndTurn', player: 'p1' });
  const beforeAttach = t.log.length;
  t.do({ type: 'AttachEnergy', player: 'p2', card: grass, uid: 'g', target: 'p2-active' });
  t.do({ type: 'EndTurn', player: 'p2' });
  t.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 6 } });
  return { t, beforeAttach };
}

describe('a judge restores an earlier state', () => {
  it('puts the game back to the state after the chosen log entry: the Knocked Out Pokémon is back, its Energy and the Prize card too', () => {
    const { t, beforeAttach } = gameWithAKnockOut();
    expect(t.state.players.p2.active).toBeNull();
    const version = t.state.version;
    const events = restoreTo(t, beforeAttach);
    expect(events).toEqual([expect.objectContaining({ type: 'JudgeRestored', judge: 'Anna', reason: 'the mirror misread the Bench', toSeq: beforeAttach })]);
    expect(withoutVersion(t.state)).toEqual(withoutVersion(stateAt(t.log, beforeAttach)));
    expect(t.state.players.p2.active?.id).toBe('p2-active');
    expect(t.state.players.p2.active?.attached).toEqual([]);
    expect(t.state.players.p1.prizes).toBe(6);
    expect(t.state.turn).toMatchObject({ player: 'p2', energyAttached: 0 });
    // The version keeps growing, so ids the engine makes from it never repeat an undone one.
    expect(t.state.version).toBe(version + 1);
  });

  it('the game goes on from the restored state, and replaying the whole stored log gives the same game', () => {
    const { t, beforeAttach } = gameWithAKnockOut();
    restoreTo(t, beforeAttach);
    t.do({ type: 'AttachEnergy', player: 'p2', card: grass, uid: 'g', target: 'p2-active' });
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(t.state.players.p2.active?.attached.map((c) => c.uid)).toEqual(['g']);
    expect(replay(stored(t.log))).toEqual(t.state);
  });

  it('a restore to a point before an earlier restore folds from the log as it was at that point', () => {
    const { t, beforeAttach } = gameWithAKnockOut();
    restoreTo(t, t.log.length - 1, 'first look');
    restoreTo(t, beforeAttach, 'further back');
    expect(withoutVersion(t.state)).toEqual(withoutVersion(stateAt(t.log, beforeAttach)));
    expect(replay(stored(t.log))).toEqual(t.state);
  });

  it('refuses a point that is not in the past', () => {
    const { t } = gameWithAKnockOut();
    const now = t.state.version;
    expect(t.refuse({ type: 'JudgeRestore', judge: 'Anna', reason: 'r', toSeq: now, state: t.state }).code).toBe('restore-not-past');
    expect(t.refuse({ type: 'JudgeRestore', judge: 'Anna', reason: 'r', toSeq: now + 5, state: { ...t.state, version: now + 5 } }).code).toBe('restore-not-past');
  });

  it('refuses a state that is not the one after the named log entry, or of another match', () => {
    const { t, beforeAttach } = gameWithAKnockOut();
    const earlier = stateAt(t.log, beforeAttach);
    expect(t.refuse({ type: 'JudgeRestore', judge: 'Anna', reason: 'r', toSeq: beforeAttach + 1, state: earlier }).code).toBe('restore-unknown-point');
    expect(t.refuse({ type: 'JudgeRestore', judge: 'Anna', reason: 'r', toSeq: beforeAttach, state: { ...earlier, matchId: 'other' } }).code).toBe('restore-other-match');
    expect(t.refuse({ type: 'JudgeRestore', judge: 'Anna', reason: 'r', toSeq: 0, state: stateAt(t.log, 0) }).code).toBe('restore-other-match');
  });

  it('refuses a state that breaks the invariants: a card in two zones', () => {
    const { t, beforeAttach } = gameWithAKnockOut();
    const earlier = stateAt(t.log, beforeAttach);
    const active = earlier.players.p2.active;
    if (!active) throw new Error('p2 has an Active Pokémon at that point');
    const doubled: GameState = { ...earlier, players: { ...earlier.players, p2: { ...earlier.players.p2, discard: [...active.stack] } } };
    const v = t.refuse({ type: 'JudgeRestore', judge: 'Anna', reason: 'r', toSeq: beforeAttach, state: doubled });
    expect(v.code).toBe('restore-broken-state');
    expect(v.message).toContain('cards in two zones: p2-active');
  });

  it('puts back a game that an illegal Knock Out ended: the result is cleared and the game goes on', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    const beforeKnockOut = t.log.length;
    t.do({ type: 'Adjust', player: 'p1', reason: 'miscounted damage', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 6 } });
    expect(t.state.result).toMatchObject({ winner: 'p1' });
    const events = restoreTo(t, beforeKnockOut, 'the Knock Out was miscounted');
    expect(events).toEqual([expect.objectContaining({ type: 'JudgeRestored', toSeq: beforeKnockOut })]);
    expect(t.state.result).toBeNull();
    expect(t.state.stage).not.toBe('finished');
    expect(t.state.players.p2.active?.id).toBe('p2-active');
    // The end stays in the log, before the restore that undid it.
    expect(t.log.map((e) => e.type).slice(-2)).toEqual(['GameWon', 'JudgeRestored']);
    expect(replay(stored(t.log))).toEqual(t.state);
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.state.turn?.player).toBe('p2');
  });

  it('after the game ended, refuses a point at or after the end, and every other command', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'Concede', player: 'p2' });
    const ended = t.log.length;
    expect(t.refuse({ type: 'JudgeRestore', judge: 'Anna', reason: 'r', toSeq: ended - 1, state: stateAt(t.log, ended) }).code).toBe('restore-unknown-point');
    const afterEnd = { ...stateAt(t.log, ended), version: ended - 1 };
    expect(t.refuse({ type: 'JudgeRestore', judge: 'Anna', reason: 'r', toSeq: ended - 1, state: afterEnd }).code).toBe('restore-finished');
    expect(t.refuse({ type: 'EndTurn', player: 'p1' }).code).toBe('game-over');
  });

  it('at any point of a random legal game: the restored state is the replayed one, keeps every invariant, and the log replays to it', () => {
    let restored = 0;
    fc.assert(
      fc.property(randomGameArbitrary(120), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (game, where) => {
        if (game.events.length < 2) return;
        const toSeq = 1 + Math.floor(where * (game.events.length - 1));
        const target = stateAt(game.events, toSeq);
        // Finished games too: a point before the end puts them back.
        if (target.result) return;
        const d = decide(game.final, { type: 'JudgeRestore', judge: 'Anna', reason: 'property', toSeq, state: target });
        if (!d.ok) throw new Error(`${d.violation.code}: ${d.violation.message}`);
        const log = [...game.events, ...d.events];
        expect(brokenInvariants(d.state)).toEqual([]);
        expect(d.state.version).toBeGreaterThan(game.final.version);
        expect(replay(stored(log))).toEqual(d.state);
        expect(d.events[0]).toMatchObject({ type: 'JudgeRestored', toSeq });
        expect(d.state.result).toBeNull();
        restored++;
      }),
      { numRuns: 40 },
    );
    expect(restored).toBeGreaterThan(20);
  });
});
