import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyExport } from '../../src/match-log/verify-export.js';
import { api, startHub, type HubProcess } from '../support/hub-process.js';

/** The REST API of a real hub process (demo config): tables, matches, export, cards, health, OpenAPI, errors. */
let hub: HubProcess;

beforeAll(async () => {
  hub = await startHub();
});

afterAll(async () => {
  await hub?.stop();
  // The restarted hub reuses the first one's directory, which stop() then leaves alone.
  if (hub) rmSync(hub.dataDir, { recursive: true, force: true });
});

describe('REST: tables', () => {
  it('lists the tables of the configuration with their zones', async () => {
    const { status, body } = await api(hub, 'GET', '/api/tables', undefined, false);
    expect(status).toBe(200);
    expect(body).toEqual([expect.objectContaining({ id: 'demo', source: 'config', profile: 'sv', zones: expect.arrayContaining(['p1.active', 'stadium']) })]);
  });

  it('creates a table that survives a restart, and changes it', async () => {
    const created = await api(hub, 'POST', '/api/tables', { id: 'league-3', name: 'League table 3', profile: 'swsh' });
    expect(created).toEqual({ status: 201, body: { id: 'league-3', name: 'League table 3', profile: 'swsh', format: 'standard', allowSoftwareFlips: true, source: 'runtime', zones: [] } });
    const changed = await api(hub, 'PATCH', '/api/tables/league-3', { name: 'Top table', allowSoftwareFlips: false });
    expect(changed.body).toMatchObject({ id: 'league-3', name: 'Top table', allowSoftwareFlips: false });

    await hub.kill();
    hub = await startHub({ dataDir: hub.dataDir });
    const { body } = await api(hub, 'GET', '/api/tables/league-3', undefined, false);
    expect(body.table).toMatchObject({ name: 'Top table', profile: 'swsh', allowSoftwareFlips: false, source: 'runtime' });
  });

  it('refuses a duplicate id, a change to a configured table, and a bad body, each with its reason', async () => {
    expect(await api(hub, 'POST', '/api/tables', { id: 'demo', name: 'Again' })).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    const configured = await api(hub, 'PATCH', '/api/tables/demo', { name: 'Renamed' });
    expect(configured).toMatchObject({ status: 409, body: { error: { message: expect.stringContaining('configuration file') } } });
    const bad = await api(hub, 'POST', '/api/tables', { id: 'Bad Id!', name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/id: .*lower-case/);
    const notJson = await api(hub, 'POST', '/api/tables', '{"id": ');
    expect(notJson).toMatchObject({ status: 400, body: { error: { code: expect.any(String), message: expect.any(String) } } });
  });

  it('needs the admin token to change anything', async () => {
    expect(await api(hub, 'POST', '/api/tables', { id: 'x1', name: 'X' }, false)).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
    const wrong = await fetch(`${hub.url}/api/tables/demo/join-codes`, { headers: { authorization: 'Bearer wrong-token-wrong-token' } });
    expect(wrong.status).toBe(401);
  });

  it('answers an unknown table with 404 and JSON', async () => {
    expect(await api(hub, 'GET', '/api/tables/nope', undefined, false)).toMatchObject({ status: 404, body: { error: { code: 'unknown-table' } } });
  });
});

describe('REST: matches', () => {
  it('starts, lists, ends and exports a match whose export verifies', async () => {
    const started = await api(hub, 'POST', '/api/tables/demo/match', { players: [{ name: 'Ash' }, { name: 'Misty' }] });
    expect(started).toMatchObject({ status: 201, body: { tableId: 'demo', finished: false, profile: 'sv', format: 'standard' } });
    const matchId: string = started.body.matchId;
    expect(await api(hub, 'POST', '/api/tables/demo/match', { players: [{ name: 'A' }, { name: 'B' }] })).toMatchObject({ status: 409 });

    const running = await api(hub, 'GET', '/api/matches?table=demo&unfinished=true', undefined, false);
    expect(running.body).toEqual([expect.objectContaining({ matchId, tableId: 'demo' })]);

    const ended = await api(hub, 'POST', '/api/tables/demo/match/end');
    expect(ended).toMatchObject({ status: 200, body: { matchId, finished: true, endedAt: expect.any(String) } });
    expect((await api(hub, 'GET', '/api/matches?unfinished=true', undefined, false)).body).toEqual([]);

    const exported = await api(hub, 'GET', `/api/matches/${matchId}/export`);
    expect(exported.status).toBe(200);
    const result = verifyExport(String(exported.body));
    expect(result).toMatchObject({ ok: true, problems: [] });
    expect(result.events).toBeGreaterThanOrEqual(2);
    expect((await api(hub, 'GET', `/api/matches/${matchId}/export`, undefined, false)).status).toBe(401);
    expect((await api(hub, 'GET', '/api/matches/nope/export')).status).toBe(404);
  });

  it('refuses a start body without two players', async () => {
    const bad = await api(hub, 'POST', '/api/tables/demo/match', { players: [{ name: 'Solo' }] });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'invalid-message', message: expect.stringContaining('players') } } });
    const unknownFormat = await api(hub, 'POST', '/api/tables/demo/match', { players: [{ name: 'A' }, { name: 'B' }], format: 'pauper' });
    expect(unknownFormat).toMatchObject({ status: 400, body: { error: { message: expect.stringContaining('no format "pauper"') } } });
  });
});

describe('REST: cards, health, OpenAPI', () => {
  it('looks a card up in the catalogue, by id and by search', async () => {
    expect(await api(hub, 'GET', '/api/cards/xy0-3', undefined, false)).toMatchObject({ status: 200, body: { id: 'xy0-3', name: 'Chespin', supertype: 'Pokémon' } });
    const found = await api(hub, 'GET', '/api/cards?name=chespin&limit=5', undefined, false);
    expect(found.body).toContainEqual(expect.objectContaining({ id: 'xy0-3' }));
    expect(await api(hub, 'GET', '/api/cards/zz-0', undefined, false)).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect((await api(hub, 'GET', '/api/cards?limit=5', undefined, false)).status).toBe(400);
  });

  it('reports every component on /health', async () => {
    const { status, body } = await api(hub, 'GET', '/health', undefined, false);
    expect(status).toBe(200);
    const kinds = new Set(body.components.map((c: { kind: string }) => c.kind));
    for (const kind of ['database', 'mqtt-broker', 'reader', 'coin-flipper', 'catalogue']) expect(kinds).toContain(kind);
    expect(body.components.filter((c: { kind: string }) => c.kind === 'reader')).toHaveLength(11);
  });

  it('serves an OpenAPI 3.1 document with every route and its body schemas', async () => {
    const { body } = await api(hub, 'GET', '/api/openapi.json', undefined, false);
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/health', '/api/tables', '/api/tables/{tableId}', '/api/tables/{tableId}/match', '/api/matches/{matchId}/export', '/api/cards/{cardId}']),
    );
    const create = body.paths['/api/tables'].post;
    expect(create.security).toEqual([{ adminToken: [] }]);
    expect(create.requestBody.content['application/json'].schema.required).toEqual(['id', 'name']);
    // Every documented path answers something other than "no such route". A redirect is an answer: it is not followed
    // (a card's image redirects to the catalogue's picture on the internet, which tests never reach).
    for (const [path, methods] of Object.entries(body.paths as Record<string, Record<string, unknown>>)) {
      if (!('get' in methods)) continue;
      const concrete = path.replace('{tableId}', 'demo').replace('{matchId}', 'nope').replace('{cardId}', 'xy0-3');
      const res = await fetch(`${hub.url}${concrete}`, { headers: { authorization: `Bearer ${hub.adminToken}` }, redirect: 'manual' });
      const text = await res.text();
      expect(text, path).not.toMatch(/Cannot GET/);
    }
  });
});
