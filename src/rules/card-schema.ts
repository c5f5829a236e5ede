import { z } from 'zod';
import { ENERGY_TYPES, type CardDef } from './card.js';

/** A card's facts as commands carry them, validated at the edge (the catalogue's CardDef). */
const energyType = z.enum(ENERGY_TYPES);
const nonEmpty = z.string().min(1).max(200);

const printedDamage = z.object({
  amount: z.number().int().min(0),
  modifier: z.enum(['none', 'plus', 'times', 'minus', 'unknown']),
});

const localizedNames = z.object({ de: z.string().optional(), fr: z.string().optional() });

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
  attacks: z.array(z.object({ name: z.string(), cost: z.array(energyType), damage: printedDamage.nullable(), text: z.string(), names: localizedNames.optional(), texts: localizedNames.optional() })),
  abilities: z.array(z.object({ name: z.string(), text: z.string(), kind: z.string(), names: localizedNames.optional(), texts: localizedNames.optional() })),
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

