import { z } from 'zod';

/**
 * i18n/card-texts.json (TCGdex, MIT): card id -> the attack and Ability names of that printing in each
 * language (`en` is the pokemon-tcg-data name). Only the names are kept: a log names attacks, never texts.
 */
const localizedName = z.object({
  en: z.string(),
  de: z.string().optional(),
  fr: z.string().optional(),
  es: z.string().optional(),
  it: z.string().optional(),
  pt: z.string().optional(),
});

export const cardTextsSchema = z.record(
  z.string(),
  z.object({ attacks: z.array(localizedName).optional(), abilities: z.array(localizedName).optional() }),
);
export type CardTexts = z.infer<typeof cardTextsSchema>;
export type LocalizedName = z.infer<typeof localizedName>;
