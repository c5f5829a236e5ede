import { Module } from '@nestjs/common';
import { DATABASE, STORE_POSTGRES, type Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { MATCH_LOG } from './match-log.tokens.js';
import { PostgresMatchLog } from './postgres-match-log.js';
import { SqliteMatchLog } from './sqlite-match-log.js';

/**
 * Provides MATCH_LOG on the store's PostgreSQL when the config names one (a PostgresMatchLog), else
 * on the hub's DATABASE connection (a SqliteMatchLog); its tables are created or migrated when it
 * is first injected. Both have the same methods: inject with `@Inject(MATCH_LOG) log: SqliteMatchLog`
 * (or the narrower MatchLog port).
 */
@Module({
  providers: [
    {
      provide: MATCH_LOG,
      // Optional: a test module that provides DATABASE alone gets SQLite.
      inject: [DATABASE, { token: STORE_POSTGRES, optional: true }],
      useFactory: (db: Db, postgres: SyncPostgres | null | undefined) => (postgres ? PostgresMatchLog.open(postgres) : SqliteMatchLog.open(db)),
    },
  ],
  exports: [MATCH_LOG],
})
export class MatchLogModule {}
