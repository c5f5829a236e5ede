import type { LeaguePairing, LeagueRound } from './league-state.js';

/**
 * The round clock, on the hub's time: one clock per round from RoundStarted, each table's own
 * pauses and a judge's extensions added to it (time extensions: Play! Pokémon Tournament Rules
 * Handbook, English version of 30 September 2021, "4. Tournament Operations & Specifics"; its text
 * on how long an extension is could not be read here). Pure: the hub's clock comes in as `now`.
 */
export interface TableTime {
  /** ms left for this table, 0 once time is up; null before the round starts. */
  readonly remainingMs: number | null;
  readonly paused: boolean;
  /** The end of this table's time on the hub's clock (pauses so far counted); null before the round starts or while paused. */
  readonly endsAt: string | null;
}

export function tableTime(round: Pick<LeagueRound, 'startedAt'>, pairing: Pick<LeaguePairing, 'clock'>, roundMinutes: number, now: Date): TableTime {
  const paused = pairing.clock.pausedSince !== null;
  if (round.startedAt === null) return { remainingMs: null, paused, endsAt: null };
  const pausedNow = paused ? Math.max(0, now.getTime() - Date.parse(pairing.clock.pausedSince ?? '')) : 0;
  const end = Date.parse(round.startedAt) + (roundMinutes + pairing.clock.extensionMinutes) * 60_000 + pairing.clock.pausedMs;
  return {
    remainingMs: Math.max(0, end + pausedNow - now.getTime()),
    paused,
    endsAt: paused ? null : new Date(end).toISOString(),
  };
}
