/** Who the log says a play came from, as `actor` records it: "p1", "judge:Demo Judge", "table-mirror", "p2 (table prompt 7)". */
type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The match log's actor in a judge's words: a player by name and seat, a judge by name, and the hub's own
 * sources (the table's card readers, the coin flipper, the organiser) by what they are; an actor the page
 * does not know is shown as the log has it, so nothing the log records is hidden from the judge.
 */
export function actorWords(actor: string, players: { readonly p1: string; readonly p2: string }, t: T): string {
  const seat = /^(p[12])\b/.exec(actor)?.[1] as 'p1' | 'p2' | undefined;
  if (seat) return t('logActor.player', { name: players[seat] || t(`seat.${seat}`), number: seat === 'p1' ? 1 : 2 });
  const judge = /^judge:(.+?)(?: \(table prompt [^)]*\))?$/.exec(actor)?.[1];
  if (judge) return t('logActor.judge', { name: judge });
  const known = KNOWN[actor];
  return known ? t(`logActor.${known}`) : actor;
}

/** The actors the hub itself writes (table-mirror.service.ts, match.service.ts, tables.controller.ts, league-tables.adapter.ts, achievements.service.ts). */
const KNOWN: Readonly<Record<string, string>> = {
  'table-mirror': 'mirror',
  'coin-flipper': 'coinFlipper',
  admin: 'organiser',
  league: 'league',
  achievements: 'achievements',
};
