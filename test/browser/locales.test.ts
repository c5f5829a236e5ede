import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/hub-process.js';

const dashboard = join(repoRoot(), 'dashboard', 'src');
const locale = (language: string) => JSON.parse(readFileSync(join(dashboard, 'i18n', 'locales', `${language}.json`), 'utf8')) as Record<string, unknown>;

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
  const english = keysOf(locale('en'));

  it.each(['de', 'fi'])('has every English string in %s too, and nothing else', (language) => {
    const other = keysOf(locale(language));
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of other) expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
  });

  it('has an English string for every key the code asks for by name', () => {
    const asked = new Set<string>();
    for (const file of sources(dashboard)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z0-9.-]+)'/g)) asked.add(match[1]!);
    }
    expect(asked.size).toBeGreaterThan(100);
    const missing = [...asked].filter((key) => !english.has(key) && !english.has(`${key}_one`));
    expect(missing).toEqual([]);
  });
});
