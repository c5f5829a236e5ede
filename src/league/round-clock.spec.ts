import { describe, expect, it } from 'vitest';
import { tableTime } from './round-clock.js';

// The round clock runs on the hub's time; a judge's pause stops one table's clock, an extension adds to it.

const round = { startedAt: '2026-11-25T18:00:00.000Z' };
const at = (minutes: number) => new Date(Date.parse(round.startedAt) + minutes * 60_000);
const clock = (over: Partial<{ pausedMs: number; pausedSince: string | null; extensionMinutes: number }> = {}) => ({
  clock: { pausedMs: 0, pausedSince: null, extensionMinutes: 0, ...over },
});

describe('a table\'s time in the round', () => {
  it('counts down from the round time and stops at 0', () => {
    expect(tableTime(round, clock(), 50, at(20))).toEqual({ remainingMs: 30 * 60_000, paused: false, endsAt: '2026-11-25T18:50:00.000Z' });
    expect(tableTime(round, clock(), 50, at(61)).remainingMs).toBe(0);
  });

  it('has no time before the round starts', () => {
    expect(tableTime({ startedAt: null }, clock(), 50, at(0))).toEqual({ remainingMs: null, paused: false, endsAt: null });
  });

  it('stands still while paused, and adds past pauses and extensions to the end', () => {
    const paused = clock({ pausedSince: at(10).toISOString() });
    expect(tableTime(round, paused, 50, at(10)).remainingMs).toBe(40 * 60_000);
    expect(tableTime(round, paused, 50, at(25))).toEqual({ remainingMs: 40 * 60_000, paused: true, endsAt: null });
    expect(tableTime(round, clock({ pausedMs: 4 * 60_000, extensionMinutes: 3 }), 50, at(50))).toEqual({ remainingMs: 7 * 60_000, paused: false, endsAt: '2026-11-25T18:57:00.000Z' });
  });
});
