import { z } from 'zod';
import { FIELDS, teamPlayCommandSchemas, type Field } from '../game-kinds/team/index.js';

/**
 * The Team-Format's REST bodies (003 "Team-Format (fortgesetzt)"). The commands are the pure
 * core's (src/game-kinds/team), each with the `seq` the client saw so a stale one is refused.
 */

const name = z.string().trim().min(1).max(60);
/**
 * How a player's six Prize cards lie between their side field and the center. The page of 003
 * that lays them out is missing from our copy; three and three is the hub's default, any split
 * that adds up to six may be entered.
 */
const prizes = z.strictObject({ side: z.number().int().min(0).max(6), center: z.number().int().min(0).max(6) }).default({ side: 3, center: 3 });
const player = z.strictObject({ name, prizes });

export const startTeamGameSchema = z.strictObject({
  /** Default: a new id. */
  gameId: z.string().trim().regex(/^[A-Za-z0-9_.-]{1,80}$/, 'letters, digits, "_", "." and "-", at most 80').optional(),
  /** The table the game is played at, for the log. */
  tableId: z.string().trim().min(1).max(40).default('team'),
  /** A1 and B1 face each other on the left field, A2 and B2 on the right; all four share the center. */
  players: z.strictObject({ A1: player, A2: player, B1: player, B2: player }),
  /** The team that goes first, as the coin flip decided. */
  first: z.enum(['A', 'B']),
});
export type StartTeamGameBody = z.output<typeof startTeamGameSchema>;

/** `seq`: the log position the client saw; a command made against an older one is refused (409). */
const seq = { seq: z.number().int().min(0).optional() };
const c = teamPlayCommandSchemas;

export const teamActionSchema = z.discriminatedUnion('type', [
  c.PlayCard.extend(seq),
  c.EndFieldTurn.extend(seq),
  c.TakePrizes.extend(seq),
  c.AttackEmptyField.extend(seq),
  c.UseGxOrVstar.extend(seq),
  c.ReportFieldEmpty.extend(seq),
  c.PlayerCannotDraw.extend(seq),
  c.ChooseOnCenter.extend(seq),
  c.CardDecidesGame.extend(seq),
  c.EndTurn.extend(seq),
]);
export type TeamAction = z.output<typeof teamActionSchema>;

export const teamGameRecordSchema = z.strictObject({
  gameId: z.string(),
  tableId: z.string(),
  startedAt: z.string(),
  endedAt: z.string().optional(),
});

export const listTeamGamesQuerySchema = z.strictObject({ unfinished: z.enum(['true', 'false']).optional() });

/**
 * GET /api/team-games/:gameId and an action's answer (src/team/team.service.ts TeamGameSnapshot): the game, its
 * seq and the ledger, each field a page shows checked (the ledger's other fields pass unread).
 */
const team = z.enum(['A', 'B']);
const field = z.enum(FIELDS as [Field, ...Field[]]);
const count = z.number().int().min(0);

const playerSchema = z.object({ name: z.string(), prizes: z.object({ side: count, center: count }), out: z.boolean() });
const fieldTurnSchema = z.object({ played: z.object({ Supporter: count, Stadium: count, Energy: count }), ended: z.boolean() });

const teamStateSchema = z.object({
  gameId: z.string(),
  phase: z.enum(['not-started', 'playing', 'finished']),
  turn: count,
  activeTeam: team,
  players: z.object({ A1: playerSchema, A2: playerSchema, B1: playerSchema, B2: playerSchema }),
  fields: z.object({ left: fieldTurnSchema, right: fieldTurnSchema, center: fieldTurnSchema }),
  empty: z.array(z.object({ team, field })),
  gxUsed: z.array(z.object({ team, field })),
  winner: team.nullable(),
  winReason: z.string().nullable(),
  taken: z.object({ A: count, B: count }),
  left: z.object({ A1: count, A2: count, B1: count, B2: count }),
});

export const teamSnapshotSchema = z.object({ game: teamGameRecordSchema, seq: count, state: teamStateSchema });
export type TeamSnapshot = z.infer<typeof teamSnapshotSchema>;
