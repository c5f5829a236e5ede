import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Catalogue } from './catalogue.js';
import { readCatalogueDirectory, i18nFilesFor } from './directory-source.js';
import { CatalogueImportError, SourceUnreachableError } from './file-error.js';
import { startSetServer, type SetServer } from './set-server.testing.js';
import type { OneSet } from './catalogue-data.js';
import { readOfferedSets, readOneSet } from './set-source.js';
import { demoCatalogueDir, sharedCardNamesFile, sharedCardTextsFile, sharedPokemonTcgDataDir } from './source-paths.js';

/**
 * Issue 17, item 10: one new set into a running catalogue, without a full re-import. The catalogue is the demo's
 * (Kalos Starter Set, XY, Scarlet & Violet), which lacks Destined Rivals (sv10); the set comes from the real
 * pokemon-tcg-data files in ../shared/cards, by directory, by address, and as the Pokémon TCG API answers them.
 */
let db: Database.Database;
let catalogue: Catalogue;
const now = new Date('2026-11-26T04:00:00Z');

beforeEach(async () => {
  db = new Database(':memory:');
  catalogue = new Catalogue(db);
  catalogue.open();
  catalogue.replaceWith(await readCatalogueDirectory(demoCatalogueDir(), i18nFilesFor(demoCatalogueDir())), new Date('2026-01-01T00:00:00Z'));
});

afterEach(() => db.close());

const shared = { location: sharedPokemonTcgDataDir() };
/** Reading TCGdex's names and texts for a set takes seconds on a loaded machine. */
const READING_MS = 30_000;

describe('importing one set into the catalogue', () => {
  // Read once: TCGdex's files are large, and every test here imports the same reading.
  let sv10: OneSet;
  beforeAll(async () => {
    sv10 = await readOneSet(shared, 'sv10');
  }, 30_000);

  it('adds sv10 to a catalogue that lacks it: its cards are found by id and by name, with their German and French names', async () => {
    expect(catalogue.get('sv10-3')).toBeUndefined();
    const before = catalogue.stats();
    // The index of names is built before the import, as in a running hub, and must not go stale.
    expect(catalogue.search({ name: 'Yanmega' })).toEqual([]);

    const result = catalogue.addSet(sv10, now);

    expect(result).toEqual({ setId: 'sv10', name: 'Destined Rivals', releaseDate: '2025/05/30', cards: 244, outcome: 'added' });
    const yanmega = catalogue.get('sv10-3');
    expect(yanmega?.name).toBe('Yanmega ex');
    expect(yanmega?.names).toEqual({ de: 'Yanmega-ex', fr: 'Yanmega-ex' });
    expect(catalogue.get('sv10-1')?.names).toEqual({ de: 'Klarins Pinsir', fr: 'Scarabrute de Luth' });
    expect(catalogue.search({ name: 'Klarins Pinsir' }).map((card) => card.id)).toEqual(['sv10-1']);
    expect(catalogue.search({ text: 'DRI 3' }).map((card) => card.id)).toEqual(['sv10-3']);
    expect(catalogue.stats()).toMatchObject({ sets: before.sets + 1, cards: before.cards + 244, source: before.source, importedAt: now.toISOString() });
    // The sets already there are untouched.
    expect(catalogue.get('xy0-5')?.names).toEqual({ de: 'Brigaron', fr: 'Blindépique' });
  });

  it('keeps the attack and Ability names in German and French from TCGdex', async () => {
    catalogue.addSet(sv10, now);
    const yanmega = catalogue.get('sv10-3')!;
    expect(yanmega.attacks[0]?.names).toEqual({ de: 'Düsensturm', fr: 'Cyclone Propulsé' });
    expect(yanmega.abilities[0]?.names).toEqual({ de: 'Summboost', fr: 'Boost Bourdonnant' });
  });

  it('changes nothing when the same set is imported twice', async () => {
    catalogue.addSet(sv10, now);
    const stats = catalogue.stats();
    // Read again, as a second click reads the source again.
    const again = catalogue.addSet(await readOneSet(shared, 'sv10'), new Date('2026-11-27T04:00:00Z'));
    expect(again.outcome).toBe('unchanged');
    expect(catalogue.stats()).toEqual(stats);
  }, READING_MS);

  it('brings a set already held up to date, leaving the others as they were', async () => {
    const xy1 = await readOneSet(shared, 'xy1');
    const result = catalogue.addSet(xy1, now);
    // The demo holds only a few cards of XY; the source has all 146.
    expect(result).toMatchObject({ setId: 'xy1', outcome: 'updated', cards: 146 });
    expect(catalogue.search({ setCode: 'xy1', limit: 200 })).toHaveLength(146);
    expect(catalogue.get('sv1-81')).toBeDefined();
  }, READING_MS);
});

describe('a set the source cannot give is refused, and nothing changes', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mirrormat-set-'));
    mkdirSync(join(dir, 'sets'));
    mkdirSync(join(dir, 'cards', 'en'), { recursive: true });
    cpSync(join(sharedPokemonTcgDataDir(), 'sets', 'en.json'), join(dir, 'sets', 'en.json'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const refusal = async (setId: string): Promise<string> => {
    const before = catalogue.stats();
    const error = await readOneSet({ location: dir }, setId).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CatalogueImportError);
    expect(catalogue.stats()).toEqual(before);
    return (error as Error).message;
  };

  it('a malformed card file, naming the file, the card and the field', async () => {
    const cards = JSON.parse(readFileSync(join(sharedPokemonTcgDataDir(), 'cards', 'en', 'sv10.json'), 'utf8')) as Record<string, unknown>[];
    cards[2]!.hp = 'lots';
    writeFileSync(join(dir, 'cards', 'en', 'sv10.json'), JSON.stringify(cards));
    expect(await refusal('sv10')).toContain('cards/en/sv10.json: [2].hp');
  });

  it('a card file that is not JSON, or holds no cards', async () => {
    writeFileSync(join(dir, 'cards', 'en', 'sv10.json'), '[{"id": "sv10-1",');
    expect(await refusal('sv10')).toContain('cards/en/sv10.json: not JSON');
    writeFileSync(join(dir, 'cards', 'en', 'sv10.json'), '[]');
    expect(await refusal('sv10')).toContain('cards/en/sv10.json: holds no cards');
  });

  it('a set the source does not list, or lists without its card file', async () => {
    expect(await refusal('sv99')).toContain('the source lists no set "sv99"');
    expect(await refusal('sv10')).toContain('cards/en/sv10.json: not found');
  });

  it('a set id that is no set id (it would leave the source directory)', async () => {
    expect(await refusal('../../etc')).toContain('not a set id');
  });
});

describe('a pokemon-tcg-data address as the source', () => {
  let server: SetServer;
  beforeAll(async () => {
    server = await startSetServer(sharedPokemonTcgDataDir());
  });
  afterAll(() => server.close());

  it('lists the sets it offers and gives one, with the names of the TCGdex files given', async () => {
    const offered = await readOfferedSets({ location: server.url });
    expect(offered).toHaveLength(171);
    expect(offered.find((set) => set.id === 'me2pt5')).toMatchObject({ name: 'Ascended Heroes', releaseDate: '2026/01/30' });
    const sv10 = await readOneSet({ location: `${server.url}/`, namesFile: sharedCardNamesFile(), textsFile: sharedCardTextsFile() }, 'sv10');
    catalogue.addSet(sv10, now);
    expect(catalogue.get('sv10-1')?.names?.de).toBe('Klarins Pinsir');
    expect(server.requests).toEqual(expect.arrayContaining(['/sets/en.json', '/cards/en/sv10.json', '/decks/en/sv10.json']));
  }, READING_MS);

  it('is unreachable when it answers with a server error or not at all', async () => {
    server.failWith = 503;
    await expect(readOfferedSets({ location: server.url })).rejects.toBeInstanceOf(SourceUnreachableError);
    server.failWith = undefined;
    await expect(readOneSet({ location: 'http://127.0.0.1:9', timeoutMs: 2000 }, 'sv10')).rejects.toBeInstanceOf(SourceUnreachableError);
  });
});

describe('the Pokémon TCG API as the source', () => {
  type Json = Record<string, unknown>;
  const read = (path: string) => JSON.parse(readFileSync(join(sharedPokemonTcgDataDir(), path), 'utf8')) as Json[];
  const requests: string[] = [];
  let api: Server;
  let base: string;

  // Answers in the API's shape (pages, the set embedded in each card) from the reference data.
  beforeAll(async () => {
    const sets = read('sets/en.json');
    api = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      requests.push(`${url.pathname}${url.search}`);
      const setId = /^set\.id:([a-z0-9]+)$/.exec(url.searchParams.get('q') ?? '')?.[1];
      const all =
        url.pathname === '/v2/sets' ? sets : url.pathname === '/v2/cards' && setId !== undefined && existsSync(join(sharedPokemonTcgDataDir(), 'cards', 'en', `${setId}.json`))
          ? read(`cards/en/${setId}.json`).map((card) => ({ ...card, set: sets.find((set) => set.id === setId) }))
          : url.pathname === '/v2/cards' ? [] : undefined;
      if (all === undefined) {
        res.writeHead(404).end();
        return;
      }
      const page = Number(url.searchParams.get('page')), size = Number(url.searchParams.get('pageSize'));
      const data = all.slice((page - 1) * size, page * size);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data, page, pageSize: size, count: data.length, totalCount: all.length }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v2`;
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  it('lists the sets it offers and gives one set\'s cards by its search, with the TCGdex names', async () => {
    const source = { location: base, kind: 'pokemon-tcg-api' as const, namesFile: sharedCardNamesFile() };
    expect((await readOfferedSets(source)).find((set) => set.id === 'sv10')).toMatchObject({ name: 'Destined Rivals', releaseDate: '2025/05/30' });
    expect(catalogue.addSet(await readOneSet(source, 'sv10'), now)).toMatchObject({ setId: 'sv10', cards: 244, outcome: 'added' });
    expect(catalogue.get('sv10-1')?.names?.de).toBe('Klarins Pinsir');
    expect(requests).toContain('/v2/cards?q=set.id%3Asv10&page=1&pageSize=250');
  }, READING_MS);

  it('refuses a set it does not list', async () => {
    const source = { location: base, kind: 'pokemon-tcg-api' as const };
    await expect(readOneSet(source, 'sv99')).rejects.toThrow(`${base}/sets: the source lists no set "sv99"`);
  });
});
