import { createdMiniGameSchema } from '@protocol';
import type { MiniGameView } from './minigames-api.js';
import { requestJson } from './rest.js';

/** 003 "Poké-Fang": one shared row of four Pokémon, or each player's own ("Alternativer Spielaufbau"); the advanced rules play to 200 HP. */
export async function createPokeFang(
  players: readonly [string, string],
  rows: readonly [readonly string[]] | readonly [readonly string[], readonly string[]],
  advanced: boolean,
): Promise<{ game: MiniGameView; token: string }> {
  const { token, ...game } = await requestJson('/api/minigames', createdMiniGameSchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'poke-fang', players, rows, advanced }),
  });
  return { game, token };
}
