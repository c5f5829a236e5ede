import { describe, expect, it } from 'vitest';
import { proposedResult } from './proposed-result.js';
import type { LeagueClockPairing } from './table-round.js';

// Play! Pokémon Tournament Rules Handbook, end-of-match procedure: after the three extra turns the
// player who has taken more Prize cards wins the game in progress; the games won decide the match.

const pairing = (over: Partial<LeagueClockPairing>): LeagueClockPairing => ({
  table: 1,
  tableId: 't1',
  p1: { name: 'Ash' },
  p2: { name: 'Misty' },
  games: [
    { game: 1, outcome: 'p1', prizesTaken: { p1: 6, p2: 2 } },
    { game: 2, outcome: 'p1', prizesTaken: { p1: 3, p2: 1 } },
  ],
  proposal: { outcome: 'p1', games: ['p1', 'p1'] },
  confirmedBy: [],
  clock: null,
  timeCalled: { at: '2026-11-25T18:50:00.000Z', turn: null },
  result: null,
  ...over,
});

describe("the hub's proposal after time, as the players read it", () => {
  it('names the game time ended with the Prize cards taken, and the match score', () => {
    expect(proposedResult(pairing({}))).toEqual({ game: 2, gameWinner: 'p1', prizesTaken: { p1: 3, p2: 1 }, matchWinner: 'p1', wins: { p1: 2, p2: 0 } });
  });

  it('a game tied on Prize cards at one game each is a tied match', () => {
    const tied = pairing({
      games: [
        { game: 1, outcome: 'p1', prizesTaken: { p1: 6, p2: 0 } },
        { game: 2, outcome: 'p2', prizesTaken: { p1: 1, p2: 6 } },
        { game: 3, outcome: 'tie', prizesTaken: { p1: 2, p2: 2 } },
      ],
      proposal: { outcome: 'tie', games: ['p1', 'p2', 'tie'] },
    });
    expect(proposedResult(tied)).toEqual({ game: 3, gameWinner: null, prizesTaken: { p1: 2, p2: 2 }, matchWinner: null, wins: { p1: 1, p2: 1 } });
  });

  it('has nothing to confirm before the proposal, nor once the result is recorded', () => {
    expect(proposedResult(pairing({ proposal: null }))).toBeNull();
    expect(proposedResult(pairing({ result: { outcome: 'p1', games: ['p1', 'p1'], by: 'players' } }))).toBeNull();
  });
});
