import { describe, expect, it } from 'vitest';
import { authorizeCommand } from './command-authority.js';

describe('who may issue a command', () => {
  const attach = { type: 'AttachEnergy', player: 'p1' };

  it('lets a player act for their own seat at their own table', () => {
    expect(authorizeCommand({ role: 'player', table: 't1', seat: 'p1' }, 't1', attach)).toEqual({ ok: true, command: attach, actor: 'p1' });
  });

  it("refuses a player acting for the opponent's seat", () => {
    expect(authorizeCommand({ role: 'player', table: 't1', seat: 'p2' }, 't1', attach)).toMatchObject({ ok: false });
  });

  it('refuses a player acting at another table', () => {
    expect(authorizeCommand({ role: 'player', table: 't2', seat: 'p1' }, 't1', attach)).toMatchObject({ ok: false });
  });

  it("turns a player's adjustment into a proposal: of the opponent's side it waits for the opponent's confirmation (#14 item 14)", () => {
    const adjust = { type: 'Adjust', player: 'p1', reason: 'Thunder Shock', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 3 } };
    expect(authorizeCommand({ role: 'player', table: 't1', seat: 'p1' }, 't1', adjust)).toEqual({ ok: true, command: { ...adjust, type: 'ProposeAdjust' }, actor: 'p1' });
  });

  it('refuses a player posing as a judge', () => {
    expect(authorizeCommand({ role: 'player', table: 't1', seat: 'p1' }, 't1', { ...attach, judge: 'Anna' })).toMatchObject({ ok: false });
  });

  it("takes a judge's name from the session, never from the client", () => {
    const result = authorizeCommand({ role: 'judge', name: 'Anna' }, 't1', { type: 'JudgeCorrection', judge: 'Mallory', reason: 'misplay' });
    expect(result).toEqual({ ok: true, command: { type: 'JudgeCorrection', judge: 'Anna', reason: 'misplay' }, actor: 'judge:Anna' });
  });

  it('lets no spectator or admin issue game commands', () => {
    expect(authorizeCommand({ role: 'spectator' }, 't1', attach)).toMatchObject({ ok: false });
    expect(authorizeCommand({ role: 'admin' }, 't1', attach)).toMatchObject({ ok: false });
  });

  it('keeps coin results and match starts to the hub', () => {
    const judge = { role: 'judge', name: 'Anna' } as const;
    expect(authorizeCommand(judge, 't1', { type: 'RecordCoinFlip', promptId: 'x', results: ['heads'] })).toMatchObject({ ok: false });
    expect(authorizeCommand({ role: 'player', table: 't1', seat: 'p1' }, 't1', { type: 'StartMatch', player: 'p1' })).toMatchObject({ ok: false });
  });

  it("refuses a restore that brings its own state, even a judge's: the hub replays the state from its log", () => {
    const judge = { role: 'judge', name: 'Anna' } as const;
    expect(authorizeCommand(judge, 't1', { type: 'JudgeRestore', reason: 'misread', toSeq: 3, state: {} })).toMatchObject({ ok: false });
  });

  it("refuses an achievements win from anyone, a judge included: only the hub's tally of the log declares it", () => {
    const command = { type: 'DeclareFormatWin', winner: 'p1', reason: 'achievements', score: { p1: 100, p2: 0 } };
    expect(authorizeCommand({ role: 'judge', name: 'Anna' }, 't1', command)).toMatchObject({ ok: false });
    expect(authorizeCommand({ role: 'player', table: 't1', seat: 'p1' }, 't1', command)).toMatchObject({ ok: false });
  });
});
