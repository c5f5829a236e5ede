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
  all<R>(sql: string, params?: readonly SqlValue[]): R[];
  get<R>(sql: string, params?: readonly SqlValue[]): R | undefined;
  /** A write; what it changed, when the caller needs it, comes back through RETURNING and `all`. */
  run(sql: string, params?: readonly SqlValue[]): void;
  /**
   * Runs `body` in one transaction, all or nothing (BEGIN IMMEDIATE on SQLite). On PostgreSQL,
   * `lockKey` serialises the store's writers of one thing across hubs, and `committed` tells from
   * the database whether a COMMIT whose answer was lost happened (SyncPostgres.transaction).
   */
  transaction<T>(body: () => T, lockKey?: string, committed?: (result: T) => boolean): T;
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
  return {
    all: <R>(sql: string, params: readonly SqlValue[] = []) => prepared(sql).all(...values(params)) as R[],
    get: <R>(sql: string, params: readonly SqlValue[] = []) => prepared(sql).get(...values(params)) as R | undefined,
    run: (sql, params = []) => void prepared(sql).run(...values(params)),
    transaction: (body) => db.transaction(body).immediate(),
  };
}

function postgresStoreSql(pg: SyncPostgres): StoreSql {
  return {
    all: <R>(sql: string, params: readonly SqlValue[] = []) => pg.query<R>(numbered(sql), params),
    get: <R>(sql: string, params: readonly SqlValue[] = []) => pg.one<R>(numbered(sql), params),
    run: (sql, params = []) => void pg.query(numbered(sql), params),
    transaction: (body, lockKey, committed) => pg.transaction(body, lockKey, committed),
  };
}

/** `?` parameters as PostgreSQL's `$1, $2…`; the stores' statements carry no `?` in a literal. */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replaceAll('?', () => `$${++n}`);
}
