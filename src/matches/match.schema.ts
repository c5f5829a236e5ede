import { z } from 'zod';
import { RULE_PROFILES } from '../config/config.schema.js';
import { restoreRequestSchema, stateIdSchema } from '../protocol/index.js';

const startingPlayerSchema = z.strictObject({
  name: z.string().trim().min(1).max(60),
  /** The cards in this player's deck where the format's decks differ in size (003 "Packkampf": 14 to 21); the engine checks the range. */
  deckSize: z.number().int().min(1).max(200).optional(),
  /** The engine then knows the deck's contents and refuses a card taken from it that it does not hold. */
  deckRegistration: z.int().min(1).optional().describe("the id of a deck registered for this player in the match's format (POST /api/decks/registrations)"),
});

export const startMatchSchema = z.strictObject({
  players: z.tuple([startingPlayerSchema, startingPlayerSchema]).describe('seat p1 first, then p2'),
  /** Defaults to the table's rule profile and format. */
  profile: z.enum(RULE_PROFILES).optional(),
  format: z.string().trim().min(1).max(40).optional(),
  /** Play the format with achievements (003 "Erfolge": "mit fast allen Formaten … kombiniert"): the match's format becomes "<format>+erfolge". */
  achievements: z.boolean().optional(),
});
export type StartMatch = z.infer<typeof startMatchSchema>;

export const matchRecordSchema = z.strictObject({
  matchId: z.string(),
  tableId: z.string(),
  startedAt: z.string(),
  endedAt: z.string().optional(),
  /** What closed the match, when not its rules: the organiser or the round's time. */
  endedBy: z.enum(['organiser', 'time']).optional(),
  profile: z.string(),
  format: z.string(),
  /** Each judge's restore that reopened the finished match: the end it undid, who, why, to which log entry. */
  reopenings: z
    .array(
      z.strictObject({ endedAt: z.string(), at: z.string(), judge: z.string(), reason: z.string(), toSeq: z.int().min(0), seq: z.int().min(1) }),
    )
    .optional(),
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
