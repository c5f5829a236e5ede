import { Module } from '@nestjs/common';
import { ScheduledBackupService } from './scheduled-backup.service.js';

/** Scheduled backups (backup.intervalMinutes). Needs CONFIG, DATABASE and LOGGER from the application. */
@Module({ providers: [ScheduledBackupService] })
export class BackupModule {}
