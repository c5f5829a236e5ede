import { describe, expect, it } from 'vitest';
import { localeStrings as strings } from '../testing/locale-strings.js';
import { LOCALES } from './i18n.js';

describe('the Finnish interface uses the Finnish rulebook’s terms', () => {
  it('calls Prize cards "palkintokortit" everywhere, as 001 (Sword & Shield) heads them: "PALKINTOKORTIT"', async () => {
    const fi = strings(await LOCALES.fi());
    expect(fi.filter((text) => /prize-kort/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('palkintokorttia'))).toBe(true);
  });

  it('calls a judge "tuomari" on every page, never "judge"', async () => {
    const fi = strings(await LOCALES.fi());
    // The setting's own key (`auth.judges`) is the file's word, not the page's.
    expect(fi.filter((text) => /(?<!\.)\bjudges?\b/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('tuomari'))).toBe(true);
  });
});
