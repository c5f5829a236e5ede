import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PNG, startImageServer, type ImageServer } from '../../src/card-images/testing.js';
import { startSetServer, type SetServer } from '../../src/catalogue/set-server.testing.js';
import { sharedCardNamesFile, sharedPokemonTcgDataDir } from '../../src/catalogue/source-paths.js';
import { importCatalogue } from '../browser/catalogue-import.js';
import { connectClient, startHub, type HubClient, type HubProcess } from '../support/hub-process.js';

/**
 * Issue 15, "Card art": with `catalogue.images: cache` the hub serves each card's picture from <dataDir>/card-images,
 * fetched once from the source. The source is a local image server (catalogue.imageOrigin), never the internet.
 * Issue 17, item 10, on the same hub: new sets come from a local server playing pokemon-tcg-data's address.
 */
let images: ImageServer;
let sets: SetServer;
let hub: HubProcess;
let dataDir: string;

beforeAll(async () => {
  images = await startImageServer();
  sets = await startSetServer(sharedPokemonTcgDataDir());
  dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-hub-'));
  importCatalogue(dataDir, { sv2: ['sv2-1', 'sv2-4'] });
  hub = await startHub({
    dataDir,
    env: {
      MIRRORMAT__CATALOGUE__IMAGES: 'cache',
      MIRRORMAT__CATALOGUE__IMAGE_ORIGIN: images.origin,
      MIRRORMAT__CATALOGUE__SET_SOURCE__FROM: sets.url,
      MIRRORMAT__CATALOGUE__SET_SOURCE__NAMES_FILE: sharedCardNamesFile(),
    },
  });
}, 60_000);

afterAll(async () => {
  await hub?.stop();
  await images?.close();
  await sets?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${hub.url}${path}`, { redirect: 'manual' });

describe('GET /api/cards/:cardId/image on a hub in cache mode', () => {
  it('fetches a card\'s image from its source on the first request and serves it from the cache after', async () => {
    const first = await get('/api/cards/sv2-1/image?size=small');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await first.arrayBuffer())).toEqual(CARD_PNG);
    expect(existsSync(join(dataDir, 'card-images', 'small', 'sv2-1.png'))).toBe(true);

    const again = await get('/api/cards/sv2-1/image');
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(CARD_PNG);
    expect(images.requests.filter((path) => path === '/sv2/1.png')).toHaveLength(1);
  });

  it('keeps the large image apart, from the catalogue\'s large address', async () => {
    expect((await get('/api/cards/sv2-4/image?size=large')).status).toBe(200);
    expect(images.requests).toContain('/sv2/4_hires.png');
    expect(existsSync(join(dataDir, 'card-images', 'large', 'sv2-4.png'))).toBe(true);
  });

  it('answers 404 for a card the catalogue does not have, and for an id that tries to leave the cache, asking the source nothing', async () => {
    const before = images.requests.length;
    for (const id of ['sv2-999', '..%2F..%2Fmirrormat.db', '..', '%2Fetc%2Fpasswd']) {
      const answer = await get(`/api/cards/${id}/image`);
      expect(answer.status, id).toBe(404);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('not-found');
    }
    expect(images.requests.length).toBe(before);
  });

  it('refuses a size it does not know', async () => {
    expect((await get('/api/cards/sv2-1/image?size=huge')).status).toBe(400);
  });

  it('the organiser fills the cache with a set\'s small images before the store goes offline', async () => {
    const fill = (headers: Record<string, string>) =>
      fetch(`${hub.url}/api/cards/images/fill`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ sets: ['PAL'] }) });
    expect((await fill({})).status).toBe(401);
    const filled = await fill({ authorization: `Bearer ${hub.adminToken}` });
    expect(filled.status).toBe(200);
    // Hoppip's (sv2-1) small image was cached by the first test; Pineco's (sv2-4) only in large.
    expect(await filled.json()).toEqual({ cached: 1, fetched: 1, failed: [] });
    expect(existsSync(join(dataDir, 'card-images', 'small', 'sv2-4.png'))).toBe(true);
  });

  it('answers 502 when the source is down and the image is not cached yet', async () => {
    await images.close();
    const answer = await get('/api/cards/sv2-1/image?size=large');
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toContain('sv2-1');
    // What is cached stays served.
    expect((await get('/api/cards/sv2-1/image?size=small')).status).toBe(200);
  });
});

describe('a new card set into the running hub (issue 17, item 10)', () => {
  const importSet = (setId: string, headers: Record<string, string> = { authorization: `Bearer ${hub.adminToken}` }) =>
    fetch(`${hub.url}/api/catalogue/sets/${setId}/import`, { method: 'POST', headers });

  let watcher: HubClient;
  afterAll(() => watcher?.close());

  it('says, live, that the catalogue is older than the newest set the source offers, once the hub has looked at start', async () => {
    watcher = await connectClient(hub.wsUrl);
    watcher.send({ id: 'hello', type: 'hello', auth: { role: 'spectator' } });
    await watcher.next((f) => f.replyTo === 'hello');
    watcher.send({ id: 'watch', type: 'watch', topic: 'catalogue-freshness' });
    const frame = await watcher.next((f) => f.type === 'live' && f.topic === 'catalogue-freshness' && f.state.newer !== null);
    expect(frame.state).toMatchObject({ newest: { id: 'sv2' }, sourceConfigured: true, newer: { id: 'me2pt5', name: 'Ascended Heroes', releaseDate: '2026/01/30' } });
    expect(await (await get('/api/catalogue/freshness')).json()).toEqual(frame.state);
  });

  it('the organiser imports sv10 without a restart: its cards are served at once, with their German names; a second import changes nothing', async () => {
    expect((await importSet('sv10', {})).status).toBe(401);
    expect((await get('/api/cards/sv10-1')).status).toBe(404);
    const imported = await importSet('sv10');
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ setId: 'sv10', name: 'Destined Rivals', releaseDate: '2025/05/30', cards: 244, outcome: 'added' });
    const pinsir = (await (await get('/api/cards/sv10-1')).json()) as { name: string; names: { de: string } };
    expect(pinsir).toMatchObject({ name: "Ethan's Pinsir", names: { de: 'Klarins Pinsir' } });
    expect(((await (await get('/api/cards?text=Klarins%20Pinsir')).json()) as { id: string }[]).map((c) => c.id)).toEqual(['sv10-1']);
    await watcher.next((f) => f.type === 'live' && f.topic === 'catalogue-freshness' && f.state.newest?.id === 'sv10');
    expect(await (await importSet('sv10')).json()).toMatchObject({ outcome: 'unchanged' });
  });

  it('refuses a set the source does not offer and an id that is no set id, changing nothing', async () => {
    const unknown = await importSet('sv99');
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toContain('the source lists no set "sv99"');
    expect((await importSet('sv..10')).status).toBe(400);
  });
});
