import { describe, expect, it } from 'vitest';
import { MIRROR_ACTOR } from '../table/table-mirror.service.js';
import { isPlay, lastLegalPoint, restoreNote, TABLE_MIRROR_ACTOR, type RestoreLogEntry } from './restore-point.js';

/** A log as the hub writes it: each command's events share one actor and one time. */
function log(...commands: [actor: string, ...types: string[]][]): RestoreLogEntry[] {
  const out: RestoreLogEntry[] = [];
  commands.forEach(([actor, ...types], i) => {
    for (const type of types) out.push({ seq: out.length + 1, actor, at: `2026-11-22T10:00:${String(i).padStart(2, '0')}.000Z`, event: { type } });
  });
  return out;
}

const restored = (toSeq: number, seq: number, at: string): RestoreLogEntry => ({
  seq,
  actor: 'judge:Anna',
  at,
  event: { type: 'JudgeRestored', judge: 'Anna', reason: 'misread', toSeq, state: {} },
});

describe('the last legal state: just before the latest play', () => {
  it("is before the latest player's command, all its events undone together", () => {
    const entries = log(['admin', 'MatchStarted', 'CoinFlipRequested'], ['p1', 'PokemonBenched'], ['p2', 'AttackDeclared', 'DamageDealt', 'PokemonKnockedOut']);
    expect(lastLegalPoint(entries)).toEqual({ toSeq: 3, undone: entries[3] });
  });

  it('on a finished game, is before the play that ended it: the win is undone with the Knock Out', () => {
    const entries = log(['admin', 'MatchStarted'], ['p1', 'PokemonBenched'], ['p2', 'AdjustmentLogged', 'DamageDealt', 'PokemonKnockedOut', 'GameWon']);
    expect(lastLegalPoint(entries)).toEqual({ toSeq: 2, undone: entries[2] });
  });

  it("goes before a proposed adjustment of the opponent's side when the opponent's answer put it (#14 item 14)", () => {
    const entries = log(['admin', 'MatchStarted'], ['p1', 'PokemonBenched'], ['p1', 'AdjustmentProposed'], ['p2', 'AdjustmentAnswered', 'AdjustmentLogged', 'DamageDealt', 'PokemonKnockedOut', 'GameWon']);
    expect(lastLegalPoint(entries)).toEqual({ toSeq: 2, undone: entries[2] });
  });

  it("goes past coin results and judge corrections: they follow the play, they are not one", () => {
    const entries = log(['admin', 'MatchStarted'], ['table-mirror', 'AttackDeclared', 'CoinFlipRequested'], ['coin-flipper', 'CoinFlipped', 'DamageDealt'], ['judge:Anna', 'AdjustmentLogged', 'DamageDealt']);
    expect(lastLegalPoint(entries)?.toSeq).toBe(1);
  });

  it('counts the table mirror and a player answering a table prompt as plays', () => {
    expect(isPlay(TABLE_MIRROR_ACTOR)).toBe(true);
    expect(isPlay('p2 (table prompt tp-3)')).toBe(true);
    expect(isPlay('judge:Anna (table prompt tp-3)')).toBe(false);
    expect(isPlay('coin-flipper')).toBe(false);
    expect(isPlay('p10')).toBe(false);
  });

  it('names the actor the table mirror really logs with', () => {
    expect(TABLE_MIRROR_ACTOR).toBe(MIRROR_ACTOR);
  });

  it('after a restore, goes on before the play that came before the restored point', () => {
    const entries = log(['admin', 'MatchStarted'], ['p1', 'PokemonBenched'], ['p2', 'EnergyAttached'], ['p1', 'PokemonBenched']);
    entries.push(restored(3, 5, '2026-11-22T10:01:00.000Z'));
    expect(lastLegalPoint(entries)).toEqual({ toSeq: 2, undone: entries[2] });
  });

  it('a play after a restore is the next one undone', () => {
    const entries = log(['admin', 'MatchStarted'], ['p1', 'PokemonBenched'], ['p2', 'EnergyAttached']);
    entries.push(restored(2, 4, '2026-11-22T10:01:00.000Z'));
    entries.push({ seq: 5, actor: 'p2', at: '2026-11-22T10:02:00.000Z', event: { type: 'EnergyAttached' } });
    expect(lastLegalPoint(entries)?.toSeq).toBe(4);
  });

  it('is nothing when no play is left: only the start of the match', () => {
    expect(lastLegalPoint(log(['admin', 'MatchStarted', 'CoinFlipRequested'], ['coin-flipper', 'CoinFlipped']))).toBeNull();
    const entries = log(['admin', 'MatchStarted'], ['p1', 'PokemonBenched']);
    entries.push(restored(1, 3, '2026-11-22T10:01:00.000Z'));
    expect(lastLegalPoint(entries)).toBeNull();
  });

  it("reads a restore's judge, reason and point from its log entry, and nothing from other events", () => {
    expect(restoreNote(restored(3, 5, 'T'))).toEqual({ judge: 'Anna', reason: 'misread', toSeq: 3, seq: 5, at: 'T' });
    expect(restoreNote({ seq: 1, actor: 'p1', at: 'T', event: { type: 'DamageDealt', toSeq: 3 } })).toBeNull();
  });
});
