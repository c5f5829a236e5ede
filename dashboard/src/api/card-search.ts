import { cardDefSchema, type CardDef } from '@rules/index.js';
import { requestJson } from './rest.js';

/** GET /api/cards?name=: the catalogue's cards by name (English, German or French), at most `limit`. */
export const searchCards = (name: string, limit = 20): Promise<CardDef[]> =>
  requestJson(`/api/cards?${new URLSearchParams({ name, limit: String(limit) }).toString()}`, cardDefSchema.array());
