import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../support/hub-process.js';

/**
 * Imports into the hub database under `dataDir` the demo catalogue plus the named real cards of
 * ../shared/cards (by set), with their German and French names and texts, through `catalogue-import`
 * as a store imports its catalogue: for games with cards the demo catalogue lacks.
 */
export function importCatalogue(dataDir: string, wanted: Readonly<Record<string, readonly string[]>>): void {
  const source = mkdtempSync(join(tmpdir(), 'mirrormat-catalogue-'));
  cpSync(join(repoRoot(), 'catalogue', 'demo'), source, { recursive: true });
  const real = join(repoRoot(), '..', 'shared', 'cards', 'pokemon-tcg-data');
  const sets = JSON.parse(readFileSync(join(source, 'sets', 'en.json'), 'utf8')) as { id: string }[];
  const realSets = JSON.parse(readFileSync(join(real, 'sets', 'en.json'), 'utf8')) as { id: string }[];
  for (const [set, ids] of Object.entries(wanted)) {
    const cards = JSON.parse(readFileSync(join(real, 'cards', 'en', `${set}.json`), 'utf8')) as { id: string }[];
    writeFileSync(join(source, 'cards', 'en', `${set}.json`), JSON.stringify(cards.filter((c) => ids.includes(c.id))));
    sets.push(realSets.find((s) => s.id === set)!);
  }
  writeFileSync(join(source, 'sets', 'en.json'), JSON.stringify(sets));
  const ids = Object.values(wanted).flat();
  for (const file of ['card-names.json', 'card-texts.json']) {
    const own = JSON.parse(readFileSync(join(source, 'i18n', file), 'utf8')) as Record<string, unknown>;
    const all = JSON.parse(readFileSync(join(repoRoot(), '..', 'shared', 'cards', 'i18n', file), 'utf8')) as Record<string, unknown>;
    for (const id of ids) if (all[id] !== undefined) own[id] = all[id];
    writeFileSync(join(source, 'i18n', file), JSON.stringify(own));
  }
  const imported = spawnSync(process.execPath, [join(repoRoot(), 'dist', 'cli', 'catalogue-import.js'), '--from', source, '--db', join(dataDir, 'mirrormat.db')], { encoding: 'utf8' });
  rmSync(source, { recursive: true, force: true });
  if (imported.status !== 0) throw new Error(`catalogue-import failed: ${imported.stderr}`);
}
