import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { MirrormatConfig } from '../config/config.schema.js';
import { CONFIG } from '../config/config.tokens.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { backupFileName, backupsToPrune } from './backup-files.js';
import { DatabaseBackupRepository } from './database-backup.repository.js';

/**
 * backup.intervalMinutes: a verified backup of the hub's database at that interval while the hub
 * runs, into backup.dir (default <dataDir>/backups), keeping the newest backup.keep. A backup that
 * fails is logged as an error and the next one is tried at the next interval.
 */
@Injectable()
export class ScheduledBackupService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly log: Logger;

  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    private readonly database: DatabaseBackupRepository,
    @Inject(LOGGER) logger: Logger,
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
    this.log.info({ everyMinutes: minutes, dir: this.dir(), keep: this.config.backup.keep }, 'scheduled backups on');
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    // The database closes at shutdown: let a backup in progress finish first.
    await this.running;
  }

  private async backupNow(): Promise<void> {
    const file = join(this.dir(), backupFileName(new Date()));
    try {
      const verified = await this.database.copyTo(file);
      this.log.info({ file, matches: verified.matches, events: verified.events }, 'backup taken and verified');
      for (const old of backupsToPrune(readdirSync(this.dir()), this.config.backup.keep)) rmSync(join(this.dir(), old), { force: true });
    } catch (error) {
      this.log.error({ err: error, file }, 'scheduled backup failed');
    }
  }

  private dir(): string {
    return this.config.backup.dir ?? join(this.config.dataDir, 'backups');
  }
}
