import { Module } from '@nestjs/common';
import { DatabaseBackupRepository } from './database-backup.repository.js';
import { ScheduledBackupService } from './scheduled-backup.service.js';

/** Scheduled backups (backup.intervalMinutes). Needs CONFIG, DATABASE and LOGGER from the application. */
@Module({ providers: [DatabaseBackupRepository, ScheduledBackupService] })
export class BackupModule {}
