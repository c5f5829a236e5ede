import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogueDir } from '../../src/catalogue/source-paths.js';
import { api, startHub, type HubProcess } from '../support/hub-process.js';
import { PostgresServer } from '../support/postgres-server.js';

/**
 * Issue 17, item 3: hubs of one store on one PostgreSQL. Two hubs never write the same match: a
 * hub serving a table holds it (src/database/postgres/table-locks.ts), a second hub configured with
 * that table does not start, and it starts once the first one is gone, with the first one's match.
 */
const server = new PostgresServer();
const hubs: HubProcess[] = [];
let url = '';

beforeAll(async () => {
  await server.start();
  url = await server.createDatabase('store');
});
afterAll(async () => {
  await Promise.all(hubs.map((hub) => hub.stop()));
  await server.destroy();
});

async function hub(): Promise<HubProcess> {
  // The longest wait for a restarting server a hub may be configured with: this machine is shared, and a start can be slow.
  const started = await startHub({ env: { MIRRORMAT__DATABASE__URL: url, MIRRORMAT__DATABASE__RECONNECT_WAIT_MS: '9000' }, timeoutMs: 60_000 });
  hubs.push(started);
  return started;
}

describe('two hubs on one store PostgreSQL', () => {
  it('do not both serve a table: the second starts only when the first is gone, and carries on its match', { timeout: 240_000 }, async () => {
    const first = await hub();
    const matchId: string = (await api(first, 'POST', '/api/tables/demo/match', { players: [{ name: 'Ash' }, { name: 'Misty' }] })).body.matchId;

    await expect(hub()).rejects.toThrow(/table ."demo." is already served by another hub on this store's database .*\(connecting\)/);

    await first.kill();
    const second = await hub();
    const exported = await api(second, 'GET', `/api/matches/${matchId}/export`);
    expect(exported.status).toBe(200);
    expect(String(exported.body)).toContain(matchId);
  });

  it('runs a league round and registers decks on the store\'s database, its catalogue, achievements, drafts and mini games there too, writing none of it to the hub\'s SQLite file', { timeout: 120_000 }, async () => {
    const running = hubs.at(-1)!;
    const ok = async (method: string, path: string, body?: unknown) => {
      const response = await api(running, method, path, body);
      if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body;
    };
    // The first test's match, carried over by this hub, ends: the round needs the table.
    await ok('POST', '/api/tables/demo/match/end');
    const eventId: string = (await ok('POST', '/api/league/events', { name: 'League night', date: '2026-11-25', format: 'expanded', bestOf: 1, roundMinutes: 30, rounds: 1, tableIds: ['demo'] })).event.eventId;
    // The demo catalogue's Miraidon deck, legal in Expanded.
    const [deck] = JSON.parse(readFileSync(join(demoCatalogueDir(), 'decks', 'en', 'sv1.json'), 'utf8')) as { cards: { id: string; count: number }[] }[];
    const { list } = await ok('POST', '/api/decks/export', { cards: deck?.cards.map(({ id, count }) => ({ id, count })) });
    await ok('POST', `/api/league/events/${eventId}/players`, { name: 'Ana', deckList: list });
    await ok('POST', `/api/league/events/${eventId}/players`, { name: 'Ben' });
    await ok('POST', `/api/league/events/${eventId}/rounds`);
    await ok('POST', `/api/league/events/${eventId}/rounds/current/start`);
    await ok('POST', `/api/league/events/${eventId}/rounds/1/tables/1/result`, { judge: { name: 'Demo Judge', pin: '0000' }, outcome: 'p1' });
    const ended = await ok('POST', `/api/league/events/${eventId}/rounds/current/end`);
    expect(ended.rounds[0].pairings[0].result).not.toBeNull();

    const sqlite = new Database(join(running.dataDir, 'mirrormat.db'), { readonly: true });
    const tables = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    sqlite.close();
    expect(tables.filter((name) => /^(league_|deck_registrations|nfc_|match|raid|catalogue_|team_|achievement_|draft|minigame)/.test(name))).toEqual([]);
  });

  it('registers a deck sent while the store\'s PostgreSQL restarts once the server is back, once: the hub waits for it', { timeout: 120_000 }, async () => {
    const running = hubs.at(-1)!;
    const [deck] = JSON.parse(readFileSync(join(demoCatalogueDir(), 'decks', 'en', 'sv1.json'), 'utf8')) as { cards: { id: string; count: number }[] }[];
    const { list } = (await api(running, 'POST', '/api/decks/export', { cards: deck?.cards.map(({ id, count }) => ({ id, count })) })).body as { list: string };

    await server.stop();
    // Sent while the server is away: the hub waits for it (database.reconnectWaitMs), so the server starts meanwhile.
    const registering = api(running, 'POST', '/api/decks/registrations', { scope: 'event', scopeId: 'restart-night', player: 'Cleo', format: 'expanded', list });
    await server.start();
    const registered = await registering;

    expect(registered).toMatchObject({ status: 201, body: { scope: 'event', scopeId: 'restart-night', player: 'Cleo', list } });
    expect((await api(running, 'GET', '/api/decks/registrations?scope=event&scopeId=restart-night')).body).toEqual([registered.body]);
    expect(running.child.exitCode).toBeNull();
  });
});
