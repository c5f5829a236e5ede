import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const started = await startHub({ env: { MIRRORMAT__DATABASE__URL: url }, timeoutMs: 60_000 });
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
});
