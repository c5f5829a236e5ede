import type { SetRef } from '../protocol/catalogue.schema.js';
import type { CatalogueSet } from './catalogue-data.js';

const newestFirst = (a: SetRef, b: SetRef): number => b.releaseDate.localeCompare(a.releaseDate) || b.id.localeCompare(a.id);

/** The catalogue's newest set by release date; undefined for an empty catalogue. */
export function newestSet(sets: readonly SetRef[]): SetRef | undefined {
  return [...sets].sort(newestFirst)[0];
}

/**
 * The newest set a source offers that the catalogue lacks and that is no older than the catalogue's newest set:
 * when there is one, the catalogue is older than what the source offers. An older set the catalogue lacks (a store
 * that left out a vintage set on purpose) does not make it so. Two sets released on one day (White Flare and Black
 * Bolt) count as equally new, so the one missing is still offered.
 */
export function newerSetOffered(catalogue: readonly SetRef[], offered: readonly SetRef[]): SetRef | undefined {
  const held = new Set(catalogue.map((set) => set.id));
  const newest = newestSet(catalogue);
  return newestSet(offered.filter((set) => !held.has(set.id) && (newest === undefined || set.releaseDate >= newest.releaseDate)));
}

/** Only what the overview shows of a set. */
export function setRef(set: CatalogueSet): SetRef {
  return { id: set.id, name: set.name, releaseDate: set.releaseDate };
}
