import { resolve } from 'node:path';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CatalogueImportError, CatalogueService, SourceUnreachableError } from '../catalogue/index.js';
import { newerSetOffered, newestSet, setRef } from '../catalogue/catalogue-freshness.js';
import { readOfferedSets, readOneSet, type SetSource } from '../catalogue/set-source.js';
import type { SetImport } from '../catalogue/catalogue-data.js';
import type { CatalogueConfig, MirrormatConfig } from '../config/config.schema.js';
import { CONFIG } from '../config/config.tokens.js';
import { HealthRegistry, type HealthComponent } from '../health/health.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import type { CatalogueFreshness, SetRef } from '../protocol/catalogue.schema.js';

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /** A set was imported or the set source answered: GET /api/catalogue/freshness may have changed. */
    'catalogue.changed': Record<string, never>;
  }
}

/** Sets appear every few months; a daily look is plenty and never a burden on the source. */
const CHECK_EVERY_MS = 24 * 60 * 60 * 1000;
const HEALTH_KEY = 'catalogue-set-source';

/**
 * New card sets into the running hub (issue 17, item 10): one set from `catalogue.setSource` added to the catalogue
 * without a restart, and whether the source offers a set newer than the catalogue's newest, looked at on start and
 * then daily. Without a source configured it never looks and refuses imports.
 */
@Injectable()
export class CatalogueSetsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly source: SetSource | undefined;
  private readonly log: Logger;
  private offered: readonly SetRef[] | undefined;
  private checkedAt: string | null = null;
  /** Why the source could not be read at the last look; shown once on /health, as a note. */
  private unreachable: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private unregister: (() => void) | undefined;
  /** Imports run one after another, so two organisers' clicks cannot interleave their reads and writes. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(CONFIG) config: Pick<MirrormatConfig, 'catalogue'>,
    @Inject(LOGGER) logger: Logger,
    private readonly catalogue: CatalogueService,
    private readonly events: HubEventBus,
    private readonly health: HealthRegistry,
  ) {
    this.source = sourceOf(config.catalogue);
    this.log = logger.child({ component: 'catalogue-sets' });
  }

  onApplicationBootstrap(): void {
    if (this.source === undefined) return;
    this.unregister = this.health.register(HEALTH_KEY, { health: () => this.healthLines() });
    // Not awaited: a slow or absent source never holds up the start.
    void this.check();
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.unregister?.();
  }

  freshness(): CatalogueFreshness {
    const held = this.catalogue.sets().map(setRef);
    return {
      newest: newestSet(held) ?? null,
      sourceConfigured: this.source !== undefined,
      newer: this.offered === undefined ? null : (newerSetOffered(held, this.offered) ?? null),
      checkedAt: this.checkedAt,
    };
  }

  /**
   * Reads the set from the source and adds it to the catalogue in one transaction. Throws HubError: `conflict`
   * without a source, `invalid-command` for a set the source does not offer or whose files are malformed (nothing
   * changed then), `unavailable` when the source cannot be reached.
   */
  importSet(setId: string): Promise<SetImport> {
    const run = this.queue.then(() => this.importNow(setId));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async importNow(setId: string): Promise<SetImport> {
    const source = this.source;
    if (source === undefined) throw new HubError('conflict', 'this hub has no set source: set catalogue.setSource to a pokemon-tcg-data directory or address');
    let data;
    try {
      data = await readOneSet(source, setId);
    } catch (error) {
      if (error instanceof SourceUnreachableError) throw new HubError('unavailable', `the set source cannot be read now, nothing was imported: ${error.problems.join('; ')}`);
      if (error instanceof CatalogueImportError) throw new HubError('invalid-command', error.message);
      throw error;
    }
    const result = this.catalogue.addSet(data);
    this.log.info({ ...result, source: source.location }, 'card set imported');
    this.events.emit('catalogue.changed', {});
    return result;
  }

  /** Asks the source which sets it offers; a failure is remembered as a note, never thrown. */
  private async check(): Promise<void> {
    const source = this.source!;
    try {
      this.offered = (await readOfferedSets(source)).map(setRef);
      this.checkedAt = new Date().toISOString();
      if (this.unreachable !== undefined) this.log.info({ source: source.location }, 'the set source answers again');
      this.unreachable = undefined;
    } catch (error) {
      const problem = error instanceof CatalogueImportError ? error.problems.join('; ') : error instanceof Error ? error.message : String(error);
      if (this.unreachable === undefined) this.log.warn({ source: source.location, problem }, 'the set source could not be read; the store overview says nothing about newer sets');
      this.unreachable = problem;
      this.offered = undefined;
    }
    this.health.changed(HEALTH_KEY);
    this.events.emit('catalogue.changed', {});
  }

  private healthLines(): HealthComponent[] {
    const newer = this.freshness().newer;
    return [
      {
        kind: 'catalogue',
        name: 'set source',
        // Not reaching the source takes nothing away from play: a note, not a fault.
        status: 'up',
        detail: {
          from: this.source!.location,
          ...(this.checkedAt === null ? {} : { checkedAt: this.checkedAt }),
          ...(newer === null ? {} : { newerSet: newer.id }),
          ...(this.unreachable === undefined ? {} : { note: `could not be read: ${this.unreachable}` }),
        },
      },
    ];
  }
}

function sourceOf(config: CatalogueConfig): SetSource | undefined {
  const given = config.setSource;
  if (given === undefined) return undefined;
  const local = (path: string) => (/^https?:\/\//i.test(path) ? path : resolve(path));
  return {
    location: local(given.from),
    ...(given.kind === undefined ? {} : { kind: given.kind }),
    ...(given.namesFile === undefined ? {} : { namesFile: resolve(given.namesFile) }),
    ...(given.textsFile === undefined ? {} : { textsFile: resolve(given.textsFile) }),
  };
}
