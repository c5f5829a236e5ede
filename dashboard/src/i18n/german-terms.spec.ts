import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n.js';

/** Every string of a language, flattened, so a term can be checked across the namespaces. */
function strings(node: unknown): string[] {
  // A placeholder ({{judge}}) is a name filled in, not a word of the language.
  if (typeof node === 'string') return [node.replace(/\{\{\w+\}\}/g, '')];
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

describe('the German interface uses one term for each thing, on every page', () => {
  it('calls a judge "Schiedsrichter", as the judge page\'s own title does, never "Judge"', async () => {
    const de = strings(await LOCALES.de());
    expect(de.filter((text) => /\bJudges?\b|Judge-/.test(text))).toEqual([]);
    expect(de.filter((text) => text.includes('Schiedsrichter')).length).toBeGreaterThan(10);
  });

  it('calls the tap pad "Tippfeld"', async () => {
    const de = strings(await LOCALES.de());
    expect(de.filter((text) => text.includes('Tipp-Feld'))).toEqual([]);
    expect(de.some((text) => text.includes('Tippfeld'))).toBe(true);
  });
});
