import type { MirrormatConfig } from '../../config/config.schema.js';
import type { ZoneId } from '../reader-port.js';

/** A zone whose reader is a PC/SC reader, from tables[].zones[] in the config. */
export interface PcscZone {
  readonly tableId: string;
  readonly zone: ZoneId;
  readonly by: 'name' | 'pattern';
  /** As configured: the exact name, or "/pattern/". */
  readonly binding: string;
  readonly matches: (readerName: string) => boolean;
}

export function pcscZones(config: Pick<MirrormatConfig, 'tables'>): PcscZone[] {
  const zones: PcscZone[] = [];
  for (const table of config.tables) {
    for (const { zone, reader } of table.zones) {
      if ('pcsc' in reader) {
        zones.push({ tableId: table.id, zone, by: 'name', binding: reader.pcsc, matches: (name) => name === reader.pcsc });
      } else if ('pcscPattern' in reader) {
        // The config schema has already checked that the pattern compiles.
        const pattern = new RegExp(reader.pcscPattern);
        zones.push({ tableId: table.id, zone, by: 'pattern', binding: `/${reader.pcscPattern}/`, matches: (name) => pattern.test(name) });
      }
    }
  }
  return zones;
}

export type ReaderAssignment =
  | { readonly kind: 'zone'; readonly zone: PcscZone }
  | { readonly kind: 'unassigned' }
  /** Several zones claim the reader: serving one of them could put a card in the wrong zone. */
  | { readonly kind: 'ambiguous'; readonly zones: readonly PcscZone[] };

/**
 * Which zone a reader serves. An exact name beats a pattern; two exact names, or two patterns
 * with no exact name, leave the reader serving nothing, reported as ambiguous.
 */
export function assignReader(zones: readonly PcscZone[], readerName: string, taken: ReadonlySet<PcscZone>): ReaderAssignment {
  const exact = zones.filter((zone) => zone.by === 'name' && zone.matches(readerName));
  const candidates = exact.length > 0 ? exact : zones.filter((zone) => zone.by === 'pattern' && zone.matches(readerName));
  if (candidates.length > 1) return { kind: 'ambiguous', zones: candidates };
  const [zone] = candidates;
  if (!zone) return { kind: 'unassigned' };
  if (taken.has(zone)) return { kind: 'ambiguous', zones: [zone] };
  return { kind: 'zone', zone };
}
