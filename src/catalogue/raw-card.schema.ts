import { z } from 'zod';
import { ENERGY_TYPES } from '../rules/index.js';
import { cardImagesSchema } from './card-images.js';

/**
 * The pokemon-tcg-data file formats (cards/en/<setId>.json, sets/en.json, decks/en/<setId>.json),
 * as they are, quirks included: `hp` is a string, damage a string ("30+", "50×", "?", ""),
 * Weakness/Resistance values strings ("×2", "+20", "-30"). Unknown keys are dropped, so a new
 * upstream field does not break an import; a known field of the wrong type does.
 */

const energyType = z.enum(ENERGY_TYPES);

const rawAttackSchema = z.object({
  name: z.string(),
  // "Free" is printed on two old attacks that cost nothing.
  cost: z.array(z.union([energyType, z.literal('Free')])).optional(),
  convertedEnergyCost: z.number().int().nonnegative().optional(),
  damage: z.string().optional(),
  text: z.string().optional(),
});

const rawAbilitySchema = z.object({
  name: z.string(),
  text: z.string(),
  type: z.string(),
});

// Weakness "×2" (U+00D7) or "+20" on older cards; Resistance "-30".
const rawWeaknessSchema = z.object({ type: energyType, value: z.string().regex(/^[×x+]\d+$/, 'expected "×N" or "+N"') });
const rawResistanceSchema = z.object({ type: energyType, value: z.string().regex(/^[-−]\d+$/, 'expected "-N"') });

const legalitiesSchema = z.object({
  unlimited: z.string().optional(),
  expanded: z.string().optional(),
  standard: z.string().optional(),
});

export const rawCardSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  supertype: z.enum(['Pokémon', 'Trainer', 'Energy']),
  subtypes: z.array(z.string()).optional(),
  level: z.string().optional(),
  hp: z.string().regex(/^\d+$/, 'expected a number in a string').optional(),
  types: z.array(energyType).optional(),
  evolvesFrom: z.string().optional(),
  evolvesTo: z.array(z.string()).optional(),
  rules: z.array(z.string()).optional(),
  ancientTrait: z.object({ name: z.string(), text: z.string() }).optional(),
  abilities: z.array(rawAbilitySchema).optional(),
  attacks: z.array(rawAttackSchema).optional(),
  weaknesses: z.array(rawWeaknessSchema).optional(),
  resistances: z.array(rawResistanceSchema).optional(),
  retreatCost: z.array(energyType).optional(),
  convertedRetreatCost: z.number().int().nonnegative().optional(),
  number: z.string().min(1),
  artist: z.string().optional(),
  rarity: z.string().optional(),
  flavorText: z.string().optional(),
  nationalPokedexNumbers: z.array(z.number().int()).optional(),
  legalities: legalitiesSchema,
  regulationMark: z.string().optional(),
  images: cardImagesSchema.optional(),
});
export type RawCard = z.infer<typeof rawCardSchema>;

export const rawCardFileSchema = z.array(rawCardSchema);

export const rawSetSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+$/, 'expected a set id of lower-case letters and digits'),
  name: z.string().min(1),
  series: z.string(),
  printedTotal: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  legalities: legalitiesSchema,
  ptcgoCode: z.string().min(1).optional(),
  releaseDate: z.string().regex(/^\d{4}\/\d{2}\/\d{2}$/, 'expected YYYY/MM/DD'),
  updatedAt: z.string().optional(),
});
export type RawSet = z.infer<typeof rawSetSchema>;

export const rawSetFileSchema = z.array(rawSetSchema);

export const rawDeckSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  types: z.array(energyType).optional(),
  cards: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().min(1),
      rarity: z.string().optional(),
      count: z.number().int().positive(),
    }),
  ),
});
export type RawDeck = z.infer<typeof rawDeckSchema>;

export const rawDeckFileSchema = z.array(rawDeckSchema);
