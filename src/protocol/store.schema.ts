import { z } from 'zod';

const SEAT = z.enum(['p1', 'p2']);

/**
 * One table as the whole store sees it, whichever hub serves it: what its spectator page shows at a
 * glance, never a card. Each hub publishes its tables' summaries as retained MQTT messages
 * (mirrormat/<hub>/tables/<table>/summary), so every hub's store overview lists every table, and a
 * table of a hub that went down keeps its last state.
 */
export const storeTableSummarySchema = z.strictObject({
  v: z.literal(1),
  hub: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/),
  table: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/),
  name: z.string().max(80),
  /** Where the hub's dashboard is, to open the table's own pages there; null when only its machine reaches it. */
  hubUrl: z.string().max(200).nullable(),
  state: z.enum(['no-match', 'setup', 'playing', 'finished']),
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
  /** The worst of the table's readers and coin flipper. */
  devices: z.enum(['up', 'degraded', 'down']),
  updatedAt: z.string(),
});
export type StoreTableSummary = z.infer<typeof storeTableSummarySchema>;

/** GET /api/store/tables and the live topic `store-tables`: every table of the store and whether its hub is live. */
export const storeTableSchema = z.strictObject({
  hubOnline: z.boolean(),
  /** This hub's own table. */
  local: z.boolean(),
  summary: storeTableSummarySchema,
});
export type StoreTable = z.infer<typeof storeTableSchema>;
