import { createdStickersSchema, readyDecksSchema, virtualTableStateSchema, type ReadyDeck, type VirtualTableStateBody } from '@protocol';
import type { Seat } from '../game/game-view.js';
import { requestJson } from '../api/rest.js';

const base = (table: string) => `/api/demo/tables/${encodeURIComponent(table)}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** New stickers for a seat's cards, made and enrolled by the hub (src/demo/virtual-stickers.service.ts). */
export async function makeStickers(token: string, table: string, seat: Seat, cards: readonly string[]) {
  const made = [];
  // The hub takes at most 100 cards a request.
  for (let i = 0; i < cards.length; i += 100) {
    const body = JSON.stringify({ seat, cards: cards.slice(i, i + 100) });
    const answer = await requestJson(`${base(table)}/stickers`, createdStickersSchema, { method: 'POST', headers: { ...auth(token), 'content-type': 'application/json' }, body });
    made.push(...answer.stickers);
  }
  return made;
}

export const fetchVirtualTable = (token: string, table: string): Promise<VirtualTableStateBody> =>
  requestJson(`${base(table)}/virtual`, virtualTableStateSchema, { headers: auth(token) });

/** The catalogue's ready-made decks, each card by id and count (src/demo/virtual-stickers.service.ts `readyDecks`). */
export const fetchReadyDecks = (token: string, table: string): Promise<ReadyDeck[]> => requestJson(`${base(table)}/decks`, readyDecksSchema, { headers: auth(token) });
