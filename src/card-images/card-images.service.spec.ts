import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueService } from '../catalogue/index.js';
import type { CatalogueConfig } from '../config/config.schema.js';
import { CardImagesService } from './card-images.service.js';
import { startImageServer, type ImageServer } from './testing.js';

/** The catalogue of one card with images (Venusaur-EX, xy1-1, as pokemon-tcg-data gives it) and one without. */
const catalogue = {
  imageUrl: (id: string, size: 'small' | 'large') =>
    id === 'xy1-1' ? { small: 'https://images.pokemontcg.io/xy1/1.png', large: 'https://images.pokemontcg.io/xy1/1_hires.png' }[size] : undefined,
  idsWithImages: (setCode: string) => (setCode === 'XY' || setCode === 'xy1' ? ['xy1-1'] : []),
} as CatalogueService;

let server: ImageServer;
let dataDir: string;
beforeAll(async () => {
  server = await startImageServer();
  dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-card-images-'));
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const service = (catalogueConfig: CatalogueConfig) => new CardImagesService({ catalogue: catalogueConfig, dataDir }, catalogue);

describe('catalogue.images decides where a card\'s picture comes from (issue 15, "Card art")', () => {
  it('remote: the tablet is sent on to the catalogue\'s image address', async () => {
    expect(await service({ images: 'remote' }).image('xy1-1', 'large')).toEqual({ redirect: 'https://images.pokemontcg.io/xy1/1_hires.png' });
  });

  it('remote with an image origin: the same path on that origin', async () => {
    expect(await service({ images: 'remote', imageOrigin: server.origin }).image('xy1-1', 'small')).toEqual({ redirect: `${server.origin}/xy1/1.png` });
  });

  it('cache: the hub\'s file under <dataDir>/card-images, fetched from the origin', async () => {
    const answer = await service({ images: 'cache', imageOrigin: server.origin }).image('xy1-1', 'small');
    expect(answer).toEqual({ file: join(dataDir, 'card-images', 'small', 'xy1-1.png'), contentType: 'image/png' });
    expect(server.requests).toContain('/xy1/1.png');
  });

  it('off: no picture, so the page keeps the drawn face; nor for a card the catalogue has no image of', async () => {
    expect(await service({ images: 'off' }).image('xy1-1', 'small')).toBeUndefined();
    expect(await service({ images: 'remote' }).image('xy1-2', 'small')).toBeUndefined();
    expect(await service({ images: 'cache', imageOrigin: server.origin }).image('xy1-2', 'small')).toBeUndefined();
  });
});

describe('filling the cache before a store goes offline', () => {
  it('fetches the small image of each card of the sets once, and counts what was there already', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mirrormat-card-images-'));
    try {
      const filling = new CardImagesService({ catalogue: { images: 'cache', imageOrigin: server.origin }, dataDir: dir }, catalogue);
      expect(await filling.fill(['XY', 'xy1'])).toEqual({ cached: 0, fetched: 1, failed: [] });
      expect(await filling.fill(['XY'])).toEqual({ cached: 1, fetched: 0, failed: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does nothing on a hub that keeps no cache', async () => {
    expect(await service({ images: 'remote' }).fill(['xy1'])).toBeUndefined();
  });
});
