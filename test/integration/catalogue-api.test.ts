import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchCatalogueFromApi } from '../../src/catalogue/api-source.js';
import { Catalogue } from '../../src/catalogue/catalogue.js';
import { CatalogueImportError } from '../../src/catalogue/file-error.js';
import { sharedCardNamesFile, sharedPokemonTcgDataDir } from '../../src/catalogue/source-paths.js';
import { openDatabase } from '../../src/database/open-database.js';
import type { Db } from '../../src/database/database.tokens.js';

// Import from the Pokémon TCG API (https://api.pokemontcg.io/v2), played by a local server that
// answers in the API's shape from the reference data. Tests never reach the internet.

type Json = Record<string, unknown>;
const SET_IDS = ['xy0', 'xy1', 'sv1'];
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const sets = (readJson(join(sharedPokemonTcgDataDir(), 'sets', 'en.json')) as Json[]).filter((s) => SET_IDS.includes(s.id as string));
const apiCards = (): Json[] =>
  SET_IDS.flatMap((setId) =>
    (readJson(join(sharedPokemonTcgDataDir(), 'cards', 'en', `${setId}.json`)) as Json[]).map((card) => ({
      ...card,
      // As the API answers: the set embedded, market prices added.
      set: sets.find((s) => s.id === setId),
      tcgplayer: { url: 'https://prices.pokemontcg.io/tcgplayer/x', prices: {} },
    })),
  );

interface Fake {
  cards: Json[];
  /** Status to answer instead, per request number (1-based) of /cards. */
  failures: Map<number, number>;
  requests: { path: string; apiKey: string | undefined }[];
}

let server: Server;
let baseUrl: string;
const fake: Fake = { cards: [], failures: new Map(), requests: [] };

function page(all: Json[], url: URL): Json {
  const number = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('pageSize') ?? '250');
  const data = all.slice((number - 1) * size, number * size);
  return { data, page: number, pageSize: size, count: data.length, totalCount: all.length };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const apiKey = req.headers['x-api-key'];
    fake.requests.push({ path: `${url.pathname}${url.search}`, apiKey: typeof apiKey === 'string' ? apiKey : undefined });
    const cardRequests = fake.requests.filter((r) => r.path.startsWith('/v2/cards')).length;
    const failure = url.pathname === '/v2/cards' ? fake.failures.get(cardRequests) : undefined;
    if (failure !== undefined) {
      res.writeHead(failure, { 'content-type': 'application/json' }).end('{"error":{"message":"slow down"}}');
      return;
    }
    const body = url.pathname === '/v2/sets' ? page(sets, url) : url.pathname === '/v2/cards' ? page(fake.cards, url) : undefined;
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let dir: string;
let db: Db;
let catalogue: Catalogue;

beforeEach(() => {
  fake.cards = apiCards();
  fake.failures = new Map();
  fake.requests = [];
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-catalogue-api-'));
  db = openDatabase(join(dir, 'mirrormat.db'));
  catalogue = new Catalogue(db);
  catalogue.open();
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('import from the Pokémon TCG API', () => {
  it('fetches every page of sets and cards, with the API key, and imports them with their names', async () => {
    const data = await fetchCatalogueFromApi({ baseUrl, apiKey: 'k-123', pageSize: 100, namesFile: sharedCardNamesFile() });
    catalogue.replaceWith(data, new Date());

    expect(catalogue.stats()).toMatchObject({ sets: 3, cards: fake.cards.length, decks: 0, source: baseUrl });
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/v2/sets?page=1&pageSize=100',
      ...[1, 2, 3, 4, 5].map((n) => `/v2/cards?page=${n}&pageSize=100`),
    ]);
    expect(fake.requests.every((r) => r.apiKey === 'k-123')).toBe(true);
    expect(catalogue.get('xy0-5')).toMatchObject({ name: 'Chesnaught', setId: 'xy0', names: { de: 'Brigaron' } });
    expect(catalogue.get('xy0-5')).not.toHaveProperty('tcgplayer');
    expect(catalogue.search({ text: 'SVI 81' }).map((c) => c.id)).toEqual(['sv1-81']);
  });

  it('waits and asks again when the API answers 429 or 503', async () => {
    fake.failures = new Map([
      [2, 429],
      [3, 503],
    ]);
    const data = await fetchCatalogueFromApi({ baseUrl, pageSize: 100, attempts: 3, retryDelayMs: 10 });
    expect(data.cards).toHaveLength(fake.cards.length);
    expect(fake.requests.filter((r) => r.path === '/v2/cards?page=2&pageSize=100')).toHaveLength(3);
  });

  it('gives up with the URL and the last answer after its attempts, and imports nothing', async () => {
    fake.failures = new Map([
      [1, 503],
      [2, 503],
    ]);
    await expect(fetchCatalogueFromApi({ baseUrl, pageSize: 100, attempts: 2, retryDelayMs: 10 })).rejects.toThrow(
      /\/v2\/cards\?page=1&pageSize=100: gave up after 2 attempts: HTTP 503/,
    );
    expect(catalogue.stats().cards).toBe(0);
  });

  it('a wrong URL is a clear error at once', async () => {
    await expect(fetchCatalogueFromApi({ baseUrl: `${baseUrl}/nothing`, attempts: 3 })).rejects.toThrow(/HTTP 404/);
    expect(fake.requests).toHaveLength(1);
  });

  it('a bad card on a page is reported by the page URL and field, and nothing is imported', async () => {
    const before = catalogue.stats();
    fake.cards[105] = { ...fake.cards[105], hp: 60 };
    const error = await fetchCatalogueFromApi({ baseUrl, pageSize: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogueImportError);
    expect((error as Error).message).toMatch(/\/v2\/cards\?page=2&pageSize=100: data\[5\]\.hp: .*expected string/);
    expect(catalogue.stats()).toEqual(before);
  });
});
