import type { CatalogueSet } from './catalogue-data.js';
import { setCodeKey } from './search-key.js';

/**
 * Set codes as players write them -> set ids. A code is a set's ptcgoCode ("SVI" = sv1,
 * "PR-SV" = svp) or its id in any case ("sv1", "SVP"). A few ptcgoCodes are shared by a set and
 * its subset (HIF: sm115 and sma; BRS: swsh9 and swsh9tg; SHF; CEL), so a code names one or more sets.
 */
export class SetCodes {
  private readonly byKey = new Map<string, string[]>();
  private readonly codeOfSet = new Map<string, string>();

  constructor(sets: readonly CatalogueSet[]) {
    for (const set of sets) {
      this.add(set.id, set.id);
      if (set.ptcgoCode !== undefined) {
        this.add(set.ptcgoCode, set.id);
        this.codeOfSet.set(set.id, set.ptcgoCode);
      }
    }
  }

  /** Set ids a code names, [] when none. */
  setIds(code: string): readonly string[] {
    return this.byKey.get(setCodeKey(code)) ?? [];
  }

  /** The set's ptcgoCode, e.g. "SVI" for "sv1". */
  ptcgoCode(setId: string): string | undefined {
    return this.codeOfSet.get(setId);
  }

  private add(code: string, setId: string): void {
    const key = setCodeKey(code);
    const ids = this.byKey.get(key) ?? [];
    if (!ids.includes(setId)) ids.push(setId);
    this.byKey.set(key, ids);
  }
}

/** "SVI 57", "PR-SV 85", "sv1 057", "SVI-57" -> code and number; undefined when it is not that shape. */
export function parseSetCodeAndNumber(text: string): { setCode: string; number: string } | undefined {
  const match = /^\s*([A-Za-z][A-Za-z0-9]*(?:[- ][A-Za-z]{1,4})?)[\s-]+([A-Za-z]{0,6}\d+[A-Za-z]?)\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  return { setCode: match[1], number: match[2] };
}
