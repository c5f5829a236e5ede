import { z } from 'zod';
import { cardDefSchema } from '../../rules/index.js';

/**
 * What the table asks of a raid: the players' actions, and the answers to the raid's prompts
 * (die rolls and shuffles carry their origin; the engine never draws a random number itself).
 * Validated at the edge with `raidCommandSchema`; the engine checks the parsed command against 003.
 */

const player = z.number().int().min(0).max(3);
const condition = z.enum(['Asleep', 'Burned', 'Confused', 'Paralyzed', 'Poisoned']);
const damage = z.number().int().min(0).max(10_000).multipleOf(10);
const text = z.string().trim().min(1).max(200);

export const randomOriginSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('software'), rng: z.literal('crypto.randomInt') }),
  /** A real die rolled (or cards shuffled) at the table, entered by the players. */
  z.strictObject({ kind: z.literal('table'), note: text }),
]);

const activeSchema = z.strictObject({ card: cardDefSchema, damage: damage.default(0) });

export const raidCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('StartRaid'),
    raidId: z.string().trim().min(1).max(80),
    format: z.enum(['raid', 'giovanni']),
    exhaustionRule: z.enum(['off', 'no-attack', 'no-damage']).default('off'),
    players: z.array(z.strictObject({ name: text, active: activeSchema.nullable() })).min(1).max(4),
    /** Raid: the raid Pokémon. Giovanni: the six boss Pokémon. */
    boss: z.array(cardDefSchema).min(1).max(6),
    /** The raid deck as listed; the engine asks for its shuffle. */
    raidDeck: z.array(cardDefSchema).min(1).max(200),
  }),
  z.strictObject({
    type: z.literal('SupplyRandom'),
    promptId: text,
    /** A die face (1-based), or a shuffle's permutation (see RandomAnswer). */
    value: z.union([z.number().int().min(1), z.array(z.number().int().min(0))]),
    origin: randomOriginSchema,
  }),
  /**
   * The players carried out a text the hub does not run: a raid-deck card's (003 "Raid-Deck": the
   * players decide for the raid deck) or the boss's attack's. Meanwhile they record its outcome
   * with AdjustBoss, SetPlayerActive and ReportKnockOut.
   */
  z.strictObject({ type: z.literal('ResolveEffect'), promptId: text }),
  z.strictObject({ type: z.literal('PlaySupporter'), player, card: cardDefSchema, for: player }),
  z.strictObject({ type: z.literal('PlayStadium'), player, card: cardDefSchema }),
  z.strictObject({
    type: z.literal('PlayerAttack'),
    player,
    attacker: cardDefSchema,
    attack: text,
    /** The attack's base damage after its own text ("30×", "50+"): required where the printed damage is not final. */
    baseDamage: damage.optional(),
    /** Step 2 of 000 "Angreifen im Detail": effects on the attacker (Tools, Abilities). */
    attackerBonus: z.number().int().min(-1000).max(1000).multipleOf(10).default(0),
    /** Step 5: effects on the raid Pokémon that reduce damage. */
    bossReduction: z.number().int().min(0).max(1000).multipleOf(10).default(0),
    conditions: z.array(condition).max(5).default([]),
  }),
  z.strictObject({ type: z.literal('PassAttack'), player }),
  /** The player's Active Pokémon changed on paper (promoted, switched, evolved, healed, damaged by their own effects). */
  z.strictObject({ type: z.literal('SetPlayerActive'), player, active: activeSchema.nullable() }),
  /**
   * 003 "Raid-Deck": the boss's attack "kann [nicht] verhindert werden. Der Schaden kann lediglich verringert
   * werden." Step 5 of 000 "Angreifen im Detail" for the boss's next attack on this player's Active (a Tool, an
   * Ability, an attack's "takes 30 less damage"), entered before the boss attacks; 0 withdraws it.
   */
  z.strictObject({ type: z.literal('ReduceBossDamage'), player, amount: z.number().int().min(0).max(1000).multipleOf(10), reason: text }),
  /** A Knock Out the hub did not see (Checkup, a card effect): the player takes the Prize cards its attacker would. */
  z.strictObject({ type: z.literal('ReportKnockOut'), player }),
  /** Damage counters put on or healed from a boss Pokémon by card text the hub does not run; logged with its reason. */
  z.strictObject({
    type: z.literal('AdjustBoss'),
    boss: text,
    damage: z.number().int().min(-10_000).max(10_000).multipleOf(10),
    reason: text,
  }),
  /** Card text moves an Energy from the raid deck's discard pile onto a boss Pokémon (Union Gain). */
  z.strictObject({ type: z.literal('AttachFromDiscard'), uid: text, boss: text, reason: text }),
  /** Card text discards an Energy or the Tool attached to a boss Pokémon. */
  z.strictObject({ type: z.literal('DiscardFromBoss'), uid: text, reason: text }),
  /** The boss's attack text forbids an attack during its next turn; the players record it while they carry the text out. */
  z.strictObject({ type: z.literal('BlockBossAttack'), boss: text, attack: text, reason: text }),
  /**
   * A player's card makes the raid deck draw outside its turn (003 "Raid-Deck": Mary, Ass-Trainer);
   * or, while the players carry out a raid-deck card, that card's own draws.
   */
  z.strictObject({ type: z.literal('RaidDeckDraws'), count: z.number().int().min(1).max(20), reason: text }),
]);

export type RaidCommand = z.output<typeof raidCommandSchema>;
/** A command as a client sends it: defaults may be left out. */
export type RaidCommandInput = z.input<typeof raidCommandSchema>;
export type RaidCommandOf<T extends RaidCommand['type']> = Extract<RaidCommand, { type: T }>;
