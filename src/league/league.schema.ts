import { z } from 'zod';
import { RULE_PROFILES } from '../config/config.schema.js';
import { PENALTY_KINDS } from './league-fact.js';

/** REST bodies of the league routes, validated at the edge (ZodPipe); the service trusts what passes. */

const name = z.string().trim().min(1).max(80);
const reason = z.string().trim().min(1).max(300);
const tableId = z.string().trim().min(1).max(40);

export const createEventSchema = z.strictObject({
  name,
  date: z.iso.date(),
  format: z.string().trim().min(1).max(40),
  profile: z.enum(RULE_PROFILES).default('sv'),
  bestOf: z.union([z.literal(1), z.literal(3)]),
  roundMinutes: z.int().min(1).max(180),
  /** A number of Swiss rounds, or "until-one-undefeated". */
  rounds: z.union([z.int().min(1).max(20), z.literal('until-one-undefeated')]),
  tableIds: z.array(tableId).max(256).default([]),
});
export type CreateEvent = z.output<typeof createEventSchema>;

export const registerPlayerSchema = z.strictObject({
  name: z.string().trim().min(1).max(60),
  /** The Play! Pokémon player ID, where the player has one. */
  playId: z.string().trim().regex(/^\d{1,12}$/, 'digits only').optional(),
  /** A deck list as TCG Live exports it, in any language the catalogue knows; registered for the event (src/decks). */
  deckList: z.string().min(1).max(20_000).optional(),
});
export type RegisterPlayer = z.output<typeof registerPlayerSchema>;

export const renamePlayerSchema = z.strictObject({ name: registerPlayerSchema.shape.name });

export const registerDeckSchema = z.strictObject({ deckList: z.string().min(1).max(20_000) });

/** A judge acting at a table: their name and PIN from mirrormat.yaml (the organiser's admin token does without). */
export const judgeSchema = z.strictObject({ name: z.string().trim().min(1).max(64), pin: z.string().regex(/^\d{4,8}$/) }).optional();

export const dropSchema = z.strictObject({ judge: judgeSchema });
export const importPairingsSchema = z.strictObject({ csv: z.string().min(1).max(200_000) });
export const callTimeSchema = z.strictObject({ judge: judgeSchema, table: z.int().min(1).optional() });
export const pauseSchema = z.strictObject({ judge: judgeSchema, reason });
export const resumeSchema = z.strictObject({ judge: judgeSchema });
export const extendSchema = z.strictObject({ judge: judgeSchema, minutes: z.int().min(1).max(60), reason });

export const resultSchema = z.union([
  /** Both players confirm the hub's proposal with their seats' join codes. */
  z.strictObject({ confirm: z.strictObject({ p1: z.string().min(1).max(20), p2: z.string().min(1).max(20) }) }),
  /** One player confirms the hub's proposal from their own tablet, with their seat's join code. */
  z.strictObject({ confirmSeat: z.string().min(1).max(20) }),
  /** A judge (or the organiser) decides: the proposal when no outcome is given. */
  z.strictObject({ judge: judgeSchema, outcome: z.enum(['p1', 'p2', 'tie']).optional() }),
]);
export type ResultBody = z.output<typeof resultSchema>;

export const penaltySchema = z.strictObject({
  judge: judgeSchema,
  playerId: z.string().trim().min(1).max(10),
  kind: z.enum(PENALTY_KINDS),
  /** A Double (2) or Quad (4) Prize Card penalty (Penalty Guidelines 2018, 7.3 and 7.4): 2 when not given. */
  prizes: z.union([z.literal(2), z.literal(4)]).optional(),
  reason,
}).refine((b) => b.prizes === undefined || b.kind === 'prize-penalty', { message: 'only a Prize card penalty takes Prize cards', path: ['prizes'] });
export type PenaltyBody = z.output<typeof penaltySchema>;

export const startDeckCheckSchema = z.strictObject({
  judge: judgeSchema,
  playerId: z.string().trim().min(1).max(10),
  /** The free table whose zone readers read the cards; none when a station sends them. */
  tableId: tableId.optional(),
});

export const scanCardsSchema = z.strictObject({
  judge: judgeSchema,
  /** Each tag read: its UID and the card id it carries. */
  cards: z.array(z.strictObject({ uid: z.string().regex(/^[0-9A-Fa-f]{8,20}$/), cardId: z.string().trim().min(1).max(40) })).min(1).max(100),
});

export const finishDeckCheckSchema = z.strictObject({ judge: judgeSchema });
