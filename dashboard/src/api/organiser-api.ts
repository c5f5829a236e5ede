import { z } from 'zod';
import { matchSummarySchema, type MatchSummary } from '@protocol';
import { requestJson } from './rest.js';

/** GET /api/tables/:id/join-codes (src/api/tables.controller.ts): each seat's code, new with every match. */
const joinCodesSchema = z.strictObject({ p1: z.string(), p2: z.string() });
export type JoinCodes = z.infer<typeof joinCodesSchema>;

export interface StartMatchInput {
  readonly players: readonly [{ readonly name: string }, { readonly name: string }];
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
