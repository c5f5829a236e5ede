import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { backupDatabase } from './sqlite-backup.js';
import type { DatabaseVerification } from './verify-database.js';

/** The hub's live database as the scheduled backups copy it. */
@Injectable()
export class DatabaseBackupRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** A verified copy in `file` (backupDatabase: never overwrites, only a copy that verifies gets the name). */
  copyTo(file: string): Promise<DatabaseVerification> {
    return backupDatabase(this.db, file);
  }
}
