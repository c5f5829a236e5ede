import { Inject, Injectable } from '@nestjs/common';
import { join } from 'node:path';
import { CatalogueService, type CardImageSize } from '../catalogue/index.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { CONFIG } from '../config/config.tokens.js';
import { CardImageCache, type CachedImage } from './card-image-cache.js';

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

  /** The catalogue's address, or the same path on `catalogue.imageOrigin` (a store's mirror; a test's local server). */
  private sourceOf(url: string): string {
    const origin = this.config.catalogue.imageOrigin;
    if (origin === undefined) return url;
    const { pathname, search } = new URL(url);
    return new URL(pathname + search, origin).href;
  }
}
