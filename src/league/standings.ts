/**
 * Standings as the Play! Pokémon Tournament Rules Handbook ranks Swiss players: match points (win 3,
 * tie 1, loss 0; a bye is a win), then opponents' win percentage ("resistance"), then opponents'
 * opponents' win percentage, then head-to-head. A player's win percentage counts a win 1 and a tie
 * 0.5 over the rounds played against an opponent, and never goes below 25 %; byes count for no one's
 * resistance (neither as an opponent nor in the opponent's record). Dropped players stay in the
 * standings. A late entry's missed rounds are losses. Where: the Play! Pokémon Tournament Rules
 * Handbook (English version of 30 September 2021), "4. Tournament Operations & Specifics", which took
 * over the Tournament Operation Procedures (26 July 2017, "3.1.4.1 Determining Tiebreakers"); only
 * their tables of contents could be read here, so the 25 % floor and the bye rule come from public
 * summaries of that text (src/league/README.md).
 */

export type MatchOutcome = 'p1' | 'p2' | 'tie';

export interface PlayedMatch {
  readonly round: number;
  readonly p1: string;
  /** null: a bye for p1. */
  readonly p2: string | null;
  readonly outcome: MatchOutcome;
}

export interface StandingsPlayer {
  readonly id: string;
  readonly name: string;
  /** The first round the player was paired in (a late entry's earlier rounds are losses). */
  readonly firstRound: number;
  readonly dropped: boolean;
}

export interface Standing {
  readonly rank: number;
  readonly playerId: string;
  readonly name: string;
  readonly matchPoints: number;
  readonly wins: number;
  readonly losses: number;
  readonly ties: number;
  /** Opponents' win percentage, 0..1. */
  readonly owp: number;
  /** Opponents' opponents' win percentage, 0..1. */
  readonly oowp: number;
  readonly dropped: boolean;
}

export const POINTS = { win: 3, tie: 1, loss: 0 } as const;
/** The floor of a player's win percentage in an opponent's resistance. */
export const MIN_WIN_PERCENTAGE = 0.25;

interface PlayerRecord {
  wins: number;
  losses: number;
  ties: number;
  byes: number;
  /** Rounds missed as a late entry: losses. */
  missed: number;
  readonly opponents: string[];
  readonly beat: Set<string>;
}

export function standings(players: readonly StandingsPlayer[], matches: readonly PlayedMatch[]): Standing[] {
  const records = new Map<string, PlayerRecord>(players.map((p) => [p.id, { wins: 0, losses: 0, ties: 0, byes: 0, missed: p.firstRound - 1, opponents: [], beat: new Set() }]));
  const rec = (id: string) => {
    const r = records.get(id);
    if (!r) throw new Error(`standings: a match names unknown player "${id}"`);
    return r;
  };
  for (const m of matches) {
    const a = rec(m.p1);
    if (m.p2 === null) {
      a.byes += 1;
      continue;
    }
    const b = rec(m.p2);
    a.opponents.push(m.p2);
    b.opponents.push(m.p1);
    if (m.outcome === 'tie') {
      a.ties += 1;
      b.ties += 1;
    } else {
      const [w, l, loserId] = m.outcome === 'p1' ? [a, b, m.p2] : [b, a, m.p1];
      w.wins += 1;
      l.losses += 1;
      w.beat.add(loserId);
    }
  }
  // Byes are left out of the record resistance reads.
  const winPercentage = new Map(
    [...records].map(([id, r]) => {
      const played = r.wins + r.losses + r.ties + r.missed;
      return [id, played === 0 ? MIN_WIN_PERCENTAGE : Math.max(MIN_WIN_PERCENTAGE, (r.wins + r.ties / 2) / played)] as const;
    }),
  );
  const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length);
  const owp = new Map([...records].map(([id, r]) => [id, mean(r.opponents.map((o) => winPercentage.get(o) ?? 0))] as const));
  const oowp = new Map([...records].map(([id, r]) => [id, mean(r.opponents.map((o) => owp.get(o) ?? 0))] as const));

  const rows = players.map((p) => {
    const r = rec(p.id);
    return {
      playerId: p.id,
      name: p.name,
      matchPoints: POINTS.win * (r.wins + r.byes) + POINTS.tie * r.ties,
      wins: r.wins + r.byes,
      losses: r.losses + r.missed,
      ties: r.ties,
      owp: owp.get(p.id) ?? 0,
      oowp: oowp.get(p.id) ?? 0,
      dropped: p.dropped,
    };
  });
  rows.sort(
    (a, b) =>
      b.matchPoints - a.matchPoints ||
      b.owp - a.owp ||
      b.oowp - a.oowp ||
      headToHead(a.playerId, b.playerId) ||
      a.name.localeCompare(b.name) ||
      a.playerId.localeCompare(b.playerId),
  );
  return rows.map((row, i) => ({ rank: i + 1, ...row }));

  function headToHead(a: string, b: string): number {
    if (rec(a).beat.has(b) && !rec(b).beat.has(a)) return -1;
    if (rec(b).beat.has(a) && !rec(a).beat.has(b)) return 1;
    return 0;
  }
}
