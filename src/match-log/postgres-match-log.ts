import { migratePostgres } from '../database/postgres/migrate-postgres.js';
import { PostgresQueryError, type SyncPostgres } from '../database/postgres/sync-postgres.js';
import { EXPORT_KIND, EXPORT_VERSION, type ExportHeader } from '../protocol/export-format.js';
import { canonicalJson } from './canonical-json.js';
import { genesisHash } from './hash-chain.js';
import {
  InvalidMatchLogInputError,
  MatchAlreadyExistsError,
  MatchEndedError,
  MatchNotEndedError,
  MatchNotFoundError,
  StaleAppendError,
} from './match-log.errors.js';
import { MATCH_EVENTS, MATCH_LOG_COMPONENT, MATCH_LOG_POSTGRES_MIGRATIONS } from './match-log.migrations.js';
import type { LoggedEvent, MatchLog, MatchRecord, MatchReopening } from './match-log.port.js';
import { nodeSha256Hex } from './node-sha256.js';
import { PostgresChainedEventTable } from './postgres-chained-event-table.js';
import type { ChainHead, ReopenNote, Snapshot } from './sqlite-match-log.js';
import { verifyExport } from './verify-export.js';

interface MatchRow {
  match_id: string;
  table_id: string;
  started_at: string;
  profile: string;
  format: string;
  genesis_hash: string;
}

interface LifecycleRow {
  n: number;
  kind: 'ended' | 'reopened';
  at: string;
  seq: number;
  judge: string | null;
  reason: string | null;
  to_seq: number | null;
}

/** PostgreSQL's unique_violation: the match id is taken. */
const UNIQUE_VIOLATION = '23505';

/**
 * The match log on PostgreSQL, method for method SqliteMatchLog: the same rows, the same hash
 * chain, the same guards (plpgsql triggers, match-log.migrations.ts). Each write is one
 * transaction holding the match's advisory lock, so hubs sharing the store append to one match in
 * turn; a write returns once PostgreSQL committed it (synchronous_commit on), and only then does
 * the hub acknowledge it.
 */
export class PostgresMatchLog implements MatchLog {
  private readonly chain: PostgresChainedEventTable;

  private constructor(
    private readonly pg: SyncPostgres,
    private readonly now: () => Date,
  ) {
    this.chain = new PostgresChainedEventTable(pg, MATCH_EVENTS, now);
  }

  /** Brings the schema up to date. */
  static open(pg: SyncPostgres, options: { now?: () => Date } = {}): PostgresMatchLog {
    migratePostgres(pg, MATCH_LOG_COMPONENT, MATCH_LOG_POSTGRES_MIGRATIONS);
    return new PostgresMatchLog(pg, options.now ?? (() => new Date()));
  }

  createMatch(match: Omit<MatchRecord, 'endedAt'>): void {
    for (const key of ['matchId', 'tableId', 'startedAt', 'profile', 'format'] as const) {
      if (typeof match[key] !== 'string' || match[key] === '') throw new InvalidMatchLogInputError(`createMatch: ${key} must be a non-empty string`);
    }
    try {
      this.pg.query('INSERT INTO matches (match_id, table_id, started_at, profile, format, genesis_hash) VALUES ($1, $2, $3, $4, $5, $6)', [
        match.matchId,
        match.tableId,
        match.startedAt,
        match.profile,
        match.format,
        genesisHash(match, nodeSha256Hex),
      ]);
    } catch (error) {
      if (error instanceof PostgresQueryError && error.code === UNIQUE_VIOLATION) throw new MatchAlreadyExistsError(match.matchId);
      throw error;
    }
  }

  append<E>(matchId: string, expectedSeq: number, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    if (typeof actor !== 'string' || actor === '') throw new InvalidMatchLogInputError('append: actor must be a non-empty string');
    if (!Number.isSafeInteger(expectedSeq) || expectedSeq < 0) throw new InvalidMatchLogInputError(`append: expectedSeq must be an integer >= 0, got ${expectedSeq}`);
    events.forEach((event) => canonicalJson(event));
    return this.pg.transaction(() => {
      const match = this.requireMatch(matchId);
      const ended = this.endedFact(matchId);
      if (ended) throw new MatchEndedError(matchId, ended.at);
      return this.chain.append(matchId, expectedSeq, actor, events, () => match.genesis_hash);
    }, this.lockKey(matchId));
  }

  /** SqliteMatchLog.reopen: the reopening fact and the restore's events in one transaction. */
  reopen<E>(matchId: string, expectedSeq: number, actor: string, events: readonly E[], note: ReopenNote): LoggedEvent<E>[] {
    if (typeof actor !== 'string' || actor === '') throw new InvalidMatchLogInputError('reopen: actor must be a non-empty string');
    if (events.length === 0) throw new InvalidMatchLogInputError('reopen: the restore must be logged with at least one event');
    if (note.judge === '' || note.reason === '') throw new InvalidMatchLogInputError('reopen: a judge and a reason are required');
    if (!Number.isSafeInteger(note.toSeq) || note.toSeq < 0 || note.toSeq > expectedSeq) {
      throw new InvalidMatchLogInputError(`reopen: toSeq must be a log entry of the match (0..${expectedSeq}), got ${note.toSeq}`);
    }
    events.forEach((event) => canonicalJson(event));
    return this.pg.transaction(() => {
      const match = this.requireMatch(matchId);
      const last = this.lifecycle(matchId).at(-1);
      if (last?.kind !== 'ended') throw new MatchNotEndedError(matchId);
      const actualSeq = this.chain.headOf(matchId)?.seq ?? 0;
      if (actualSeq !== expectedSeq) throw new StaleAppendError(matchId, expectedSeq, actualSeq);
      const at = this.now().toISOString();
      this.pg.query('INSERT INTO match_lifecycle (match_id, n, kind, at, seq, judge, reason, to_seq) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
        matchId,
        last.n + 1,
        'reopened',
        at,
        expectedSeq + 1,
        note.judge,
        note.reason,
        note.toSeq,
      ]);
      return this.chain.append(matchId, expectedSeq, actor, events, () => match.genesis_hash, at);
    }, this.lockKey(matchId));
  }

  read<E>(matchId: string, fromSeq = 1): LoggedEvent<E>[] {
    // One statement would do for the rows; the match check must see the same snapshot.
    return this.pg.transaction(() => {
      this.requireMatch(matchId);
      return this.chain.read<E>(matchId, fromSeq);
    });
  }

  endMatch(matchId: string, at: string): void {
    if (typeof at !== 'string' || at === '') throw new InvalidMatchLogInputError('endMatch: at must be a non-empty ISO time');
    this.pg.transaction(() => {
      this.requireMatch(matchId);
      const facts = this.lifecycle(matchId);
      const last = facts.at(-1);
      if (last?.kind === 'ended') throw new MatchEndedError(matchId, last.at);
      const seq = this.chain.headOf(matchId)?.seq ?? 0;
      this.pg.query("INSERT INTO match_lifecycle (match_id, n, kind, at, seq) VALUES ($1, $2, 'ended', $3, $4)", [matchId, facts.length + 1, at, seq]);
    }, this.lockKey(matchId));
  }

  listMatches(filter: { tableId?: string; unfinished?: boolean } = {}): MatchRecord[] {
    const rows = this.pg.query<MatchRow>(
      `SELECT * FROM matches m WHERE ($1::text IS NULL OR table_id = $1)
       AND (NOT $2 OR (SELECT kind FROM match_lifecycle l WHERE l.match_id = m.match_id ORDER BY n DESC LIMIT 1) IS DISTINCT FROM 'ended')
       ORDER BY started_at COLLATE "C", match_id COLLATE "C"`,
      [filter.tableId ?? null, filter.unfinished === true],
    );
    return rows.map((row) => this.toMatchRecord(row));
  }

  getMatch(matchId: string): MatchRecord | undefined {
    const row = this.pg.one<MatchRow>('SELECT * FROM matches WHERE match_id = $1', [matchId]);
    return row === undefined ? undefined : this.toMatchRecord(row);
  }

  head(matchId: string): ChainHead {
    const match = this.requireMatch(matchId);
    return this.chain.headOf(matchId) ?? { seq: 0, hash: match.genesis_hash };
  }

  saveSnapshot(matchId: string, seq: number, state: unknown): void {
    const text = canonicalJson(state);
    this.requireMatch(matchId);
    const hash = this.pg.one<{ hash: string }>('SELECT hash FROM match_events WHERE match_id = $1 AND seq = $2', [matchId, seq])?.hash;
    if (hash === undefined) throw new InvalidMatchLogInputError(`saveSnapshot: match ${matchId} has no event with seq ${seq}`);
    this.pg.query(
      `INSERT INTO match_snapshots (match_id, seq, hash, state, saved_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (match_id, seq) DO UPDATE SET hash = excluded.hash, state = excluded.state, saved_at = excluded.saved_at`,
      [matchId, seq, hash, text, this.now().toISOString()],
    );
  }

  latestSnapshot<S>(matchId: string): Snapshot<S> | undefined {
    const row = this.pg.one<{ seq: number; hash: string; state: string }>(
      'SELECT seq, hash, state FROM match_snapshots WHERE match_id = $1 ORDER BY seq DESC LIMIT 1',
      [matchId],
    );
    return row === undefined ? undefined : { seq: row.seq, hash: row.hash, state: JSON.parse(row.state) as S };
  }

  verifyChain(matchId: string): string | null {
    const result = verifyExport(this.exportLines(matchId).join('\n'), { sha256: nodeSha256Hex });
    const problem = result.problems[0];
    if (result.ok || problem === undefined) return null;
    return problem.seq === undefined ? problem.message : `entry ${problem.seq}: ${problem.message}`;
  }

  /** The match as JSON Lines (export-format.ts), read in one transaction so header and rows agree. */
  exportLines(matchId: string): string[] {
    return this.pg.transaction(() => {
      const match = this.requireMatch(matchId);
      const rows = this.chain.rows(matchId);
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

  private lockKey(matchId: string): string {
    return `match:${matchId}`;
  }

  private lifecycle(matchId: string): LifecycleRow[] {
    return this.pg.query<LifecycleRow>('SELECT n, kind, at, seq, judge, reason, to_seq FROM match_lifecycle WHERE match_id = $1 ORDER BY n', [matchId]);
  }

  private endedFact(matchId: string): LifecycleRow | undefined {
    const last = this.lifecycle(matchId).at(-1);
    return last?.kind === 'ended' ? last : undefined;
  }

  private toMatchRecord(row: MatchRow): MatchRecord {
    const facts = this.lifecycle(row.match_id);
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
    const match = this.pg.one<MatchRow>('SELECT * FROM matches WHERE match_id = $1', [matchId]);
    if (match === undefined) throw new MatchNotFoundError(matchId);
    return match;
  }
}
