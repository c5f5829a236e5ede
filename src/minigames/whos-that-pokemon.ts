import { accept, refuse, type Outcome } from './outcome.js';
import { bump } from './questions-151.js';

/**
 * 003 "Boosterspaß", "Welches Pokémon ist das?": the players take turns reading a card's Pokédex entry
 * aloud (without the name); the opponent has three tries to name the Pokémon; whoever names the most
 * cards wins.
 */
export const TRIES = 3;

export interface WhosThatState {
  readonly kind: 'whos-that-pokemon';
  readonly players: readonly [string, string];
  readonly cardsEach: number;
  /** Who reads the next entry; the other guesses. */
  readonly reader: 0 | 1;
  readonly read: readonly [number, number];
  /** Tries used on the entry being guessed. */
  readonly tries: number;
  readonly named: readonly [number, number];
  readonly finished: boolean;
  /** The most cards named; null when over and tied, or not over yet. */
  readonly winner: 0 | 1 | null;
}

export function startWhosThat(players: readonly [string, string], cardsEach: number): WhosThatState {
  return { kind: 'whos-that-pokemon', players, cardsEach, reader: 0, read: [0, 0], tries: 0, named: [0, 0], finished: false, winner: null };
}

/** The guesser (the player who is not reading) names a Pokémon: right or wrong. */
export function guess(state: WhosThatState, player: 0 | 1, right: boolean): Outcome<WhosThatState> {
  if (state.finished) return refuse('the game is over');
  if (player === state.reader) return refuse(`${state.players[player]} is reading this entry; the other player guesses`);
  const tries = state.tries + 1;
  if (!right && tries < TRIES) return accept({ ...state, tries });
  const named = right ? bump(state.named, player) : state.named;
  const read = bump(state.read, state.reader);
  const finished = read[0] >= state.cardsEach && read[1] >= state.cardsEach;
  // Players take turns reading, while both have cards left.
  const next: 0 | 1 = state.reader === 0 ? 1 : 0;
  const reader = read[next] < state.cardsEach ? next : state.reader;
  const winner = finished && named[0] !== named[1] ? (named[0] > named[1] ? 0 : 1) : null;
  return accept({ ...state, named, read, tries: 0, reader, finished, winner });
}
