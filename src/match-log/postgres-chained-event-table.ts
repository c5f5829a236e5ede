import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import type { ChainedEventTableName, ChainedEventTableSqlName } from './chained-event-table.js';
import { EventChain, type EventRow } from './event-chain.js';

/**
 * The PostgreSQL sibling of chained-event-table.ts: the same table, the same guard, in plpgsql.
 * The hashes are computed by the hub in both engines (eventHash), from the same canonical JSON
 * stored as text, so a chain is byte for byte the same whichever engine holds it.
 */

/**
 * Refuses every change of one kind to `table`: `operation` UPDATE, DELETE or TRUNCATE (which
 * PostgreSQL runs past row triggers, hence its own statement trigger). Names are constants.
 */
export function refusePostgresSql(table: string, operation: 'UPDATE' | 'DELETE' | 'TRUNCATE', message: string): string {
  const name = `${table}_no_${operation.toLowerCase()}`;
  return `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN RAISE EXCEPTION '${message}' USING ERRCODE = 'restrict_violation'; END $$;
  CREATE TRIGGER ${name} BEFORE ${operation} ON ${table}
    FOR EACH ${operation === 'TRUNCATE' ? 'STATEMENT' : 'ROW'} EXECUTE FUNCTION ${name}();
  `;
}

/** A row trigger that raises `message` when `refusedWhen` (plpgsql, over NEW) holds. */
export function guardPostgresSql(table: string, name: string, timing: 'INSERT' | 'UPDATE', refusedWhen: string, message: string): string {
  return `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF ${refusedWhen} THEN RAISE EXCEPTION '${message}' USING ERRCODE = 'restrict_violation'; END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER ${name} BEFORE ${timing} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}();
  `;
}

/** endedOnceTriggersSql for PostgreSQL: a log's header row changes once, by its end, and is never deleted. */
export function endedOncePostgresSql(header: string, fixed: readonly string[]): string {
  return `
  ${guardPostgresSql(
    header,
    `${header}_only_end`,
    'UPDATE',
    `OLD.ended_at IS NOT NULL OR NEW.ended_at IS NULL OR ${fixed.map((column) => `NEW.${column} IS DISTINCT FROM OLD.${column}`).join(' OR ')}`,
    `${header}: only ended_at may be set, and only once`,
  )}
  ${refusePostgresSql(header, 'DELETE', `${header}: rows are never deleted`)}
  ${refusePostgresSql(header, 'TRUNCATE', `${header}: rows are never deleted`)}
  `;
}

/** chainedEventTableSql for PostgreSQL; `closedWhen`, when given, is PostgreSQL SQL over NEW. */
export function chainedEventTablePostgresSql(name: ChainedEventTableSqlName): string {
  const { table, idColumn, header } = name;
  const closed = name.closedWhen ?? `(SELECT ended_at FROM ${header} WHERE ${idColumn} = NEW.${idColumn}) IS NOT NULL`;
  return `
  CREATE TABLE ${table} (
    ${idColumn} TEXT NOT NULL REFERENCES ${header} (${idColumn}),
    seq       INTEGER NOT NULL CHECK (seq >= 1),
    actor     TEXT NOT NULL CHECK (actor <> ''),
    at        TEXT NOT NULL,
    event     TEXT NOT NULL CHECK (event::json IS NOT NULL),
    prev_hash TEXT NOT NULL,
    hash      TEXT NOT NULL,
    PRIMARY KEY (${idColumn}, seq)
  );
  ${guardPostgresSql(
    table,
    `${table}_append_only`,
    'INSERT',
    `NEW.seq IS DISTINCT FROM coalesce((SELECT max(seq) FROM ${table} WHERE ${idColumn} = NEW.${idColumn}), 0) + 1
      OR NEW.prev_hash IS DISTINCT FROM coalesce(
           (SELECT hash FROM ${table} WHERE ${idColumn} = NEW.${idColumn} AND seq = NEW.seq - 1),
           (SELECT genesis_hash FROM ${header} WHERE ${idColumn} = NEW.${idColumn}))
      OR ${closed}`,
    `${table}: only the next seq of an open ${name.noun ?? 'log'}, chained to the previous hash, may be appended`,
  )}
  ${refusePostgresSql(table, 'UPDATE', `${table} is append-only: rows are never updated`)}
  ${refusePostgresSql(table, 'DELETE', `${table} is append-only: rows are never deleted`)}
  ${refusePostgresSql(table, 'TRUNCATE', `${table} is append-only: it is never truncated`)}
  `;
}

/** ChainedEventTable on PostgreSQL: the caller holds the transaction (SyncPostgres.transaction) and the log's lock. */
export class PostgresChainedEventTable extends EventChain {
  constructor(
    private readonly pg: SyncPostgres,
    private readonly name: ChainedEventTableName,
    now: () => Date,
  ) {
    super(now);
  }

  headOf(id: string): { readonly seq: number; readonly hash: string } | undefined {
    const { table, idColumn } = this.name;
    return this.pg.one<{ seq: number; hash: string }>(`SELECT seq, hash FROM ${table} WHERE ${idColumn} = $1 ORDER BY seq DESC LIMIT 1`, [id]);
  }

  rows(id: string, fromSeq = 1): EventRow[] {
    const { table, idColumn } = this.name;
    return this.pg.query<EventRow>(`SELECT seq, actor, at, event, prev_hash, hash FROM ${table} WHERE ${idColumn} = $1 AND seq >= $2 ORDER BY seq`, [id, fromSeq]);
  }

  protected insertRow(id: string, seq: number, actor: string, at: string, event: string, prevHash: string, hash: string): void {
    const { table, idColumn } = this.name;
    this.pg.query(`INSERT INTO ${table} (${idColumn}, seq, actor, at, event, prev_hash, hash) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [id, seq, actor, at, event, prevHash, hash]);
  }

  protected atomically<T>(write: () => T): T {
    return write();
  }
}
