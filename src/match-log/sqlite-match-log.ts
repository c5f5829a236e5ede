import type { Statement } from 'better-sqlite3';
import type { Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';
import { canonicalJson } from './canonical-json.js';
import { EXPORT_KIND, EXPORT_VERSION, type ExportHeader } from '../protocol/export-format.js';
import { ChainedEventTable } from './chained-event-table.js';
import { genesisHash } from './hash-chain.js';
import {
  InvalidMatchLogInputError,
  MatchAlreadyExistsError,
  MatchEndedError,
  MatchNotEndedError,
  MatchNotFoundError,
  StaleAppendError,
} from './match-log.errors.js';
import { MATCH_EVENTS, MATCH_LOG_COMPONENT, MATCH_LOG_MIGRATIONS } from './match-log.migrations.js';
import type { LoggedEvent, MatchLog, MatchRecord, MatchReopening } from './match-log.port.js';
import { nodeSha256Hex } from './node-sha256.js';
import { verifyExport } from './verify-export.js';

export interface ChainHead {
  /** 0 before the first event. */
  readonly seq: number;
  /** The last event's hash; the match's genesis hash before the first event. */
  readonly hash: string;
}

export interface Snapshot<S> {
  readonly seq: number;
  /** Hash of the event at `seq`: the snapshot belongs to exactly that point of the chain. */
  readonly hash: string;
  readonly state: S;
}

interface MatchRow {
  match_id: string;
  table_id: string;
  started_at: string;
  profile: string;
  format: string;
  genesis_hash: string;
}

/** One fact of match_lifecycle (match-log.migrations.ts, version 2). */
interface LifecycleRow {
  n: number;
  kind: 'ended' | 'reopened';
  at: string;
  seq: number;
  judge: string | null;
  reason: string | null;
  to_seq: number | null;
}

/** What reopens a finished match: a judge's restore, logged as the events appended with it. */
export interface ReopenNote {
  readonly judge: string;
  readonly reason: string;
  readonly toSeq: number;
}

interface EventRow {
  match_id: string;
  seq: number;
  actor: string;
  at: string;
  event: string;
  prev_hash: string;
  hash: string;
}

/**
 * The match log in SQLite: one row per event, hash-chained, appended in one transaction per
 * call, never updated or deleted (see match-log.migrations.ts). Durability is the connection's
 * (open-database.ts: WAL, synchronous=FULL): when append() returns, the events are on disk.
 */
export class SqliteMatchLog implements MatchLog {
  private readonly statements: ReturnType<SqliteMatchLog['prepare']>;
  private readonly appendTransaction: ReturnType<SqliteMatchLog['appendIn']>;
  private readonly reopenTransaction: ReturnType<SqliteMatchLog['reopenIn']>;
  private readonly readTransaction: ReturnType<SqliteMatchLog['readIn']>;
  private readonly exportTransaction: ReturnType<SqliteMatchLog['exportIn']>;
  /** match_events: written and read as every chained log of the hub is. */
  private readonly chain: ChainedEventTable;

  private constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {
    this.chain = new ChainedEventTable(db, MATCH_EVENTS, now);
    this.statements = this.prepare();
    this.appendTransaction = this.appendIn();
    this.reopenTransaction = this.reopenIn();
    this.readTransaction = this.readIn();
    this.exportTransaction = this.exportIn();
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
      lifecycle: db.prepare('SELECT n, kind, at, seq, judge, reason, to_seq FROM match_lifecycle WHERE match_id = ? ORDER BY n') as Statement<
        [string],
        LifecycleRow
      >,
      insertLifecycle: db.prepare(
        'INSERT INTO match_lifecycle (match_id, n, kind, at, seq, judge, reason, to_seq) VALUES (@match_id, @n, @kind, @at, @seq, @judge, @reason, @to_seq)',
      ),
      list: db.prepare(
        `SELECT * FROM matches m WHERE (@tableId IS NULL OR table_id = @tableId)
         AND (@unfinished = 0 OR (SELECT kind FROM match_lifecycle l WHERE l.match_id = m.match_id ORDER BY n DESC LIMIT 1) IS NOT 'ended')
         ORDER BY started_at, match_id`,
      ) as Statement<[{ tableId: string | null; unfinished: 0 | 1 }], MatchRow>,
      events: db.prepare('SELECT * FROM match_events WHERE match_id = ? AND seq >= ? ORDER BY seq') as Statement<[string, number], EventRow>,
      eventHash: db.prepare('SELECT hash FROM match_events WHERE match_id = ? AND seq = ?').pluck() as Statement<[string, number], string>,
      saveSnapshot: db.prepare(
        'INSERT OR REPLACE INTO match_snapshots (match_id, seq, hash, state, saved_at) VALUES (?, ?, ?, ?, ?)',
      ),
      latestSnapshot: db.prepare('SELECT seq, hash, state FROM match_snapshots WHERE match_id = ? ORDER BY seq DESC LIMIT 1') as Statement<
        [string],
        { seq: number; hash: string; state: string }
      >,
    };
  }

  createMatch(match: Omit<MatchRecord, 'endedAt'>): void {
    for (const key of ['matchId', 'tableId', 'startedAt', 'profile', 'format'] as const) {
      if (typeof match[key] !== 'string' || match[key] === '') throw new InvalidMatchLogInputError(`createMatch: ${key} must be a non-empty string`);
    }
    try {
      this.statements.insertMatch.run({
        match_id: match.matchId,
        table_id: match.tableId,
        started_at: match.startedAt,
        profile: match.profile,
        format: match.format,
        genesis_hash: genesisHash(match, nodeSha256Hex),
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') throw new MatchAlreadyExistsError(match.matchId);
      throw error;
    }
  }

  append<E>(matchId: string, expectedSeq: number, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    if (typeof actor !== 'string' || actor === '') throw new InvalidMatchLogInputError('append: actor must be a non-empty string');
    if (!Number.isSafeInteger(expectedSeq) || expectedSeq < 0) throw new InvalidMatchLogInputError(`append: expectedSeq must be an integer >= 0, got ${expectedSeq}`);
    // Serialised before the transaction: an event that is not JSON is refused with nothing written.
    events.forEach((event) => canonicalJson(event));
    return this.appendTransaction.immediate(matchId, expectedSeq, actor, events) as LoggedEvent<E>[];
  }

  private appendIn() {
    return this.db.transaction((matchId: string, expectedSeq: number, actor: string, events: readonly unknown[]) => {
      const match = this.requireMatch(matchId);
      const ended = this.endedFact(matchId);
      if (ended) throw new MatchEndedError(matchId, ended.at);
      return this.chain.append(matchId, expectedSeq, actor, events, () => match.genesis_hash);
    });
  }

  /**
   * Reopens a finished match by a judge's restore: the reopening fact and the events that log the
   * restore (the engine's JudgeRestored) are written in one transaction, the reopening naming the
   * seq of the first of them. The end stays in the log; the match is running again.
   */
  reopen<E>(matchId: string, expectedSeq: number, actor: string, events: readonly E[], note: ReopenNote): LoggedEvent<E>[] {
    if (typeof actor !== 'string' || actor === '') throw new InvalidMatchLogInputError('reopen: actor must be a non-empty string');
    if (events.length === 0) throw new InvalidMatchLogInputError('reopen: the restore must be logged with at least one event');
    if (note.judge === '' || note.reason === '') throw new InvalidMatchLogInputError('reopen: a judge and a reason are required');
    if (!Number.isSafeInteger(note.toSeq) || note.toSeq < 0 || note.toSeq > expectedSeq) {
      throw new InvalidMatchLogInputError(`reopen: toSeq must be a log entry of the match (0..${expectedSeq}), got ${note.toSeq}`);
    }
    events.forEach((event) => canonicalJson(event));
    return this.reopenTransaction.immediate(matchId, expectedSeq, actor, events, note) as LoggedEvent<E>[];
  }

  private reopenIn() {
    return this.db.transaction((matchId: string, expectedSeq: number, actor: string, events: readonly unknown[], note: ReopenNote) => {
      const match = this.requireMatch(matchId);
      const facts = this.statements.lifecycle.all(matchId);
      const last = facts.at(-1);
      if (last?.kind !== 'ended') throw new MatchNotEndedError(matchId);
      const actualSeq = this.chain.headOf(matchId)?.seq ?? 0;
      if (actualSeq !== expectedSeq) throw new StaleAppendError(matchId, expectedSeq, actualSeq);
      const at = this.now().toISOString();
      this.statements.insertLifecycle.run({
        match_id: matchId,
        n: last.n + 1,
        kind: 'reopened',
        at,
        seq: expectedSeq + 1,
        judge: note.judge,
        reason: note.reason,
        to_seq: note.toSeq,
      });
      return this.chain.append(matchId, expectedSeq, actor, events, () => match.genesis_hash, at);
    });
  }

  read<E>(matchId: string, fromSeq = 1): LoggedEvent<E>[] {
    return this.readTransaction(matchId, fromSeq) as LoggedEvent<E>[];
  }

  // One read transaction: the match check and the rows see the same snapshot of the file.
  private readIn() {
    return this.db.transaction((matchId: string, fromSeq: number): LoggedEvent<unknown>[] => {
      this.requireMatch(matchId);
      return this.chain.read(matchId, fromSeq);
    });
  }

  endMatch(matchId: string, at: string): void {
    if (typeof at !== 'string' || at === '') throw new InvalidMatchLogInputError('endMatch: at must be a non-empty ISO time');
    const ended = this.db.transaction(() => {
      this.requireMatch(matchId);
      const facts = this.statements.lifecycle.all(matchId);
      const last = facts.at(-1);
      if (last?.kind === 'ended') throw new MatchEndedError(matchId, last.at);
      const seq = this.chain.headOf(matchId)?.seq ?? 0;
      this.statements.insertLifecycle.run({ match_id: matchId, n: facts.length + 1, kind: 'ended', at, seq, judge: null, reason: null, to_seq: null });
    });
    ended.immediate();
  }

  listMatches(filter: { tableId?: string; unfinished?: boolean } = {}): MatchRecord[] {
    return this.statements.list.all({ tableId: filter.tableId ?? null, unfinished: filter.unfinished ? 1 : 0 }).map((row) => this.toMatchRecord(row));
  }

  getMatch(matchId: string): MatchRecord | undefined {
    const row = this.statements.match.get(matchId);
    return row === undefined ? undefined : this.toMatchRecord(row);
  }

  /** The last seq and hash: what a judge compares with an export's last line. */
  head(matchId: string): ChainHead {
    const match = this.requireMatch(matchId);
    return this.chain.headOf(matchId) ?? { seq: 0, hash: match.genesis_hash };
  }

  /**
   * Caches a folded state so a resume replays only the events after `seq`. The state is any
   * JSON value; the match service decides when a replay is slow enough to need one.
   */
  saveSnapshot(matchId: string, seq: number, state: unknown): void {
    const text = canonicalJson(state);
    this.requireMatch(matchId);
    const hash = this.statements.eventHash.get(matchId, seq);
    if (hash === undefined) throw new InvalidMatchLogInputError(`saveSnapshot: match ${matchId} has no event with seq ${seq}`);
    this.statements.saveSnapshot.run(matchId, seq, hash, text, this.now().toISOString());
  }

  latestSnapshot<S>(matchId: string): Snapshot<S> | undefined {
    const row = this.statements.latestSnapshot.get(matchId);
    return row === undefined ? undefined : { seq: row.seq, hash: row.hash, state: JSON.parse(row.state) as S };
  }

  /**
   * Whether the stored chain still holds: every hash recomputed from the genesis on, as verifyExport
   * does for an export. Null when it holds, else the first problem (a row edited in place in SQLite).
   */
  verifyChain(matchId: string): string | null {
    const result = verifyExport(this.exportLines(matchId).join('\n'), { sha256: nodeSha256Hex });
    const problem = result.problems[0];
    if (result.ok || problem === undefined) return null;
    return problem.seq === undefined ? problem.message : `entry ${problem.seq}: ${problem.message}`;
  }

  /** The match as JSON Lines (export-format.ts), read in one transaction so header and rows agree. */
  exportLines(matchId: string): string[] {
    return this.exportTransaction(matchId);
  }

  private exportIn() {
    return this.db.transaction((matchId: string): string[] => {
      const match = this.requireMatch(matchId);
      const rows = this.statements.events.all(matchId, 1);
      const last = rows[rows.length - 1];
      const header: ExportHeader = {
        kind: EXPORT_KIND,
        version: EXPORT_VERSION,
        match: this.toMatchRecord(match),
        genesisHash: match.genesis_hash,
        lastSeq: last?.seq ?? 0,
        lastHash: last?.hash ?? match.genesis_hash,
        exportedAt: this.now().toISOString(),
      };
      return [
        canonicalJson(header),
        ...rows.map(
          (row) =>
            `{"actor":${JSON.stringify(row.actor)},"at":${JSON.stringify(row.at)},"event":${row.event},"hash":"${row.hash}","prevHash":"${row.prev_hash}","seq":${row.seq}}`,
        ),
      ];
    });
  }

  /** The match's latest lifecycle fact when it says the match is over. */
  private endedFact(matchId: string): LifecycleRow | undefined {
    const last = this.statements.lifecycle.all(matchId).at(-1);
    return last?.kind === 'ended' ? last : undefined;
  }

  private toMatchRecord(row: MatchRow): MatchRecord {
    const facts = this.statements.lifecycle.all(row.match_id);
    const last = facts.at(-1);
    const reopenings = facts.flatMap((fact, i): MatchReopening[] => {
      const before = facts[i - 1];
      if (fact.kind !== 'reopened' || before === undefined) return [];
      return [{ endedAt: before.at, at: fact.at, judge: fact.judge ?? '', reason: fact.reason ?? '', toSeq: fact.to_seq ?? 0, seq: fact.seq }];
    });
    return {
      matchId: row.match_id,
      tableId: row.table_id,
      startedAt: row.started_at,
      ...(last?.kind === 'ended' ? { endedAt: last.at } : {}),
      profile: row.profile,
      format: row.format,
      ...(reopenings.length > 0 ? { reopenings } : {}),
    };
  }

  private requireMatch(matchId: string): MatchRow {
    const match = this.statements.match.get(matchId);
    if (match === undefined) throw new MatchNotFoundError(matchId);
    return match;
  }
}
