import type { LeagueClockPairing } from './table-round.js';

type Side = 'p1' | 'p2';

/**
 * The hub's proposal after time, as a player reads it before confirming: the last game's outcome with
 * the Prize cards each player took (Play! Pokémon end-of-match procedure: more Prize cards wins the game
 * in progress), and the match score. Null when the table has nothing to confirm.
 */
export interface ProposedResult {
  readonly game: number;
  readonly gameWinner: Side | null;
  readonly prizesTaken: { readonly p1: number; readonly p2: number } | null;
  readonly matchWinner: Side | null;
  readonly wins: { readonly p1: number; readonly p2: number };
}

export function proposedResult(pairing: LeagueClockPairing): ProposedResult | null {
  const { proposal } = pairing;
  if (proposal === null || pairing.result !== null || proposal.games.length === 0) return null;
  const game = proposal.games.length;
  const last = proposal.games[game - 1];
  const count = (side: Side) => proposal.games.filter((g) => g === side).length;
  return {
    game,
    gameWinner: last === 'tie' || last === undefined ? null : last,
    prizesTaken: pairing.games.find((g) => g.game === game)?.prizesTaken ?? null,
    matchWinner: proposal.outcome === 'tie' ? null : proposal.outcome,
    wins: { p1: count('p1'), p2: count('p2') },
  };
}
