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
