/**
 * Catalogue: time and memory of the full import of ../shared/cards/pokemon-tcg-data (20,078 cards)
 * into a fresh SQLite file with the hub's settings, then lookups by id, name and set code.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Catalogue } from '../src/catalogue/catalogue.js';
import { readCatalogueDirectory } from '../src/catalogue/directory-source.js';
import { sharedCardNamesFile, sharedPokemonTcgDataDir } from '../src/catalogue/source-paths.js';
import { openDatabase } from '../src/database/open-database.js';

const MB = 1024 * 1024;
const mb = (bytes: number): number => Math.round((bytes / MB) * 10) / 10;

function opsPerSecond(count: number, work: (i: number) => void): number {
  const started = performance.now();
  for (let i = 0; i < count; i += 1) work(i);
  return Math.round(count / ((performance.now() - started) / 1000));
}

export default async function (): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'mirrormat-catalogue-bench-'));
  const db = openDatabase(join(dir, 'mirrormat.db'));
  try {
    const before = process.memoryUsage();
    const t0 = performance.now();
    const data = await readCatalogueDirectory(sharedPokemonTcgDataDir(), { namesFile: sharedCardNamesFile() });
    const t1 = performance.now();
    const afterRead = process.memoryUsage();
    const catalogue = new Catalogue(db);
    catalogue.open();
    const stats = catalogue.replaceWith(data, new Date());
    const t2 = performance.now();
    const afterWrite = process.memoryUsage();

    const ids = data.cards.map((c) => c.id);
    // The first name search builds the in-memory name index.
    const t3 = performance.now();
    catalogue.search({ name: 'pikachu' });
    const firstNameSearchMs = Math.round(performance.now() - t3);
    const names = ['pikachu', 'glurak', 'dracaufeu', 'professor', 'energy', 'miraidon ex'];
    const codes = ['SVI 81', 'OBF 156', 'PR-SV 85', 'MEW 25', 'KSS 5'];
    const result = {
      cards: stats.cards,
      sets: stats.sets,
      decks: stats.decks,
      readValidateNormalizeMs: Math.round(t1 - t0),
      sqliteWriteMs: Math.round(t2 - t1),
      totalImportMs: Math.round(t2 - t0),
      heapDeltaAfterReadMB: mb(afterRead.heapUsed - before.heapUsed),
      heapDeltaAfterWriteMB: mb(afterWrite.heapUsed - before.heapUsed),
      rssBeforeMB: mb(before.rss),
      rssAfterMB: mb(afterWrite.rss),
      rssDeltaMB: mb(afterWrite.rss - before.rss),
      peakRssMB: mb(process.resourceUsage().maxRSS * 1024),
      databaseBytes: statSync(join(dir, 'mirrormat.db')).size + statSync(join(dir, 'mirrormat.db-wal')).size,
      firstNameSearchMs,
      getByIdOpsPerSec: opsPerSecond(20_000, (i) => catalogue.get(ids[(i * 7919) % ids.length] ?? '')),
      searchByNameOpsPerSec: opsPerSecond(2_000, (i) => catalogue.search({ name: names[i % names.length] ?? '' })),
      searchBySetCodeOpsPerSec: opsPerSecond(5_000, (i) => catalogue.search({ text: codes[i % codes.length] ?? '' })),
    };
    return result;
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
