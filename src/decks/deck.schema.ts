import { z } from 'zod';
import { RESTRICTION_IDS } from '../formats/restriction-menu.format.js';
import { credentialsSchema } from '../protocol/index.js';

/** A pasted list: TCG Live exports are a few kilobytes; 20,000 characters leave room for comments and banners. */
const listText = z.string().min(1).max(20_000);
const formatId = z.string().trim().min(1).max(40);

export const parseDeckSchema = z.strictObject({ list: listText });
export type ParseDeck = z.output<typeof parseDeckSchema>;

export const validateDeckSchema = z.strictObject({
  list: listText,
  format: formatId,
  /** Multi-Level levels 2-6: the deck of the level before, to check what was added and swapped (003). */
  previous: listText.optional(),
  /** 003 "Packkampf": the opened booster's cards, as a list; the deck is that booster and ten basic Energy. */
  booster: listText.optional(),
});
export type ValidateDeckBody = z.output<typeof validateDeckSchema>;

export const exportDeckSchema = z.strictObject({
  cards: z.array(z.strictObject({ id: z.string().trim().min(1).max(40), count: z.int().min(1).max(60) })).min(1).max(200),
});
export type ExportDeck = z.output<typeof exportDeckSchema>;

export const registerDeckSchema = z.strictObject({
  /** A deck is registered for one match (kept with it) or for an event (all its rounds). */
  scope: z.enum(['match', 'event']),
  scopeId: z.string().trim().min(1).max(80),
  player: z.string().trim().min(1).max(60),
  /** Required for an event; a match's own format when absent. */
  format: formatId.optional(),
  list: listText,
  /** 003 "Packkampf": the opened booster's cards, as a list. */
  booster: listText.optional(),
  /**
   * The player's own credential, for a match: their seat's code at the match's table (the table's
   * latest match). Without it, the organiser's admin token (Authorization: Bearer) is needed.
   */
  by: credentialsSchema.options[1].optional(),
});
export type RegisterDeck = z.output<typeof registerDeckSchema>;

export const listRegistrationsSchema = z.strictObject({
  scope: z.enum(['match', 'event']),
  scopeId: z.string().trim().min(1).max(80),
});
export type ListRegistrations = z.output<typeof listRegistrationsSchema>;

/** 003 "Menü der Beschränkungen": the restrictions the players agreed on. */
export const restrictionMenuSchema = z.strictObject({ restrictions: z.array(z.enum(RESTRICTION_IDS)).max(RESTRICTION_IDS.length) });
export type RestrictionMenuBody = z.output<typeof restrictionMenuSchema>;
