import { Module } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { MATCH_LOG } from './match-log.tokens.js';
import { SqliteMatchLog } from './sqlite-match-log.js';

/**
 * Provides MATCH_LOG (a SqliteMatchLog) on the hub's DATABASE connection; its tables are created
 * or migrated when it is first injected. Inject with `@Inject(MATCH_LOG) log: SqliteMatchLog`
 * (or the narrower MatchLog port).
 */
@Module({
  providers: [{ provide: MATCH_LOG, inject: [DATABASE], useFactory: (db: Db) => SqliteMatchLog.open(db) }],
  exports: [MATCH_LOG],
})
export class MatchLogModule {}
