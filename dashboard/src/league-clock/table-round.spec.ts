import { describe, expect, it } from 'vitest';
import { hubOffset, minutesSeconds, tableRound, type LeagueClockView } from './table-round.js';

const view = (pairing: Partial<LeagueClockView['rounds'][number]['pairings'][number]>): LeagueClockView => ({
  now: '2026-11-25T18:10:00.000Z',
  event: { eventId: 'e1', name: 'League Cup' },
  rounds: [
    {
      number: 2,
      startedAt: '2026-11-25T18:00:00.000Z',
      ended: false,
      pairings: [{ table: 1, tableId: 't1', p1: { name: 'Aino' }, p2: { name: 'Eero' }, games: [], proposal: null, confirmedBy: [], clock: { remainingMs: 40 * 60_000, paused: false, endsAt: '2026-11-25T18:50:00.000Z' }, timeCalled: null, result: null, ...pairing }],
    },
  ],
});

describe("a table's round clock on the hub's time", () => {
  it("counts down from the hub's deadline, even when the browser's clock is five minutes wrong", () => {
    const v = view({});
    const browserNow = Date.parse('2026-11-25T18:05:00.000Z');
    const offset = hubOffset(v, browserNow);
    expect(tableRound(v, 't1', browserNow, offset)).toEqual({ kind: 'running', round: 2, remainingMs: 40 * 60_000, paused: false });
    expect(tableRound(v, 't1', browserNow + 65_000, offset)).toMatchObject({ remainingMs: 40 * 60_000 - 65_000 });
  });

  it('stands still while a judge pauses the table', () => {
    const v = view({ clock: { remainingMs: 12 * 60_000, paused: true, endsAt: null } });
    expect(tableRound(v, 't1', Date.now(), 0)).toEqual({ kind: 'running', round: 2, remainingMs: 12 * 60_000, paused: true });
  });

  it('shows the extra turn once time is called, and nothing at a table the round does not use', () => {
    expect(tableRound(view({ timeCalled: { at: '2026-11-25T18:50:00.000Z', turn: 0 } }), 't1', 0, 0)).toEqual({ kind: 'extra-turn', round: 2, turn: 0 });
    expect(tableRound(view({}), 't9', 0, 0)).toBeNull();
  });

  it('says the result waits for confirmation once the three extra turns are over, not "Turn 0" again', () => {
    const over = view({ timeCalled: { at: '2026-11-25T18:50:00.000Z', turn: null }, proposal: { outcome: 'tie', games: ['tie'] } });
    expect(tableRound(over, 't1', 0, 0)).toEqual({ kind: 'proposed', round: 2 });
  });

  it('writes minutes and seconds, rounding a started second up', () => {
    expect(minutesSeconds(49 * 60_000 + 4_001)).toBe('49:05');
    expect(minutesSeconds(0)).toBe('0:00');
  });
});
