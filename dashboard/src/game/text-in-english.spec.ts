import { describe, expect, it } from 'vitest';
import { cardText } from '@protocol';
import { demoCard } from '../testing/demo-cards.js';
import { saidInEnglish } from './text-in-english.js';

/** Miraidon ex "Tandem Unit" (sv1-81): the catalogue has its German text. Mesagoza (sv1-178): a Stadium, English only. */
const tandemUnit = demoCard('sv1-81').abilities[0]!;
const mesagoza = demoCard('sv1-178').rules[0]!;

describe('a card text the catalogue has only in English is said to be English, wherever the page quotes one', () => {
  it('on a German page: Mesagoza\'s text, quoted as printed', () => {
    expect(saidInEnglish(cardText(undefined, mesagoza, 'de'), mesagoza, 'de')).toBe(true);
  });

  it('not on a German page where the text is translated (Tandem Unit)', () => {
    expect(tandemUnit.texts?.de).toBeDefined();
    expect(saidInEnglish(cardText(tandemUnit, tandemUnit.text, 'de'), tandemUnit.text, 'de')).toBe(false);
  });

  it('not on an English page, where every text is as printed', () => {
    expect(saidInEnglish(mesagoza, mesagoza, 'en')).toBe(false);
  });

  it('not when no text is quoted', () => {
    expect(saidInEnglish('', '', 'fi')).toBe(false);
  });
});
