import { z } from 'zod';
import { adjustActionSchema, specialConditionSchema as condition } from './adjust-action.js';
import { cardDefSchema } from './card-schema.js';
import type { GameState } from './state.js';

export { adjustActionSchema, type AdjustAction } from './adjust-action.js';
export { cardDefSchema } from './card-schema.js';

/**
 * Commands: what a player, the table's sensors or a judge ask the engine to do. Validated at the edge by
 * `commandSchema`; the engine trusts a parsed command's shape and checks it against the rules.
 */

const seat = z.enum(['p1', 'p2']);
const nonEmpty = z.string().min(1).max(200);

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


/** A deck list registered for the match (src/decks): what the deck holds, by card id. */
const deckList = z.array(z.object({ id: nonEmpty, count: z.number().int().min(1).max(200) })).min(1).max(200);
const startingPlayer = z.object({ name: nonEmpty, deckSize: z.number().int().min(1).max(200).optional(), deckList: deckList.optional() });

/** The count a player chooses for an effect's "up to X" or "any amount" (effect-choice.ts); range-checked against the text. */
const chosenCount = z.number().int().min(0).max(60);

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
  z.object({ type: z.literal('PlayTrainer'), ...playCard, target: nonEmpty.optional(), count: chosenCount.optional() }),
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
    /**
     * What an "N×"/"N+" attack counts where only the table knows it ("for each card you discarded in this way"), or the
     * count its text lets the player choose ("Discard up to 2 Energy from this Pokémon").
     */
    count: chosenCount.optional(),
    /** "Use it as this attack" (Mew ex "Genome Hacking"): which of the opponent's Active Pokémon's attacks, or of the card `revealed`. */
    uses: z.number().int().min(0).max(10).optional(),
    /** "Discard the top card of your deck, and if that card is a Pokémon …" (Slowking "Seek Inspiration"): the card discarded (deck-top-attack.ts). */
    revealed: cardDefSchema.optional(),
    /** "Discard 2 Energy from this Pokémon": the attached Energy cards chosen, where the choice matters (attack-energy-discard.ts). */
    energyDiscarded: z.array(nonEmpty).max(20).readonly().optional(),
  }),
  /** Using an Ability (any number per turn): logged, its text entered as adjustments; a VSTAR Power once per game. */
  z.object({ type: z.literal('UseAbility'), player: seat, pokemon: nonEmpty, ability: z.number().int().min(0).max(10), count: chosenCount.optional() }),
  /** The player whose turn it is uses a Stadium in play, "once during each player's turn" (use-stadium.ts); `stadium`: its uid, where several are in play. */
  z.object({ type: z.literal('UseStadium'), player: seat, stadium: nonEmpty.optional() }),
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
  /**
   * A player's adjustment as it comes from the player's own device: of their own side it applies at once; of the
   * opponent's side it waits for the opponent's `AnswerAdjustment` (adjustment-confirmation.ts).
   */
  z.object({ type: z.literal('ProposeAdjust'), player: seat, reason: nonEmpty, action: adjustActionSchema }),
  /** The opponent accepts or declines a proposed adjustment; the proposer may withdraw it (accept: false). */
  z.object({ type: z.literal('AnswerAdjustment'), player: seat, accept: z.boolean() }),
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
