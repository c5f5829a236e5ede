import { z } from 'zod';
import type { GameState } from '../rules/index.js';

const SEAT = z.enum(['p1', 'p2']);
type WinReason = NonNullable<GameState['result']>['reasons'][number];
const WIN_REASONS = ['prizes', 'no-pokemon-in-play', 'deck-out', 'concession', 'judge', 'achievements'] as const satisfies readonly WinReason[];

const HUB_ID = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/);
const TABLE_ID = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/);

/**
 * The version of the summary's schema (`v`). Any change to its fields is a new version: a hub reads
 * only its own and shows a summary of another version as a table "from a hub of another version"
 * (src/store/README.md). Version 1 gained the `ended` state, `reasons` and `endedBy` without a new
 * number; 2 is those fields, numbered.
 */
export const STORE_SUMMARY_VERSION = 2;

/**
 * One table as the whole store sees it, whichever hub serves it: what its spectator page shows at a
 * glance, never a card. Each hub publishes its tables' summaries as retained MQTT messages
 * (mirrormat/<hub>/tables/<table>/summary), so every hub's store overview lists every table, and a
 * table of a hub that went down keeps its last state.
 */
export const storeTableSummarySchema = z.strictObject({
  v: z.literal(STORE_SUMMARY_VERSION),
  hub: HUB_ID,
  table: TABLE_ID,
  name: z.string().max(80),
  /** Where the hub's dashboard is, to open the table's own pages there; null when only its machine reaches it. */
  hubUrl: z.string().max(200).nullable(),
  /** `ended`: the match was closed before the rules ended its game (no winner; `endedBy` says who or what). */
  state: z.enum(['no-match', 'setup', 'playing', 'finished', 'ended']),
  turn: z.int().min(0).nullable(),
  turnPlayer: SEAT.nullable(),
  players: z
    .strictObject({
      p1: z.strictObject({ name: z.string().max(80), prizesLeft: z.int().min(0) }),
      p2: z.strictObject({ name: z.string().max(80), prizesLeft: z.int().min(0) }),
    })
    .nullable(),
  /** A finished game's winner; `tie` when both lost at once (a Sudden Death follows). */
  winner: z.enum(['p1', 'p2', 'tie']).nullable(),
  /** Why the finished game was won; empty otherwise. */
  reasons: z.array(z.enum(WIN_REASONS)),
  /** What closed an `ended` match: the organiser (or a judge's decision) or the round's time; null otherwise. */
  endedBy: z.enum(['organiser', 'time']).nullable(),
  /** The worst of the table's readers and coin flipper. */
  devices: z.enum(['up', 'degraded', 'down']),
  updatedAt: z.string(),
});
export type StoreTableSummary = z.infer<typeof storeTableSummarySchema>;

/** What every version of the summary carries: its version, and the hub and table its topic names. */
export const summaryEnvelopeSchema = z.looseObject({ v: z.int().min(1), hub: HUB_ID, table: TABLE_ID });

/** A table whose summary is of another version than this hub's (a hub of an older or newer release): its place and name only. */
export const otherVersionTableSchema = z.strictObject({
  /** The version the summary carries. */
  v: z.int().min(1),
  hub: HUB_ID,
  table: TABLE_ID,
  /** The table's name, where the summary gives one as a short text (every version so far does). */
  name: z.string().max(80).nullable(),
});
export type OtherVersionTable = z.infer<typeof otherVersionTableSchema>;

/**
 * GET /api/store/tables and the live topic `store-tables`: every table of the store and whether its
 * hub is live; a table whose summary this hub cannot read (another version) as `otherVersion`.
 */
export const storeTableSchema = z.union([
  z.strictObject({
    hubOnline: z.boolean(),
    /** This hub's own table. */
    local: z.boolean(),
    summary: storeTableSummarySchema,
  }),
  z.strictObject({ hubOnline: z.boolean(), local: z.literal(false), otherVersion: otherVersionTableSchema }),
]);
export type StoreTable = z.infer<typeof storeTableSchema>;
