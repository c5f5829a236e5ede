import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { MirrormatConfig } from '../config/config.schema.js';
import { CONFIG } from '../config/config.tokens.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { backupFileName, backupsToPrune, dumpFileName } from './backup-files.js';
import { DatabaseBackupRepository } from './database-backup.repository.js';
import { PG_CLIENT_APT, PgClientMissingError, PostgresDump } from './postgres-dump.js';

/**
 * backup.intervalMinutes: a verified backup of the hub's database at that interval while the hub
 * runs, and at the end of each round of a league event (as TOM users are used to), into backup.dir
 * (default <dataDir>/backups), keeping the newest backup.keep of each kind. With the store's
 * PostgreSQL (database.url), a pg_dump of it beside each, read back with pg_restore --list; where
 * pg_dump is not installed, that is said once and the hub's file is still backed up. A backup that
 * fails is logged as an error and the next one is tried at the next interval.
 */
@Injectable()
export class ScheduledBackupService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopRounds: (() => void) | undefined;
  private readonly log: Logger;
  /** Said once: a store without pg_dump hears it at the first backup, not at every one. */
  private missingPgDumpSaid = false;

  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    private readonly database: DatabaseBackupRepository,
    @Inject(LOGGER) logger: Logger,
    private readonly postgres: PostgresDump,
    private readonly bus: HubEventBus,
  ) {
    this.log = logger.child({ component: 'backup' });
  }

  onApplicationBootstrap(): void {
    const minutes = this.config.backup.intervalMinutes;
    if (minutes === undefined) return;
    // A backup still running (a slow disk) is not doubled up on.
    this.timer = setInterval(() => this.enqueue({ skipIfBusy: true }), minutes * 60_000);
    // A round's end is never skipped: after a backup still running, one more that holds the round's last result.
    this.stopRounds = this.bus.on('league.roundEnded', ({ eventId, round }) => {
      this.log.info({ eventId, round }, 'round ended: a backup follows');
      this.enqueue({ skipIfBusy: false });
    });
    this.log.info({ everyMinutes: minutes, dir: this.dir(), keep: this.config.backup.keep, postgres: this.config.database.url !== undefined }, 'scheduled backups on');
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopRounds?.();
    // The database closes at shutdown: let a backup in progress finish first.
    await this.running;
  }

  /** One backup after the one in progress, if any: backups never run side by side. */
  private enqueue(options: { readonly skipIfBusy: boolean }): void {
    if (options.skipIfBusy && this.running !== undefined) return;
    const next: Promise<void> = (this.running ?? Promise.resolve()).then(() => this.backupNow()).finally(() => {
      if (this.running === next) this.running = undefined;
    });
    this.running = next;
  }

  private async backupNow(): Promise<void> {
    const at = new Date();
    const file = join(this.dir(), backupFileName(at));
    // Two backups in one second (a round ended just after the interval's): the first stands.
    if (existsSync(file)) return;
    try {
      const verified = await this.database.copyTo(file);
      this.log.info({ file, matches: verified.matches, events: verified.events }, 'backup taken and verified');
    } catch (error) {
      this.log.error({ err: error, file }, 'scheduled backup failed');
    }
    const url = this.config.database.url;
    if (url !== undefined) await this.dumpPostgres(url, join(this.dir(), dumpFileName(at)));
    try {
      for (const old of backupsToPrune(readdirSync(this.dir()), this.config.backup.keep)) rmSync(join(this.dir(), old), { force: true });
    } catch (error) {
      this.log.error({ err: error, dir: this.dir() }, 'old backups not pruned');
    }
  }

  /** The store's PostgreSQL, which the hub's file does not hold: pg_dump, read back with pg_restore --list. */
  private async dumpPostgres(url: string, file: string): Promise<void> {
    try {
      const { where, listing } = await this.postgres.dump(url, file);
      this.log.info({ file, database: where, entries: listing.entries, tablesWithData: listing.tablesWithData.length }, "the store's PostgreSQL dumped and read back");
    } catch (error) {
      if (!(error instanceof PgClientMissingError)) {
        this.log.error({ err: error, file }, "scheduled backup of the store's PostgreSQL failed");
        return;
      }
      if (this.missingPgDumpSaid) return;
      this.missingPgDumpSaid = true;
      this.log.warn(
        { program: error.program, install: PG_CLIENT_APT },
        `${error.program} is not installed: the scheduled backups skip the store's PostgreSQL (the match log, league events, decks, enrolment, catalogue) and copy only this hub's own file. Install it with: ${PG_CLIENT_APT}`,
      );
    }
  }

  private dir(): string {
    return this.config.backup.dir ?? join(this.config.dataDir, 'backups');
  }
}
