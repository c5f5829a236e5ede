/**
 * Swiss pairings (Play! Pokémon Tournament Rules Handbook, "Swiss" pairings; the Tournament Operations
 * Procedures describe the same): players meet players with the same record, a player is paired down to
 * the next record only where their group cannot pair within itself, nobody meets an opponent twice
 * while another pairing avoids it, and with an odd number the bye goes to the lowest-ranked player who
 * has not had one (at most one bye each). Written here rather than taken from npm: `tournament-pairings`
 * 2.0.1 is GPL-3.0-or-later, and `tournament-organizer` 4.1.1 (MIT) depends on it.
 */

export interface SwissPlayer {
  readonly id: string;
  readonly points: number;
  /** Everyone this player has met, byes aside. */
  readonly opponents: readonly string[];
  readonly hadBye: boolean;
}

export interface SwissPairing {
  readonly p1: string;
  /** null: the bye. */
  readonly p2: string | null;
}

/** What the league asks of a pairing engine, so another (a library) can be plugged in. */
export interface Pairer {
  /** `players` in ranking order, ties in the order to keep (the caller shuffles a score group: the randomness comes in). */
  pair(players: readonly SwissPlayer[]): SwissPairing[];
}

/** Search steps before the pairer gives up avoiding rematches: pathological events only (see the bench). */
const STEP_BUDGET = 200_000;

export const swissPairer: Pairer = {
  pair(players) {
    // Stable: within a score group the caller's order holds.
    const ranked = [...players].sort((a, b) => b.points - a.points);
    const met = new Map(ranked.map((p) => [p.id, new Set(p.opponents)] as const));
    for (const avoidRematches of [true, false]) {
      const search = { steps: 0 };
      for (const bye of byeCandidates(ranked)) {
        const rest = bye === null ? ranked : ranked.filter((p) => p.id !== bye.id);
        const pairs = pairInOrder(rest.map((p) => p.id), met, avoidRematches, search);
        if (pairs) return bye === null ? pairs : [...pairs, { p1: bye.id, p2: null }];
        if (search.steps > STEP_BUDGET) break;
      }
    }
    throw new Error('swissPairer: no pairing found');
  },
};

/** Who may get the bye, lowest-ranked first: nobody for an even count; a player who had one only when all have. */
function byeCandidates(ranked: readonly SwissPlayer[]): (SwissPlayer | null)[] {
  if (ranked.length % 2 === 0) return [null];
  const lowestFirst = [...ranked].reverse();
  const fresh = lowestFirst.filter((p) => !p.hadBye);
  return fresh.length > 0 ? fresh : lowestFirst;
}

/**
 * Pairs the highest remaining player with the next one they may meet, backtracking when the rest
 * cannot be paired: the first player of a group is paired within it, and only what is left over
 * floats down to the next group.
 */
function pairInOrder(ids: readonly string[], met: ReadonlyMap<string, ReadonlySet<string>>, avoidRematches: boolean, search: { steps: number }): SwissPairing[] | null {
  const pairs: SwissPairing[] = [];
  const taken = new Set<string>();
  const go = (from: number): boolean => {
    let head = from;
    while (head < ids.length && taken.has(ids[head]!)) head += 1;
    if (head >= ids.length) return true;
    const a = ids[head]!;
    taken.add(a);
    for (let j = head + 1; j < ids.length; j += 1) {
      const b = ids[j]!;
      if (taken.has(b) || (avoidRematches && met.get(a)?.has(b))) continue;
      search.steps += 1;
      if (search.steps > STEP_BUDGET) break;
      taken.add(b);
      pairs.push({ p1: a, p2: b });
      if (go(head + 1)) return true;
      pairs.pop();
      taken.delete(b);
    }
    taken.delete(a);
    return false;
  };
  return go(0) ? pairs : null;
}
