import { describe, expect, it } from 'vitest';
import { tablePromptViewSchema } from '../protocol/index.js';
import { english, PROMPT_TEXT, text } from './prompt-text.js';
import { PROMPT_LOCALES, templateParams } from './prompt-locales.testing.js';

/**
 * The prompts namespace of the dashboard (dashboard/src/i18n/locales/prompts.*.json) in English,
 * German and Finnish: the same keys with the same params, the English exactly the mirror's own
 * fallback. That every key the mirror emits in a scripted session is there: table-sessions.spec.ts,
 * which plays them.
 */

const files = PROMPT_LOCALES;
const params = templateParams;

describe('prompt texts in three languages', () => {
  it('the English file is the mirror\'s own English, key for key', () => {
    expect(files.en).toEqual(PROMPT_TEXT);
  });

  for (const lang of ['de', 'fi'] as const) {
    it(`${lang} has every key, no other, with the same params and a translation`, () => {
      expect(Object.keys(files[lang]).sort()).toEqual(Object.keys(files.en).sort());
      for (const [key, english] of Object.entries(files.en)) {
        const translated = files[lang][key] ?? '';
        expect(params(translated), `${lang} ${key}`).toEqual(params(english));
        expect(translated.trim().length, `${lang} ${key}`).toBeGreaterThan(0);
      }
    });
  }

  it('a card the mirror cannot name travels as a word for each page to say in its language; the English fallback says "a card"', () => {
    const said = text('message.stackLeft.ask', { card: { word: 'word.a-card' }, zone: 'p1.bench.2' });
    expect(tablePromptViewSchema.shape.params.parse(said.params)).toEqual(said.params);
    expect(english(said)).toMatch(/^a card left /);
  });

  it('every prompt kind on the wire has a title', () => {
    for (const kind of tablePromptViewSchema.shape.kind.options) expect(files.en[`kind.${kind}`], kind).toBeDefined();
  });
});
