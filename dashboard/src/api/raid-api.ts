import { z } from 'zod';
import type { RaidView } from '@hub/formats/raid/raid-view.js';
import { raidRecordSchema, type RaidAction } from '@hub/raid/raid.schema.js';
import { rollsOf, type RaidRoll } from '../game/raid-rolls.js';
import { RestError, requestJson } from './rest.js';

/**
 * GET /api/raids/:id (src/raid/raid.service.ts RaidSnapshot). The hub has no schema of the raid's
 * state, so the page checks the fields it cannot do without and reads the rest as the engine's
 * RaidView (src/formats/raid/raid-view.ts).
 */
const raidStateSchema = z.looseObject({
  raidId: z.string(),
  format: z.enum(['raid', 'giovanni']),
  phase: z.enum(['not-started', 'setup', 'players', 'boss-draw', 'boss-attack', 'contributions', 'finished']),
  turn: z.number(),
  players: z.array(z.looseObject({ name: z.string(), prizesLeft: z.number(), out: z.boolean() })),
  boss: z.array(z.looseObject({ uid: z.string(), damage: z.number() })),
  deckSize: z.number(),
});

const raidSnapshotSchema = z.object({ raid: raidRecordSchema, seq: z.number(), state: raidStateSchema });

export interface RaidSnapshot {
  readonly raid: z.infer<typeof raidRecordSchema>;
  readonly seq: number;
  readonly state: RaidView;
}

const read = (body: z.infer<typeof raidSnapshotSchema>): RaidSnapshot => ({ raid: body.raid, seq: body.seq, state: body.state as unknown as RaidView });

const path = (raidId: string) => `/api/raids/${encodeURIComponent(raidId)}`;

export const fetchRaid = async (raidId: string): Promise<RaidSnapshot> => read(await requestJson(path(raidId), raidSnapshotSchema));

/** A table action against the seq the page shows: the hub refuses it (409) if the raid moved on meanwhile. */
export async function sendRaidAction(raidId: string, token: string, action: RaidAction): Promise<RaidSnapshot> {
  return read(
    await requestJson(`${path(raidId)}/actions`, raidSnapshotSchema, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(action),
    }),
  );
}

export type { RaidRoll };

/**
 * Every die roll of the raid with its origin, read from its log (GET /api/raids/:id/log, admin
 * token: the log also holds the raid deck's order, which this page never shows). Shuffles are left out.
 */
export async function fetchRaidRolls(raidId: string, token: string): Promise<RaidRoll[]> {
  const response = await fetch(`${path(raidId)}/log`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new RestError(response.status, response.statusText);
  return rollsOf(await response.text());
}
