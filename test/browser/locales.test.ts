import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/hub-process.js';

const dashboard = join(repoRoot(), 'dashboard', 'src');
/** Every namespace's file per language: `en.json` is "translation", `<ns>.en.json` the namespace <ns> (i18n/i18n.ts). */
const NAMESPACES = readdirSync(join(dashboard, 'i18n', 'locales'))
  .map((file) => /^(?:(\w+)\.)?en\.json$/.exec(file))
  .filter((m) => m !== null)
  .map((m) => m[1] ?? null);
const locale = (language: string, namespace: string | null = null) =>
  JSON.parse(readFileSync(join(dashboard, 'i18n', 'locales', `${namespace === null ? '' : `${namespace}.`}${language}.json`), 'utf8')) as Record<string, unknown>;

function keysOf(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null) for (const [k, v] of keysOf(value as Record<string, unknown>, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the dashboard’s interface strings', () => {
  it('come in namespaces, each with an English file', () => {
    expect(NAMESPACES).toContain(null);
    expect(NAMESPACES.length).toBeGreaterThanOrEqual(2);
  });

  it.each(['de', 'fi'])('has every English string in %s too, and nothing else, in every namespace', (language) => {
    for (const namespace of NAMESPACES) {
      const english = keysOf(locale('en', namespace));
      const other = keysOf(locale(language, namespace));
      expect([...other.keys()].sort(), `${namespace ?? 'translation'}.${language}`).toEqual([...english.keys()].sort());
      for (const [key, value] of other) expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
    }
  });

  it('has an English string for every key the code asks for by name, in the namespace it asks in', () => {
    const english = new Map(NAMESPACES.map((namespace) => [namespace ?? 'translation', keysOf(locale('en', namespace))] as const));
    const has = (namespace: string, key: string) => {
      const keys = english.get(namespace);
      return keys !== undefined && (keys.has(key) || keys.has(`${key}_one`));
    };
    const missing: string[] = [];
    let asked = 0;
    for (const file of sources(dashboard)) {
      const text = readFileSync(file, 'utf8');
      // A file that takes its t() from useTranslation('<ns>') asks in that namespace, unless a call names another.
      const fileNamespace = /useTranslation\('(\w+)'\)/.exec(text)?.[1] ?? 'translation';
      for (const match of text.matchAll(/\bt\('([a-zA-Z0-9.-]+)'(?:,\s*\{[^}]*\bns:\s*'(\w+)')?/g)) {
        asked += 1;
        const namespace = match[2] ?? fileNamespace;
        if (!has(namespace, match[1]!)) missing.push(`${namespace}:${match[1]} (${file.slice(dashboard.length + 1)})`);
      }
    }
    expect(asked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
