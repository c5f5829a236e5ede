import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standings, type PlayedMatch, type StandingsPlayer } from './standings.js';

// Play! Pokémon Tournament Rules Handbook, Swiss standings: match points 3/1/0, then opponents' win
// percentage (no opponent below 25 %), then opponents' opponents' win percentage; byes count for no one.

const player = (id: string, over: Partial<StandingsPlayer> = {}): StandingsPlayer => ({ id, name: id, firstRound: 1, dropped: false, ...over });
const won = (round: number, p1: string, p2: string): PlayedMatch => ({ round, p1, p2, outcome: 'p1' });

describe('standings', () => {
  it('gives 3 points a win, 1 a tie, 0 a loss, and 3 a bye', () => {
    const rows = standings([player('A'), player('B'), player('C')], [
      { round: 1, p1: 'A', p2: 'B', outcome: 'tie' },
      { round: 1, p1: 'C', p2: null, outcome: 'p1' },
    ]);
    expect(rows.map((r) => [r.playerId, r.matchPoints, r.wins, r.losses, r.ties])).toEqual([
      ['C', 3, 1, 0, 0],
      ['A', 1, 0, 0, 1],
      ['B', 1, 0, 0, 1],
    ]);
  });

  it("breaks a tie on points by opponents' win percentage, each opponent counted at 25 % at least", () => {
    // Round 1: A beats C, B beats D. Round 2: A loses to B, C beats D. A and C have 3 points.
    // A's opponents: C (1-1: 50 %), B (2-0: 100 %) -> 75 %. C's: A (1-1: 50 %), D (0-2: 0 % -> 25 %) -> 37.5 %.
    const rows = standings([player('A'), player('B'), player('C'), player('D')], [won(1, 'A', 'C'), won(1, 'B', 'D'), won(2, 'B', 'A'), won(2, 'C', 'D')]);
    expect(rows.map((r) => [r.playerId, r.matchPoints, r.owp])).toEqual([
      ['B', 6, 0.375],
      ['A', 3, 0.75],
      ['C', 3, 0.375],
      ['D', 0, 0.75],
    ]);
    // B's opponents' opponents' win percentage: the mean of D's (B 100 %, C 50 %: 75 %) and A's (C 50 %, B 100 %: 75 %).
    expect(rows[0]?.oowp).toBeCloseTo(0.75);
  });

  it("leaves a bye out of the byed player's record in an opponent's resistance", () => {
    // A has a bye then loses to B: A counts as 0-1 for B's resistance, floored at 25 %.
    const rows = standings([player('A'), player('B'), player('C')], [{ round: 1, p1: 'A', p2: null, outcome: 'p1' }, won(1, 'B', 'C'), won(2, 'B', 'A')]);
    expect(rows.find((r) => r.playerId === 'B')?.owp).toBe(0.25);
  });

  it("counts a late entry's missed rounds as losses and keeps a dropped player in the standings", () => {
    const rows = standings([player('A'), player('B', { dropped: true }), player('L', { firstRound: 2 })], [won(1, 'A', 'B'), won(2, 'L', 'A')]);
    // L (late, 1-1 with the missed round) meets A only: 50 %. A met B (0-1: 25 %) and L (50 %): 37.5 %.
    expect(rows.map((r) => [r.playerId, r.wins, r.losses, r.dropped])).toEqual([
      ['L', 1, 1, false],
      ['A', 1, 1, false],
      ['B', 0, 1, true],
    ]);
  });

  it('ranks the winner of the match between two players otherwise tied first (head-to-head)', () => {
    const rows = standings([player('A'), player('Z')], [won(1, 'Z', 'A')]);
    expect(rows.map((r) => r.playerId)).toEqual(['Z', 'A']);
  });
});

describe('standings over random events', () => {
  const eventArb = fc.integer({ min: 2, max: 16 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      matches: fc.array(
        fc.record({ a: fc.nat(n - 1), b: fc.nat(n - 1), outcome: fc.constantFrom('p1' as const, 'p2' as const, 'tie' as const), bye: fc.boolean() }),
        { maxLength: 40 },
      ),
    }),
  );

  it('hands out 3 points a decided match or bye and 2 a tie, ranks by points, and keeps every win percentage between 25 % and 100 %', () => {
    fc.assert(
      fc.property(eventArb, ({ n, matches }) => {
        const players = Array.from({ length: n }, (_, i) => player(`P${i}`));
        const played: PlayedMatch[] = matches.map((m, i) =>
          m.bye || m.a === m.b ? { round: i + 1, p1: `P${m.a}`, p2: null, outcome: 'p1' } : { round: i + 1, p1: `P${m.a}`, p2: `P${m.b}`, outcome: m.outcome },
        );
        const rows = standings(players, played);
        const expected = played.reduce((sum, m) => sum + (m.outcome === 'tie' ? 2 : 3), 0);
        expect(rows.reduce((sum, r) => sum + r.matchPoints, 0)).toBe(expected);
        expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
        for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1]!.matchPoints).toBeGreaterThanOrEqual(rows[i]!.matchPoints);
        for (const r of rows) {
          const hasOpponent = played.some((m) => m.p2 !== null && (m.p1 === r.playerId || m.p2 === r.playerId));
          if (hasOpponent) expect(r.owp).toBeGreaterThanOrEqual(0.25);
          expect(r.owp).toBeLessThanOrEqual(1);
          expect(r.oowp).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
