import { z } from 'zod';
import { printedWords, violationSchema } from './envelope.js';

/**
 * One action a seat's controls offer, as the rules stand now: legal, or refused with the rule that
 * refuses it (the table view shows it disabled with that reason beside it). `choose` marks an action
 * the rules allow once the player has chosen (the Benched Pokémon an attack hits, the Energy a retreat
 * discards): the dialog asks for the choice and the hub checks the command again when it comes.
 */
/**
 * What an attack would do to the Defending Pokémon now, as the engine computes it with every card in play
 * (counts, Tools, Abilities, Stadiums, Weakness, Resistance): `damage` (null: no damage), and for an attack
 * whose count only the table knows, the damage for each count the player may enter. `energy`: where the player
 * chooses the Energy its "Discard 2 Energy from this Pokémon" takes, the Energy needed and what each attached card
 * counts for in the state it is in (Ignition Energy on an Evolution Pokémon: 3), which a view's printed cards cannot tell;
 * `perCount` where it takes as many cards as the count chosen ("Discard up to 2 Energy"), and each card's Pokémon (`on`)
 * where the text takes them from several ("any amount of Water Energy from your Pokémon").
 */
const attackOutcome = {
  damage: z.int().nullable().optional(),
  counts: z.array(z.strictObject({ count: z.int(), damage: z.int().nullable() })).optional(),
  energy: z
    .strictObject({
      count: z.int(),
      cards: z.array(z.strictObject({ uid: z.string(), units: z.int(), on: z.string().optional() })),
      perCount: z.literal(true).optional(),
    })
    .optional(),
};

/**
 * An Ability of one of the seat's Pokémon in play that its player uses, as the engine lists the Pokémon's Abilities now
 * (`abilitiesOf`: its own, a BREAK's previous stage's, an attached card's that it may use), worded in each card language:
 * the Pokémon it belongs to, the card it is printed on, and `index`, what `UseAbility.ability` sends for it. An Ability a
 * card in play takes away (Path to the Peak) has no index, and its action is refused with that card as `takenAwayBy`.
 * `count`: the range its "up to X" or "any amount" lets the player choose, or null.
 */
const servedAbility = z.strictObject({
  pokemon: z.string(),
  index: z.int().min(0).nullable(),
  name: printedWords,
  text: printedWords,
  card: z.strictObject({ id: z.string(), name: printedWords }),
  count: z.strictObject({ min: z.int(), max: z.int().nullable() }).nullable(),
  takenAwayBy: printedWords.optional(),
});
export type ServedAbility = z.infer<typeof servedAbility>;

export const seatActionSchema = z.discriminatedUnion('legal', [
  z.strictObject({ action: z.string(), legal: z.literal(true), choose: z.boolean(), ability: servedAbility.optional(), ...attackOutcome }),
  z.strictObject({ action: z.string(), legal: z.literal(false), violation: violationSchema, ability: servedAbility.optional(), ...attackOutcome }),
]);
export type SeatAction = z.infer<typeof seatActionSchema>;

export const seatActionsSchema = z.strictObject({ stateId: z.string(), seat: z.enum(['p1', 'p2']), actions: z.array(seatActionSchema) });
export type SeatActions = z.infer<typeof seatActionsSchema>;
