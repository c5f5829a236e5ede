import { describe, expect, it } from 'vitest';
import { localeStrings as strings } from '../testing/locale-strings.js';
import { LOCALES } from './i18n.js';

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
