import { z } from 'zod';
import { matchSummarySchema, type MatchSummary } from '@protocol';
import { requestJson } from './rest.js';

/** GET /api/tables/:id/join-codes (src/api/tables.controller.ts): each seat's code, new with every match. */
const joinCodesSchema = z.strictObject({ p1: z.string(), p2: z.string() });
export type JoinCodes = z.infer<typeof joinCodesSchema>;

/** GET /api/decks/registrations?scope=event&scopeId= (src/decks/deck-registry.ts): the decks registered for an event. */
const registrationsSchema = z.array(
  z.object({ id: z.number(), player: z.string(), format: z.string(), cards: z.array(z.object({ id: z.string(), count: z.number() })) }),
);
export type Registration = z.infer<typeof registrationsSchema>[number];

interface StartingPlayer {
  readonly name: string;
  /** The cards of the player's registered deck: the rules check it is the format's size (or within its range, 003 "Packkampf"). */
  readonly deckSize?: number;
  /** The registration's id: the hub brings its list to the rules, which then know what the deck holds. */
  readonly deckRegistration?: number;
}

export interface StartMatchInput {
  readonly players: readonly [StartingPlayer, StartingPlayer];
  readonly profile?: string;
  readonly format?: string;
}

const asOrganiser = (token: string, body?: unknown): RequestInit => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

const tablePath = (table: string) => `/api/tables/${encodeURIComponent(table)}`;

export const startMatch = (token: string, table: string, input: StartMatchInput): Promise<MatchSummary> =>
  requestJson(`${tablePath(table)}/match`, matchSummarySchema, asOrganiser(token, input));

export const endMatch = (token: string, table: string): Promise<MatchSummary> => requestJson(`${tablePath(table)}/match/end`, matchSummarySchema, asOrganiser(token, {}));

export const fetchJoinCodes = (token: string, table: string): Promise<JoinCodes> => requestJson(`${tablePath(table)}/join-codes`, joinCodesSchema, asOrganiser(token));

export const fetchEventDecks = (token: string, event: string): Promise<Registration[]> =>
  requestJson(`/api/decks/registrations?scope=event&scopeId=${encodeURIComponent(event)}`, registrationsSchema, asOrganiser(token));

/** How many cards a registered deck holds. */
export const deckSizeOf = (deck: Registration): number => deck.cards.reduce((n, line) => n + line.count, 0);
