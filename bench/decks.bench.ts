/**
 * Decks: parsing a 60-card TCG Live list against the full catalogue (20,078 cards in SQLite), validating
 * it for Expanded with reprint look-ups, and exporting it again, as one /api/decks/validate call does.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Catalogue } from '../src/catalogue/catalogue.js';
import { readCatalogueDirectory } from '../src/catalogue/directory-source.js';
import { repoRoot, sharedCardNamesFile, sharedPokemonTcgDataDir } from '../src/catalogue/source-paths.js';
import { openDatabase } from '../src/database/open-database.js';
import { catalogueLegality, catalogueLookup } from '../src/decks/catalogue-lookup.js';
import { exportDeckList, parseDeckList } from '../src/decks/deck-list.js';
import { validateDeck } from '../src/decks/validate-deck.js';
import { EXPANDED } from '../src/formats/index.js';

function msPerOp(count: number, work: () => void): number {
  work();
  const started = performance.now();
  for (let i = 0; i < count; i += 1) work();
  return Math.round(((performance.now() - started) / count) * 1000) / 1000;
}

export default async function (): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'mirrormat-decks-bench-'));
  const db = openDatabase(join(dir, 'mirrormat.db'));
  try {
    const catalogue = new Catalogue(db);
    catalogue.open();
    catalogue.replaceWith(await readCatalogueDirectory(sharedPokemonTcgDataDir(), { namesFile: sharedCardNamesFile() }), new Date());
    const text = readFileSync(join(repoRoot(), 'test', 'fixtures', 'decks', 'tcg-live-charizard.txt'), 'utf8');
    const lookup = catalogueLookup(catalogue);
    const legality = catalogueLegality(catalogue);
    const { lines, problems } = parseDeckList(text, lookup);
    if (problems.length > 0) throw new Error(`the fixture does not resolve: ${JSON.stringify(problems)}`);
    const runs = 50;
    return {
      cards: lines.reduce((n, l) => n + l.count, 0),
      lines: lines.length,
      parseMsPerList: msPerOp(runs, () => parseDeckList(text, catalogueLookup(catalogue))),
      validateExpandedMsPerDeck: msPerOp(runs, () => validateDeck(lines, EXPANDED, catalogueLegality(catalogue))),
      exportMsPerList: msPerOp(runs, () => exportDeckList(lines, lookup)),
      legalInExpanded: validateDeck(lines, EXPANDED, legality).length === 0,
    };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
