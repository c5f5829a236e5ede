import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CardImageCache, CardImageError } from './card-image-cache.js';
import { CARD_PNG, startImageServer, type ImageServer } from './testing.js';

let server: ImageServer;
let dir: string;
beforeAll(async () => {
  server = await startImageServer();
});
afterAll(() => server.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-card-images-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const fetched = (path: string) => server.requests.filter((p) => p === path).length;

describe('the hub\'s card image cache (issue 15, "Card art": an opt-in cache for offline stores)', () => {
  it('on a miss fetches the image once from its source and keeps it under the cache directory', async () => {
    const cache = new CardImageCache({ dir });
    const image = await cache.get('xy1-1', 'small', `${server.origin}/miss/xy1/1.png`);
    expect(image).toEqual({ file: join(dir, 'small', 'xy1-1.png'), contentType: 'image/png' });
    expect(readFileSync(image.file)).toEqual(CARD_PNG);
    expect(fetched('/miss/xy1/1.png')).toBe(1);
  });

  it('on a hit reads the file and asks the source nothing, also from a new cache on the same directory (a restart)', async () => {
    await new CardImageCache({ dir }).get('xy1-1', 'large', `${server.origin}/hit/xy1/1_hires.png`);
    const again = await new CardImageCache({ dir }).get('xy1-1', 'large', `${server.origin}/hit/xy1/1_hires.png`);
    expect(again.file).toBe(join(dir, 'large', 'xy1-1.png'));
    expect(fetched('/hit/xy1/1_hires.png')).toBe(1);
  });

  it('tablets asking for the same image at once cause one fetch', async () => {
    const cache = new CardImageCache({ dir });
    await Promise.all(Array.from({ length: 5 }, () => cache.get('sv1-25', 'small', `${server.origin}/together/sv1/25.png`)));
    expect(fetched('/together/sv1/25.png')).toBe(1);
  });

  it('refuses an answer that is not a PNG, JPEG or WebP image, and keeps nothing', async () => {
    const cache = new CardImageCache({ dir });
    await expect(cache.get('xy1-2', 'small', `${server.origin}/text/xy1/2.png`)).rejects.toThrow(/"text\/html" is not a PNG, JPEG or WebP image/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses an image over the size limit, and keeps nothing', async () => {
    const cache = new CardImageCache({ dir, maxBytes: 1_000_000 });
    await expect(cache.get('xy1-3', 'large', `${server.origin}/huge/xy1/3.png`)).rejects.toThrow(/larger than 1000000 bytes/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('gives up on a source that does not answer in time', async () => {
    const cache = new CardImageCache({ dir, timeoutMs: 200 });
    const error = await cache.get('xy1-4', 'small', `${server.origin}/slow/xy1/4.png`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CardImageError);
    expect((error as CardImageError).message).toMatch(/no answer within 200 ms/);
  });

  it('says so when the source is down', async () => {
    const down = await startImageServer();
    await down.close();
    const error = await new CardImageCache({ dir }).get('xy1-5', 'small', `${down.origin}/xy1/5.png`).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'source' });
  });

  it('refuses an id that could leave the cache directory, before any fetch', async () => {
    const cache = new CardImageCache({ dir });
    for (const id of ['../mirrormat', '../../etc/passwd', 'xy1-1/../../x', '.hidden-1', 'xy1-1\0', 'C:\\x-1', '']) {
      const error = await cache.get(id, 'small', `${server.origin}/traversal/${encodeURIComponent(id)}`).catch((e: unknown) => e);
      expect(error, id).toMatchObject({ reason: 'bad-id' });
    }
    expect(server.requests.filter((p) => p.startsWith('/traversal/'))).toEqual([]);
  });

  it('fetches no more images at once than its concurrency cap', async () => {
    let running = 0;
    let most = 0;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      try {
        return await globalThis.fetch(input, init);
      } finally {
        running--;
      }
    };
    const cache = new CardImageCache({ dir, fetch, concurrency: 2 });
    await Promise.all(Array.from({ length: 7 }, (_, i) => cache.get(`sv1-${i + 1}`, 'small', `${server.origin}/cap/sv1/${i + 1}.png`)));
    expect(most).toBe(2);
    expect(readdirSync(join(dir, 'small'))).toHaveLength(7);
  });
});
