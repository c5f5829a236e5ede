import { parseCsv } from './csv.js';
import type { PairingFact } from './league-fact.js';
import type { LeaguePlayer } from './league-state.js';

/**
 * Pairings made elsewhere, brought in as CSV: a header row, then one pairing per row with the table
 * number and both players, each named by the event's player id, Play! Pokémon ID or name. An empty
 * second player, or "BYE", is a bye. The Tournament Operations Manager's own files are not read: The
 * Pokémon Company does not publish their format (see src/league/README.md).
 */
export const PAIRINGS_CSV_HEADER = ['table', 'player1', 'player2'] as const;

export interface ImportProblem {
  readonly row: number;
  readonly reason: string;
}

export function importPairings(
  text: string,
  players: readonly LeaguePlayer[],
  tableIds: readonly string[],
): { readonly ok: true; readonly pairings: PairingFact[] } | { readonly ok: false; readonly problems: ImportProblem[] } {
  const [header, ...rows] = parseCsv(text);
  const columns = (header ?? []).map((h) => h.trim().toLowerCase());
  const at = PAIRINGS_CSV_HEADER.map((name) => columns.indexOf(name));
  if (at.some((i) => i < 0)) return { ok: false, problems: [{ row: 1, reason: `the first row names the columns: ${PAIRINGS_CSV_HEADER.join(', ')}` }] };
  const problems: ImportProblem[] = [];
  const pairings: PairingFact[] = [];
  const seated = new Set<string>();
  const find = (name: string, row: number): string | null => {
    const key = name.trim().toLowerCase();
    const found = players.filter((p) => p.id.toLowerCase() === key || p.playId?.toLowerCase() === key || p.name.toLowerCase() === key);
    if (found.length !== 1) {
      problems.push({ row, reason: found.length === 0 ? `no player "${name.trim()}" in the event` : `"${name.trim()}" names ${found.length} players: use the player id` });
      return null;
    }
    const [player] = found;
    if (!player) return null;
    if (player.droppedAfter !== null) problems.push({ row, reason: `${player.name} has dropped` });
    if (seated.has(player.id)) problems.push({ row, reason: `${player.name} is paired twice` });
    seated.add(player.id);
    return player.id;
  };
  rows.forEach((cells, index) => {
    const row = index + 2;
    const [tableCell, p1Cell, p2Cell] = at.map((i) => (cells[i] ?? '').trim());
    const table = Number(tableCell);
    if (!Number.isInteger(table) || table < 1) {
      problems.push({ row, reason: `"${tableCell}" is not a table number` });
      return;
    }
    if (pairings.some((p) => p.table === table)) problems.push({ row, reason: `table ${table} is used twice` });
    const p1 = find(p1Cell ?? '', row);
    const bye = (p2Cell ?? '') === '' || p2Cell?.toUpperCase() === 'BYE';
    const p2 = bye ? null : find(p2Cell ?? '', row);
    if (p1 === null || (!bye && p2 === null)) return;
    pairings.push({ table, tableId: bye ? null : (tableIds[table - 1] ?? null), p1, p2 });
  });
  const unpaired = players.filter((p) => p.droppedAfter === null && !seated.has(p.id));
  for (const p of unpaired) problems.push({ row: 0, reason: `${p.name} (${p.id}) is in no pairing` });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, pairings: pairings.sort((a, b) => a.table - b.table) };
}
