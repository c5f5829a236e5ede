import { z } from 'zod';
import { ENERGY_TYPES } from '../rules/index.js';

const name = z.string().trim().min(1).max(60);
const two = z.tuple([name, name]);
const cardId = z.string().trim().min(1).max(40);
const player = z.union([z.literal(0), z.literal(1)]);
const basicType = z.enum(ENERGY_TYPES).exclude(['Colorless']);
/** The basic Energy types of the Scarlet & Violet era: the default set a league leader lays out. */
const SV_BASIC_TYPES = ['Grass', 'Fire', 'Water', 'Lightning', 'Psychic', 'Fighting', 'Darkness', 'Metal'] as const;

export const createMiniGameSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('highest-number'), players: two }),
  z.strictObject({ kind: z.literal('questions-151'), players: two, cardsEach: z.int().min(1).max(60) }),
  z.strictObject({ kind: z.literal('whos-that-pokemon'), players: two, cardsEach: z.int().min(1).max(60) }),
  z.strictObject({
    kind: z.literal('energy-memory'),
    players: z.array(name).min(2).max(4),
    types: z.array(basicType).min(1).max(ENERGY_TYPES.length).default([...SV_BASIC_TYPES]),
  }),
  z.strictObject({
    kind: z.literal('poke-fang'),
    players: two,
    /** One shared row of four Pokémon, or each player's own row ("Alternativer Spielaufbau"). */
    rows: z.union([z.tuple([z.array(cardId).length(4)]), z.tuple([z.array(cardId).length(4), z.array(cardId).length(4)])]),
    /** "Erweiterte Regeln": 200 HP instead of three types. */
    advanced: z.boolean().default(false),
  }),
]);
export type CreateMiniGame = z.output<typeof createMiniGameSchema>;

/** A move as a client sends it: the hub rolls the die itself unless a table die's value is given. */
export const miniGameMoveSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll'), value: z.int().min(1).max(6).optional() }),
  z.strictObject({
    type: z.literal('compare'),
    /** The two revealed cards: the hub reads KP, retreat cost and damage off the catalogue. */
    cards: z.tuple([cardId, cardId]).optional(),
    /** Read off the cards by the players (size, weight, Pokédex number). */
    values: z.tuple([z.number().min(0).max(100_000), z.number().min(0).max(100_000)]).optional(),
  }),
  z.strictObject({ type: z.literal('ask'), player, guessed: z.boolean() }),
  z.strictObject({ type: z.literal('guess'), player, right: z.boolean() }),
  z.strictObject({ type: z.literal('turn-over'), player: z.int().min(0).max(3), first: basicType, second: basicType }),
  z.strictObject({ type: z.literal('attach'), player, slot: z.int().min(0).max(3), energy: basicType }),
  z.strictObject({ type: z.literal('pass'), player }),
  z.strictObject({ type: z.literal('lay-out'), row: z.int().min(0).max(1), slot: z.int().min(0).max(3), card: cardId }),
  z.strictObject({ type: z.literal('replace'), row: z.int().min(0).max(1), slot: z.int().min(0).max(3), card: cardId }),
]);
export type MiniGameMoveBody = z.output<typeof miniGameMoveSchema>;

export const miniGameViewSchema = z.strictObject({
  id: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  moves: z.int(),
  state: z.record(z.string(), z.unknown()),
});
export const createdMiniGameSchema = miniGameViewSchema.extend({
  /** Shown once: moves need it in the X-Minigame-Token header, so onlookers cannot change the score. */
  token: z.string(),
});
