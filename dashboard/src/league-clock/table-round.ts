import { z } from 'zod';

/**
 * What a live view reads of a league event (GET /api/league/events/:id, the live topic `league-event`)
 * for one table: the round, the table's clock on the hub's time, and the extra turn after time is called.
 */
const pairingSchema = z.object({
  table: z.number(),
  tableId: z.string().nullable(),
  p1: z.object({ name: z.string() }),
  p2: z.object({ name: z.string() }).nullable(),
  games: z.array(z.object({ game: z.number(), outcome: z.enum(['p1', 'p2', 'tie']).nullable(), prizesTaken: z.object({ p1: z.number(), p2: z.number() }).nullable() })),
  proposal: z.object({ outcome: z.enum(['p1', 'p2', 'tie']), games: z.array(z.enum(['p1', 'p2', 'tie'])) }).nullable(),
  /** The seats that confirmed the proposal from their tablets. */
  confirmedBy: z.array(z.enum(['p1', 'p2'])),
  clock: z.object({ remainingMs: z.number().nullable(), paused: z.boolean(), endsAt: z.string().nullable() }).nullable(),
  timeCalled: z.object({ at: z.string(), turn: z.number().nullable() }).nullable(),
  result: z.unknown(),
});
export const leagueClockViewSchema = z.object({
  now: z.string(),
  event: z.object({ eventId: z.string(), name: z.string() }),
  rounds: z.array(z.object({ number: z.number(), startedAt: z.string().nullable(), ended: z.boolean(), pairings: z.array(pairingSchema) })),
});
export type LeagueClockView = z.infer<typeof leagueClockViewSchema>;
export type LeagueClockPairing = z.infer<typeof pairingSchema>;

/** The events list (GET /api/league/events): which open event plays at a table. */
export const leagueEventsSchema = z.array(z.object({ eventId: z.string(), tableIds: z.array(z.string()), closed: z.boolean() }));

export type TableRound =
  | { readonly kind: 'running'; readonly round: number; readonly remainingMs: number; readonly paused: boolean }
  | { readonly kind: 'extra-turn'; readonly round: number; readonly turn: number | null }
  | { readonly kind: 'proposed'; readonly round: number }
  | { readonly kind: 'done'; readonly round: number };

/** The hub's time is the page's plus this offset, measured when the frame came. */
export function hubOffset(view: LeagueClockView, receivedAt: number): number {
  return Date.parse(view.now) - receivedAt;
}

/**
 * The table's round at the page's moment `at` (ms), counted on the hub's time: the deadline in the
 * frame minus the hub's now, never the browser's clock alone. Null when the table plays no round.
 */
export function tableRound(view: LeagueClockView, tableId: string, at: number, offset: number): TableRound | null {
  const round = view.rounds.at(-1);
  const pairing = round?.pairings.find((p) => p.tableId === tableId);
  if (!round || !pairing || round.startedAt === null || round.ended) return null;
  if (pairing.result !== null && pairing.result !== undefined) return { kind: 'done', round: round.number };
  // The extra turns are over and the hub proposes the result: no turn runs any more, so not "Turn 0".
  if (pairing.proposal !== null) return { kind: 'proposed', round: round.number };
  if (pairing.timeCalled !== null) return { kind: 'extra-turn', round: round.number, turn: pairing.timeCalled.turn };
  const clock = pairing.clock;
  if (!clock || clock.remainingMs === null) return null;
  if (clock.paused || clock.endsAt === null) return { kind: 'running', round: round.number, remainingMs: clock.remainingMs, paused: true };
  return { kind: 'running', round: round.number, remainingMs: Math.max(0, Date.parse(clock.endsAt) - (at + offset)), paused: false };
}

/** 49:05 */
export function minutesSeconds(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
