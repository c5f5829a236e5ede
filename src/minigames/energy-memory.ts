import type { EnergyType } from '../rules/index.js';
import { accept, refuse, type Outcome } from './outcome.js';

/**
 * 003 "Boosterspaß", "Energie-Memory": four basic Energy cards of each type, face down in rows and
 * columns; the players take turns turning over two; a matching pair is kept, otherwise both are turned
 * back; when every pair is found, the most pairs win.
 */
export const CARDS_PER_TYPE = 4;

export interface MemoryState {
  readonly kind: 'energy-memory';
  readonly players: readonly string[];
  readonly turn: number;
  /** Face-down cards left of each type. */
  readonly left: Readonly<Partial<Record<EnergyType, number>>>;
  readonly pairs: readonly number[];
  readonly finished: boolean;
  /** Every player with the most pairs, once all are found. */
  readonly winners: readonly number[];
}

export function startMemory(players: readonly string[], types: readonly EnergyType[]): MemoryState {
  if (players.length < 2 || players.length > 4) throw new Error(`Boosterspaß is for 2 to 4 players, not ${players.length}`);
  if (new Set(types).size !== types.length || types.length === 0) throw new Error('name each Energy type once');
  return {
    kind: 'energy-memory',
    players,
    turn: 0,
    left: Object.fromEntries(types.map((t) => [t, CARDS_PER_TYPE])),
    pairs: players.map(() => 0),
    finished: false,
    winners: [],
  };
}

/** `player` turned over two cards of these types. */
export function turnOver(state: MemoryState, player: number, first: EnergyType, second: EnergyType): Outcome<MemoryState> {
  if (state.finished) return refuse('every pair has been found');
  if (player !== state.turn) return refuse(`it is ${state.players[state.turn]}'s turn`);
  const need = first === second ? 2 : 1;
  for (const type of new Set([first, second])) {
    if ((state.left[type] ?? 0) < need) return refuse(need === 2 ? `fewer than two ${type} Energy are face down` : `no ${type} Energy is face down any more`);
  }
  const next = (player + 1) % state.players.length;
  if (first !== second) return accept({ ...state, turn: next });
  const left = { ...state.left, [first]: (state.left[first] ?? 0) - 2 };
  const pairs = state.pairs.map((n, i) => (i === player ? n + 1 : n));
  const finished = Object.values(left).every((n) => n === 0);
  const most = Math.max(...pairs);
  return accept({ ...state, left, pairs, turn: next, finished, winners: finished ? pairs.flatMap((n, i) => (n === most ? [i] : [])) : [] });
}
