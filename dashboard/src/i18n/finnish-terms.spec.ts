import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n.js';

/** Every Finnish string, flattened, so a term can be checked across the namespaces. */
function strings(node: unknown): string[] {
  // A placeholder ({{judge}}) is a name filled in, not a word of the language.
  if (typeof node === 'string') return [node.replace(/\{\{\w+\}\}/g, '')];
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

describe('the Finnish interface uses the Finnish rulebook’s terms', () => {
  it('calls Prize cards "palkintokortit" everywhere, as 001 (Sword & Shield) heads them: "PALKINTOKORTIT"', async () => {
    const fi = strings(await LOCALES.fi());
    expect(fi.filter((text) => /prize-kort/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('palkintokorttia'))).toBe(true);
  });

  it('calls a judge "tuomari" on every page, never "judge"', async () => {
    const fi = strings(await LOCALES.fi());
    expect(fi.filter((text) => /\bjudges?\b/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('tuomari'))).toBe(true);
  });
});
