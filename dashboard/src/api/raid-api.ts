import type { z } from 'zod';
import { type RaidAction, type raidRecordSchema, type RaidRoll, raidSnapshotSchema, type RaidView } from '@protocol';
import { requestJson } from './rest.js';

/**
 * GET /api/raids/:id (src/raid/raid.service.ts RaidSnapshot), checked with the hub's own schema,
 * which checks the state's fields a page cannot do without; the rest is the engine's RaidView
 * (src/game-kinds/raid/raid-view.ts). Every die roll with its origin comes with it, never a shuffle.
 */
export interface RaidSnapshot {
  readonly raid: z.infer<typeof raidRecordSchema>;
  readonly seq: number;
  readonly state: RaidView;
  readonly rolls: readonly RaidRoll[];
}

const read = (body: z.infer<typeof raidSnapshotSchema>): RaidSnapshot => ({ raid: body.raid, seq: body.seq, state: body.state as unknown as RaidView, rolls: body.rolls });

const path = (raidId: string) => `/api/raids/${encodeURIComponent(raidId)}`;

/** A raid as the hub pushes it (live topic `raid`): the GET's body, checked with the same schema. */
export const readRaid = (state: unknown): RaidSnapshot => read(raidSnapshotSchema.parse(state));

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
