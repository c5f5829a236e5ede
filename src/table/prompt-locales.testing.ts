import { readFileSync } from 'node:fs';

/**
 * The prompts namespace of the dashboard (dashboard/src/i18n/locales/prompts.*.json), flattened to
 * `key -> template` per language, for the specs that check what the mirror says against it.
 */
export const PROMPT_LANGUAGES = ['en', 'de', 'fi'] as const;

const locales = new URL('../../dashboard/src/i18n/locales/', import.meta.url);

function flatten(tree: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

export const PROMPT_LOCALES = Object.fromEntries(
  PROMPT_LANGUAGES.map((lang) => [lang, flatten(JSON.parse(readFileSync(new URL(`prompts.${lang}.json`, locales), 'utf8')))]),
) as Record<(typeof PROMPT_LANGUAGES)[number], Record<string, string>>;

/** The `{{params}}` a template fills, sorted. */
export const templateParams = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
