import { z } from 'zod';
import { ACHIEVEMENTS, type AchievementId } from '../formats/advanced.formats.js';
import { credentialsSchema } from './envelope.js';

const seat = z.enum(['p1', 'p2']);
const achievementId = z.enum(ACHIEVEMENTS.map((a) => a.id) as [AchievementId, ...AchievementId[]]);

/**
 * An achievement the hub cannot see (003 "Erfolge": reading the Pokédex entry aloud), confirmed by
 * the player who heard it (their seat's join code) or a judge (name and PIN).
 */
export const confirmAchievementSchema = z.strictObject({
  achievement: achievementId,
  /** Who earned it. */
  player: seat,
  /** The Pokémon card played, by its id in the game (as the table view shows it). */
  pokemon: z.string().trim().min(1).max(200),
  by: z.discriminatedUnion('role', [credentialsSchema.options[1], credentialsSchema.options[2]]),
});
export type ConfirmAchievementBody = z.output<typeof confirmAchievementSchema>;

const witness = z.discriminatedUnion('role', [credentialsSchema.options[1], credentialsSchema.options[2]]);
const agreedSchema = z.strictObject({ id: achievementId, points: z.int().min(1).max(100) });

/**
 * 003 "Erfolge", Vorbereitung: before the match the players agree which achievements count and how
 * many points each is worth. Both seats' join codes, or a judge; before the first turn.
 */
export const agreeAchievementsSchema = z.strictObject({
  achievements: z
    .array(agreedSchema)
    .min(1)
    .max(ACHIEVEMENTS.length)
    .refine((list) => new Set(list.map((a) => a.id)).size === list.length, 'each achievement once'),
  by: z.array(witness).min(1).max(2),
});
export type AgreeAchievementsBody = z.output<typeof agreeAchievementsSchema>;

const perSeat = z.strictObject({ p1: z.int(), p2: z.int() });

export const achievementTallySchema = z.strictObject({
  matchId: z.string(),
  pointsToWin: z.int(),
  /** What counts in this match and for how many points: 003's list unless the players agreed otherwise. */
  agreed: z.array(agreedSchema),
  points: perSeat,
  winner: seat.nullable(),
  /** The seq of the last match-log event counted. */
  seq: z.int().min(0),
  awards: z.array(
    z.strictObject({
      achievement: achievementId,
      text: z.string(),
      player: seat,
      points: z.int(),
      game: z.int(),
      turn: z.int().nullable(),
      pokemon: z.string().optional(),
      confirmedBy: z.string().optional(),
    }),
  ),
  counters: z.strictObject({
    game: z.int(),
    turn: z.int().nullable(),
    drawnThisTurn: perSeat,
    prizesThisTurn: perSeat,
    damageDealt: perSeat,
    damageHealed: perSeat,
  }),
});
export type AchievementTallyView = z.output<typeof achievementTallySchema>;
