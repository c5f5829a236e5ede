import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { swissPairer, type SwissPairing, type SwissPlayer } from './swiss-pairing.js';

// Play! Pokémon Tournament Rules Handbook, Swiss pairings: same record first, pair down only by need,
// no rematch while another pairing avoids it, the bye to the lowest player without one, one bye each.

interface Sim {
  readonly players: SwissPlayer[];
  readonly rounds: SwissPairing[][];
}

/** Plays `rounds` Swiss rounds of `n` players; results come from `outcomes` (0: p1 wins, 1: p2 wins, 2: tie). */
function simulate(n: number, rounds: number, order: readonly number[], outcomes: readonly number[], ties: boolean): Sim {
  const ids = Array.from({ length: n }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);
  const points = new Map(ids.map((id) => [id, 0]));
  const opponents = new Map(ids.map((id) => [id, [] as string[]]));
  const byes = new Set<string>();
  const played: SwissPairing[][] = [];
  let k = 0;
  let before: SwissPlayer[] = [];
  for (let r = 0; r < rounds; r += 1) {
    // The caller's order within a score group: a fixed random permutation, as the hub shuffles.
    const ranked = [...ids].sort((a, b) => (points.get(b) ?? 0) - (points.get(a) ?? 0) || (order[ids.indexOf(a)] ?? 0) - (order[ids.indexOf(b)] ?? 0));
    before = ranked.map((id) => ({ id, points: points.get(id) ?? 0, opponents: [...(opponents.get(id) ?? [])], hadBye: byes.has(id) }));
    const pairs = swissPairer.pair(before);
    played.push(pairs);
    if (r === rounds - 1) break;
    for (const { p1, p2 } of pairs) {
      if (p2 === null) {
        byes.add(p1);
        points.set(p1, (points.get(p1) ?? 0) + 3);
        continue;
      }
      opponents.get(p1)?.push(p2);
      opponents.get(p2)?.push(p1);
      const o = (outcomes[k++ % outcomes.length] ?? 0) % (ties ? 3 : 2);
      if (o === 2) {
        points.set(p1, (points.get(p1) ?? 0) + 1);
        points.set(p2, (points.get(p2) ?? 0) + 1);
      } else points.set(o === 0 ? p1 : p2, (points.get(o === 0 ? p1 : p2) ?? 0) + 3);
    }
  }
  return { players: before, rounds: played };
}

const eventArb = fc.integer({ min: 8, max: 64 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    // Up to (n - 1) / 2 rounds: then a pairing without rematches always exists (Dirac's theorem on the graph of
    // players not yet met), so every rematch the pairer makes is one it could have avoided.
    rounds: fc.integer({ min: 1, max: Math.min(7, Math.floor((n - 1) / 2)) }),
    order: fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i), { minLength: n, maxLength: n }),
    outcomes: fc.array(fc.nat(5), { minLength: 1, maxLength: 200 }),
    ties: fc.boolean(),
  }),
);

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

describe('Swiss pairings over random events of 8 to 64 players', () => {
  it('pairs every player exactly once a round, and nobody twice against the same opponent', () => {
    fc.assert(
      fc.property(eventArb, ({ n, rounds, order, outcomes, ties }) => {
        const { rounds: played } = simulate(n, rounds, order, outcomes, ties);
        const met = new Set<string>();
        for (const pairs of played) {
          const seated = pairs.flatMap((p) => (p.p2 === null ? [p.p1] : [p.p1, p.p2]));
          expect(new Set(seated).size).toBe(n);
          for (const p of pairs) {
            if (p.p2 === null) continue;
            expect(met.has(key(p.p1, p.p2)), `${p.p1} and ${p.p2} met again`).toBe(false);
            met.add(key(p.p1, p.p2));
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives at most one bye per player, and each bye to the lowest-ranked player without one', () => {
    fc.assert(
      fc.property(eventArb, ({ n, rounds, order, outcomes, ties }) => {
        const sim = simulate(n, rounds, order, outcomes, ties);
        const byes = sim.rounds.flatMap((pairs) => pairs.filter((p) => p.p2 === null).map((p) => p.p1));
        expect(byes.length).toBe(n % 2 === 0 ? 0 : rounds);
        expect(new Set(byes).size).toBe(byes.length);
        // The last round's bye: nobody without a bye ranks below its player.
        const last = sim.rounds.at(-1)?.find((p) => p.p2 === null);
        if (last) {
          const ranked = sim.players;
          const at = ranked.findIndex((p) => p.id === last.p1);
          expect(ranked.slice(at + 1).filter((p) => !p.hadBye).map((p) => p.id)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('respects point groups: in round 2 winners meet winners and losers losers, one pairing down where the winners are odd', () => {
    fc.assert(
      fc.property(eventArb, ({ n, order, outcomes }) => {
        // After a round without ties no two players of one group have met, so only parity makes a player pair down.
        const { players, rounds: played } = simulate(n, 2, order, outcomes, false);
        const points = new Map(players.map((p) => [p.id, p.points]));
        const pairs = (played.at(-1) ?? []).filter((p) => p.p2 !== null);
        const across = pairs.filter((p) => points.get(p.p1) !== points.get(p.p2 ?? ''));
        const winners = players.filter((p) => p.points === 3).length;
        const paired = n % 2 === 1 ? n - 1 : n;
        // With an odd count the bye takes the lowest loser, leaving the losers' group one smaller.
        const losersPaired = paired - winners;
        expect(across.length).toBe(winners % 2 === 1 || losersPaired % 2 === 1 ? 1 : 0);
        for (const p of across) expect([points.get(p.p1), points.get(p.p2 ?? '')]).toEqual([3, 0]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('Swiss pairings, one scenario each', () => {
  it('pairs a 4-player round 2 winners against winners and losers against losers', () => {
    const players: SwissPlayer[] = [
      { id: 'A', points: 3, opponents: ['C'], hadBye: false },
      { id: 'B', points: 3, opponents: ['D'], hadBye: false },
      { id: 'C', points: 0, opponents: ['A'], hadBye: false },
      { id: 'D', points: 0, opponents: ['B'], hadBye: false },
    ];
    expect(swissPairer.pair(players)).toEqual([{ p1: 'A', p2: 'B' }, { p1: 'C', p2: 'D' }]);
  });

  it('pairs a player down past a rematch rather than repeat it', () => {
    const players: SwissPlayer[] = [
      { id: 'A', points: 6, opponents: ['B', 'C'], hadBye: false },
      { id: 'B', points: 6, opponents: ['A', 'D'], hadBye: false },
      { id: 'C', points: 3, opponents: ['D', 'A'], hadBye: false },
      { id: 'D', points: 0, opponents: ['C', 'B'], hadBye: false },
    ];
    expect(swissPairer.pair(players)).toEqual([{ p1: 'A', p2: 'D' }, { p1: 'B', p2: 'C' }]);
  });

  it('meets an opponent again only when no pairing avoids it', () => {
    const players: SwissPlayer[] = [
      { id: 'A', points: 3, opponents: ['B'], hadBye: false },
      { id: 'B', points: 0, opponents: ['A'], hadBye: false },
    ];
    expect(swissPairer.pair(players)).toEqual([{ p1: 'A', p2: 'B' }]);
  });

  it('gives the bye to the lowest player who has not had one', () => {
    const players: SwissPlayer[] = [
      { id: 'A', points: 3, opponents: [], hadBye: false },
      { id: 'B', points: 3, opponents: [], hadBye: false },
      { id: 'C', points: 3, opponents: [], hadBye: false },
      { id: 'D', points: 0, opponents: [], hadBye: true },
      { id: 'E', points: 0, opponents: [], hadBye: false },
    ];
    const pairs = swissPairer.pair(players);
    expect(pairs.find((p) => p.p2 === null)).toEqual({ p1: 'E', p2: null });
  });
});
