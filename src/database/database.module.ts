import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { CONFIG } from '../config/config.tokens.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { DATABASE, STORE_POSTGRES, type Db } from './database.tokens.js';
import { DATABASE_FILE, openDatabase } from './open-database.js';
import { DatabaseHealth } from './database.health.js';
import { SyncPostgres } from './postgres/sync-postgres.js';
import { tableLocksSql } from './postgres/table-locks.js';

/** Closes the connection after every module has stopped writing (shutdown hooks run last). */
@Injectable()
class DatabaseCloser implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  onApplicationShutdown(): void {
    if (this.db.open) this.db.close();
  }
}

/**
 * The hub's one SQLite connection, `<dataDir>/mirrormat.db`, WAL, synchronous=FULL (see open-database.ts),
 * and the store's PostgreSQL connection when `database.url` names one (POSTGRES.md).
 */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE,
      inject: [CONFIG],
      useFactory: (config: MirrormatConfig): Db => openDatabase(join(config.dataDir, DATABASE_FILE)),
    },
    {
      provide: STORE_POSTGRES,
      inject: [CONFIG],
      useFactory: (config: MirrormatConfig): SyncPostgres | null =>
        config.database.url === undefined
          ? null
          : new SyncPostgres(config.database.url, {
              onConnect: tableLocksSql(config.hub.id, config.tables.map((table) => table.id)),
              reconnectWaitMs: config.database.reconnectWaitMs,
            }),
    },
    DatabaseCloser,
    DatabaseHealth,
  ],
  exports: [DATABASE, STORE_POSTGRES, DatabaseHealth],
})
export class DatabaseModule {}
