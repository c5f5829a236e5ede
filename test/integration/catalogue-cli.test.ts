import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/catalogue/catalogue.js';
import { runCatalogueImport } from '../../src/catalogue/import-command.js';
import { demoCatalogueDir, sharedCardNamesFile, sharedPokemonTcgDataDir } from '../../src/catalogue/source-paths.js';
import { openDatabase } from '../../src/database/open-database.js';

// The catalogue-import command, run in-process as src/cli/catalogue-import.ts runs it.

let dir: string;
let out: string;
let err: string;

const run = (...argv: string[]) =>
  runCatalogueImport(argv, {
    stdout: (text) => (out += text),
    stderr: (text) => (err += text),
    env: {},
    cwd: dir,
  });

function statsOf(file: string) {
  const db = openDatabase(file);
  try {
    const catalogue = new Catalogue(db);
    catalogue.open();
    return catalogue.stats();
  } finally {
    db.close();
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-catalogue-cli-'));
  out = '';
  err = '';
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('catalogue-import', () => {
  it('--from a directory imports it into --db, with the names it holds, and prints what it imported', async () => {
    expect(await run('--from', demoCatalogueDir(), '--db', 'hub.db')).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ db: join(dir, 'hub.db'), sets: 4, cards: 84, decks: 4, warnings: 0 });
    expect(err).toContain(join(demoCatalogueDir(), 'i18n', 'card-names.json'));
    const db = openDatabase(join(dir, 'hub.db'));
    try {
      expect(new Catalogue(db).get('xy0-5')?.names).toEqual({ de: 'Brigaron', fr: 'Blindépique' });
    } finally {
      db.close();
    }
  });

  it('finds the database through the hub config (--config, its dataDir)', async () => {
    writeFileSync(
      join(dir, 'mirrormat.yaml'),
      'dataDir: ./state\nauth:\n  adminToken: aaaaaaaaaaaaaaaaaaaaaaaa\ntables:\n  - id: t1\n    name: Table 1\n',
    );
    expect(await run('--from', demoCatalogueDir(), '--config', 'mirrormat.yaml')).toBe(0);
    expect(statsOf(join(dir, 'state', 'mirrormat.db'))).toMatchObject({ cards: 84 });
  });

  it('a broken directory exits 1, names the file and field, and leaves the database as it was', async () => {
    await run('--from', demoCatalogueDir(), '--db', 'hub.db');
    const broken = join(dir, 'broken');
    cpSync(demoCatalogueDir(), broken, { recursive: true });
    writeFileSync(join(broken, 'cards', 'en', 'sve.json'), JSON.stringify([{ id: 'sve-1', name: 'Basic Grass Energy' }]));
    err = '';
    expect(await run('--from', broken, '--db', 'hub.db')).toBe(1);
    expect(err).toMatch(/cards\/en\/sve\.json: \[0\]\.supertype: /);
    expect(err).toMatch(/nothing was imported/);
    expect(statsOf(join(dir, 'hub.db'))).toMatchObject({ cards: 84 });
  });

  it('without --from or --api it prints the usage and exits 2', async () => {
    expect(await run('--db', 'hub.db')).toBe(2);
    expect(err).toMatch(/give either --from <dir> or --api/);
    expect(await run('--from', 'x', '--api')).toBe(2);
    expect(await run('--bogus')).toBe(2);
  });

  it('--set adds one set to the catalogue, leaving the others, and a second run changes nothing (issue 17, item 10)', async () => {
    expect(await run('--from', demoCatalogueDir(), '--db', 'hub.db')).toBe(0);
    const before = statsOf(join(dir, 'hub.db'));
    out = '';
    expect(await run('--set', 'sv10', '--from', sharedPokemonTcgDataDir(), '--names', sharedCardNamesFile(), '--db', 'hub.db')).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ setId: 'sv10', cards: 244, outcome: 'added' });
    expect(statsOf(join(dir, 'hub.db'))).toMatchObject({ sets: before.sets + 1, cards: before.cards + 244 });
    out = '';
    expect(await run('--set', 'sv10', '--from', sharedPokemonTcgDataDir(), '--names', sharedCardNamesFile(), '--db', 'hub.db')).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ outcome: 'unchanged' });
    expect(await run('--set', 'sv10', '--api', '--db', 'hub.db')).toBe(2);
  });
});
