import { z } from 'zod';
import { RULE_PROFILES } from '../config/config.schema.js';

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
