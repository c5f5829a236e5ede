import type { Statement } from 'better-sqlite3';
import type { Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';
import { ChainedEventTable } from '../match-log/chained-event-table.js';
import { LEAGUE_FACTS, LEAGUE_LOG_COMPONENT, LEAGUE_LOG_MIGRATIONS, LeagueLogRepository, type LeagueEventRow } from './league-log.repository.js';

/** The league event log in the hub's SQLite file: each write one immediate transaction. */
export class SqliteLeagueLog extends LeagueLogRepository {
  protected readonly facts: ChainedEventTable;
  private readonly statements;

  private constructor(
    private readonly db: Db,
    now: () => Date,
  ) {
    super(now);
    this.facts = new ChainedEventTable(db, LEAGUE_FACTS, now);
    this.statements = {
      insert: db.prepare('INSERT INTO league_events (event_id, created_at, genesis_hash) VALUES (?, ?, ?)'),
      get: db.prepare('SELECT * FROM league_events WHERE event_id = ?') as Statement<[string], LeagueEventRow>,
      list: db.prepare('SELECT * FROM league_events ORDER BY created_at, event_id') as Statement<[], LeagueEventRow>,
      end: db.prepare('UPDATE league_events SET ended_at = ? WHERE event_id = ? AND ended_at IS NULL'),
    };
  }

  static open(db: Db, options: { now?: () => Date } = {}): SqliteLeagueLog {
    migrate(db, LEAGUE_LOG_COMPONENT, LEAGUE_LOG_MIGRATIONS);
    return new SqliteLeagueLog(db, options.now ?? (() => new Date()));
  }

  protected insertEvent(row: LeagueEventRow): void {
    this.statements.insert.run(row.event_id, row.created_at, row.genesis_hash);
  }

  protected eventRow(eventId: string): LeagueEventRow | undefined {
    return this.statements.get.get(eventId);
  }

  protected eventRows(): LeagueEventRow[] {
    return this.statements.list.all();
  }

  protected endEvent(eventId: string, endedAt: string): void {
    this.statements.end.run(endedAt, eventId);
  }

  protected writing<T>(_eventId: string, write: () => T): T {
    // A savepoint when the chain's own transaction nests in it: one write either way.
    return this.db.transaction(write).immediate();
  }
}
