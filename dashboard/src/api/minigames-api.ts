import { createdMiniGameSchema, type MiniGameMoveBody, miniGameViewSchema } from '@protocol';
import type { z } from 'zod';
import { requestJson } from './rest.js';

/** GET /api/minigames/:id: `state` is the game's own (src/minigames/*.ts), read by kind on the page. */
export type MiniGameView = z.infer<typeof miniGameViewSchema>;

/** The kinds started with these settings; Poké-Fang has its own start form (poke-fang-api.ts). */
export const PLAYABLE_KINDS = ['highest-number', 'questions-151', 'whos-that-pokemon', 'energy-memory'] as const;
export type PlayableKind = (typeof PLAYABLE_KINDS)[number];

export async function createMiniGame(kind: PlayableKind, players: readonly [string, string], cardsEach: number): Promise<{ game: MiniGameView; token: string }> {
  // Energie-Memory: the hub lays out the Scarlet & Violet basic Energy types unless told otherwise.
  const body = kind === 'highest-number' || kind === 'energy-memory' ? { kind, players } : { kind, players, cardsEach };
  const { token, ...game } = await requestJson('/api/minigames', createdMiniGameSchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { game, token };
}

/** A game as the hub pushes it (live topic `minigame`): GET /api/minigames/:id's body, checked with its schema. */
export const readMiniGame = (state: unknown): MiniGameView => miniGameViewSchema.parse(state);

export const playMiniGameMove = (id: string, token: string, move: MiniGameMoveBody): Promise<MiniGameView> =>
  requestJson(`/api/minigames/${encodeURIComponent(id)}/moves`, miniGameViewSchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-minigame-token': token },
    body: JSON.stringify(move),
  });
