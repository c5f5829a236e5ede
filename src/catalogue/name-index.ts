/** One card as the name search sees it: folded names (nameKey) and where it sorts. */
export interface NameEntry {
  readonly id: string;
  readonly setId: string;
  readonly releaseDate: string;
  /** English, then German and French where known; folded with nameKey. */
  readonly keys: readonly string[];
}

/**
 * Name search in memory: about 20,000 short keys, scanned in a millisecond or two, where SQLite's LIKE
 * over three columns takes ten times that. Ranks exact names first, then names starting with the
 * query, then names containing it; newest sets first within each rank.
 */
export class NameIndex {
  private readonly entries: readonly NameEntry[];

  constructor(entries: readonly NameEntry[]) {
    this.entries = [...entries].sort(
      (a, b) => (a.releaseDate < b.releaseDate ? 1 : a.releaseDate > b.releaseDate ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }

  /** Card ids whose name contains `key` (already folded), best first. */
  search(key: string, limit: number, setIds?: readonly string[]): string[] {
    if (key === '') return [];
    const inSets = setIds === undefined ? undefined : new Set(setIds);
    const ranked: string[][] = [[], [], []];
    for (const entry of this.entries) {
      if (inSets && !inSets.has(entry.setId)) continue;
      let rank = 3;
      for (const name of entry.keys) {
        if (name === key) rank = 0;
        else if (rank > 1 && name.startsWith(key)) rank = 1;
        else if (rank > 2 && name.includes(key)) rank = 2;
      }
      if (rank < 3) ranked[rank]?.push(entry.id);
      if ((ranked[0]?.length ?? 0) >= limit) break;
    }
    return ranked.flat().slice(0, limit);
  }
}
