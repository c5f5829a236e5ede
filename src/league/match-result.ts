import type { MatchOutcome } from './standings.js';

/**
 * A match's result from its games, and a game's result when time ends it, after the Play! Pokémon
 * Tournament Rules Handbook's end-of-match procedure for Swiss rounds: when time is called the turn in
 * progress is Turn 0, then three more turns are played; a game still going after the third is won by
 * the player who has taken more Prize cards, and is a tie where both have taken as many. A match is
 * won by the player who won more of its games; as many each (a game-one tie, one game each) is a tie.
 * Where: the Play! Pokémon Tournament Rules Handbook (English version of 30 September 2021), "5. Trading
 * Card Game Tournament Rules" (its time limits and end-of-match procedure). Only the handbook's table
 * of contents could be read here; the procedure is checked against rulings and summaries of it, and a
 * tie after the three turns stands only in Swiss rounds, where ties score (src/league/README.md).
 */

export type Side = 'p1' | 'p2';
export type GameOutcome = Side | 'tie';

export const EXTRA_TURNS = 3;

export function gamesToWin(bestOf: 1 | 3): number {
  return bestOf === 1 ? 1 : 2;
}

/** The match's winner once one side has won enough games; null while it goes on and time has not ended it. */
export function matchOutcome(bestOf: 1 | 3, games: readonly GameOutcome[], timeIsUp: boolean): MatchOutcome | null {
  const p1 = games.filter((g) => g === 'p1').length;
  const p2 = games.filter((g) => g === 'p2').length;
  const needed = gamesToWin(bestOf);
  if (p1 >= needed) return 'p1';
  if (p2 >= needed) return 'p2';
  // All games played without a winner of enough (a tied game among them) ends the match as surely as time.
  if (!timeIsUp && games.length < bestOf) return null;
  if (p1 === p2) return 'tie';
  return p1 > p2 ? 'p1' : 'p2';
}

/** A game that time ended after the three extra turns: more Prize cards taken wins, as many is a tie. */
export function gameAtTime(prizesTaken: { readonly p1: number; readonly p2: number }): GameOutcome {
  if (prizesTaken.p1 === prizesTaken.p2) return 'tie';
  return prizesTaken.p1 > prizesTaken.p2 ? 'p1' : 'p2';
}
