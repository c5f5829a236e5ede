import { Inject, Injectable, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { HealthRegistry, type HealthComponent, type HealthContributor } from '../health/health.js';
import { DATABASE, STORE_POSTGRES, type Db } from './database.tokens.js';
import type { SyncPostgres } from './postgres/sync-postgres.js';
import { freeBytesBeside, LOW_DISK_BYTES } from './disk-full.js';

/**
 * The database line of /health: a trivial query proves the connection answers, and the disk
 * beside it has room for the next writes (a full disk loses nothing written, but records nothing more). It registers with
 * the app's HealthRegistry wherever that is provided; an app without one (a CLI) has no /health.
 * The store's PostgreSQL line says what the last query or probe found, never waiting on the server
 * itself: a server that stops answering (a pulled cable) shows as down within the probe's 2 s.
 */
@Injectable()
export class DatabaseHealth implements HealthContributor, OnModuleInit, OnModuleDestroy {
  private unregister: (() => void) | undefined;
  private readonly stop: (() => void)[] = [];

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly moduleRef: ModuleRef,
    @Optional() @Inject(STORE_POSTGRES) private readonly postgres: SyncPostgres | null = null,
  ) {}

  onModuleInit(): void {
    let registry: HealthRegistry | undefined;
    try {
      registry = this.moduleRef.get(HealthRegistry, { strict: false });
    } catch {
      registry = undefined;
    }
    this.unregister = registry?.register('database', this);
    if (registry && this.postgres) this.follow(registry, this.postgres);
  }

  /**
   * The live health topic shows the PostgreSQL line as /health does: announced when a query finds
   * the server gone or back, and probed every few seconds (asynchronously, within 2 s) so an idle hub notices too.
   */
  private follow(registry: HealthRegistry, postgres: SyncPostgres): void {
    this.stop.push(postgres.onAvailability(() => registry.changed('database')));
    // A connection nothing has asked yet (the hub's has, at its migrations) is asked once, so the line starts from an answer.
    if (postgres.availability === undefined) {
      try {
        postgres.query('SELECT 1');
      } catch {
        // Seen as the availability; the line gives the reason.
      }
    }
    let probing = false;
    const probe = setInterval(() => {
      // A probe waits at most as long as the interval; one still waiting is not doubled up on.
      if (probing) return;
      probing = true;
      void postgres.probe().finally(() => (probing = false));
    }, POSTGRES_PROBE_MS);
    probe.unref();
    this.stop.push(() => clearInterval(probe));
  }

  onModuleDestroy(): void {
    this.stop.splice(0).forEach((stop) => stop());
    this.unregister?.();
    this.unregister = undefined;
  }

  health(): HealthComponent[] {
    return this.postgres ? [...this.sqliteHealth(), this.postgresHealth(this.postgres)] : this.sqliteHealth();
  }

  /** The store's PostgreSQL answered the last query or probe; its name is where it is, never who logs in. */
  private postgresHealth(postgres: SyncPostgres): HealthComponent {
    const base = { kind: 'database', name: postgres.where } as const;
    const seen = postgres.availability;
    if (!postgres.open) return { ...base, status: 'down', detail: { error: 'connection closed' } };
    if (seen?.answering === true) return { ...base, status: 'up', lastSeen: seen.at.toISOString() };
    // PostgreSQL's own reason (connection refused, shutting down, no answer), not the player's sentence.
    return { ...base, status: 'down', detail: { error: seen?.error ?? 'not asked yet' } };
  }

  private sqliteHealth(): HealthComponent[] {
    const base = { kind: 'database', name: this.db.name } as const;
    if (!this.db.open) return [{ ...base, status: 'down', detail: { error: 'connection closed' } }];
    try {
      this.db.prepare('SELECT 1').get();
      const freeBytes = this.db.memory ? undefined : freeBytesBeside(this.db.name);
      if (freeBytes !== undefined && freeBytes < LOW_DISK_BYTES) {
        return [{ ...base, status: 'down', detail: { error: `disk full: ${freeBytes} bytes free beside ${this.db.name}`, freeBytes } }];
      }
      return [
        {
          ...base,
          status: 'up',
          lastSeen: new Date().toISOString(),
          detail: {
            journalMode: this.db.pragma('journal_mode', { simple: true }),
            synchronous: SYNCHRONOUS_NAMES[Number(this.db.pragma('synchronous', { simple: true }))] ?? 'unknown',
            ...(freeBytes === undefined ? {} : { freeBytes }),
          },
        },
      ];
    } catch (error) {
      return [{ ...base, status: 'down', detail: { error: error instanceof Error ? error.message : String(error) } }];
    }
  }
}

/** How often an idle hub asks the store's PostgreSQL whether it answers (one round trip on the probe's own connection; PROBE_TIMEOUT_MS at most). */
export const POSTGRES_PROBE_MS = 1_000;

const SYNCHRONOUS_NAMES: Readonly<Record<number, string>> = { 0: 'OFF', 1: 'NORMAL', 2: 'FULL', 3: 'EXTRA' };
