import { endedOnceTriggersSql, chainedEventTableSql } from '../match-log/chained-event-table.js';
import { canonicalJson } from '../match-log/canonical-json.js';
import type { EventChain } from '../match-log/event-chain.js';
import { genesisHash } from '../match-log/hash-chain.js';
import type { LoggedEvent } from '../match-log/match-log.port.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';
import { chainedEventTablePostgresSql, endedOncePostgresSql } from '../match-log/postgres-chained-event-table.js';
import { EXPORT_KIND, EXPORT_VERSION, type ExportHeader } from '../protocol/export-format.js';
import type { LeagueFact } from './league-fact.js';

/**
 * The event log of league events: one hash-chained log per event, chained and guarded by triggers
 * exactly as the match log (src/match-log: EventChain and its SQL), so `npm run matchlog -- verify`
 * checks an export. The event's state is the fold of its log (league-state.ts); nothing else is
 * stored. Written once for both engines: SqliteLeagueLog (the hub's file) and PostgresLeagueLog
 * (the store's database, shared by its hubs) supply only their statements and transactions.
 */
export const LEAGUE_LOG_COMPONENT = 'league-log';

export const LEAGUE_FACTS = { table: 'league_facts', idColumn: 'event_id', header: 'league_events' } as const;

const FIXED_COLUMNS = ['event_id', 'created_at', 'genesis_hash'];

export const LEAGUE_LOG_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE league_events (
    event_id     TEXT PRIMARY KEY,
    created_at   TEXT NOT NULL,
    ended_at     TEXT,
    genesis_hash TEXT NOT NULL
  ) STRICT;

  ${endedOnceTriggersSql('league_events', FIXED_COLUMNS)}
  ${chainedEventTableSql(LEAGUE_FACTS)}
  `,
];

/** The same versions on PostgreSQL (src/database/POSTGRES.md), step for step with LEAGUE_LOG_MIGRATIONS. */
export const LEAGUE_LOG_POSTGRES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE league_events (
    event_id     TEXT PRIMARY KEY,
    created_at   TEXT NOT NULL,
    ended_at     TEXT,
    genesis_hash TEXT NOT NULL
  );

  ${endedOncePostgresSql('league_events', FIXED_COLUMNS)}
  ${chainedEventTablePostgresSql(LEAGUE_FACTS)}
  `,
];

/** The identity a league event's chain starts from: the match log's genesis, with the league as its table. */
export const LEAGUE_CHAIN_IDENTITY = { tableId: 'league', profile: 'league-event' } as const;

export interface LeagueEventRow {
  event_id: string;
  created_at: string;
  ended_at: string | null;
  genesis_hash: string;
}

export interface LeagueEventRecord {
  readonly eventId: string;
  readonly createdAt: string;
  readonly endedAt?: string;
}

export abstract class LeagueLogRepository {
  protected abstract readonly facts: EventChain;

  protected constructor(protected readonly now: () => Date) {}

  protected abstract insertEvent(row: LeagueEventRow): void;
  protected abstract eventRow(eventId: string): LeagueEventRow | undefined;
  protected abstract eventRows(): LeagueEventRow[];
  protected abstract endEvent(eventId: string, endedAt: string): void;
  /**
   * One write transaction, exclusive of every other writer of the event. `committed` tells from
   * the store whether the write happened, for a store whose COMMIT's answer can be lost (PostgreSQL).
   */
  protected abstract writing<T>(eventId: string, write: () => T, committed: (result: T) => boolean): T;

  static genesis(eventId: string, createdAt: string, format: string): string {
    return genesisHash({ matchId: eventId, startedAt: createdAt, format, ...LEAGUE_CHAIN_IDENTITY }, nodeSha256Hex);
  }

  /** Creates the event's log with its first fact, EventCreated, in one transaction. */
  create(created: Extract<LeagueFact, { type: 'EventCreated' }>, actor: string): LoggedEvent<LeagueFact>[] {
    const createdAt = this.now().toISOString();
    const genesis = LeagueLogRepository.genesis(created.eventId, createdAt, created.format);
    return this.writing(
      created.eventId,
      () => {
        this.insertEvent({ event_id: created.eventId, created_at: createdAt, ended_at: null, genesis_hash: genesis });
        return this.facts.append<LeagueFact>(created.eventId, 0, actor, [created], () => genesis);
      },
      () => this.eventRow(created.eventId)?.genesis_hash === genesis,
    );
  }

  append(eventId: string, expectedSeq: number, actor: string, facts: readonly LeagueFact[]): LoggedEvent<LeagueFact>[] {
    return this.writing(
      eventId,
      () => this.facts.append(eventId, expectedSeq, actor, facts, () => this.require(eventId).genesis_hash),
      (rows) => this.isHead(eventId, rows),
    );
  }

  read(eventId: string): LoggedEvent<LeagueFact>[] {
    this.require(eventId);
    return this.facts.read<LeagueFact>(eventId);
  }

  list(): LeagueEventRecord[] {
    return this.eventRows().map(toRecord);
  }

  /** The event is over: its log takes no more facts. */
  end(eventId: string): void {
    const endedAt = this.now().toISOString();
    this.writing(
      eventId,
      () => this.endEvent(eventId, endedAt),
      () => this.eventRow(eventId)?.ended_at !== null,
    );
  }

  /** The log as the match log exports it (src/match-log/EXPORT.md): a header line, then one line per fact. */
  exportLines(eventId: string, format: string): string[] {
    const row = this.require(eventId);
    const facts = this.facts.read<LeagueFact>(eventId);
    const last = facts.at(-1);
    const header: ExportHeader = {
      kind: EXPORT_KIND,
      version: EXPORT_VERSION,
      match: { matchId: eventId, startedAt: row.created_at, format, ...LEAGUE_CHAIN_IDENTITY, ...(row.ended_at === null ? {} : { endedAt: row.ended_at }) },
      genesisHash: row.genesis_hash,
      lastSeq: last?.seq ?? 0,
      lastHash: last?.hash ?? row.genesis_hash,
      exportedAt: this.now().toISOString(),
    };
    return [canonicalJson(header), ...facts.map((f) => canonicalJson({ seq: f.seq, actor: f.actor, at: f.at, event: f.event, prevHash: f.prevHash, hash: f.hash }))];
  }

  /** The written rows are the log's head: the append happened. */
  private isHead(eventId: string, rows: readonly LoggedEvent<LeagueFact>[]): boolean {
    const last = rows.at(-1);
    const head = this.facts.headOf(eventId);
    return last !== undefined && head?.seq === last.seq && head.hash === last.hash;
  }

  private require(eventId: string): LeagueEventRow {
    const row = this.eventRow(eventId);
    if (!row) throw new Error(`no league event "${eventId}" in the log`);
    return row;
  }
}

function toRecord(row: LeagueEventRow): LeagueEventRecord {
  return { eventId: row.event_id, createdAt: row.created_at, ...(row.ended_at === null ? {} : { endedAt: row.ended_at }) };
}
