import { Inject, Injectable, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HealthRegistry, type HealthComponent, type HealthContributor } from '../health/health.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import type { CardDef } from '../rules/index.js';
import { fetchCatalogueFromApi, type ApiSourceOptions } from './api-source.js';
import type { CardImageSize } from './card-images.js';
import { Catalogue, type CardSearch } from './catalogue.js';
import type { CatalogueData, CatalogueDeck, CatalogueSet, OneSet, SetImport } from './catalogue-data.js';
import type { CatalogueStats } from './catalogue.repository.js';
import { i18nFilesFor, readCatalogueDirectory } from './directory-source.js';
import { CATALOGUE_DEMO_DIR } from './catalogue.tokens.js';
import { demoCatalogueDir } from './source-paths.js';

/**
 * The card catalogue of the hub: cards in the hub's SQLite database, looked up by id, name (English,
 * German, French) or set code and number. On first boot with an empty catalogue it loads the demo
 * catalogue shipped in catalogue/demo, so a fresh install can play the Kalos Starter Set at once.
 */
@Injectable()
export class CatalogueService implements OnModuleInit, OnModuleDestroy, HealthContributor {
  private readonly log: Logger;
  private unregister: (() => void) | undefined;
  private demoProblem: string | undefined;

  constructor(
    private readonly catalogue: Catalogue,
    @Inject(LOGGER) logger: Logger,
    @Optional() private readonly registry?: HealthRegistry,
    @Optional() @Inject(CATALOGUE_DEMO_DIR) private readonly demoDir?: string,
  ) {
    this.log = logger.child({ component: 'catalogue' });
  }

  async onModuleInit(): Promise<void> {
    this.catalogue.open();
    this.unregister = this.registry?.register('catalogue', this);
    if (this.catalogue.stats().cards > 0) return;
    const dir = this.demoDir ?? demoCatalogueDir();
    this.log.info({ dir }, 'catalogue is empty: loading the demo catalogue');
    try {
      this.importData(await this.read(dir));
    } catch (error) {
      // A missing demo must not stop the hub: /health shows the catalogue down until one is imported.
      this.demoProblem = error instanceof Error ? error.message : String(error);
      this.log.error({ dir, error: this.demoProblem }, 'the demo catalogue could not be loaded; import one with catalogue-import');
    }
  }

  onModuleDestroy(): void {
    this.unregister?.();
    this.unregister = undefined;
  }

  get(id: string): CardDef | undefined {
    return this.catalogue.get(id);
  }

  /** The cards of `ids`, in that order, unknown ids left out: one read for many cards. */
  getMany(ids: readonly string[]): CardDef[] {
    return this.catalogue.getMany(ids);
  }

  /** Throws a ZodError for a malformed search and UnknownSetCodeError for an unknown set code. */
  search(query: CardSearch): CardDef[] {
    return this.catalogue.search(query);
  }

  /** The card's image address from the catalogue's source (https), if the source gave one. */
  imageUrl(id: string, size: CardImageSize): string | undefined {
    return this.catalogue.imageUrl(id, size);
  }

  /** The cards with images of the sets a code names; throws UnknownSetCodeError for an unknown code. */
  idsWithImages(setCode: string): string[] {
    return this.catalogue.idsWithImages(setCode);
  }

  sets(): CatalogueSet[] {
    return this.catalogue.sets();
  }

  setIdsOf(code: string): readonly string[] {
    return this.catalogue.setIdsOf(code);
  }

  deck(id: string): CatalogueDeck | undefined {
    return this.catalogue.deck(id);
  }

  decks(): { id: string; name: string; setId: string }[] {
    return this.catalogue.decks();
  }

  stats(): CatalogueStats {
    return this.catalogue.stats();
  }

  /** Replaces the catalogue with a pokemon-tcg-data directory, with the TCGdex names (cards, attacks, Abilities) in it or beside it. */
  async importFromDirectory(dir: string): Promise<CatalogueStats> {
    return this.importData(await this.read(dir));
  }

  /** Replaces the catalogue with the Pokémon TCG API's cards and sets. */
  async importFromApi(options: ApiSourceOptions): Promise<CatalogueStats> {
    const onPage = (what: 'sets' | 'cards', fetched: number, total: number): void => {
      this.log.info({ what, fetched, total }, 'catalogue: page fetched from the Pokémon TCG API');
      options.onPage?.(what, fetched, total);
    };
    return this.importData(await fetchCatalogueFromApi({ ...options, onPage }));
  }

  /** Adds one set (or brings it up to date), the other sets untouched; see Catalogue.addSet. */
  addSet(data: OneSet): SetImport {
    for (const warning of data.warnings) this.log.warn({ source: data.source }, warning);
    const result = this.catalogue.addSet(data, new Date());
    if (result.outcome !== 'unchanged') this.registry?.changed('catalogue');
    return result;
  }

  private read(dir: string): Promise<CatalogueData> {
    return readCatalogueDirectory(dir, i18nFilesFor(dir));
  }

  private importData(data: CatalogueData): CatalogueStats {
    for (const warning of data.warnings) this.log.warn({ source: data.source }, warning);
    const stats = this.catalogue.replaceWith(data, new Date());
    this.log.info({ ...stats }, 'catalogue imported');
    this.demoProblem = undefined;
    return stats;
  }

  health(): HealthComponent[] {
    const stats = this.catalogue.stats();
    return [
      {
        kind: 'catalogue',
        name: 'catalogue',
        status: stats.cards > 0 ? 'up' : 'down',
        detail: this.demoProblem === undefined ? { ...stats } : { ...stats, error: this.demoProblem },
      },
    ];
  }
}
