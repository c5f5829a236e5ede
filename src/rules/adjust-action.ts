import { z } from 'zod';
import { cardDefSchema } from './card-schema.js';

const seat = z.enum(['p1', 'p2']);
const nonEmpty = z.string().min(1).max(200);
export const specialConditionSchema = z.enum(['Asleep', 'Burned', 'Confused', 'Paralyzed', 'Poisoned']);
const condition = specialConditionSchema;

/** Adjustments: what card text the engine does not execute, entered explicitly and logged. */
export const adjustActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('put-damage-counters'), target: nonEmpty, counters: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal('heal'), target: nonEmpty, amount: z.number().int().min(10).max(1000).multipleOf(10) }),
  z.object({ kind: z.literal('set-condition'), target: nonEmpty, condition }),
  z.object({ kind: z.literal('clear-condition'), target: nonEmpty, condition }),
  /** A card in play (a Pokémon with everything on it, or one attached card) or in a discard pile / Lost Zone, moved. */
  z.object({ kind: z.literal('move-card'), uid: nonEmpty, to: z.enum(['hand', 'deck', 'discard', 'lost-zone']) }),
  z.object({ kind: z.literal('draw'), player: seat, count: z.number().int().min(1).max(60) }),
  z.object({ kind: z.literal('discard-from-hand'), player: seat, card: cardDefSchema, uid: nonEmpty.optional() }),
  z.object({ kind: z.literal('switch'), player: seat, target: nonEmpty }),
  /**
   * A judge's Double (2) or Quad (4) Prize Card penalty: the offending player's opponent (`player`) wins
   * on that many fewer Prize cards; no card moves (TOURNAMENT_REFS.doublePrizeCard, quadPrizeCard).
   */
  z.object({ kind: z.literal('prize-card-penalty'), player: seat, count: z.union([z.literal(2), z.literal(4)]) }),
]);
export type AdjustAction = z.infer<typeof adjustActionSchema>;
