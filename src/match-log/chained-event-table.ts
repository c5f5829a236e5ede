import type { Statement } from 'better-sqlite3';
import type { Db } from '../database/database.tokens.js';
import { canonicalJson } from './canonical-json.js';
import { EventChain, type EventRow } from './event-chain.js';
import type { LoggedEvent } from './match-log.port.js';

/**
 * Where a hash-chained log keeps its events (the match log, a raid's, a Team-Format game's, a league
 * event's): a table with `(<id>, seq, actor, at, event, prev_hash, hash)`, every row chained to the
 * one before, so one verification (verify-export.ts) applies to all. The owner creates the table
 * with chainedEventTableSql in its migrations and keeps the logs' rows (with the genesis hash).
 */
export interface ChainedEventTableName {
  /** Table and id column names: the owners' constants, never input, hence safe in the SQL text. */
  readonly table: string;
  readonly idColumn: string;
}

/** Where a chained log's event table hangs: its owner's table of logs and when a log there is closed. */
export interface ChainedEventTableSqlName extends ChainedEventTableName {
  /** The owner's table of logs, keyed by the same id column, with a `genesis_hash` column. */
  readonly header: string;
  /** What the owner calls one log in the trigger's message ('match', 'raid'...); 'log' unless given. */
  readonly noun?: string;
  /** SQL true when the log of `NEW.<idColumn>` is closed; the header's `ended_at` is set, unless given. */
  readonly closedWhen?: string;
}

/**
 * The SQL that creates a chained log's event table and its append-only triggers: no update, no
 * delete, and only the next seq of an open log, chained to the previous hash or the log's genesis.
 * Every chained log of the hub (matches, raids, team games, league events) is created by it, so the
 * guard is written once. Names are the owners' constants, never input, hence safe in the SQL text.
 */
export function chainedEventTableSql(name: ChainedEventTableSqlName): string {
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
  ${appendOnlyTriggerSql(name)}
  CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table}
  BEGIN SELECT RAISE(ABORT, '${table} is append-only: rows are never updated'); END;

  CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
  BEGIN SELECT RAISE(ABORT, '${table} is append-only: rows are never deleted'); END;
  `;
}

/** The insert guard alone (`<table>_append_only`): for an owner that changes when its logs close. */
export function appendOnlyTriggerSql(name: ChainedEventTableSqlName): string {
  const { table, idColumn, header } = name;
  const closed = name.closedWhen ?? `(SELECT ended_at FROM ${header} WHERE ${idColumn} = NEW.${idColumn}) IS NOT NULL`;
  return `
  CREATE TRIGGER ${table}_append_only BEFORE INSERT ON ${table}
  WHEN NEW.seq IS NOT coalesce((SELECT max(seq) FROM ${table} WHERE ${idColumn} = NEW.${idColumn}), 0) + 1
    OR NEW.prev_hash IS NOT coalesce(
         (SELECT hash FROM ${table} WHERE ${idColumn} = NEW.${idColumn} AND seq = NEW.seq - 1),
         (SELECT genesis_hash FROM ${header} WHERE ${idColumn} = NEW.${idColumn}))
    OR ${closed}
  BEGIN SELECT RAISE(ABORT, '${table}: only the next seq of an open ${name.noun ?? 'log'}, chained to the previous hash, may be appended'); END;
  `;
}

/**
 * The SQL that guards an owner's table of logs (`header`): a row is never deleted, and its one change
 * is its end, `ended_at` set once; `fixed` names the columns that never change. Names are constants.
 */
export function endedOnceTriggersSql(header: string, fixed: readonly string[]): string {
  return `
  CREATE TRIGGER ${header}_only_end BEFORE UPDATE ON ${header}
  WHEN OLD.ended_at IS NOT NULL OR NEW.ended_at IS NULL
    OR ${fixed.map((column) => `NEW.${column} IS NOT OLD.${column}`).join(' OR ')}
  BEGIN SELECT RAISE(ABORT, '${header}: only ended_at may be set, and only once'); END;

  CREATE TRIGGER ${header}_no_delete BEFORE DELETE ON ${header}
  BEGIN SELECT RAISE(ABORT, '${header}: rows are never deleted'); END;
  `;
}

export class ChainedEventTable extends EventChain {
  private readonly head: Statement<[string], { seq: number; hash: string }>;
  private readonly insertEvent: Statement<[string, number, string, string, string, string, string]>;
  private readonly events: Statement<[string, number], EventRow>;

  constructor(
    private readonly db: Db,
    name: ChainedEventTableName,
    now: () => Date,
  ) {
    super(now);
    const { table, idColumn } = name;
    this.head = db.prepare(`SELECT seq, hash FROM ${table} WHERE ${idColumn} = ? ORDER BY seq DESC LIMIT 1`) as Statement<[string], { seq: number; hash: string }>;
    this.insertEvent = db.prepare(`INSERT INTO ${table} (${idColumn}, seq, actor, at, event, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)`);
    this.events = db.prepare(`SELECT seq, actor, at, event, prev_hash, hash FROM ${table} WHERE ${idColumn} = ? AND seq >= ? ORDER BY seq`) as Statement<
      [string, number],
      EventRow
    >;
  }

  /** The first events of a new game, chained to its genesis hash; call inside the transaction that creates the game row. */
  start<E>(id: string, genesis: string, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    return this.insert(id, 0, genesis, actor, events.map((e) => canonicalJson(e))) as LoggedEvent<E>[];
  }

  headOf(id: string): { readonly seq: number; readonly hash: string } | undefined {
    return this.head.get(id);
  }

  rows(id: string, fromSeq = 1): EventRow[] {
    return this.events.all(id, fromSeq);
  }

  protected insertRow(id: string, seq: number, actor: string, at: string, event: string, prevHash: string, hash: string): void {
    this.insertEvent.run(id, seq, actor, at, event, prevHash, hash);
  }

  /** An immediate transaction, or a savepoint of the caller's when it checks more in its own. */
  protected atomically<T>(write: () => T): T {
    return this.db.transaction(write).immediate();
  }
}
