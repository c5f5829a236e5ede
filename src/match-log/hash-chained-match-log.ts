import { EXPORT_KIND, EXPORT_VERSION, type ExportHeader } from '../protocol/export-format.js';
import { canonicalJson } from './canonical-json.js';
import type { EventChain } from './event-chain.js';
import { genesisHash } from './hash-chain.js';
import { InvalidMatchLogInputError, MatchEndedError, MatchNotEndedError, MatchNotFoundError, StaleAppendError } from './match-log.errors.js';
import type { EndedBy, LoggedEvent, MatchLog, MatchRecord, MatchReopening } from './match-log.port.js';
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

/** What reopens a finished match: a judge's restore, logged as the events appended with it. */
export interface ReopenNote {
  readonly judge: string;
  readonly reason: string;
  readonly toSeq: number;
}

export interface MatchRow {
  match_id: string;
  table_id: string;
  started_at: string;
  profile: string;
  format: string;
  genesis_hash: string;
}

/** One fact of match_lifecycle (match-log.migrations.ts, version 2; `ended_by` since version 3). */
export interface LifecycleRow {
  n: number;
  kind: 'ended' | 'reopened';
  at: string;
  seq: number;
  judge: string | null;
  reason: string | null;
  to_seq: number | null;
  ended_by: EndedBy | null;
}

/**
 * The match log, written once for both engines: the checks, the lifecycle facts (ended,
 * reopened), snapshots, export and verification. SqliteMatchLog and PostgresMatchLog supply
 * only their statements and transactions; the rows, the hash chain and the guards
 * (match-log.migrations.ts) are the same in both, so a game hashes identically in either.
 */
export abstract class HashChainedMatchLog implements MatchLog {
  protected abstract readonly chain: EventChain;

  protected constructor(protected readonly now: () => Date) {}

  /** Throws MatchAlreadyExistsError when the id is taken. */
  protected abstract insertMatch(row: MatchRow): void;
  protected abstract matchRow(matchId: string): MatchRow | undefined;
  protected abstract lifecycle(matchId: string): LifecycleRow[];
  protected abstract insertLifecycle(matchId: string, fact: LifecycleRow): void;
  protected abstract matchRows(filter: { tableId: string | null; unfinished: boolean }): MatchRow[];
  protected abstract latestMatchRow(tableId: string): MatchRow | undefined;
  protected abstract eventHashAt(matchId: string, seq: number): string | undefined;
  protected abstract putSnapshot(matchId: string, seq: number, hash: string, state: string, savedAt: string): void;
  protected abstract snapshotRow(matchId: string): { seq: number; hash: string; state: string } | undefined;
  /**
   * One write transaction, exclusive of every other writer of the match. `committed` tells from
   * the store whether the write happened, for a store whose COMMIT's answer can be lost (PostgreSQL).
   */
  protected abstract writing<T>(matchId: string, write: () => T, committed?: (result: T) => boolean): T;
  /** One read transaction: all `read` sees is one snapshot of the store. */
  protected abstract reading<T>(read: () => T): T;

  createMatch(match: Omit<MatchRecord, 'endedAt'>): void {
    for (const key of ['matchId', 'tableId', 'startedAt', 'profile', 'format'] as const) {
      if (typeof match[key] !== 'string' || match[key] === '') throw new InvalidMatchLogInputError(`createMatch: ${key} must be a non-empty string`);
    }
    this.insertMatch({
      match_id: match.matchId,
      table_id: match.tableId,
      started_at: match.startedAt,
      profile: match.profile,
      format: match.format,
      genesis_hash: genesisHash(match, nodeSha256Hex),
    });
  }

  append<E>(matchId: string, expectedSeq: number, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    if (typeof actor !== 'string' || actor === '') throw new InvalidMatchLogInputError('append: actor must be a non-empty string');
    if (!Number.isSafeInteger(expectedSeq) || expectedSeq < 0) throw new InvalidMatchLogInputError(`append: expectedSeq must be an integer >= 0, got ${expectedSeq}`);
    // Serialised before the transaction: an event that is not JSON is refused with nothing written.
    events.forEach((event) => canonicalJson(event));
    return this.writing(matchId, () => {
      const match = this.requireMatch(matchId);
      const ended = this.endedFact(matchId);
      if (ended) throw new MatchEndedError(matchId, ended.at);
      return this.chain.append(matchId, expectedSeq, actor, events, () => match.genesis_hash);
    }, (rows) => this.holds(matchId, rows));
  }

  /** Whether the log holds the last of `rows` with its hash: then the append that wrote them committed. */
  private holds(matchId: string, rows: readonly LoggedEvent<unknown>[]): boolean {
    const last = rows.at(-1);
    return last === undefined || this.eventHashAt(matchId, last.seq) === last.hash;
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
    return this.writing(matchId, () => {
      const match = this.requireMatch(matchId);
      const last = this.lifecycle(matchId).at(-1);
      if (last?.kind !== 'ended') throw new MatchNotEndedError(matchId);
      const actualSeq = this.chain.headOf(matchId)?.seq ?? 0;
      if (actualSeq !== expectedSeq) throw new StaleAppendError(matchId, expectedSeq, actualSeq);
      const at = this.now().toISOString();
      this.insertLifecycle(matchId, { n: last.n + 1, kind: 'reopened', at, seq: expectedSeq + 1, judge: note.judge, reason: note.reason, to_seq: note.toSeq, ended_by: null });
      return this.chain.append(matchId, expectedSeq, actor, events, () => match.genesis_hash, at);
    }, (rows) => this.holds(matchId, rows));
  }

  read<E>(matchId: string, fromSeq = 1): LoggedEvent<E>[] {
    // The match check and the rows see the same snapshot.
    return this.reading(() => {
      this.requireMatch(matchId);
      return this.chain.read<E>(matchId, fromSeq);
    });
  }

  endMatch(matchId: string, at: string, by?: EndedBy): void {
    if (typeof at !== 'string' || at === '') throw new InvalidMatchLogInputError('endMatch: at must be a non-empty ISO time');
    this.writing(matchId, () => {
      this.requireMatch(matchId);
      const facts = this.lifecycle(matchId);
      const last = facts.at(-1);
      if (last?.kind === 'ended') throw new MatchEndedError(matchId, last.at);
      const seq = this.chain.headOf(matchId)?.seq ?? 0;
      this.insertLifecycle(matchId, { n: facts.length + 1, kind: 'ended', at, seq, judge: null, reason: null, to_seq: null, ended_by: by ?? null });
    }, () => this.lifecycle(matchId).at(-1)?.kind === 'ended');
  }

  listMatches(filter: { tableId?: string; unfinished?: boolean } = {}): MatchRecord[] {
    return this.matchRows({ tableId: filter.tableId ?? null, unfinished: filter.unfinished === true }).map((row) => this.toMatchRecord(row));
  }

  /** The match a table started last, ended or not: what the table shows after a restart. */
  latestMatch(tableId: string): MatchRecord | undefined {
    const row = this.latestMatchRow(tableId);
    return row === undefined ? undefined : this.toMatchRecord(row);
  }

  getMatch(matchId: string): MatchRecord | undefined {
    const row = this.matchRow(matchId);
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
    const hash = this.eventHashAt(matchId, seq);
    if (hash === undefined) throw new InvalidMatchLogInputError(`saveSnapshot: match ${matchId} has no event with seq ${seq}`);
    this.putSnapshot(matchId, seq, hash, text, this.now().toISOString());
  }

  latestSnapshot<S>(matchId: string): Snapshot<S> | undefined {
    const row = this.snapshotRow(matchId);
    return row === undefined ? undefined : { seq: row.seq, hash: row.hash, state: JSON.parse(row.state) as S };
  }

  /**
   * Whether the stored chain still holds: every hash recomputed from the genesis on, as verifyExport
   * does for an export. Null when it holds, else the first problem (a row edited in place).
   */
  verifyChain(matchId: string): string | null {
    const result = verifyExport(this.exportLines(matchId).join('\n'), { sha256: nodeSha256Hex });
    const problem = result.problems[0];
    if (result.ok || problem === undefined) return null;
    return problem.seq === undefined ? problem.message : `entry ${problem.seq}: ${problem.message}`;
  }

  /** The match as JSON Lines (export-format.ts), read in one transaction so header and rows agree. */
  exportLines(matchId: string): string[] {
    return this.reading(() => {
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

  /** The match's latest lifecycle fact when it says the match is over. */
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
      ...(last?.kind === 'ended' && last.ended_by !== null ? { endedBy: last.ended_by } : {}),
      profile: row.profile,
      format: row.format,
      ...(reopenings.length > 0 ? { reopenings } : {}),
    };
  }

  private requireMatch(matchId: string): MatchRow {
    const match = this.matchRow(matchId);
    if (match === undefined) throw new MatchNotFoundError(matchId);
    return match;
  }
}
