import type { Statement } from 'better-sqlite3';
import type { Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';
import { ChainedEventTable, chainedEventTableSql, endedOnceTriggersSql } from '../match-log/chained-event-table.js';
import { genesisHash } from '../match-log/hash-chain.js';
import type { LoggedEvent } from '../match-log/match-log.port.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';

/**
 * The raids' append-only log in the hub's SQLite file: the match log's hash chain and canonical
 * JSON (src/match-log), in tables of its own so the match service never mistakes a raid for a
 * two-player match when it resumes matches on boot. The triggers refuse updates, deletes and
 * any insert that is not the next link of the chain.
 */
export const RAID_LOG_COMPONENT = 'raid-log';

const RAID_EVENTS = { table: 'raid_events', idColumn: 'raid_id', header: 'raids', noun: 'raid' } as const;

export const RAID_LOG_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE raids (
    raid_id      TEXT PRIMARY KEY,
    table_id     TEXT NOT NULL,
    started_at   TEXT NOT NULL,
    ended_at     TEXT,
    format       TEXT NOT NULL,
    dice         TEXT NOT NULL CHECK (dice IN ('hub', 'table')),
    genesis_hash TEXT NOT NULL
  ) STRICT;

  ${endedOnceTriggersSql('raids', ['raid_id', 'table_id', 'started_at', 'format', 'dice', 'genesis_hash'])}

  ${chainedEventTableSql(RAID_EVENTS)}
  `,
];

export interface RaidRecord {
  readonly raidId: string;
  readonly tableId: string;
  readonly startedAt: string;
  readonly endedAt?: string;
  readonly format: string;
  /** 'hub': the hub rolls the raid's dice (crypto.randomInt); 'table': the players roll a real die and enter it. */
  readonly dice: 'hub' | 'table';
}

interface RaidRow {
  raid_id: string;
  table_id: string;
  started_at: string;
  ended_at: string | null;
  format: string;
  dice: 'hub' | 'table';
  genesis_hash: string;
}

export class RaidAlreadyExistsError extends Error {
  constructor(readonly raidId: string) {
    super(`a raid with id "${raidId}" already exists`);
    this.name = 'RaidAlreadyExistsError';
  }
}

export class RaidLogRepository {
  private readonly statements;
  private readonly events: ChainedEventTable;

  private constructor(
    private readonly db: Db,
    now: () => Date,
  ) {
    this.events = new ChainedEventTable(db, RAID_EVENTS, now);
    this.statements = {
      insertRaid: db.prepare(
        'INSERT INTO raids (raid_id, table_id, started_at, format, dice, genesis_hash) VALUES (@raid_id, @table_id, @started_at, @format, @dice, @genesis_hash)',
      ),
      raid: db.prepare('SELECT * FROM raids WHERE raid_id = ?') as Statement<[string], RaidRow>,
      list: db.prepare('SELECT * FROM raids WHERE (@unfinished = 0 OR ended_at IS NULL) ORDER BY started_at, raid_id') as Statement<[{ unfinished: 0 | 1 }], RaidRow>,
      end: db.prepare('UPDATE raids SET ended_at = ? WHERE raid_id = ? AND ended_at IS NULL'),
    };
  }

  /** Brings the raid tables up to date. */
  static open(db: Db, options: { now?: () => Date } = {}): RaidLogRepository {
    migrate(db, RAID_LOG_COMPONENT, RAID_LOG_MIGRATIONS);
    return new RaidLogRepository(db, options.now ?? (() => new Date()));
  }

  /** Creates the raid and appends its first events in one transaction: a raid is never stored without its start. */
  create<E>(raid: Omit<RaidRecord, 'endedAt'>, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    const create = this.db.transaction(() => {
      if (this.statements.raid.get(raid.raidId)) throw new RaidAlreadyExistsError(raid.raidId);
      // The match log's genesis over the raid's identity: its chain cannot be passed off as another raid's.
      const genesis = genesisHash({ matchId: raid.raidId, tableId: raid.tableId, startedAt: raid.startedAt, profile: `raid-dice:${raid.dice}`, format: raid.format }, nodeSha256Hex);
      this.statements.insertRaid.run({ raid_id: raid.raidId, table_id: raid.tableId, started_at: raid.startedAt, format: raid.format, dice: raid.dice, genesis_hash: genesis });
      return this.events.start(raid.raidId, genesis, actor, events);
    });
    return create.immediate();
  }

  append<E>(raidId: string, expectedSeq: number, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    return this.events.append(raidId, expectedSeq, actor, events, () => this.requireRaid(raidId).genesis_hash);
  }

  read<E>(raidId: string, fromSeq = 1): LoggedEvent<E>[] {
    this.requireRaid(raidId);
    return this.events.read<E>(raidId, fromSeq);
  }

  end(raidId: string, at: string): void {
    this.statements.end.run(at, raidId);
  }

  get(raidId: string): RaidRecord | undefined {
    const row = this.statements.raid.get(raidId);
    return row && toRecord(row);
  }

  list(filter: { unfinished?: boolean } = {}): RaidRecord[] {
    return this.statements.list.all({ unfinished: filter.unfinished ? 1 : 0 }).map(toRecord);
  }

  private requireRaid(raidId: string): RaidRow {
    const row = this.statements.raid.get(raidId);
    if (!row) throw new Error(`no raid "${raidId}" in the log`);
    return row;
  }
}

function toRecord(row: RaidRow): RaidRecord {
  return {
    raidId: row.raid_id,
    tableId: row.table_id,
    startedAt: row.started_at,
    ...(row.ended_at === null ? {} : { endedAt: row.ended_at }),
    format: row.format,
    dice: row.dice,
  };
}
