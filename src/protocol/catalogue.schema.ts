import { z } from 'zod';

/** A card set as the store overview names it. */
export const setRefSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** YYYY/MM/DD as pokemon-tcg-data writes it. */
  releaseDate: z.string(),
});
export type SetRef = z.infer<typeof setRefSchema>;

/**
 * GET /api/catalogue/freshness and the live topic `catalogue-freshness`: whether the catalogue is older than the
 * newest set its source (catalogue.setSource) offers. A source that cannot be reached says so on /health only.
 */
export const catalogueFreshnessSchema = z.strictObject({
  /** The catalogue's newest set by release date; null for an empty catalogue. */
  newest: setRefSchema.nullable(),
  /** Whether the hub has a set source to look at. */
  sourceConfigured: z.boolean(),
  /** The newest set the source offers that the catalogue lacks; null when up to date, not looked at, or unreachable. */
  newer: setRefSchema.nullable(),
  /** When the source last answered (ISO time). */
  checkedAt: z.string().nullable(),
});
export type CatalogueFreshness = z.infer<typeof catalogueFreshnessSchema>;

/** POST /api/catalogue/sets/:setId/import: what importing one set did. */
export const setImportSchema = z.strictObject({
  setId: z.string(),
  name: z.string(),
  releaseDate: z.string(),
  cards: z.int(),
  /** `unchanged` when the catalogue already held the set exactly so: importing twice changes nothing. */
  outcome: z.enum(['added', 'updated', 'unchanged']),
});
