import { z } from 'zod';

const cardId = z.string().trim().min(1).max(40);

/**
 * One booster pack as opened, without the code card and the basic Energy or VSTAR marker the player
 * puts aside at once (003 "Ditto-Draft", Vorbereitung): card ids from the catalogue, the numbers of
 * the cards in one set's list ("SVI" or "sv1", numbers as printed), or lines of a deck list
 * ("1 Sprigatito SVI 13") resolved against the catalogue.
 */
const packSchema = z.union([
  z.strictObject({ cards: z.array(cardId).min(1).max(60) }),
  z.strictObject({ set: z.string().trim().min(1).max(20), numbers: z.array(z.string().trim().min(1).max(12)).min(1).max(60) }),
  z.strictObject({ list: z.string().min(1).max(5_000) }),
]);

export const createDraftSchema = z.strictObject({
  name: z.string().trim().min(1).max(80),
  /** In seating order, each player's left neighbour next (003: "Die Spieler sitzen in einem Kreis"). */
  players: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(60),
        packs: z.array(packSchema).min(1).max(6),
        /**
         * Build & Battle Ditto-Draft: the Trainer and Energy cards of the player's Build & Battle Box
         * deck, which they may add to their picks when building (its Pokémon are set aside).
         */
        box: packSchema.optional(),
      }),
    )
    .min(2)
    .max(4),
});
export type CreateDraft = z.output<typeof createDraftSchema>;
export type PackInput = z.output<typeof packSchema>;

export const pickSchema = z.strictObject({ cardId });
export type PickBody = z.output<typeof pickSchema>;

/** The deck a player builds after the draft, registered for a match or an event in the Ditto-Draft format. */
export const draftDeckSchema = z.strictObject({
  cards: z.array(z.strictObject({ id: cardId, count: z.int().min(1).max(60) })).min(1).max(100),
  scope: z.enum(['match', 'event']),
  scopeId: z.string().trim().min(1).max(80),
});
export type DraftDeckBody = z.output<typeof draftDeckSchema>;

const cardView = z.strictObject({ id: z.string(), name: z.string(), supertype: z.string() });

/** What everyone may see of a draft: who sits where and who has picked, never a card. */
export const draftStatusSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  players: z.array(z.strictObject({ seat: z.int(), name: z.string(), picked: z.boolean(), poolSize: z.int() })),
  round: z.int(),
  rounds: z.int(),
  direction: z.enum(['left', 'right']),
  /** Cards left in each pack now in front of a player (all the same size). */
  packSize: z.int(),
  finished: z.boolean(),
  createdAt: z.string(),
});

export const createdDraftSchema = draftStatusSchema.extend({
  /** Each player's secret, shown once: the organiser hands it over (X-Draft-Token header). */
  tokens: z.array(z.strictObject({ seat: z.int(), name: z.string(), token: z.string() })),
});

/** What one player sees: the pack in front of them and their own picks. */
export const draftSeatViewSchema = z.strictObject({
  draft: draftStatusSchema,
  seat: z.int(),
  name: z.string(),
  pack: z.array(cardView),
  mayPick: z.boolean(),
  pool: z.array(cardView),
  /** Build & Battle: the box's Trainer and Energy cards, theirs to build with as well. */
  box: z.array(cardView),
  /** The picks as a TCG Live deck list, for deck building. */
  poolList: z.string(),
});
