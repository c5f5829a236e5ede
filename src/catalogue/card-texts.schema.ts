import { z } from 'zod';

/**
 * i18n/card-texts.json (TCGdex, MIT): card id -> the German and French names and texts (`effect`) of that
 * printing's attacks and Abilities, each beside its English name (`en`, as pokemon-tcg-data prints it). The
 * catalogue keeps German and French only: the other languages have no interface here.
 */
const inLanguages = { de: z.string().min(1).optional(), fr: z.string().min(1).optional() };
const localizedName = z.object({ en: z.string(), ...inLanguages, effect: z.object(inLanguages).optional() });

export const cardTextsSchema = z.record(
  z.string(),
  z.object({ attacks: z.array(localizedName).optional(), abilities: z.array(localizedName).optional() }),
);
export type CardTexts = z.infer<typeof cardTextsSchema>;
export type CardText = CardTexts[string];
