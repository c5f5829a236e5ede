import Database from 'better-sqlite3';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Catalogue, CatalogueService } from '../catalogue/index.js';
import { startSetServer, type SetServer } from '../catalogue/set-server.testing.js';
import { sharedCardNamesFile, sharedPokemonTcgDataDir } from '../catalogue/source-paths.js';
import type { CatalogueConfig } from '../config/config.schema.js';
import { HealthRegistry } from '../health/health.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { CatalogueSetsService } from './catalogue-sets.service.js';

/**
 * Issue 17, item 10, in the running hub: a new set from the store's source (here a local server playing
 * pokemon-tcg-data's address, never the internet), and "the catalogue is older" from what the source offers.
 */
let server: SetServer;
let db: Database.Database;
let catalogue: CatalogueService;
let events: HubEventBus;
let health: HealthRegistry;
const services: CatalogueSetsService[] = [];
/** The demo catalogue's newest set: released with Scarlet & Violet (sv1), the later id of that day. */
const SVE = { id: 'sve', name: 'Scarlet & Violet Energies', releaseDate: '2023/03/31' };

beforeAll(async () => {
  server = await startSetServer(sharedPokemonTcgDataDir());
});
afterAll(() => server.close());

beforeEach(async () => {
  db = new Database(':memory:');
  events = new HubEventBus(pino({ level: 'silent' }));
  health = new HealthRegistry(events);
  catalogue = new CatalogueService(new Catalogue(db), pino({ level: 'silent' }), health);
  // The demo catalogue: Kalos Starter Set, XY, Scarlet & Violet base set (2023/03/31) and its Energy.
  await catalogue.onModuleInit();
});

afterEach(() => {
  for (const service of services.splice(0)) service.onModuleDestroy();
  server.failWith = undefined;
  db.close();
});

/** The service, started as the hub starts it, once its first look at the source is done. */
async function started(setSource?: CatalogueConfig['setSource']): Promise<CatalogueSetsService> {
  const config = { catalogue: { images: 'off' as const, ...(setSource === undefined ? {} : { setSource }) } };
  const service = new CatalogueSetsService(config, pino({ level: 'silent' }), catalogue, events, health);
  services.push(service);
  const looked = new Promise<void>((resolve) => {
    const off = events.on('catalogue.changed', () => {
      off();
      resolve();
    });
  });
  service.onApplicationBootstrap();
  if (setSource !== undefined) await looked;
  return service;
}

describe('the catalogue is older than its source', () => {
  it('names the newest set the source offers that the catalogue lacks', async () => {
    const freshness = (await started({ from: server.url })).freshness();
    expect(freshness).toMatchObject({
      newest: SVE,
      sourceConfigured: true,
      newer: { id: 'me2pt5', name: 'Ascended Heroes', releaseDate: '2026/01/30' },
    });
    expect(freshness.checkedAt).not.toBeNull();
    expect(server.requests.at(-1)).toBe('/sets/en.json');
  });

  it('says nothing once the newest set is imported, and the new cards are in the catalogue', async () => {
    const service = await started({ from: server.url, namesFile: sharedCardNamesFile() });
    const pushed: unknown[] = [];
    events.on('catalogue.changed', (e) => pushed.push(e));
    const result = await service.importSet('me2pt5');
    expect(result).toMatchObject({ setId: 'me2pt5', name: 'Ascended Heroes', outcome: 'added' });
    expect(catalogue.get('me2pt5-1')).toBeDefined();
    expect(service.freshness()).toMatchObject({ newest: { id: 'me2pt5' }, newer: null });
    expect(pushed).toHaveLength(1);
  }, 30_000);

  it('says nothing, and notes once on /health that the source cannot be reached, when it cannot', async () => {
    server.failWith = 503;
    const service = await started({ from: server.url });
    expect(service.freshness()).toMatchObject({ sourceConfigured: true, newer: null, checkedAt: null });
    const line = health.snapshot().find((c) => c.name === 'set source');
    expect(line).toMatchObject({ kind: 'catalogue', status: 'up' });
    expect(String(line?.detail?.note)).toContain('HTTP 503');
  });

  it('never looks without a set source, and refuses an import', async () => {
    const asked = server.requests.length;
    const service = await started();
    expect(service.freshness()).toEqual({ newest: SVE, sourceConfigured: false, newer: null, checkedAt: null });
    await expect(service.importSet('sv10')).rejects.toMatchObject({ code: 'conflict' });
    expect(health.snapshot().some((c) => c.name === 'set source')).toBe(false);
    expect(server.requests).toHaveLength(asked);
  });
});

describe('importing a set from the source', () => {
  it('refuses a set the source does not offer, changing nothing', async () => {
    const service = await started({ from: server.url });
    const before = catalogue.stats();
    const error = await service.importSet('sv99').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubError);
    expect(error).toMatchObject({ code: 'invalid-command' });
    expect((error as Error).message).toContain('the source lists no set "sv99"');
    expect(catalogue.stats()).toEqual(before);
  });

  it('refuses with `unavailable` when the source does not answer, changing nothing', async () => {
    const service = await started({ from: server.url });
    server.failWith = 502;
    const before = catalogue.stats();
    await expect(service.importSet('sv10')).rejects.toMatchObject({ code: 'unavailable' });
    expect(catalogue.stats()).toEqual(before);
  });
});
