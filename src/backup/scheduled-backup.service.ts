import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { MirrormatConfig } from '../config/config.schema.js';
import { CONFIG } from '../config/config.tokens.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { backupFileName, backupsToPrune, dumpFileName } from './backup-files.js';
import { DatabaseBackupRepository } from './database-backup.repository.js';
import { PG_CLIENT_APT, PgClientMissingError, PostgresDump } from './postgres-dump.js';

/**
 * backup.intervalMinutes: a verified backup of the hub's database at that interval while the hub
 * runs, into backup.dir (default <dataDir>/backups), keeping the newest backup.keep. With the store's
 * PostgreSQL (database.url), a pg_dump of it beside each, read back with pg_restore --list; where
 * pg_dump is not installed, that is said once and the hub's file is still backed up. A backup that
 * fails is logged as an error and the next one is tried at the next interval.
 */
@Injectable()
export class ScheduledBackupService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly log: Logger;
  /** Said once: a store without pg_dump hears it at the first backup, not at every one. */
  private missingPgDumpSaid = false;

  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    private readonly database: DatabaseBackupRepository,
    @Inject(LOGGER) logger: Logger,
    private readonly postgres: PostgresDump,
  ) {
    this.log = logger.child({ component: 'backup' });
  }

  onApplicationBootstrap(): void {
    const minutes = this.config.backup.intervalMinutes;
    if (minutes === undefined) return;
    this.timer = setInterval(() => {
      // A backup still running (a slow disk) is not doubled up on.
      this.running ??= this.backupNow().finally(() => (this.running = undefined));
    }, minutes * 60_000);
    this.log.info({ everyMinutes: minutes, dir: this.dir(), keep: this.config.backup.keep, postgres: this.config.database.url !== undefined }, 'scheduled backups on');
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    // The database closes at shutdown: let a backup in progress finish first.
    await this.running;
  }

  private async backupNow(): Promise<void> {
    const at = new Date();
    const file = join(this.dir(), backupFileName(at));
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
