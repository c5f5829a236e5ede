import type { PackInput } from '@protocol';

/** How the organiser typed the packs (src/protocol/draft.schema.ts accepts all three). */
export type PackKind = 'cards' | 'set' | 'list';

/**
 * The packs a player opened, one block each, blocks apart by an empty line:
 * - cards: catalogue ids ("sv1-74 sv1-75", commas or spaces);
 * - set: the set first, then the numbers as printed ("SVI 13 14 15");
 * - list: deck-list lines ("1 Sprigatito SVI 13"), passed on whole for the hub to resolve.
 */
export function packsOf(text: string, kind: PackKind): PackInput[] {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  return blocks.map((block): PackInput => {
    if (kind === 'list') return { list: block };
    const words = block.split(/[\s,;]+/).filter((w) => w !== '');
    if (kind === 'cards') return { cards: words };
    const [set = '', ...numbers] = words;
    return { set, numbers };
  });
}
