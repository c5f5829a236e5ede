import { z } from 'zod';

/**
 * A match exported as JSON Lines (`.jsonl`): line 1 is the header, then one line per event in
 * seq order, each line canonical JSON. Nothing in the file is trusted by the verifier
 * (verify-export.ts): it recomputes the genesis and every hash.
 */
export const EXPORT_KIND = 'mirrormat-match-log';
export const EXPORT_VERSION = 1;

const hash = z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 hex digest');

export const exportHeaderSchema = z.object({
  kind: z.literal(EXPORT_KIND),
  version: z.literal(EXPORT_VERSION),
  match: z.object({
    matchId: z.string().min(1),
    tableId: z.string().min(1),
    startedAt: z.string().min(1),
    endedAt: z.string().min(1).optional(),
    /** What closed the match, when not its rules: the organiser or the round's time (not hashed). */
    endedBy: z.enum(['organiser', 'time']).optional(),
    profile: z.string().min(1),
    format: z.string().min(1),
    /** A judge's restores that reopened the finished match; each is an event of the chain (its `seq`). */
    reopenings: z
      .array(
        z.object({
          endedAt: z.string().min(1),
          at: z.string().min(1),
          judge: z.string().min(1),
          reason: z.string().min(1),
          toSeq: z.int().min(0),
          seq: z.int().min(1),
        }),
      )
      .readonly()
      .optional(),
  }),
  genesisHash: hash,
  /** The log's last seq and hash when exported: a missing tail shows against these. */
  lastSeq: z.int().min(0),
  lastHash: hash,
  exportedAt: z.string().min(1),
});
export type ExportHeader = z.infer<typeof exportHeaderSchema>;

export const exportEventSchema = z.object({
  seq: z.int().min(1),
  actor: z.string().min(1),
  at: z.string().min(1),
  event: z.unknown().refine((value) => value !== undefined, 'an event'),
  prevHash: hash,
  hash,
});
export type ExportEvent = z.infer<typeof exportEventSchema>;
