import { describe, expect, it } from 'vitest';
import { gameAtTime, matchOutcome } from './match-result.js';

// Play! Pokémon Tournament Rules Handbook, end-of-match procedure in Swiss rounds.

describe('match result from its games', () => {
  it('a best-of-three is won with two games and goes on at one game each', () => {
    expect(matchOutcome(3, ['p1', 'p1'], false)).toBe('p1');
    expect(matchOutcome(3, ['p1', 'p2'], false)).toBeNull();
    expect(matchOutcome(3, ['p2', 'p1', 'p2'], false)).toBe('p2');
  });

  it('when time ends a match, more games won wins it and as many each is a tie', () => {
    expect(matchOutcome(3, ['p1'], true)).toBe('p1');
    expect(matchOutcome(3, ['p1', 'p2'], true)).toBe('tie');
    expect(matchOutcome(3, ['p1', 'tie'], true)).toBe('p1');
    expect(matchOutcome(1, ['tie'], true)).toBe('tie');
    expect(matchOutcome(3, [], true)).toBe('tie');
  });

  it('a game still going after the third extra turn goes to the player who took more Prize cards, a tie at as many', () => {
    expect(gameAtTime({ p1: 4, p2: 2 })).toBe('p1');
    expect(gameAtTime({ p1: 1, p2: 3 })).toBe('p2');
    expect(gameAtTime({ p1: 2, p2: 2 })).toBe('tie');
  });
});
