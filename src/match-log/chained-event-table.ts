import type { Statement } from 'better-sqlite3';
import type { Db } from '../database/database.tokens.js';
import { canonicalJson } from './canonical-json.js';
import { eventHash } from './hash-chain.js';
import { StaleAppendError } from './match-log.errors.js';
import type { LoggedEvent } from './match-log.port.js';
import { nodeSha256Hex } from './node-sha256.js';

/**
 * Where a game log other than the match log (a raid, a Team-Format game) keeps its events: a
 * table with `(<id>, seq, actor, at, event, prev_hash, hash)`, chained exactly as the match log
 * chains its rows, so the same verification applies. The owner creates the table and its
 * append-only triggers in its own migrations and keeps the game rows (with the genesis hash).
 */
export interface ChainedEventTableName {
  /** Table and id column names: the owners' constants, never input, hence safe in the SQL text. */
  readonly table: string;
  readonly idColumn: string;
}

/**
 * The SQL that creates a chained log's event table and the match log's append-only triggers on it
 * (src/match-log/match-log.migrations.ts): no update, no delete, and only the next seq of an open log,
 * chained to the previous hash or the log's genesis. `header` is the owner's table of logs, keyed by
 * the same id column, with `genesis_hash` and `ended_at` columns. Names are the owner's constants.
 */
export function chainedEventTableSql(name: ChainedEventTableName & { readonly header: string }): string {
  const { table, idColumn, header } = name;
  return `
  CREATE TABLE ${table} (
    ${idColumn} TEXT NOT NULL REFERENCES ${header} (${idColumn}),
    seq       INTEGER NOT NULL CHECK (seq >= 1),
    actor     TEXT NOT NULL CHECK (actor <> ''),
    at        TEXT NOT NULL,
    event     TEXT NOT NULL CHECK (json_valid(event)),
    prev_hash TEXT NOT NULL,
    hash      TEXT NOT NULL,
    PRIMARY KEY (${idColumn}, seq)
  ) STRICT, WITHOUT ROWID;

  CREATE TRIGGER ${table}_append_only BEFORE INSERT ON ${table}
  WHEN NEW.seq IS NOT coalesce((SELECT max(seq) FROM ${table} WHERE ${idColumn} = NEW.${idColumn}), 0) + 1
    OR NEW.prev_hash IS NOT coalesce(
         (SELECT hash FROM ${table} WHERE ${idColumn} = NEW.${idColumn} AND seq = NEW.seq - 1),
         (SELECT genesis_hash FROM ${header} WHERE ${idColumn} = NEW.${idColumn}))
    OR (SELECT ended_at FROM ${header} WHERE ${idColumn} = NEW.${idColumn}) IS NOT NULL
  BEGIN SELECT RAISE(ABORT, '${table}: only the next seq of an open log, chained to the previous hash, may be appended'); END;

  CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table}
  BEGIN SELECT RAISE(ABORT, '${table} is append-only: rows are never updated'); END;

  CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
  BEGIN SELECT RAISE(ABORT, '${table} is append-only: rows are never deleted'); END;
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

export class ChainedEventTable {
  private readonly head: Statement<[string], { seq: number; hash: string }>;
  private readonly insertEvent: Statement<[string, number, string, string, string, string, string]>;
  private readonly events: Statement<[string], EventRow>;

  constructor(
    private readonly db: Db,
    name: ChainedEventTableName,
    private readonly now: () => Date,
  ) {
    const { table, idColumn } = name;
    this.head = db.prepare(`SELECT seq, hash FROM ${table} WHERE ${idColumn} = ? ORDER BY seq DESC LIMIT 1`) as Statement<[string], { seq: number; hash: string }>;
    this.insertEvent = db.prepare(`INSERT INTO ${table} (${idColumn}, seq, actor, at, event, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)`);
    this.events = db.prepare(`SELECT seq, actor, at, event, prev_hash, hash FROM ${table} WHERE ${idColumn} = ? ORDER BY seq`) as Statement<[string], EventRow>;
  }

  /** The first events of a new game, chained to its genesis hash; call inside the transaction that creates the game row. */
  start<E>(id: string, genesis: string, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    return this.insert(id, 0, genesis, actor, events.map((e) => canonicalJson(e))) as LoggedEvent<E>[];
  }

  /** Appends after `expectedSeq` in one transaction; another writer's append in between is a StaleAppendError. */
  append<E>(id: string, expectedSeq: number, actor: string, events: readonly E[], genesis: () => string): LoggedEvent<E>[] {
    const texts = events.map((e) => canonicalJson(e));
    const append = this.db.transaction(() => {
      const head = this.head.get(id);
      const seq = head?.seq ?? 0;
      if (seq !== expectedSeq) throw new StaleAppendError(id, expectedSeq, seq);
      return this.insert(id, seq, head?.hash ?? genesis(), actor, texts);
    });
    return append.immediate() as LoggedEvent<E>[];
  }

  read<E>(id: string): LoggedEvent<E>[] {
    return this.events.all(id).map((row) => ({
      matchId: id,
      seq: row.seq,
      event: JSON.parse(row.event) as E,
      actor: row.actor,
      at: row.at,
      hash: row.hash,
      prevHash: row.prev_hash,
    }));
  }

  private insert(id: string, fromSeq: number, prevHash: string, actor: string, texts: readonly string[]): LoggedEvent<unknown>[] {
    const at = this.now().toISOString();
    let prev = prevHash;
    return texts.map((text, i) => {
      const seq = fromSeq + i + 1;
      const hash = eventHash(prev, seq, actor, at, text, nodeSha256Hex);
      this.insertEvent.run(id, seq, actor, at, text, prev, hash);
      const logged = { matchId: id, seq, event: JSON.parse(text) as unknown, actor, at, hash, prevHash: prev };
      prev = hash;
      return logged;
    });
  }
}
