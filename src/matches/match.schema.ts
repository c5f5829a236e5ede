import { z } from 'zod';
import { RULE_PROFILES } from '../config/config.schema.js';
import { restoreRequestSchema, stateIdSchema } from '../protocol/index.js';

export const startMatchSchema = z.strictObject({
  players: z
    .tuple([
      z.strictObject({ name: z.string().trim().min(1).max(60) }),
      z.strictObject({ name: z.string().trim().min(1).max(60) }),
    ])
    .describe('seat p1 first, then p2'),
  /** Defaults to the table's rule profile and format. */
  profile: z.enum(RULE_PROFILES).optional(),
  format: z.string().trim().min(1).max(40).optional(),
});
export type StartMatch = z.infer<typeof startMatchSchema>;

export const matchRecordSchema = z.strictObject({
  matchId: z.string(),
  tableId: z.string(),
  startedAt: z.string(),
  endedAt: z.string().optional(),
  profile: z.string(),
  format: z.string(),
});

export const listMatchesQuerySchema = z.strictObject({
  table: z.string().optional(),
  unfinished: z.enum(['true', 'false']).optional(),
});

/** REST: the organiser restores for a judge at the desk, naming them (judges at the table use their WebSocket session). */
export const restoreBodySchema = restoreRequestSchema.extend({
  stateId: stateIdSchema.describe('the state the judge looked at; a restore against any other is refused as stale'),
  judge: z.string().trim().min(1).max(64),
});
export type RestoreBody = z.infer<typeof restoreBodySchema>;
