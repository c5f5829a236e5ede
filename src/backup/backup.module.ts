import { Module } from '@nestjs/common';
import { DatabaseBackupRepository } from './database-backup.repository.js';
import { PostgresDump } from './postgres-dump.js';
import { ScheduledBackupService } from './scheduled-backup.service.js';

/** Scheduled backups (backup.intervalMinutes). Needs CONFIG, DATABASE and LOGGER from the application. */
@Module({ providers: [DatabaseBackupRepository, { provide: PostgresDump, useValue: new PostgresDump() }, ScheduledBackupService] })
export class BackupModule {}
