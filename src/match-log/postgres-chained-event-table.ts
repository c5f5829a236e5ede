import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { canonicalJson } from './canonical-json.js';
import type { ChainedEventTableName, ChainedEventTableSqlName } from './chained-event-table.js';
import { eventHash } from './hash-chain.js';
import { StaleAppendError } from './match-log.errors.js';
import type { LoggedEvent } from './match-log.port.js';
import { nodeSha256Hex } from './node-sha256.js';

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

interface EventRow {
  seq: number;
  actor: string;
  at: string;
  event: string;
  prev_hash: string;
  hash: string;
}

/** ChainedEventTable on PostgreSQL: the caller holds the transaction (SyncPostgres.transaction). */
export class PostgresChainedEventTable {
  constructor(
    private readonly pg: SyncPostgres,
    private readonly name: ChainedEventTableName,
    private readonly now: () => Date,
  ) {}

  /** Appends after `expectedSeq`; call inside the caller's transaction, which holds the log's lock. */
  append<E>(id: string, expectedSeq: number, actor: string, events: readonly E[], genesis: () => string, at?: string): LoggedEvent<E>[] {
    const texts = events.map((e) => canonicalJson(e));
    const head = this.headOf(id);
    const seq = head?.seq ?? 0;
    if (seq !== expectedSeq) throw new StaleAppendError(id, expectedSeq, seq);
    return this.insert(id, seq, head?.hash ?? genesis(), actor, texts, at) as LoggedEvent<E>[];
  }

  headOf(id: string): { readonly seq: number; readonly hash: string } | undefined {
    const { table, idColumn } = this.name;
    return this.pg.one<{ seq: number; hash: string }>(`SELECT seq, hash FROM ${table} WHERE ${idColumn} = $1 ORDER BY seq DESC LIMIT 1`, [id]);
  }

  read<E>(id: string, fromSeq = 1): LoggedEvent<E>[] {
    return this.rows(id, fromSeq).map((row) => ({
      matchId: id,
      seq: row.seq,
      event: JSON.parse(row.event) as E,
      actor: row.actor,
      at: row.at,
      hash: row.hash,
      prevHash: row.prev_hash,
    }));
  }

  rows(id: string, fromSeq = 1): EventRow[] {
    const { table, idColumn } = this.name;
    return this.pg.query<EventRow>(`SELECT seq, actor, at, event, prev_hash, hash FROM ${table} WHERE ${idColumn} = $1 AND seq >= $2 ORDER BY seq`, [id, fromSeq]);
  }

  private insert(id: string, fromSeq: number, prevHash: string, actor: string, texts: readonly string[], at = this.now().toISOString()): LoggedEvent<unknown>[] {
    const { table, idColumn } = this.name;
    let prev = prevHash;
    return texts.map((text, i) => {
      const seq = fromSeq + i + 1;
      const hash = eventHash(prev, seq, actor, at, text, nodeSha256Hex);
      this.pg.query(`INSERT INTO ${table} (${idColumn}, seq, actor, at, event, prev_hash, hash) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [id, seq, actor, at, text, prev, hash]);
      const logged = { matchId: id, seq, event: JSON.parse(text) as unknown, actor, at, hash, prevHash: prev };
      prev = hash;
      return logged;
    });
  }
}
