import { migratePostgres } from '../database/postgres/migrate-postgres.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { PostgresChainedEventTable } from '../match-log/postgres-chained-event-table.js';
import { LEAGUE_FACTS, LEAGUE_LOG_COMPONENT, LEAGUE_LOG_POSTGRES_MIGRATIONS, LeagueLogRepository, type LeagueEventRow } from './league-log.repository.js';

/**
 * The league event log on the store's PostgreSQL, shared by its hubs: each write one transaction
 * holding the event's advisory lock, so two hubs append to one event in turn (the second gets a
 * StaleAppendError), and a COMMIT whose answer was lost is checked against the log, never resent.
 */
export class PostgresLeagueLog extends LeagueLogRepository {
  protected readonly facts: PostgresChainedEventTable;

  private constructor(
    private readonly pg: SyncPostgres,
    now: () => Date,
  ) {
    super(now);
    this.facts = new PostgresChainedEventTable(pg, LEAGUE_FACTS, now);
  }

  static open(pg: SyncPostgres, options: { now?: () => Date } = {}): PostgresLeagueLog {
    migratePostgres(pg, LEAGUE_LOG_COMPONENT, LEAGUE_LOG_POSTGRES_MIGRATIONS);
    return new PostgresLeagueLog(pg, options.now ?? (() => new Date()));
  }

  protected insertEvent(row: LeagueEventRow): void {
    this.pg.query('INSERT INTO league_events (event_id, created_at, genesis_hash) VALUES ($1, $2, $3)', [row.event_id, row.created_at, row.genesis_hash]);
  }

  protected eventRow(eventId: string): LeagueEventRow | undefined {
    return this.pg.one<LeagueEventRow>('SELECT * FROM league_events WHERE event_id = $1', [eventId]);
  }

  protected eventRows(): LeagueEventRow[] {
    return this.pg.query<LeagueEventRow>('SELECT * FROM league_events ORDER BY created_at COLLATE "C", event_id COLLATE "C"');
  }

  protected endEvent(eventId: string, endedAt: string): void {
    this.pg.query('UPDATE league_events SET ended_at = $1 WHERE event_id = $2 AND ended_at IS NULL', [endedAt, eventId]);
  }

  protected writing<T>(eventId: string, write: () => T, committed: (result: T) => boolean): T {
    return this.pg.transaction(write, `league:${eventId}`, committed);
  }
}
