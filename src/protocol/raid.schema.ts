import { z } from 'zod';

/**
 * The raid's REST bodies: cards by catalogue id (the service resolves them to CardDefs), and no
 * way for a client to claim a software roll: a die entered over REST is a real die rolled at the
 * table, and says so in its origin.
 */

const cardId = z.string().trim().min(1).max(60);
const player = z.number().int().min(0).max(3);
const text = z.string().trim().min(1).max(200);
const damage = z.number().int().min(0).max(10_000).multipleOf(10);

export const startRaidSchema = z.strictObject({
  /** Default: a new id. */
  raidId: z.string().trim().regex(/^[A-Za-z0-9_.-]{1,80}$/, 'letters, digits, "_", "." and "-", at most 80').optional(),
  /** The table the raid is played at, for the log. */
  tableId: z.string().trim().min(1).max(40).default('raid'),
  format: z.enum(['raid', 'giovanni']),
  exhaustionRule: z.enum(['off', 'no-attack', 'no-damage']).default('off'),
  /** 'hub': the hub rolls every die (crypto.randomInt, recorded as such); 'table': the players roll a real die and enter it. Shuffles of the raid deck are always the hub's. */
  dice: z.enum(['hub', 'table']).default('hub'),
  players: z.array(z.strictObject({ name: text, active: cardId.nullable().default(null) })).min(1).max(4),
  /** Raid: the raid Pokémon. Giovanni: the six boss Pokémon. */
  boss: z.array(cardId).min(1).max(6),
  /** The raid deck's lines, or '003-recommended': the deck 003 lists (Sword & Shield cards; the catalogue must hold them). */
  raidDeck: z.union([z.literal('003-recommended'), z.array(z.strictObject({ cardId, count: z.number().int().min(1).max(60) })).min(1).max(60)]),
});
export type StartRaidBody = z.output<typeof startRaidSchema>;

/** `seq`: the log position the client saw; a command made against an older one is refused (409). */
const seq = { seq: z.number().int().min(0).optional() };

export const raidActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('RollDie'), promptId: text, value: z.number().int().min(1).max(100), note: text.default('a die rolled at the table'), ...seq }),
  z.strictObject({ type: z.literal('ResolveEffect'), promptId: text, ...seq }),
  z.strictObject({ type: z.literal('PlaySupporter'), player, cardId, for: player, ...seq }),
  z.strictObject({ type: z.literal('PlayStadium'), player, cardId, ...seq }),
  z.strictObject({
    type: z.literal('PlayerAttack'),
    player,
    /** An attack of the player's Active Pokémon. */
    attack: text,
    baseDamage: damage.optional(),
    attackerBonus: z.number().int().min(-1000).max(1000).multipleOf(10).default(0),
    bossReduction: z.number().int().min(0).max(1000).multipleOf(10).default(0),
    conditions: z.array(z.enum(['Asleep', 'Burned', 'Confused', 'Paralyzed', 'Poisoned'])).max(5).default([]),
    ...seq,
  }),
  z.strictObject({ type: z.literal('PassAttack'), player, ...seq }),
  z.strictObject({ type: z.literal('SetPlayerActive'), player, cardId: cardId.nullable(), damage: damage.default(0), ...seq }),
  z.strictObject({ type: z.literal('ReportKnockOut'), player, ...seq }),
  /** 003: the boss's attack is reduced, never prevented: the player's reduction for its next attack (0 withdraws it). */
  z.strictObject({ type: z.literal('ReduceBossDamage'), player, amount: z.number().int().min(0).max(1000).multipleOf(10), reason: text, ...seq }),
  z.strictObject({ type: z.literal('AdjustBoss'), boss: text, damage: z.number().int().min(-10_000).max(10_000).multipleOf(10), reason: text, ...seq }),
  z.strictObject({ type: z.literal('AttachFromDiscard'), uid: text, boss: text, reason: text, ...seq }),
  z.strictObject({ type: z.literal('DiscardFromBoss'), uid: text, reason: text, ...seq }),
  z.strictObject({ type: z.literal('BlockBossAttack'), boss: text, attack: text, reason: text, ...seq }),
  z.strictObject({ type: z.literal('RaidDeckDraws'), count: z.number().int().min(1).max(20), reason: text, ...seq }),
]);
export type RaidAction = z.output<typeof raidActionSchema>;

export const raidRecordSchema = z.strictObject({
  raidId: z.string(),
  tableId: z.string(),
  startedAt: z.string(),
  endedAt: z.string().optional(),
  format: z.string(),
  dice: z.enum(['hub', 'table']),
});

export const listRaidsQuerySchema = z.strictObject({ unfinished: z.enum(['true', 'false']).optional() });

/** One public die roll of the raid (src/raid/raid-rolls.ts). */
export const raidRollSchema = z.strictObject({
  promptId: z.string(),
  reason: z.enum(['attack', 'energy-target', 'new-active', 'boss-team-active']),
  options: z.array(z.string()),
  value: z.number().int(),
  origin: z.union([z.strictObject({ kind: z.literal('software'), rng: z.literal('crypto.randomInt') }), z.strictObject({ kind: z.literal('table'), note: z.string() })]),
});

/**
 * The raid's state as the table sees it (src/game-kinds/raid/raid-view.ts RaidView): the fields a
 * client cannot do without are checked, the rest passes through as the engine wrote it. No raid-deck order.
 */
const raidStateSchema = z.looseObject({
  raidId: z.string(),
  format: z.enum(['raid', 'giovanni']),
  phase: z.enum(['not-started', 'setup', 'players', 'boss-draw', 'boss-attack', 'contributions', 'finished']),
  turn: z.number(),
  players: z.array(z.looseObject({ name: z.string(), prizesLeft: z.number(), out: z.boolean() })),
  boss: z.array(z.looseObject({ uid: z.string(), damage: z.number() })),
  deckSize: z.number(),
});

/** GET /api/raids/:id and every action's answer. */
export const raidSnapshotSchema = z.strictObject({
  raid: raidRecordSchema,
  /** The log position of this state: send it back as `seq` to have a stale command refused. */
  seq: z.number().int(),
  state: raidStateSchema,
  /** Every die roll so far, with its origin. */
  rolls: z.array(raidRollSchema),
});
