import type { Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { canonicalJson } from '../match-log/canonical-json.js';
import { ChainedLog, chainedLogTablesSql, type ChainedLogSetup, type ChainedLogTables } from '../match-log/chained-log.js';
import { genesisHash } from '../match-log/hash-chain.js';
import type { LoggedEvent } from '../match-log/match-log.port.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';
import { EXPORT_KIND, EXPORT_VERSION, type ExportHeader } from '../protocol/export-format.js';
import type { LeagueFact } from './league-fact.js';

/**
 * The event log of league events: one hash-chained log per event, chained and guarded by triggers
 * exactly as the match log (src/match-log: ChainedLog), so `npm run matchlog -- verify` checks an
 * export. The event's state is the fold of its log (league-state.ts); nothing else is stored. In
 * the hub's SQLite file, or the store's PostgreSQL (shared by its hubs) when the config names one.
 */
const LEAGUE_TABLES: ChainedLogTables = {
  header: 'league_events',
  idColumn: 'event_id',
  columns: { created_at: 'TEXT NOT NULL' },
  listedBy: 'created_at',
  events: 'league_facts',
};

export const LEAGUE_LOG_MIGRATIONS = { sqlite: [chainedLogTablesSql(LEAGUE_TABLES, 'sqlite')], postgres: [chainedLogTablesSql(LEAGUE_TABLES, 'postgres')] } as const;

const LEAGUE_LOG: ChainedLogSetup = { tables: LEAGUE_TABLES, component: 'league-log', migrations: LEAGUE_LOG_MIGRATIONS, lock: 'league', title: 'league event' };

/** The identity a league event's chain starts from: the match log's genesis, with the league as its table. */
export const LEAGUE_CHAIN_IDENTITY = { tableId: 'league', profile: 'league-event' } as const;

interface LeagueEventRow {
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

export class LeagueLog extends ChainedLog<LeagueEventRow, LeagueEventRecord, LeagueFact> {
  /** Brings the log's tables up to date on the engine that holds them. */
  static open(db: Db, postgres?: SyncPostgres | null, options: { now?: () => Date } = {}): LeagueLog {
    return new LeagueLog(LEAGUE_LOG, db, postgres, options.now ?? (() => new Date()));
  }

  static genesis(eventId: string, createdAt: string, format: string): string {
    return genesisHash({ matchId: eventId, startedAt: createdAt, format, ...LEAGUE_CHAIN_IDENTITY }, nodeSha256Hex);
  }

  /** Creates the event's log with its first fact, EventCreated, in one transaction. */
  create(created: Extract<LeagueFact, { type: 'EventCreated' }>, actor: string): LoggedEvent<LeagueFact>[] {
    const createdAt = this.now().toISOString();
    return this.start<LeagueFact>({ event_id: created.eventId, created_at: createdAt, genesis_hash: LeagueLog.genesis(created.eventId, createdAt, created.format) }, actor, [created]);
  }

  /** The event is over: its log takes no more facts. */
  override end(eventId: string, at = this.now().toISOString()): void {
    super.end(eventId, at);
  }

  /** The log as the match log exports it (src/match-log/EXPORT.md): a header line, then one line per fact. */
  exportLines(eventId: string, format: string): string[] {
    const row = this.require(eventId);
    const facts = this.chain.read<LeagueFact>(eventId);
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

  protected toRecord(row: LeagueEventRow): LeagueEventRecord {
    return { eventId: row.event_id, createdAt: row.created_at, ...(row.ended_at === null ? {} : { endedAt: row.ended_at }) };
  }
}
