import { z } from 'zod';

/** i18n/card-names.json (TCGdex, MIT): card id -> names; only German and French are kept. */
export const cardNamesSchema = z.record(
  z.string(),
  z.object({ de: z.string().min(1).optional(), fr: z.string().min(1).optional() }),
);
export type CardNames = z.infer<typeof cardNamesSchema>;
