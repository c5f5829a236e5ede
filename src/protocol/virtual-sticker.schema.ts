import { z } from 'zod';
import { cardDefSchema } from '../rules/index.js';

/** A player's cards for the virtual table: each copy a card id (a deck of 60 is 60 ids). */
export const createStickersSchema = z.strictObject({
  seat: z.enum(['p1', 'p2']),
  cards: z.array(z.string().trim().min(1).max(40)).min(1).max(100),
});
export type CreateStickers = z.infer<typeof createStickersSchema>;

const stickerSchema = z.strictObject({ uid: z.string(), seat: z.enum(['p1', 'p2']), card: cardDefSchema });

/** POST /api/demo/tables/:id/stickers: the stickers the hub made and enrolled. */
export const createdStickersSchema = z.strictObject({ stickers: z.array(stickerSchema) });

/** GET /api/demo/tables/:id/virtual: every player's stickers and the tags on each zone, bottom first. */
export const virtualTableStateSchema = z.strictObject({
  stickers: z.array(stickerSchema),
  zones: z.record(z.string(), z.array(z.string())),
});
export type VirtualTableStateBody = z.infer<typeof virtualTableStateSchema>;
export type VirtualStickerBody = z.infer<typeof stickerSchema>;

/** GET /api/demo/tables/:id/decks: the catalogue's ready-made decks whose every card it has, each copy a line's count. */
export const readyDecksSchema = z.array(
  z.strictObject({
    id: z.string(),
    name: z.string(),
    setId: z.string(),
    cards: z.array(z.strictObject({ cardId: z.string(), count: z.int().min(1) })),
  }),
);
export type ReadyDeck = z.infer<typeof readyDecksSchema>[number];
