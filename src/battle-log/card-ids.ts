/**
 * TCG Live's card ids. With "Hide card IDs from export" off (Settings → Battle Log), the current client writes
 * each card with its printing before its name: "(sv6_128) Dreepy", "(sv8-5_80_mph) Dudunsparce", "(svbsp_129)
 * Pecharunt". The grammar reads names, so a line is read without its ids; each id is kept with the name that
 * follows it, and names the printing where the catalogue has it.
 */

/** Set code (digits and a "-5" half set allowed), "_", the number, then a finish suffix ("_ph", "_mph"). */
const ID = /\((?<id>[a-z][a-z0-9]*(?:-\d+)?_\d+[a-z0-9_]*)\) /gu;

export interface WithoutIds {
  /** The line without its ids, as the grammar reads it. */
  readonly text: string;
  /** Where in `text` each id stood: the name of its card starts there. */
  readonly marks: readonly { readonly at: number; readonly id: string }[];
}

export function withoutCardIds(line: string): WithoutIds {
  const marks: { at: number; id: string }[] = [];
  let removed = 0;
  const text = line.replace(ID, (whole: string, _id: string, offset: number, _all: string, groups: { id: string }) => {
    marks.push({ at: offset - removed, id: groups.id });
    removed += whole.length;
    return '';
  });
  return { text, marks };
}

/**
 * The printings a line names: each id with the longest of `names` (what the grammar read as card names) that
 * starts where the id stood. Added to `into`, name -> TCG Live ids in the order first seen.
 */
export function notePrintings(into: Map<string, string[]>, line: WithoutIds, names: readonly string[]): void {
  for (const { at, id } of line.marks) {
    const name = names.filter((n) => n !== '' && line.text.startsWith(n, at)).sort((a, b) => b.length - a.length)[0];
    if (name === undefined) continue;
    const ids = into.get(name) ?? [];
    if (!ids.includes(id)) ids.push(id);
    into.set(name, ids);
  }
}

/**
 * The catalogue id (pokemon-tcg-data) of a TCG Live id, by the two naming schemes: "sv6_128" -> "sv6-128", a half
 * set "sv8-5_80" -> "sv8pt5-80", the Black Star Promos "svbsp_129" -> "svp-129"; the finish suffix is the same card.
 */
export function catalogueId(tcgLiveId: string): string {
  const m = /^(?<set>[a-z][a-z0-9]*?)(?<half>-5)?_(?<number>\d+)/u.exec(tcgLiveId)?.groups;
  if (!m) return tcgLiveId;
  const set = (m.set ?? '').replace(/bsp$/u, 'p') + (m.half ? 'pt5' : '');
  return `${set}-${m.number}`;
}
