import { Inject, Injectable } from '@nestjs/common';
import { join } from 'node:path';
import { CatalogueService, type CardImageSize } from '../catalogue/index.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { CONFIG } from '../config/config.tokens.js';
import { CardImageCache, type CachedImage } from './card-image-cache.js';

/** What filling the cache did: images already there, images fetched, and those the source would not give. */
export interface CacheFill {
  readonly cached: number;
  readonly fetched: number;
  readonly failed: readonly { readonly cardId: string; readonly message: string }[];
}

/** Where a tablet gets a card's picture: sent on to its source, or the hub's cached file. */
export type CardImageAnswer = { readonly redirect: string } | CachedImage;

/**
 * Card art by `catalogue.images` (config.schema.ts). The hub answers for every card by its catalogue id, so a page
 * asks for `/api/cards/<id>/image` whatever the mode and only catalogue images are ever shown: no address travels
 * in commands or the match log, and a card the viewer may not see has no id in their view to ask with.
 */
@Injectable()
export class CardImagesService {
  private readonly cache: CardImageCache | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Pick<MirrormatConfig, 'catalogue' | 'dataDir'>,
    private readonly catalogue: CatalogueService,
  ) {
    this.cache = config.catalogue.images === 'cache' ? new CardImageCache({ dir: join(config.dataDir, 'card-images') }) : undefined;
  }

  /** Undefined when images are off or the catalogue has none for this card; throws CardImageError when the cache cannot fetch it. */
  async image(cardId: string, size: CardImageSize): Promise<CardImageAnswer | undefined> {
    if (this.config.catalogue.images === 'off') return undefined;
    const url = this.catalogue.imageUrl(cardId, size);
    if (url === undefined) return undefined;
    const source = this.sourceOf(url);
    return this.cache ? this.cache.get(cardId, size, source) : { redirect: source };
  }

  /**
   * Fetches into the cache the small images (the card faces' size) of every card of the sets, before a store goes
   * offline; undefined when the hub does not cache (catalogue.images is not `cache`). Throws UnknownSetCodeError.
   */
  async fill(setCodes: readonly string[]): Promise<CacheFill | undefined> {
    const cache = this.cache;
    if (!cache) return undefined;
    const ids = [...new Set(setCodes.flatMap((code) => this.catalogue.idsWithImages(code)))];
    let cached = 0;
    let fetched = 0;
    const failed: { cardId: string; message: string }[] = [];
    await Promise.all(
      ids.map(async (cardId) => {
        if (await cache.cached(cardId, 'small')) {
          cached++;
          return;
        }
        try {
          await cache.get(cardId, 'small', this.sourceOf(this.catalogue.imageUrl(cardId, 'small')!));
          fetched++;
        } catch (error) {
          failed.push({ cardId, message: error instanceof Error ? error.message : String(error) });
        }
      }),
    );
    return { cached, fetched, failed: failed.sort((a, b) => a.cardId.localeCompare(b.cardId)) };
  }

  /** The catalogue's address, or the same path on `catalogue.imageOrigin` (a store's mirror; a test's local server). */
  private sourceOf(url: string): string {
    const origin = this.config.catalogue.imageOrigin;
    if (origin === undefined) return url;
    const { pathname, search } = new URL(url);
    return new URL(pathname + search, origin).href;
  }
}
