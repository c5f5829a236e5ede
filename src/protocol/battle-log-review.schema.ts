import { z } from 'zod';
import { violationSchema } from './envelope.js';

/**
 * `POST /api/battle-logs/review`: a TCG Live battle log pasted by a judge, a streamer or a player, replayed
 * through the rules engine and answered line by line (src/battle-log/review-steps.ts).
 */

/** The pasted log: a long game is about 30 kB, so 200,000 characters leave room and stay under the hub's 256 kB body limit. */
export const BATTLE_LOG_MAX_CHARS = 200_000;

export const battleLogReviewRequestSchema = z.strictObject({ log: z.string().min(1).max(BATTLE_LOG_MAX_CHARS) });
export type BattleLogReviewRequest = z.infer<typeof battleLogReviewRequestSchema>;

const seat = z.enum(['p1', 'p2']);
const bySeat = z.strictObject({ p1: z.int(), p2: z.int() });

/** One command the importer entered for a line: taken, or refused with the engine's rule. */
export const reviewCommandSchema = z.strictObject({ command: z.string(), violation: violationSchema.optional() });

export const reviewStepSchema = z.strictObject({
  line: z.int(),
  text: z.string(),
  /** false: no grammar rule reads this line (it is listed in `unread` too). */
  read: z.boolean(),
  commands: z.array(reviewCommandSchema),
  /** The board after this line is the fold of the first `events` of the answer's events. */
  events: z.int(),
  /** Why the importer entered nothing for this line (hidden information, nothing to enter). */
  skipped: z.string().optional(),
  attack: z.strictObject({ name: z.string(), logDamage: z.int(), engineDamage: z.int().nullable() }).optional(),
  knockOuts: z.array(z.strictObject({ player: seat, name: z.string() })),
  prizes: z.array(z.strictObject({ player: seat, count: z.int() })),
});
export type ReviewStep = z.infer<typeof reviewStepSchema>;

export const battleLogReviewSchema = z.strictObject({
  language: z.enum(['en', 'de', 'es', 'it', 'pt']),
  players: z.tuple([z.string(), z.string()]),
  unread: z.array(z.strictObject({ line: z.int(), text: z.string() })),
  steps: z.array(reviewStepSchema),
  summary: z.strictObject({
    lines: z.int(),
    linesRead: z.int(),
    commands: z.int(),
    refused: z.int(),
    attacks: z.int(),
    attacksEqual: z.int(),
    knockOuts: z.strictObject({ logged: z.int(), foundByEngine: z.int(), notInLog: z.int() }),
    prizes: z.strictObject({ log: bySeat, engine: bySeat }),
    winner: z.strictObject({ log: seat.nullable(), engine: seat.nullable() }),
    unresolvedCards: z.array(z.string()),
  }),
  /** The engine's events (src/rules GameEvent, as the match export carries them): the dashboard folds them to each step's board. */
  events: z.array(z.looseObject({ type: z.string() })),
});
export type BattleLogReview = z.infer<typeof battleLogReviewSchema>;
