import { z } from 'zod';
import { ENERGY_TYPES, type CardDef } from './card.js';
import type { GameState } from './state.js';

/**
 * Commands: what a player, the table's sensors or a judge ask the engine to do. Validated at the edge by
 * `commandSchema`; the engine trusts a parsed command's shape and checks it against the rules.
 */

const seat = z.enum(['p1', 'p2']);
const energyType = z.enum(ENERGY_TYPES);
const nonEmpty = z.string().min(1).max(200);

const printedDamage = z.object({
  amount: z.number().int().min(0),
  modifier: z.enum(['none', 'plus', 'times', 'minus', 'unknown']),
});

export const cardDefSchema: z.ZodType<CardDef> = z.object({
  id: nonEmpty,
  name: nonEmpty,
  supertype: z.enum(['Pokémon', 'Trainer', 'Energy']),
  subtypes: z.array(z.string()),
  setId: z.string(),
  number: z.string(),
  stage: z.enum(['Basic', 'Stage 1', 'Stage 2', 'BREAK', 'Level-Up', 'VMAX', 'VSTAR', 'V-UNION', 'MEGA', 'Restored']).optional(),
  evolvesFrom: z.string().optional(),
  hp: z.number().int().min(0).optional(),
  types: z.array(energyType).optional(),
  attacks: z.array(z.object({ name: z.string(), cost: z.array(energyType), damage: printedDamage.nullable(), text: z.string() })),
  abilities: z.array(z.object({ name: z.string(), text: z.string(), kind: z.string() })),
  weaknesses: z.array(z.object({ type: energyType, kind: z.enum(['times', 'plus']), amount: z.number().int().min(0) })),
  resistances: z.array(z.object({ type: energyType, amount: z.number().int() })),
  retreatCost: z.number().int().min(0),
  prizeValue: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  ruleBox: z.boolean(),
  trainerKind: z.enum(['Item', 'Supporter', 'Stadium', 'Tool', 'Technical Machine']).optional(),
  energyKind: z.enum(['Basic', 'Special']).optional(),
  provides: z.array(energyType).optional(),
  rules: z.array(z.string()),
  regulationMark: z.string().optional(),
  names: z.object({ de: z.string().optional(), fr: z.string().optional() }).optional(),
});

/** An effect-sourced action (an Ability, Rare Candy, a Trainer's text) bypasses the once-per-turn limit it would break. */
const source = z.object({
  kind: z.literal('effect'),
  card: nonEmpty,
  /** The effect's printed text, where the edge knows it: explicit permissions in it (Wally: "You can use this card during your first turn …") apply. */
  text: z.string().optional(),
});
/** Hidden zones a card may come from; "hand" is the normal origin of a card entering play. */
const origin = z.enum(['hand', 'deck', 'discard']);

const playCard = {
  player: seat,
  card: cardDefSchema,
  /** The physical card's id (e.g. its NFC tag); the engine assigns one when absent. */
  uid: nonEmpty.optional(),
  from: origin.optional(),
  source: source.optional(),
};

const coinFace = z.enum(['heads', 'tails']);
const flipOrigin = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('device'),
    serialNumber: z.string(),
    firmwareVersion: z.string(),
    buttonSequence: z.number().int().optional(),
  }),
  z.object({ kind: z.literal('software'), rng: z.literal('crypto.randomInt') }),
  z.object({ kind: z.literal('simulated'), note: z.string() }),
]);

const condition = z.enum(['Asleep', 'Burned', 'Confused', 'Paralyzed', 'Poisoned']);

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
]);
export type AdjustAction = z.infer<typeof adjustActionSchema>;

/** A deck list registered for the match (src/decks): what the deck holds, by card id. */
const deckList = z.array(z.object({ id: nonEmpty, count: z.number().int().min(1).max(200) })).min(1).max(200);
const startingPlayer = z.object({ name: nonEmpty, deckSize: z.number().int().min(1).max(200).optional(), deckList: deckList.optional() });

export const commandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('StartMatch'),
    matchId: nonEmpty,
    profile: z.enum(['sv', 'swsh', 'xy', 'classic']),
    format: z
      .object({
        name: nonEmpty,
        overrides: z.object({
          deckSize: z.number().int().min(1).max(200).optional(),
          deckSizes: z
            .object({ min: z.number().int().min(1).max(200), max: z.number().int().min(1).max(200), ref: z.object({ file: nonEmpty, section: nonEmpty }) })
            .refine((r) => r.min <= r.max, 'deckSizes: min is at most max')
            .nullable()
            .optional(),
          openingHandSize: z.number().int().min(1).max(20).optional(),
          prizeCount: z.number().int().min(0).max(20).optional(),
          benchSize: z.number().int().min(0).max(20).optional(),
          firstTurn: z.object({ mayAttack: z.boolean().optional(), maySupporter: z.boolean().optional() }).optional(),
          energyPerTurn: z.number().int().min(0).max(10).optional(),
          supportersPerTurn: z.number().int().min(0).max(10).optional(),
          specialConditions: z.array(condition).max(5).readonly().optional(),
          itemsPerTurn: z.number().int().min(0).max(10).nullable().optional(),
          stadium: z.object({ severalInPlay: z.boolean().optional() }).optional(),
          evolution: z.object({ notOnPlayersFirstTurn: z.boolean().optional(), notOnPokemonsFirstTurn: z.boolean().optional() }).optional(),
          winConditions: z.object({ prizes: z.boolean().optional(), deckOut: z.boolean().optional() }).optional(),
          attackCostsIgnored: z.boolean().optional(),
          achievementPointsToWin: z.number().int().min(1).max(10_000).nullable().optional(),
          setup: z.object({ layout: z.enum(['basic-active', 'lay-out-hand']).optional(), chooseStartingPokemon: z.boolean().optional() }).optional(),
          faceDownRainbowEnergy: z.boolean().optional(),
          openHands: z.boolean().optional(),
          dittoMarkers: z.boolean().optional(),
        }),
      })
      .optional(),
    /**
     * `deckSize`: the cards in this player's deck, where the format lets decks differ (003 "Packkampf"); the format's size otherwise.
     * `deckList`: the player's registered deck, where the table knows it: a card taken from the deck must be one it holds.
     */
    players: z.tuple([startingPlayer, startingPlayer]),
  }),
  z.object({
    type: z.literal('RecordCoinFlip'),
    promptId: nonEmpty,
    results: z.array(coinFace).min(1).max(100).readonly(),
    origin: flipOrigin,
  }),
  z.object({ type: z.literal('ChooseFirstPlayer'), player: seat, first: seat }),
  z.object({ type: z.literal('DeclareMulligan'), player: seat }),
  z.object({ type: z.literal('PlaceActive'), ...playCard }),
  z.object({ type: z.literal('FinishSetup'), player: seat }),
  /** 003 "Menü der Beschränkungen": the starting Active Pokémon from the deck before drawing; no card: draw as usual. */
  z.object({ type: z.literal('ChooseStartingPokemon'), player: seat, card: cardDefSchema.optional(), uid: nonEmpty.optional() }),
  /** A card of the player's hand shown (tapped on a reader, entered): the engine then knows it is there (003 "Menü der Beschränkungen": open hands). */
  z.object({ type: z.literal('RevealHandCard'), player: seat, card: cardDefSchema, uid: nonEmpty.optional() }),
  z.object({ type: z.literal('DrawMulliganCards'), player: seat, count: z.number().int().min(0).max(60) }),
  z.object({ type: z.literal('PlayToBench'), ...playCard }),
  z.object({ type: z.literal('Evolve'), ...playCard, target: nonEmpty }),
  z.object({ type: z.literal('AttachEnergy'), ...playCard, target: nonEmpty }),
  /** 003 "Menü der Beschränkungen": any card from the hand attached face down as a Rainbow Energy, the turn's Energy attachment. */
  z.object({ type: z.literal('AttachFaceDownEnergy'), player: seat, card: cardDefSchema, uid: nonEmpty.optional(), target: nonEmpty }),
  /** 003 "Ditto-Draft": a Ditto marker on one of the player's Basic Pokémon without a rule box, once during the turn. */
  z.object({ type: z.literal('PlaceDittoMarker'), player: seat, target: nonEmpty }),
  /** "Entwicklungsvorteil": a Stage 1 or Stage 2 card from the hand onto the marked Pokémon, whatever it evolves from. */
  z.object({ type: z.literal('EvolveWithDittoMarker'), player: seat, card: cardDefSchema, uid: nonEmpty.optional(), target: nonEmpty }),
  z.object({ type: z.literal('PlayTrainer'), ...playCard, target: nonEmpty.optional() }),
  z.object({ type: z.literal('Retreat'), player: seat, to: nonEmpty, discard: z.array(nonEmpty).max(20).readonly() }),
  z.object({
    type: z.literal('Attack'),
    player: seat,
    attack: z.number().int().min(0).max(10),
    /** Chosen Benched Pokémon for "N of your opponent's Benched Pokémon". */
    benchTargets: z.array(nonEmpty).max(5).readonly().optional(),
    /** Damage step 2 (attacker-side effects the engine does not compute from the cards in play), entered by the players. */
    attackerBonus: z.number().int().min(-1000).max(1000).multipleOf(10).optional(),
    /** Damage step 5 (defender-side effects), entered by the players; positive reduces. */
    defenderReduction: z.number().int().min(-1000).max(1000).multipleOf(10).optional(),
    /** What an "N×"/"N+" attack counts where only the table knows it ("for each card you discarded in this way"). */
    count: z.number().int().min(0).max(60).optional(),
    /** "Use it as this attack" (Mew ex "Genome Hacking"): which of the opponent's Active Pokémon's attacks. */
    uses: z.number().int().min(0).max(10).optional(),
  }),
  /** Using an Ability (any number per turn): logged, its text entered as adjustments; a VSTAR Power once per game. */
  z.object({ type: z.literal('UseAbility'), player: seat, pokemon: nonEmpty, ability: z.number().int().min(0).max(10) }),
  /** A Pokémon V-UNION: its four parts from the discard pile to the Bench together (000 "Anhang 7"). */
  z.object({ type: z.literal('PlayVUnion'), player: seat, parts: z.array(nonEmpty).length(4).readonly() }),
  z.object({ type: z.literal('EndTurn'), player: seat }),
  /** The attack's text the players entered is done: Knock Outs are checked and the turn ends (000 "Angreifen im Detail" f). */
  z.object({ type: z.literal('FinishAttack'), player: seat }),
  /**
   * The player's between-turns card text is entered. `later`: where the era lets it come before or after the
   * Special Conditions (000/001 "Pokémon-Check"), the player applies it after them instead.
   */
  z.object({ type: z.literal('FinishBetweenTurns'), player: seat, later: z.boolean().optional() }),
  z.object({ type: z.literal('PromoteActive'), player: seat, target: nonEmpty }),
  /** Answers a `bench-discard` prompt: the Benched Pokémon to discard, down to the Bench size (Area Zero Underdepths leaving). */
  z.object({ type: z.literal('DiscardBenchedPokemon'), player: seat, pokemon: z.array(nonEmpty).min(1).max(20).readonly() }),
  z.object({ type: z.literal('Adjust'), player: seat, reason: nonEmpty, action: adjustActionSchema }),
  z.object({ type: z.literal('JudgeCorrect'), judge: nonEmpty, reason: nonEmpty, action: adjustActionSchema }),
  /**
   * A judge puts the game back to the state after log entry `toSeq` (restore.ts). The hub builds `state`
   * by replaying its own log up to `toSeq`; clients ask the hub for a restore, they never send a state.
   */
  z.object({
    type: z.literal('JudgeRestore'),
    judge: nonEmpty,
    reason: nonEmpty,
    toSeq: z.number().int().min(1),
    state: z.custom<GameState>((v) => typeof v === 'object' && v !== null && 'players' in v && 'version' in v, 'a game state'),
  }),
  z.object({ type: z.literal('Concede'), player: seat }),
  /** Issued by the hub: the format's own win condition was met (003 "Erfolge": the first to 100 achievement points, as the hub counted them). */
  z.object({
    type: z.literal('DeclareFormatWin'),
    winner: seat,
    reason: z.literal('achievements'),
    score: z.object({ p1: z.number().int().min(0), p2: z.number().int().min(0) }),
  }),
]);

export type Command = z.infer<typeof commandSchema>;
export type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>;
export type EffectSource = z.infer<typeof source>;
export type CardOrigin = z.infer<typeof origin>;
