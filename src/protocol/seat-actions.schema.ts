import { z } from 'zod';
import { violationSchema } from './envelope.js';

/**
 * One action a seat's controls offer, as the rules stand now: legal, or refused with the rule that
 * refuses it (the table view shows it disabled with that reason beside it). `choose` marks an action
 * the rules allow once the player has chosen (the Benched Pokémon an attack hits, the Energy a retreat
 * discards): the dialog asks for the choice and the hub checks the command again when it comes.
 */
/**
 * What an attack would do to the Defending Pokémon now, as the engine computes it with every card in play
 * (counts, Tools, Abilities, Stadiums, Weakness, Resistance): `damage` (null: no damage), and for an attack
 * whose count only the table knows, the damage for each count the player may enter.
 */
const attackOutcome = {
  damage: z.int().nullable().optional(),
  counts: z.array(z.strictObject({ count: z.int(), damage: z.int().nullable() })).optional(),
};

export const seatActionSchema = z.discriminatedUnion('legal', [
  z.strictObject({ action: z.string(), legal: z.literal(true), choose: z.boolean(), ...attackOutcome }),
  z.strictObject({ action: z.string(), legal: z.literal(false), violation: violationSchema, ...attackOutcome }),
]);
export type SeatAction = z.infer<typeof seatActionSchema>;

export const seatActionsSchema = z.strictObject({ stateId: z.string(), seat: z.enum(['p1', 'p2']), actions: z.array(seatActionSchema) });
export type SeatActions = z.infer<typeof seatActionsSchema>;
