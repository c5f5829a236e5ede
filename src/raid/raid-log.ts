import { chainedEventTableSql, endedOnceTriggersSql } from '../match-log/chained-event-table.js';
import type { EventChain } from '../match-log/event-chain.js';
import { genesisHash } from '../match-log/hash-chain.js';
import type { LoggedEvent } from '../match-log/match-log.port.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';
import { chainedEventTablePostgresSql, endedOncePostgresSql } from '../match-log/postgres-chained-event-table.js';

/**
 * The raids' append-only log, in the hub's SQLite file (RaidLogRepository) or the store's
 * PostgreSQL (PostgresRaidLog), written once for both here: the match log's hash chain and canonical
 * JSON (src/match-log), in tables of its own so the match service never mistakes a raid for a
 * two-player match when it resumes matches on boot. The triggers refuse updates, deletes and
 * any insert that is not the next link of the chain.
 */
export const RAID_LOG_COMPONENT = 'raid-log';

export const RAID_EVENTS = { table: 'raid_events', idColumn: 'raid_id', header: 'raids', noun: 'raid' } as const;

const FIXED_COLUMNS = ['raid_id', 'table_id', 'started_at', 'format', 'dice', 'genesis_hash'];

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

  ${endedOnceTriggersSql('raids', FIXED_COLUMNS)}

  ${chainedEventTableSql(RAID_EVENTS)}
  `,
];

/** The same versions on PostgreSQL (src/database/POSTGRES.md), step for step with RAID_LOG_MIGRATIONS. */
export const RAID_LOG_POSTGRES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE raids (
    raid_id      TEXT PRIMARY KEY,
    table_id     TEXT NOT NULL,
    started_at   TEXT NOT NULL,
    ended_at     TEXT,
    format       TEXT NOT NULL,
    dice         TEXT NOT NULL CHECK (dice IN ('hub', 'table')),
    genesis_hash TEXT NOT NULL
  );

  ${endedOncePostgresSql('raids', FIXED_COLUMNS)}
  ${chainedEventTablePostgresSql(RAID_EVENTS)}
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

export interface RaidRow {
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

export abstract class RaidLog {
  protected abstract readonly events: EventChain;

  protected abstract raidRow(raidId: string): RaidRow | undefined;
  protected abstract insertRaid(row: RaidRow): void;
  protected abstract raidRows(unfinished: boolean): RaidRow[];
  protected abstract endRaid(raidId: string, at: string): void;
  /** One write transaction, exclusive of every other writer of the raid; `committed` tells from the store whether a write whose COMMIT's answer was lost happened. */
  protected abstract writing<T>(raidId: string, write: () => T, committed: (result: T) => boolean): T;

  /** Creates the raid and appends its first events in one transaction: a raid is never stored without its start. */
  create<E>(raid: Omit<RaidRecord, 'endedAt'>, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    // The match log's genesis over the raid's identity: its chain cannot be passed off as another raid's.
    const genesis = genesisHash({ matchId: raid.raidId, tableId: raid.tableId, startedAt: raid.startedAt, profile: `raid-dice:${raid.dice}`, format: raid.format }, nodeSha256Hex);
    return this.writing(
      raid.raidId,
      () => {
        if (this.raidRow(raid.raidId)) throw new RaidAlreadyExistsError(raid.raidId);
        this.insertRaid({ raid_id: raid.raidId, table_id: raid.tableId, started_at: raid.startedAt, ended_at: null, format: raid.format, dice: raid.dice, genesis_hash: genesis });
        return this.events.append(raid.raidId, 0, actor, events, () => genesis);
      },
      () => this.raidRow(raid.raidId)?.genesis_hash === genesis,
    );
  }

  append<E>(raidId: string, expectedSeq: number, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    return this.writing(
      raidId,
      () => this.events.append(raidId, expectedSeq, actor, events, () => this.requireRaid(raidId).genesis_hash),
      (rows) => {
        const head = this.events.headOf(raidId);
        return head !== undefined && head.seq === rows.at(-1)?.seq && head.hash === rows.at(-1)?.hash;
      },
    );
  }

  read<E>(raidId: string, fromSeq = 1): LoggedEvent<E>[] {
    this.requireRaid(raidId);
    return this.events.read<E>(raidId, fromSeq);
  }

  end(raidId: string, at: string): void {
    this.writing(
      raidId,
      () => this.endRaid(raidId, at),
      () => this.raidRow(raidId)?.ended_at !== null,
    );
  }

  get(raidId: string): RaidRecord | undefined {
    const row = this.raidRow(raidId);
    return row && toRecord(row);
  }

  list(filter: { unfinished?: boolean } = {}): RaidRecord[] {
    return this.raidRows(filter.unfinished ?? false).map(toRecord);
  }

  private requireRaid(raidId: string): RaidRow {
    const row = this.raidRow(raidId);
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
