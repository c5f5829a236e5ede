import { migratePostgres } from '../database/postgres/migrate-postgres.js';
import { PostgresQueryError, type SyncPostgres } from '../database/postgres/sync-postgres.js';
import { HashChainedMatchLog, type LifecycleRow, type MatchRow } from './hash-chained-match-log.js';
import { MatchAlreadyExistsError } from './match-log.errors.js';
import { MATCH_EVENTS, MATCH_LOG_COMPONENT, MATCH_LOG_POSTGRES_MIGRATIONS } from './match-log.migrations.js';
import { PostgresChainedEventTable } from './postgres-chained-event-table.js';

/** PostgreSQL's unique_violation: the match id is taken. */
const UNIQUE_VIOLATION = '23505';

/**
 * The match log on PostgreSQL: HashChainedMatchLog over the same rows, the same guards (plpgsql
 * triggers, match-log.migrations.ts). Each write is one transaction holding the match's advisory
 * lock, so hubs sharing the store append to one match in turn; a write returns once PostgreSQL
 * committed it (synchronous_commit on), and only then does the hub acknowledge it.
 */
export class PostgresMatchLog extends HashChainedMatchLog {
  protected readonly chain: PostgresChainedEventTable;

  private constructor(
    private readonly pg: SyncPostgres,
    now: () => Date,
  ) {
    super(now);
    this.chain = new PostgresChainedEventTable(pg, MATCH_EVENTS, now);
  }

  /** Brings the schema up to date. */
  static open(pg: SyncPostgres, options: { now?: () => Date } = {}): PostgresMatchLog {
    migratePostgres(pg, MATCH_LOG_COMPONENT, MATCH_LOG_POSTGRES_MIGRATIONS);
    return new PostgresMatchLog(pg, options.now ?? (() => new Date()));
  }

  /** Uses a store whose match-log tables exist, without migrating: for read-only tools (matchlog, backup verify). */
  static attach(pg: SyncPostgres, options: { now?: () => Date } = {}): PostgresMatchLog {
    return new PostgresMatchLog(pg, options.now ?? (() => new Date()));
  }

  protected insertMatch(row: MatchRow): void {
    try {
      this.pg.query('INSERT INTO matches (match_id, table_id, started_at, profile, format, genesis_hash) VALUES ($1, $2, $3, $4, $5, $6)', [
        row.match_id,
        row.table_id,
        row.started_at,
        row.profile,
        row.format,
        row.genesis_hash,
      ]);
    } catch (error) {
      if (error instanceof PostgresQueryError && error.code === UNIQUE_VIOLATION) throw new MatchAlreadyExistsError(row.match_id);
      throw error;
    }
  }

  protected matchRow(matchId: string): MatchRow | undefined {
    return this.pg.one<MatchRow>('SELECT * FROM matches WHERE match_id = $1', [matchId]);
  }

  protected lifecycle(matchId: string): LifecycleRow[] {
    // Every column: a read-only tool may attach a store of version 2, before ended_by.
    return this.pg
      .query<Omit<LifecycleRow, 'ended_by'> & Partial<LifecycleRow>>('SELECT * FROM match_lifecycle WHERE match_id = $1 ORDER BY n', [matchId])
      .map((row) => ({ ...row, ended_by: row.ended_by ?? null }));
  }

  protected insertLifecycle(matchId: string, fact: LifecycleRow): void {
    this.pg.query('INSERT INTO match_lifecycle (match_id, n, kind, at, seq, judge, reason, to_seq, ended_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
      matchId,
      fact.n,
      fact.kind,
      fact.at,
      fact.seq,
      fact.judge,
      fact.reason,
      fact.to_seq,
      fact.ended_by,
    ]);
  }

  protected latestMatchRow(tableId: string): MatchRow | undefined {
    return this.pg.one<MatchRow>('SELECT * FROM matches WHERE table_id = $1 ORDER BY started_at COLLATE "C" DESC, match_id COLLATE "C" DESC LIMIT 1', [tableId]);
  }

  protected matchRows(filter: { tableId: string | null; unfinished: boolean }): MatchRow[] {
    return this.pg.query<MatchRow>(
      `SELECT * FROM matches m WHERE ($1::text IS NULL OR table_id = $1)
       AND (NOT $2 OR (SELECT kind FROM match_lifecycle l WHERE l.match_id = m.match_id ORDER BY n DESC LIMIT 1) IS DISTINCT FROM 'ended')
       ORDER BY started_at COLLATE "C", match_id COLLATE "C"`,
      [filter.tableId, filter.unfinished],
    );
  }

  protected eventHashAt(matchId: string, seq: number): string | undefined {
    return this.pg.one<{ hash: string }>('SELECT hash FROM match_events WHERE match_id = $1 AND seq = $2', [matchId, seq])?.hash;
  }

  protected putSnapshot(matchId: string, seq: number, hash: string, state: string, savedAt: string): void {
    this.pg.query(
      `INSERT INTO match_snapshots (match_id, seq, hash, state, saved_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (match_id, seq) DO UPDATE SET hash = excluded.hash, state = excluded.state, saved_at = excluded.saved_at`,
      [matchId, seq, hash, state, savedAt],
    );
  }

  protected snapshotRow(matchId: string): { seq: number; hash: string; state: string } | undefined {
    return this.pg.one<{ seq: number; hash: string; state: string }>(
      'SELECT seq, hash, state FROM match_snapshots WHERE match_id = $1 ORDER BY seq DESC LIMIT 1',
      [matchId],
    );
  }

  protected writing<T>(matchId: string, write: () => T, committed?: (result: T) => boolean): T {
    return this.pg.transaction(write, `match:${matchId}`, committed);
  }

  protected reading<T>(read: () => T): T {
    // A read changes nothing: one whose COMMIT's answer was lost is simply run again.
    return this.pg.transaction(read, undefined, () => false);
  }
}
