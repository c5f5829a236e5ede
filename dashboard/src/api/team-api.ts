import { z } from 'zod';
import { type Field, type startTeamGameSchema, type Team, type TeamAction, teamGameRecordSchema, type TeamSeat as Seat, teamSnapshotSchema, type TeamSnapshot } from '@protocol';
import { requestJson } from './rest.js';

/** The Team-Format's REST calls (src/team/team.controller.ts). */

const startedSchema = teamSnapshotSchema.extend({ tokens: z.object({ A1: z.string(), A2: z.string(), B1: z.string(), B2: z.string() }) });

export type TeamGameState = TeamSnapshot['state'];
export type TeamGameRecord = z.infer<typeof teamGameRecordSchema>;
export type StartedTeamGame = z.infer<typeof startedSchema>;
/** What the start form sends: the hub fills its defaults (prize split 3/3, table "team"). */
export type StartTeamGame = z.input<typeof startTeamGameSchema>;
export type { Field, Seat, Team, TeamAction, TeamSnapshot };

/** Who sends an action: the organiser's admin token, or one seat's X-Team-Token. */
export type TeamCredential = { readonly kind: 'admin'; readonly token: string } | { readonly kind: 'seat'; readonly token: string };

const path = (gameId: string) => `/api/team-games/${encodeURIComponent(gameId)}`;

/** The games as the hub pushes them (live topic `team-games`): GET /api/team-games's body, checked with its schema. */
export const readTeamGames = (state: unknown): TeamGameRecord[] => teamGameRecordSchema.array().parse(state);

/** A game as the hub pushes it (live topic `team-game`): GET /api/team-games/:id's body, checked with its schema. */
export const readTeamGame = (state: unknown): TeamSnapshot => teamSnapshotSchema.parse(state);

/** POST /api/team-games (admin): the answer carries each seat's token, shown once. */
export const startTeamGame = (token: string, body: StartTeamGame): Promise<StartedTeamGame> =>
  requestJson('/api/team-games', startedSchema, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

/** An action against the seq the page shows: the hub refuses it (409) if the game moved on meanwhile. */
export function sendTeamAction(gameId: string, credential: TeamCredential, action: TeamAction): Promise<TeamSnapshot> {
  const auth: Record<string, string> = credential.kind === 'admin' ? { authorization: `Bearer ${credential.token}` } : { 'x-team-token': credential.token };
  return requestJson(`${path(gameId)}/actions`, teamSnapshotSchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(action),
  });
}

