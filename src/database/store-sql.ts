import type { Statement } from 'better-sqlite3';
import { migrate } from './migrate.js';
import type { Db } from './database.tokens.js';
import { migratePostgres } from './postgres/migrate-postgres.js';
import type { SqlValue, SyncPostgres } from './postgres/sync-postgres.js';

/**
 * The statements of a plain store (a table of rows, not a hash-chained log) on whichever engine
 * holds it: the store's PostgreSQL when the config names one, else the hub's SQLite file. A
 * statement is written once, in the SQL both engines share (`?` parameters, ON CONFLICT,
 * RETURNING); only the DDL differs, kept side by side in the component's migrations.
 */
export interface StoreSql {
  /** Outside a transaction, a read (SELECT): on PostgreSQL it waits through a server restart, as a transaction does. */
  all<R>(sql: string, params?: readonly SqlValue[]): R[];
  get<R>(sql: string, params?: readonly SqlValue[]): R | undefined;
  /** A write, inside `transaction` only; what it changed, when the caller needs it, comes back through RETURNING and `all`. */
  run(sql: string, params?: readonly SqlValue[]): void;
  /**
   * Runs `body` in one transaction, all or nothing (BEGIN IMMEDIATE on SQLite): the one way to
   * write. On PostgreSQL, `lockKey` serialises the store's writers of one thing across hubs, the
   * transaction waits through a server restart, and `committed` tells from the database whether a
   * COMMIT whose answer was lost happened, so that it is never sent again (SyncPostgres.transaction).
   */
  transaction<T>(body: () => T, lockKey: string | undefined, committed: (result: T) => boolean): T;
}

/** A component's schema versions on each engine: step i of both lists reaches version i + 1. */
export interface StoreMigrations {
  readonly sqlite: readonly string[];
  readonly postgres: readonly string[];
}

/** Brings the component's schema up to date on the engine that holds it, and returns its statements. */
export function openStoreSql(db: Db, postgres: SyncPostgres | null | undefined, component: string, migrations: StoreMigrations): StoreSql {
  if (migrations.sqlite.length !== migrations.postgres.length) throw new Error(`${component}: its migrations differ in length between SQLite and PostgreSQL`);
  if (postgres) {
    migratePostgres(postgres, component, migrations.postgres);
    return postgresStoreSql(postgres);
  }
  migrate(db, component, migrations.sqlite);
  return sqliteStoreSql(db);
}

function sqliteStoreSql(db: Db): StoreSql {
  // SQLite takes no booleans; the stores pass none, and a number stands for one if they ever do.
  const values = (params: readonly SqlValue[]) => params.map((v) => (typeof v === 'boolean' ? Number(v) : v));
  // Prepared once per text: for a read-heavy store (the catalogue) preparing costs more than the lookup.
  const statements = new Map<string, Statement>();
  const prepared = (sql: string): Statement => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  const read = (sql: string) => (db.inTransaction ? prepared(sql) : prepared(readOnly(sql)));
  return {
    all: <R>(sql: string, params: readonly SqlValue[] = []) => read(sql).all(...values(params)) as R[],
    get: <R>(sql: string, params: readonly SqlValue[] = []) => read(sql).get(...values(params)) as R | undefined,
    run: (sql, params = []) => void prepared(inTransaction(db.inTransaction, sql)).run(...values(params)),
    transaction: (body) => db.transaction(body).immediate(),
  };
}

function postgresStoreSql(pg: SyncPostgres): StoreSql {
  let inTransactionBody = false;
  const all = <R>(sql: string, params: readonly SqlValue[] = []) => (inTransactionBody ? pg.query<R>(numbered(sql), params) : pg.read<R>(numbered(readOnly(sql)), params));
  return {
    all,
    get: <R>(sql: string, params: readonly SqlValue[] = []) => all<R>(sql, params)[0],
    run: (sql, params = []) => void pg.query(numbered(inTransaction(inTransactionBody, sql)), params),
    transaction: (body, lockKey, committed) =>
      pg.transaction(
        () => {
          inTransactionBody = true;
          try {
            return body();
          } finally {
            inTransactionBody = false;
          }
        },
        lockKey,
        committed,
      ),
  };
}

/**
 * Outside a transaction a store only reads: a write sent on its own, its answer lost, could not be
 * told from one never made, and would be sent again.
 */
function readOnly(sql: string): string {
  if (!/^\s*SELECT\b/i.test(sql)) throw writeOutsideTransaction(sql);
  return sql;
}

function inTransaction(inside: boolean, sql: string): string {
  if (!inside) throw writeOutsideTransaction(sql);
  return sql;
}

function writeOutsideTransaction(sql: string): Error {
  return new Error(`A store writes inside transaction() only: ${sql.trim().split('\n')[0]}`);
}

/** `?` parameters as PostgreSQL's `$1, $2…`; the stores' statements carry no `?` in a literal. */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replaceAll('?', () => `$${++n}`);
}
