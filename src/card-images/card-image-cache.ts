import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CardImageSize } from '../catalogue/index.js';

/** What the cache accepts from a source, and the file extension it keeps each as. */
const IMAGE_TYPES: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const CONTENT_TYPES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([type, ext]) => [ext, type]));

/**
 * A pokemon-tcg-data card id as a file name: the set id, a dash, the collector number ("sv3pt5-1", "ex10-!",
 * "cel25c-15_A1"). No slash and no leading dot, so it cannot leave the cache directory.
 */
const CARD_ID = /^[a-z0-9][a-z0-9.]*-[A-Za-z0-9_!?]+$/;

export interface CachedImage {
  readonly file: string;
  readonly contentType: string;
}

export interface CardImageCacheOptions {
  /** <dataDir>/card-images. */
  readonly dir: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly timeoutMs?: number;
  /** A card scan is 0.1-2 MB; anything far larger is not one. */
  readonly maxBytes?: number;
  /** Fetches at once: a whole table's first page load must not open a hundred connections to the source. */
  readonly concurrency?: number;
}

/** Why an image could not be had: the route answers 404 for a bad id and 502 for a source that failed. */
export class CardImageError extends Error {
  constructor(
    readonly reason: 'bad-id' | 'source',
    message: string,
  ) {
    super(message);
    this.name = 'CardImageError';
  }
}

/**
 * The hub's card image cache (`catalogue.images: cache`): each image fetched once from its source into
 * `<dir>/<size>/<cardId>.<png|jpg|webp>` and read from there ever after, so a store's tablets see card art with no
 * internet once the cache is filled. Only a picture of a known type and a sane size is kept, written whole or not at all.
 */
export class CardImageCache {
  private readonly fetch: typeof globalThis.fetch;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly concurrency: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** One fetch per image however many tablets ask for it at once. */
  private readonly inFlight = new Map<string, Promise<CachedImage>>();

  constructor(private readonly options: CardImageCacheOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxBytes = options.maxBytes ?? 5_000_000;
    this.concurrency = options.concurrency ?? 4;
  }

  /** The cached file of the card's image, fetched from `sourceUrl` on a miss. */
  async get(cardId: string, size: CardImageSize, sourceUrl: string): Promise<CachedImage> {
    if (!CARD_ID.test(cardId)) throw new CardImageError('bad-id', `"${cardId}" is not a card id like "sv1-25"`);
    const found = await this.cached(cardId, size);
    if (found) return found;
    const key = `${size}/${cardId}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.limited(() => this.download(cardId, size, sourceUrl)).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** The cached file, if there is one. */
  async cached(cardId: string, size: CardImageSize): Promise<CachedImage | undefined> {
    if (!CARD_ID.test(cardId)) return undefined;
    for (const [ext, contentType] of Object.entries(CONTENT_TYPES)) {
      const file = this.fileOf(cardId, size, ext);
      if (await stat(file).then((s) => s.isFile(), () => false)) return { file, contentType };
    }
    return undefined;
  }

  private fileOf(cardId: string, size: CardImageSize, ext: string): string {
    return join(this.options.dir, size, `${cardId}.${ext}`);
  }

  private async download(cardId: string, size: CardImageSize, sourceUrl: string): Promise<CachedImage> {
    const failed = (why: string) => new CardImageError('source', `the image of ${cardId} (${size}) could not be fetched from ${sourceUrl}: ${why}`);
    let response: Response;
    try {
      response = await this.fetch(sourceUrl, { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'follow' });
    } catch (error) {
      throw failed(error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : String((error as Error).cause ?? error));
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const ext = IMAGE_TYPES[contentType];
    if (!response.ok || ext === undefined) {
      await response.body?.cancel();
      throw failed(response.ok ? `"${contentType || 'no content type'}" is not a PNG, JPEG or WebP image` : `HTTP ${response.status}`);
    }
    const bytes = await this.readCapped(response, failed);
    const file = this.fileOf(cardId, size, ext);
    await mkdir(join(this.options.dir, size), { recursive: true });
    // Written beside, then renamed: a tablet never reads half an image, and a crash leaves none.
    const partial = `${file}.${randomUUID()}.part`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { file, contentType };
  }

  private async readCapped(response: Response, failed: (why: string) => CardImageError): Promise<Buffer> {
    const tooLarge = () => failed(`larger than ${this.maxBytes} bytes`);
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > this.maxBytes) {
      await response.body?.cancel();
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    try {
      for await (const chunk of response.body ?? []) {
        total += chunk.byteLength;
        if (total > this.maxBytes) throw tooLarge();
        chunks.push(chunk);
      }
    } catch (error) {
      if (error instanceof CardImageError) throw error;
      throw failed(error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : String(error));
    }
    return Buffer.concat(chunks);
  }

  private async limited<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its place straight to the next one waiting, so no newcomer slips in between.
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
