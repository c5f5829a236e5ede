import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PNG, startImageServer, type ImageServer } from '../../src/card-images/testing.js';
import { importCatalogue } from '../browser/catalogue-import.js';
import { startHub, type HubProcess } from '../support/hub-process.js';

/**
 * Issue 15, "Card art": with `catalogue.images: cache` the hub serves each card's picture from <dataDir>/card-images,
 * fetched once from the source. The source is a local image server (catalogue.imageOrigin), never the internet.
 */
let images: ImageServer;
let hub: HubProcess;
let dataDir: string;

beforeAll(async () => {
  images = await startImageServer();
  dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-hub-'));
  importCatalogue(dataDir, { sv2: ['sv2-1', 'sv2-4'] });
  hub = await startHub({ dataDir, env: { MIRRORMAT__CATALOGUE__IMAGES: 'cache', MIRRORMAT__CATALOGUE__IMAGE_ORIGIN: images.origin } });
}, 60_000);

afterAll(async () => {
  await hub?.stop();
  await images?.close();
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
