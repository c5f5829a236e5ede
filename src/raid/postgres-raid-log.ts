import { migratePostgres } from '../database/postgres/migrate-postgres.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { PostgresChainedEventTable } from '../match-log/postgres-chained-event-table.js';
import { RAID_EVENTS, RAID_LOG_COMPONENT, RAID_LOG_POSTGRES_MIGRATIONS, RaidLog, type RaidRow } from './raid-log.js';

/** The raids' log on the store's PostgreSQL (raid-log.ts): each write one transaction holding the raid's advisory lock. */
export class PostgresRaidLog extends RaidLog {
  protected readonly events: PostgresChainedEventTable;

  private constructor(
    private readonly pg: SyncPostgres,
    now: () => Date,
  ) {
    super();
    this.events = new PostgresChainedEventTable(pg, RAID_EVENTS, now);
  }

  static open(pg: SyncPostgres, options: { now?: () => Date } = {}): PostgresRaidLog {
    migratePostgres(pg, RAID_LOG_COMPONENT, RAID_LOG_POSTGRES_MIGRATIONS);
    return new PostgresRaidLog(pg, options.now ?? (() => new Date()));
  }

  protected raidRow(raidId: string): RaidRow | undefined {
    return this.pg.one<RaidRow>('SELECT * FROM raids WHERE raid_id = $1', [raidId]);
  }

  protected insertRaid(row: RaidRow): void {
    this.pg.query('INSERT INTO raids (raid_id, table_id, started_at, format, dice, genesis_hash) VALUES ($1, $2, $3, $4, $5, $6)', [
      row.raid_id,
      row.table_id,
      row.started_at,
      row.format,
      row.dice,
      row.genesis_hash,
    ]);
  }

  protected raidRows(unfinished: boolean): RaidRow[] {
    return this.pg.query<RaidRow>('SELECT * FROM raids WHERE (NOT $1 OR ended_at IS NULL) ORDER BY started_at COLLATE "C", raid_id COLLATE "C"', [unfinished]);
  }

  protected endRaid(raidId: string, at: string): void {
    this.pg.query('UPDATE raids SET ended_at = $1 WHERE raid_id = $2 AND ended_at IS NULL', [at, raidId]);
  }

  protected writing<T>(raidId: string, write: () => T, committed: (result: T) => boolean): T {
    return this.pg.transaction(write, `raid:${raidId}`, committed);
  }
}
