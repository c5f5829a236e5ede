import type { Db } from '../database/database.tokens.js';
import type { SqlValue, SyncPostgres } from '../database/postgres/sync-postgres.js';
import { openStoreSql, type StoreMigrations, type StoreSql } from '../database/store-sql.js';
import { ChainedEventTable, chainedEventTableSql, endedOnceTriggersSql } from './chained-event-table.js';
import type { EventChain } from './event-chain.js';
import type { LoggedEvent } from './match-log.port.js';
import { chainedEventTablePostgresSql, endedOncePostgresSql, PostgresChainedEventTable } from './postgres-chained-event-table.js';

/**
 * The tables of a hash-chained log other than the match log (a league event's, a raid's, a
 * Team-Format game's): a header table with one row per log, closed once by its `ended_at`, and its
 * chained event table (chained-event-table.ts). Names and column types are the owner's constants,
 * never input, hence safe in the SQL text.
 */
export interface ChainedLogTables {
  /** The table of logs: its id column, the columns below, `ended_at` and `genesis_hash`. */
  readonly header: string;
  readonly idColumn: string;
  /** The header's own columns with their SQL type, the same on both engines; none changes once written. */
  readonly columns: Readonly<Record<string, string>>;
  /** The column the logs are listed by (then their id). */
  readonly listedBy: string;
  /** The chained event table. */
  readonly events: string;
  /** What the owner calls one log, in the guard's message. */
  readonly noun?: string;
}

/** The schema version that creates a chained log's tables and guards, on SQLite or PostgreSQL. */
export function chainedLogTablesSql(tables: ChainedLogTables, engine: 'sqlite' | 'postgres'): string {
  const { header, idColumn, columns, events, noun } = tables;
  const fixed = [idColumn, ...Object.keys(columns), 'genesis_hash'];
  const definitions = [`${idColumn} TEXT PRIMARY KEY`, ...Object.entries(columns).map(([column, type]) => `${column} ${type}`), 'ended_at TEXT', 'genesis_hash TEXT NOT NULL'];
  const eventTable = { table: events, idColumn, header, ...(noun === undefined ? {} : { noun }) };
  return `
  CREATE TABLE ${header} (
    ${definitions.join(',\n    ')}
  )${engine === 'sqlite' ? ' STRICT' : ''};
  ${engine === 'sqlite' ? endedOnceTriggersSql(header, fixed) : endedOncePostgresSql(header, fixed)}
  ${engine === 'sqlite' ? chainedEventTableSql(eventTable) : chainedEventTablePostgresSql(eventTable)}
  `;
}

/** A header row as stored: the owner's columns, its end and the genesis its chain starts from. */
export interface ChainedLogRow {
  readonly ended_at: string | null;
  readonly genesis_hash: string;
}

/** What an owner tells ChainedLog: its tables, their schema versions and how its logs are named. */
export interface ChainedLogSetup {
  readonly tables: ChainedLogTables;
  /** The component its schema versions are kept under (migrate.ts). */
  readonly component: string;
  /** Version 1 is chainedLogTablesSql; later versions are the owner's. */
  readonly migrations: StoreMigrations;
  /** The prefix of a log's write lock on PostgreSQL (`<lock>:<id>`), serialising the store's hubs. */
  readonly lock: string;
  /** What one log is called in an error: 'raid', 'team game'. */
  readonly title: string;
}

/**
 * A hash-chained log of many logs, written once for both engines and every owner: create a log
 * with its first events, append against the seq the caller decided at, read, end once, list. The
 * store is the hub's SQLite file, or the store's PostgreSQL when the config names one; each write is
 * one transaction (on PostgreSQL holding the log's lock), and a write whose COMMIT's answer was lost
 * is checked against the log, never sent again. An owner gives its tables and its rows' records.
 */
export abstract class ChainedLog<Row extends ChainedLogRow, LogRecord, E = unknown> {
  protected readonly sql: StoreSql;
  protected readonly chain: EventChain;
  private readonly setup: ChainedLogSetup;
  /** PostgreSQL's text order is the locale's; "C" compares bytes, as SQLite does. */
  private readonly collate: string;

  protected constructor(
    setup: ChainedLogSetup,
    db: Db,
    postgres: SyncPostgres | null | undefined,
    protected readonly now: () => Date,
  ) {
    this.setup = setup;
    this.sql = openStoreSql(db, postgres, setup.component, setup.migrations);
    const eventTable = { table: setup.tables.events, idColumn: setup.tables.idColumn };
    this.chain = postgres ? new PostgresChainedEventTable(postgres, eventTable, now) : new ChainedEventTable(db, eventTable, now);
    this.collate = postgres ? ' COLLATE "C"' : '';
  }

  protected abstract toRecord(row: Row): LogRecord;

  /**
   * Creates the log and appends its first events in one transaction: a log is never stored
   * without its start. `alongside` writes what the owner keeps with it in the same transaction,
   * and `alsoCommitted` tells whether that was written, after a lost COMMIT's answer.
   */
  protected start<T = E>(
    row: Omit<Row, 'ended_at'>,
    actor: string,
    events: readonly T[],
    options: { taken?: (id: string) => Error; alongside?: () => void; alsoCommitted?: () => boolean } = {},
  ): LoggedEvent<T>[] {
    const { header, idColumn, columns } = this.setup.tables;
    // The owner's row type names the columns of its tables (ChainedLogTables).
    const values = row as unknown as Readonly<Record<string, SqlValue>>;
    const id = String(values[idColumn]);
    const written = [idColumn, ...Object.keys(columns), 'genesis_hash'];
    return this.sql.transaction(
      () => {
        if (options.taken && this.row(id)) throw options.taken(id);
        this.sql.run(`INSERT INTO ${header} (${written.join(', ')}) VALUES (${written.map(() => '?').join(', ')})`, written.map((column) => values[column] ?? null));
        options.alongside?.();
        return this.chain.append(id, 0, actor, events, () => row.genesis_hash);
      },
      `${this.setup.lock}:${id}`,
      () => this.row(id)?.genesis_hash === row.genesis_hash && (options.alsoCommitted?.() ?? true),
    );
  }

  append<T = E>(id: string, expectedSeq: number, actor: string, events: readonly T[]): LoggedEvent<T>[] {
    return this.sql.transaction(
      () => this.chain.append(id, expectedSeq, actor, events, () => this.require(id).genesis_hash),
      `${this.setup.lock}:${id}`,
      (rows) => this.isHead(id, rows),
    );
  }

  read<T = E>(id: string, fromSeq = 1): LoggedEvent<T>[] {
    this.require(id);
    return this.chain.read<T>(id, fromSeq);
  }

  /** The log is over: it takes no more events. */
  end(id: string, at: string): void {
    const { header, idColumn } = this.setup.tables;
    this.sql.transaction(
      () => this.sql.run(`UPDATE ${header} SET ended_at = ? WHERE ${idColumn} = ? AND ended_at IS NULL`, [at, id]),
      `${this.setup.lock}:${id}`,
      () => this.row(id)?.ended_at !== null,
    );
  }

  get(id: string): LogRecord | undefined {
    const row = this.row(id);
    return row && this.toRecord(row);
  }

  list(filter: { unfinished?: boolean } = {}): LogRecord[] {
    const { header, idColumn, listedBy } = this.setup.tables;
    return this.sql
      .all<Row>(`SELECT * FROM ${header} WHERE (NOT ? OR ended_at IS NULL) ORDER BY ${listedBy}${this.collate}, ${idColumn}${this.collate}`, [filter.unfinished ?? false])
      .map((row) => this.toRecord(row));
  }

  protected row(id: string): Row | undefined {
    const { header, idColumn } = this.setup.tables;
    return this.sql.get<Row>(`SELECT * FROM ${header} WHERE ${idColumn} = ?`, [id]);
  }

  protected require(id: string): Row {
    const row = this.row(id);
    if (!row) throw new Error(`no ${this.setup.title} "${id}" in the log`);
    return row;
  }

  /** The written rows are the log's head: the append happened. */
  private isHead(id: string, rows: readonly LoggedEvent<unknown>[]): boolean {
    const last = rows.at(-1);
    const head = this.chain.headOf(id);
    return last !== undefined && head?.seq === last.seq && head.hash === last.hash;
  }
}
