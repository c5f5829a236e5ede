import { describe, expect, it } from 'vitest';
import { extraTurn, foldProgress, NO_PROGRESS } from './extra-turns.js';

// Play! Pokémon Tournament Rules Handbook, end-of-match procedure: the turn in progress when time is called is Turn 0, then three more turns.

const rows = (...events: object[]) => events.map((event, i) => ({ seq: i + 1, event }));

describe('counting the three extra turns from the engine events', () => {
  it('folds turns, Prize cards and the winner out of the match log', () => {
    const p = foldProgress(NO_PROGRESS, rows({ type: 'TurnStarted', player: 'p1', number: 1 }, { type: 'PrizesTaken', player: 'p1', count: 2 }, { type: 'TurnEnded', player: 'p1', number: 1 }, { type: 'GameWon', winner: 'p1', reasons: ['prizes'] }));
    expect(p).toEqual({ seq: 4, turnsStarted: 1, turnsEnded: 1, prizesTaken: { p1: 2, p2: 0 }, winner: 'p1', won: true });
  });

  it('makes the turn in progress at the call Turn 0 and is over when the third turn after it ends', () => {
    const call = { turnsStarted: 5, turnsEnded: 4 };
    const at = (ended: number) => extraTurn(call, { ...NO_PROGRESS, turnsStarted: ended + 1, turnsEnded: ended });
    expect([at(4), at(5), at(6), at(7), at(8)]).toEqual([
      { turn: 0, over: false },
      { turn: 1, over: false },
      { turn: 2, over: false },
      { turn: 3, over: false },
      { turn: 3, over: true },
    ]);
  });

  it('counts the next turn as Turn 1 when time is called between two turns', () => {
    const call = { turnsStarted: 4, turnsEnded: 4 };
    expect(extraTurn(call, { ...NO_PROGRESS, turnsStarted: 4, turnsEnded: 4 })).toEqual({ turn: 1, over: false });
    expect(extraTurn(call, { ...NO_PROGRESS, turnsStarted: 7, turnsEnded: 7 })).toEqual({ turn: 3, over: true });
  });
});
