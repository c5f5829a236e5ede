import { z } from 'zod';
import { createdDraftSchema, type CreateDraft, draftStatusSchema, raidRecordSchema, type startRaidSchema } from '@protocol';
import { requestJson } from './rest.js';

export type RaidRecord = z.infer<typeof raidRecordSchema>;
export type DraftStatus = z.infer<typeof draftStatusSchema>;
export type CreatedDraft = z.infer<typeof createdDraftSchema>;
/** What the start form sends: the hub fills its defaults (src/protocol/raid.schema.ts startRaidSchema). */
export type StartRaid = z.input<typeof startRaidSchema>;

const admin = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

/** Live topic `raids` (GET /api/raids): every raid the hub holds, running or over. */
export const readRaids = (state: unknown): RaidRecord[] => raidRecordSchema.array().parse(state);

/** Live topic `drafts` (GET /api/drafts): public status of every draft, never a card. */
export const readDrafts = (state: unknown): DraftStatus[] => draftStatusSchema.array().parse(state);

/** POST /api/raids (admin): the answer is the raid's snapshot; the page only needs its id. */
export const startRaid = async (token: string, body: StartRaid): Promise<string> =>
  (await requestJson('/api/raids', z.object({ raid: raidRecordSchema }), { method: 'POST', headers: admin(token), body: JSON.stringify(body) })).raid.raidId;

/** POST /api/drafts (admin): the answer carries each seat's token, shown once. */
export const createDraft = (token: string, body: CreateDraft): Promise<CreatedDraft> =>
  requestJson('/api/drafts', createdDraftSchema, { method: 'POST', headers: admin(token), body: JSON.stringify(body) });

export type { CreateDraft };
