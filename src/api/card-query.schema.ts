import { z } from 'zod';

/** Query strings carry text; the catalogue's own cardSearchSchema checks the search itself. */
export const cardQuerySchema = z.strictObject({
  text: z.string().optional(),
  name: z.string().optional(),
  setCode: z.string().optional(),
  number: z.string().optional(),
  limit: z.coerce.number().int().optional(),
});
export type CardQuery = z.infer<typeof cardQuerySchema>;
