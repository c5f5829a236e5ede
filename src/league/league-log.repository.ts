import type { Statement } from 'better-sqlite3';
import type { Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';
import { canonicalJson } from '../match-log/canonical-json.js';
import { ChainedEventTable, chainedEventTableSql, endedOnceTriggersSql } from '../match-log/chained-event-table.js';
import { EXPORT_KIND, EXPORT_VERSION, type ExportHeader } from '../protocol/export-format.js';
import { genesisHash } from '../match-log/hash-chain.js';
import type { LoggedEvent } from '../match-log/match-log.port.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';
import type { LeagueFact } from './league-fact.js';

/**
 * The event log of league events: one hash-chained log per event in the hub's SQLite file, chained
 * and guarded by triggers exactly as the match log (src/match-log: ChainedEventTable and its SQL), so
 * `npm run matchlog -- verify` checks an export. The event's state is the fold of its log
 * (league-state.ts); nothing else is stored.
 */
export const LEAGUE_LOG_COMPONENT = 'league-log';

const EVENTS = { table: 'league_facts', idColumn: 'event_id', header: 'league_events' } as const;

export const LEAGUE_LOG_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE league_events (
    event_id     TEXT PRIMARY KEY,
    created_at   TEXT NOT NULL,
    ended_at     TEXT,
    genesis_hash TEXT NOT NULL
  ) STRICT;

  ${endedOnceTriggersSql('league_events', ['event_id', 'created_at', 'genesis_hash'])}
  ${chainedEventTableSql(EVENTS)}
  `,
];

/** The identity a league event's chain starts from: the match log's genesis, with the league as its table. */
export const LEAGUE_CHAIN_IDENTITY = { tableId: 'league', profile: 'league-event' } as const;

interface EventRow {
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

export class LeagueLogRepository {
  private readonly statements;
  private readonly facts: ChainedEventTable;

  private constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {
    this.facts = new ChainedEventTable(db, EVENTS, now);
    this.statements = {
      insert: db.prepare('INSERT INTO league_events (event_id, created_at, genesis_hash) VALUES (?, ?, ?)'),
      get: db.prepare('SELECT * FROM league_events WHERE event_id = ?') as Statement<[string], EventRow>,
      list: db.prepare('SELECT * FROM league_events ORDER BY created_at, event_id') as Statement<[], EventRow>,
      end: db.prepare('UPDATE league_events SET ended_at = ? WHERE event_id = ? AND ended_at IS NULL'),
    };
  }

  static open(db: Db, options: { now?: () => Date } = {}): LeagueLogRepository {
    migrate(db, LEAGUE_LOG_COMPONENT, LEAGUE_LOG_MIGRATIONS);
    return new LeagueLogRepository(db, options.now ?? (() => new Date()));
  }

  static genesis(eventId: string, createdAt: string, format: string): string {
    return genesisHash({ matchId: eventId, startedAt: createdAt, format, ...LEAGUE_CHAIN_IDENTITY }, nodeSha256Hex);
  }

  /** Creates the event's log with its first fact, EventCreated, in one transaction. */
  create(created: Extract<LeagueFact, { type: 'EventCreated' }>, actor: string): LoggedEvent<LeagueFact>[] {
    const createdAt = this.now().toISOString();
    const create = this.db.transaction(() => {
      const genesis = LeagueLogRepository.genesis(created.eventId, createdAt, created.format);
      this.statements.insert.run(created.eventId, createdAt, genesis);
      return this.facts.start<LeagueFact>(created.eventId, genesis, actor, [created]);
    });
    return create.immediate();
  }

  append(eventId: string, expectedSeq: number, actor: string, facts: readonly LeagueFact[]): LoggedEvent<LeagueFact>[] {
    return this.facts.append(eventId, expectedSeq, actor, facts, () => this.require(eventId).genesis_hash);
  }

  read(eventId: string): LoggedEvent<LeagueFact>[] {
    this.require(eventId);
    return this.facts.read<LeagueFact>(eventId);
  }

  list(): LeagueEventRecord[] {
    return this.statements.list.all().map(toRecord);
  }

  /** The event is over: its log takes no more facts. */
  end(eventId: string): void {
    this.statements.end.run(this.now().toISOString(), eventId);
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

  private require(eventId: string): EventRow {
    const row = this.statements.get.get(eventId);
    if (!row) throw new Error(`no league event "${eventId}" in the log`);
    return row;
  }
}

function toRecord(row: EventRow): LeagueEventRecord {
  return { eventId: row.event_id, createdAt: row.created_at, ...(row.ended_at === null ? {} : { endedAt: row.ended_at }) };
}
