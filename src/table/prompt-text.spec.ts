import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { tablePromptViewSchema } from '../protocol/index.js';
import { PROMPT_TEXT } from './prompt-text.js';
import { loadSession, runSession } from './table-session.js';

/**
 * The prompts namespace of the dashboard (dashboard/src/i18n/locales/prompts.*.json) in English,
 * German and Finnish: the same keys with the same params, the English exactly the mirror's own
 * fallback, and every key the mirror emits in any scripted session present.
 */

const locales = new URL('../../dashboard/src/i18n/locales/', import.meta.url);
const LANGUAGES = ['en', 'de', 'fi'] as const;

function flatten(tree: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const files = Object.fromEntries(LANGUAGES.map((lang) => [lang, flatten(JSON.parse(readFileSync(new URL(`prompts.${lang}.json`, locales), 'utf8')))])) as Record<
  (typeof LANGUAGES)[number],
  Record<string, string>
>;
const params = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

const card = (id: string) => {
  try {
    return cardById(id);
  } catch {
    return undefined;
  }
};

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

  it('every prompt kind on the wire has a title', () => {
    for (const kind of tablePromptViewSchema.shape.kind.options) expect(files.en[`kind.${kind}`], kind).toBeDefined();
  });

  // Every scripted session, from the first card load on: past the default 5 s on a loaded machine.
  it('every key the mirror emits in the scripted sessions exists, with the params it fills', { timeout: 30_000 }, () => {
    const dir = fileURLToPath(new URL('../../test/fixtures/table-sessions/', import.meta.url));
    const seen = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
      for (const prompt of runSession(loadSession(`${dir}${file}`), card).prompts) {
        const texts = [
          { key: prompt.messageKey, params: prompt.params },
          { key: prompt.publicMessageKey, params: prompt.publicParams },
          ...prompt.options.map((o) => ({ key: o.labelKey, params: o.params })),
        ];
        for (const { key, params: given } of texts) {
          seen.add(key);
          for (const lang of LANGUAGES) {
            const template = files[lang][key];
            expect(template, `${lang} ${key} (${file})`).toBeDefined();
            for (const name of params(template ?? '')) expect(given[name], `${key} param ${name} (${file})`).toBeDefined();
          }
        }
      }
    }
    // The sessions cover most of what the mirror can say (the rest is typed against PROMPT_TEXT).
    expect(seen.size).toBeGreaterThan(20);
  });
});
