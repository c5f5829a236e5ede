import type { MirrormatConfig } from '../../config/config.schema.js';
import type { ZoneId } from '../reader-port.js';

/** One configured board and the zones its antennas read. */
export interface BoardBinding {
  readonly board: string;
  readonly table: string;
  /** antenna -> zone on the board's table */
  readonly zones: ReadonlyMap<number, ZoneId>;
}

/**
 * Builds the (board, antenna) -> (table, zone) map from tables[].zones[].reader and boards[].
 * A board's antennas may only serve the table the board is registered to: the broker lets it
 * publish under that table alone, so a zone on another table could never hear from it.
 */
export function boardBindings(config: Pick<MirrormatConfig, 'boards' | 'tables'>): BoardBinding[] {
  const bindings = new Map<string, { board: string; table: string; zones: Map<number, ZoneId> }>();
  for (const board of config.boards) bindings.set(board.id, { board: board.id, table: board.table, zones: new Map() });
  for (const table of config.tables) {
    for (const zone of table.zones) {
      if (!('board' in zone.reader)) continue;
      const binding = bindings.get(zone.reader.board);
      if (!binding) throw new Error(`tables[${table.id}] zone ${zone.zone}: no board "${zone.reader.board}" in boards`);
      if (binding.table !== table.id) {
        throw new Error(
          `tables[${table.id}] zone ${zone.zone}: board "${binding.board}" belongs to table "${binding.table}"`,
        );
      }
      const taken = binding.zones.get(zone.reader.antenna);
      if (taken !== undefined) {
        throw new Error(
          `tables[${table.id}] zone ${zone.zone}: board "${binding.board}" antenna ${zone.reader.antenna} already reads ${taken}`,
        );
      }
      binding.zones.set(zone.reader.antenna, zone.zone);
    }
  }
  return [...bindings.values()];
}
