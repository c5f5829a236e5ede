import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { repoRoot } from '../support/hub-process.js';

export type Language = 'en' | 'de' | 'fi';

/** The dashboard's own strings (dashboard/src/i18n/locales), so a test finds a control by the name a reader of that language sees. */
export function strings(language: Language): (key: string, params?: Readonly<Record<string, string | number>>) => string {
  const file = JSON.parse(readFileSync(join(repoRoot(), 'dashboard', 'src', 'i18n', 'locales', `${language}.json`), 'utf8')) as Record<string, unknown>;
  return (key, params = {}) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
    if (typeof value !== 'string') throw new Error(`no string ${key} in ${language}.json`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
  };
}

/** A new page of the context that opens in this language (the switch's choice, as a returning reader's browser keeps it). */
export async function pageIn(context: BrowserContext, language: Language): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(`window.localStorage.setItem('mirrormat.language', ${JSON.stringify(language)})`);
  return page;
}
