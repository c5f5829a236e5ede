import { z } from 'zod';
import { RestError, requestJson } from '../api/rest.js';

/**
 * The league routes of the hub (src/league/league.controller.ts), read with schemas of what this
 * page shows of their answers (src/league/league-view.ts). Everyone reads the public view; the
 * organiser (admin token) reads Play! Pokémon IDs, deck registrations, deck checks and seat codes.
 */

const outcome = z.enum(['p1', 'p2', 'tie']);
const gameOutcomes = z.array(outcome);

const eventSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  date: z.string(),
  format: z.string(),
  profile: z.string(),
  bestOf: z.union([z.literal(1), z.literal(3)]),
  roundMinutes: z.number(),
  rounds: z.union([z.number(), z.literal('until-one-undefeated')]),
  tableIds: z.array(z.string()),
});

const eventSummarySchema = eventSchema.extend({ players: z.number(), roundsPaired: z.number(), closed: z.boolean() });
export type LeagueEventSummary = z.infer<typeof eventSummarySchema>;

const pairingSchema = z.object({
  table: z.number(),
  tableId: z.string().nullable(),
  p1: z.object({ id: z.string(), name: z.string() }),
  p2: z.object({ id: z.string(), name: z.string() }).nullable(),
  games: z.array(z.object({ game: z.number(), matchId: z.string(), outcome: outcome.nullable(), prizesTaken: z.object({ p1: z.number(), p2: z.number() }).nullable() })),
  clock: z.object({ remainingMs: z.number().nullable(), paused: z.boolean(), endsAt: z.string().nullable() }).nullable(),
  timeCalled: z.object({ at: z.string(), turn: z.number().nullable() }).nullable(),
  proposal: z.object({ outcome, games: gameOutcomes }).nullable(),
  result: z.object({ outcome, games: gameOutcomes, by: z.string() }).nullable(),
});
export type LeaguePairing = z.infer<typeof pairingSchema>;

const namedCount = z.object({ cardId: z.string(), name: z.string(), count: z.number() });

const standingSchema = z.object({
  rank: z.number(),
  playerId: z.string(),
  name: z.string(),
  matchPoints: z.number(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  owp: z.number(),
  oowp: z.number(),
  dropped: z.boolean(),
});
export type LeagueStanding = z.infer<typeof standingSchema>;

export const PENALTY_KINDS = ['warning', 'prize-penalty', 'game-loss'] as const;
export type PenaltyKind = (typeof PENALTY_KINDS)[number];

const penaltySchema = z.object({ playerId: z.string(), name: z.string(), kind: z.enum(PENALTY_KINDS), reason: z.string(), judge: z.string(), round: z.number().nullable(), table: z.number().nullable() });
export type LeaguePenalty = z.infer<typeof penaltySchema>;

/** The public view and, where the organiser reads it, what only the organiser sees. */
const leagueViewSchema = z.object({
  event: eventSchema,
  players: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      firstRound: z.number(),
      dropped: z.boolean(),
      playId: z.string().nullable().optional(),
      deckRegistrationId: z.number().nullable().optional(),
    }),
  ),
  rounds: z.array(z.object({ number: z.number(), source: z.enum(['swiss', 'import']), startedAt: z.string().nullable(), ended: z.boolean(), pairings: z.array(pairingSchema) })),
  penalties: z.array(penaltySchema),
  deckChecks: z
    .array(
      z.object({
        playerId: z.string(),
        tableId: z.string().nullable(),
        judge: z.string(),
        startedAt: z.string(),
        scanned: z.number(),
        result: z.object({ judge: z.string(), missing: z.array(namedCount), extra: z.array(namedCount) }).nullable(),
      }),
    )
    .optional(),
  standings: z.array(standingSchema),
});
export type LeagueView = z.infer<typeof leagueViewSchema>;

/** The current round's seat codes, one entry per pairing played at a hub table. */
const seatCodesSchema = z.array(z.object({ table: z.number(), tableId: z.string(), codes: z.object({ p1: z.string(), p2: z.string() }) }));
export type LeagueSeatCodes = z.infer<typeof seatCodesSchema>;

export interface CreateLeagueEvent {
  readonly name: string;
  readonly date: string;
  readonly format: string;
  readonly profile: string;
  readonly bestOf: 1 | 3;
  readonly roundMinutes: number;
  readonly rounds: number | 'until-one-undefeated';
  readonly tableIds: readonly string[];
}

export interface RegisterLeaguePlayer {
  readonly name: string;
  readonly playId?: string;
  readonly deckList?: string;
}

const events = '/api/league/events';
const eventPath = (eventId: string) => `${events}/${encodeURIComponent(eventId)}`;

const asOrganiser = (token: string, body?: unknown): RequestInit => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** Every answer of an organiser's action carries the event; the page reads it again anyway (the one hook). */
const anyAnswer = z.unknown();

export const listLeagueEvents = (): Promise<LeagueEventSummary[]> => requestJson(events, z.array(eventSummarySchema));

export const createLeagueEvent = (token: string, input: CreateLeagueEvent): Promise<LeagueView> => requestJson(events, leagueViewSchema, asOrganiser(token, input));

/** The organiser's view with a token, else the public one. */
/** The public view as the live topic `league-event` pushes it (what GET /api/league/events/:id answers). */
export const parseLeagueView = (state: unknown): LeagueView => leagueViewSchema.parse(state);

export const readLeagueEvent = (eventId: string, token: string | null): Promise<LeagueView> =>
  token ? requestJson(`${eventPath(eventId)}/organiser`, leagueViewSchema, asOrganiser(token)) : requestJson(eventPath(eventId), leagueViewSchema);

export const readSeatCodes = (token: string, eventId: string): Promise<LeagueSeatCodes> => requestJson(`${eventPath(eventId)}/rounds/current/seat-codes`, seatCodesSchema, asOrganiser(token));

/** The organiser's actions on an event, each the hub route of the same name. */
export const leagueActions = (token: string, eventId: string) => {
  const post = (path: string, body: unknown = {}) => requestJson(`${eventPath(eventId)}${path}`, anyAnswer, asOrganiser(token, body)).then(() => undefined);
  return {
    register: (input: RegisterLeaguePlayer) => post('/players', input),
    drop: (playerId: string) => post(`/players/${encodeURIComponent(playerId)}/drop`),
    pair: () => post('/rounds'),
    importPairings: (csv: string) => post('/rounds/import', { csv }),
    startRound: () => post('/rounds/current/start'),
    callTime: () => post('/rounds/current/time'),
    endRound: () => post('/rounds/current/end'),
    decideResult: (round: number, table: number, result: 'p1' | 'p2' | 'tie') => post(`/rounds/${round}/tables/${table}/result`, { outcome: result }),
    penalty: (playerId: string, kind: PenaltyKind, reason: string) => post('/penalties', { playerId, kind, reason }),
    startDeckCheck: (playerId: string, tableId: string | null) => post('/deck-checks', tableId === null ? { playerId } : { playerId, tableId }),
    finishDeckCheck: (playerId: string) => post(`/deck-checks/${encodeURIComponent(playerId)}/finish`),
  };
};
export type LeagueActions = ReturnType<typeof leagueActions>;

/** The organiser's JSON export (admin token): fetched with the token, then saved as a file by the browser. */
export async function downloadLeagueExport(token: string, eventId: string, kind: 'export' | 'log'): Promise<void> {
  const response = await fetch(`${eventPath(eventId)}/${kind}`, asOrganiser(token));
  if (!response.ok) throw new RestError(response.status, response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = kind === 'export' ? `${eventId}.json` : `${eventId}.log.jsonl`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Public CSV exports: plain links. */
export const standingsCsvPath = (eventId: string) => `${eventPath(eventId)}/standings.csv`;
export const pairingsCsvPath = (eventId: string) => `${eventPath(eventId)}/pairings.csv`;
