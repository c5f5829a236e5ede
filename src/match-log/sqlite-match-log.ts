import type { Statement, Transaction } from 'better-sqlite3';
import type { Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';
import { ChainedEventTable } from './chained-event-table.js';
import { HashChainedMatchLog, type LifecycleRow, type MatchRow } from './hash-chained-match-log.js';
import { MatchAlreadyExistsError } from './match-log.errors.js';
import { MATCH_EVENTS, MATCH_LOG_COMPONENT, MATCH_LOG_MIGRATIONS } from './match-log.migrations.js';

export type { ChainHead, ReopenNote, Snapshot } from './hash-chained-match-log.js';

type Run = <T>(work: () => T) => T;

/**
 * The match log in SQLite: one row per event, hash-chained, appended in one transaction per
 * call, never updated or deleted (see match-log.migrations.ts). Durability is the connection's
 * (open-database.ts: WAL, synchronous=FULL): when append() returns, the events are on disk.
 */
export class SqliteMatchLog extends HashChainedMatchLog {
  private readonly statements: ReturnType<SqliteMatchLog['prepare']>;
  /** Prepared at the first end or reopening: a read-only tool may attach a file of version 2, before ended_by. */
  private insertLifecycleStatement: Statement<[LifecycleRow & { match_id: string }]> | undefined;
  /** match_events: written and read as every chained log of the hub is. */
  protected readonly chain: ChainedEventTable;
  // better-sqlite3 wraps a function once; the work runs inside it as its argument.
  private readonly run: Transaction<Run>;

  private constructor(
    private readonly db: Db,
    now: () => Date,
  ) {
    super(now);
    this.chain = new ChainedEventTable(db, MATCH_EVENTS, now);
    this.statements = this.prepare();
    this.run = db.transaction(<T>(work: () => T): T => work()) as Transaction<Run>;
  }

  /** Brings the schema up to date and prepares the statements. */
  static open(db: Db, options: { now?: () => Date } = {}): SqliteMatchLog {
    migrate(db, MATCH_LOG_COMPONENT, MATCH_LOG_MIGRATIONS);
    return new SqliteMatchLog(db, options.now ?? (() => new Date()));
  }

  /** Uses a database whose match-log tables exist, without migrating: for read-only tools. */
  static attach(db: Db, options: { now?: () => Date } = {}): SqliteMatchLog {
    return new SqliteMatchLog(db, options.now ?? (() => new Date()));
  }

  private prepare() {
    const db = this.db;
    return {
      insertMatch: db.prepare(
        'INSERT INTO matches (match_id, table_id, started_at, profile, format, genesis_hash) VALUES (@match_id, @table_id, @started_at, @profile, @format, @genesis_hash)',
      ),
      match: db.prepare('SELECT * FROM matches WHERE match_id = ?') as Statement<[string], MatchRow>,
      lifecycle: db.prepare('SELECT * FROM match_lifecycle WHERE match_id = ? ORDER BY n') as Statement<[string], Omit<LifecycleRow, 'ended_by'> & Partial<LifecycleRow>>,
      list: db.prepare(
        `SELECT * FROM matches m WHERE (@tableId IS NULL OR table_id = @tableId)
         AND (@unfinished = 0 OR (SELECT kind FROM match_lifecycle l WHERE l.match_id = m.match_id ORDER BY n DESC LIMIT 1) IS NOT 'ended')
         ORDER BY started_at, match_id`,
      ) as Statement<[{ tableId: string | null; unfinished: 0 | 1 }], MatchRow>,
      latest: db.prepare('SELECT * FROM matches WHERE table_id = ? ORDER BY started_at DESC, match_id DESC LIMIT 1') as Statement<[string], MatchRow>,
      eventHash: db.prepare('SELECT hash FROM match_events WHERE match_id = ? AND seq = ?').pluck() as Statement<[string, number], string>,
      saveSnapshot: db.prepare('INSERT OR REPLACE INTO match_snapshots (match_id, seq, hash, state, saved_at) VALUES (?, ?, ?, ?, ?)'),
      latestSnapshot: db.prepare('SELECT seq, hash, state FROM match_snapshots WHERE match_id = ? ORDER BY seq DESC LIMIT 1') as Statement<
        [string],
        { seq: number; hash: string; state: string }
      >,
    };
  }

  protected insertMatch(row: MatchRow): void {
    try {
      this.statements.insertMatch.run(row);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') throw new MatchAlreadyExistsError(row.match_id);
      throw error;
    }
  }

  protected matchRow(matchId: string): MatchRow | undefined {
    return this.statements.match.get(matchId);
  }

  protected lifecycle(matchId: string): LifecycleRow[] {
    // Every column: a read-only tool may attach a file of version 2, before ended_by.
    return this.statements.lifecycle.all(matchId).map((row) => ({ ...row, ended_by: row.ended_by ?? null }));
  }

  protected insertLifecycle(matchId: string, fact: LifecycleRow): void {
    this.insertLifecycleStatement ??= this.db.prepare(
      'INSERT INTO match_lifecycle (match_id, n, kind, at, seq, judge, reason, to_seq, ended_by) VALUES (@match_id, @n, @kind, @at, @seq, @judge, @reason, @to_seq, @ended_by)',
    );
    this.insertLifecycleStatement.run({ match_id: matchId, ...fact });
  }

  protected latestMatchRow(tableId: string): MatchRow | undefined {
    return this.statements.latest.get(tableId);
  }

  protected matchRows(filter: { tableId: string | null; unfinished: boolean }): MatchRow[] {
    return this.statements.list.all({ tableId: filter.tableId, unfinished: filter.unfinished ? 1 : 0 });
  }

  protected eventHashAt(matchId: string, seq: number): string | undefined {
    return this.statements.eventHash.get(matchId, seq);
  }

  protected putSnapshot(matchId: string, seq: number, hash: string, state: string, savedAt: string): void {
    this.statements.saveSnapshot.run(matchId, seq, hash, state, savedAt);
  }

  protected snapshotRow(matchId: string): { seq: number; hash: string; state: string } | undefined {
    return this.statements.latestSnapshot.get(matchId);
  }

  /** BEGIN IMMEDIATE: the write lock is taken before the checks, so no other writer slips in between. */
  protected writing<T>(_matchId: string, write: () => T): T {
    return this.run.immediate(write) as T;
  }

  protected reading<T>(read: () => T): T {
    return this.run(read) as T;
  }
}
