import { z } from 'zod';
import { RestError, requestJson } from '../api/rest.js';
import { leagueEventSummarySchema as eventSummarySchema, leagueViewSchema, type LeagueEventSummary, type LeagueView, type PenaltyKind } from '@protocol';

/**
 * The league routes of the hub (src/league/league.controller.ts), read with schemas of what this
 * page shows of their answers (src/league/league-view.ts). Everyone reads the public view; the
 * organiser (admin token) reads Play! Pokémon IDs, deck registrations, deck checks and seat codes.
 */

export { LEAGUE_PENALTY_KINDS as PENALTY_KINDS } from '@protocol';
export type { LeagueEventSummary, LeaguePairing, LeaguePenalty, LeagueStanding, LeagueView, PenaltyKind } from '@protocol';


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

const asOrganiser = (token: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): RequestInit => ({
  method,
  headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** Every answer of an organiser's action carries the event; the page reads it again anyway (the one hook). */
const anyAnswer = z.unknown();

/** The numbers and names a problem is worded with (src/decks/deck-problem.ts). */
const problemParams = z.record(z.string(), z.union([z.string(), z.number()])).optional();

/** POST /api/decks/validate (src/decks/decks.service.ts): why a deck list cannot be registered for a format, line by line and rule by rule. */
const deckCheckSchema = z.object({
  legal: z.boolean(),
  listProblems: z.array(z.object({ line: z.number(), text: z.string(), reason: z.string(), code: z.string(), params: problemParams, missingSet: z.string().optional() })),
  deckProblems: z.array(
    z.object({
      code: z.string(),
      message: z.string(),
      params: problemParams,
      ref: z.object({ file: z.string(), section: z.string() }),
      cards: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
    }),
  ),
});
export type DeckCheck = z.infer<typeof deckCheckSchema>;

export const checkDeckList = (list: string, format: string): Promise<DeckCheck> =>
  requestJson('/api/decks/validate', deckCheckSchema, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ list, format }) });

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
  const send = (path: string, body: unknown, method: 'POST' | 'PATCH' | 'DELETE') =>
    requestJson(`${eventPath(eventId)}${path}`, anyAnswer, asOrganiser(token, body, method)).then(() => undefined);
  const post = (path: string, body: unknown = {}) => send(path, body, 'POST');
  const player = (playerId: string) => `/players/${encodeURIComponent(playerId)}`;
  return {
    register: (input: RegisterLeaguePlayer) => post('/players', input),
    rename: (playerId: string, name: string) => send(player(playerId), { name }, 'PATCH'),
    remove: (playerId: string) => send(player(playerId), undefined, 'DELETE'),
    drop: (playerId: string) => post(`${player(playerId)}/drop`),
    pair: () => post('/rounds'),
    importPairings: (csv: string) => post('/rounds/import', { csv }),
    startRound: () => post('/rounds/current/start'),
    callTime: () => post('/rounds/current/time'),
    endRound: () => post('/rounds/current/end'),
    decideResult: (round: number, table: number, result: 'p1' | 'p2' | 'tie') => post(`/rounds/${round}/tables/${table}/result`, { outcome: result }),
    penalty: (playerId: string, kind: PenaltyKind, reason: string, prizes?: 2 | 4) => post('/penalties', { playerId, kind, reason, ...(prizes !== undefined && { prizes }) }),
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
