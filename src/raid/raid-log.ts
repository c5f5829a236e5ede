import type { Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { ChainedLog, chainedLogTablesSql, type ChainedLogSetup, type ChainedLogTables } from '../match-log/chained-log.js';
import { genesisHash } from '../match-log/hash-chain.js';
import type { LoggedEvent } from '../match-log/match-log.port.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';

/**
 * The raids' append-only log, in the hub's SQLite file or the store's PostgreSQL: the match log's
 * hash chain and canonical JSON (src/match-log: ChainedLog), in tables of its own so the match
 * service never mistakes a raid for a two-player match when it resumes matches on boot. The
 * triggers refuse updates, deletes and any insert that is not the next link of the chain.
 */
const RAID_TABLES: ChainedLogTables = {
  header: 'raids',
  idColumn: 'raid_id',
  columns: { table_id: 'TEXT NOT NULL', started_at: 'TEXT NOT NULL', format: 'TEXT NOT NULL', dice: "TEXT NOT NULL CHECK (dice IN ('hub', 'table'))" },
  listedBy: 'started_at',
  events: 'raid_events',
  noun: 'raid',
};

export const RAID_LOG_MIGRATIONS = { sqlite: [chainedLogTablesSql(RAID_TABLES, 'sqlite')], postgres: [chainedLogTablesSql(RAID_TABLES, 'postgres')] } as const;

const RAID_LOG: ChainedLogSetup = { tables: RAID_TABLES, component: 'raid-log', migrations: RAID_LOG_MIGRATIONS, lock: 'raid', title: 'raid' };

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

export class RaidLog extends ChainedLog<RaidRow, RaidRecord> {
  /** Brings the raid tables up to date on the engine that holds them. */
  static open(db: Db, postgres?: SyncPostgres | null, options: { now?: () => Date } = {}): RaidLog {
    return new RaidLog(RAID_LOG, db, postgres, options.now ?? (() => new Date()));
  }

  /** Creates the raid and appends its first events in one transaction: a raid is never stored without its start. */
  create<E>(raid: Omit<RaidRecord, 'endedAt'>, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    // The match log's genesis over the raid's identity: its chain cannot be passed off as another raid's.
    const genesis = genesisHash({ matchId: raid.raidId, tableId: raid.tableId, startedAt: raid.startedAt, profile: `raid-dice:${raid.dice}`, format: raid.format }, nodeSha256Hex);
    return this.start(
      { raid_id: raid.raidId, table_id: raid.tableId, started_at: raid.startedAt, format: raid.format, dice: raid.dice, genesis_hash: genesis },
      actor,
      events,
      { taken: (id) => new RaidAlreadyExistsError(id) },
    );
  }

  protected toRecord(row: RaidRow): RaidRecord {
    return {
      raidId: row.raid_id,
      tableId: row.table_id,
      startedAt: row.started_at,
      ...(row.ended_at === null ? {} : { endedAt: row.ended_at }),
      format: row.format,
      dice: row.dice,
    };
  }
}
