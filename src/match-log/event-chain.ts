import { canonicalJson } from './canonical-json.js';
import { eventHash } from './hash-chain.js';
import { StaleAppendError } from './match-log.errors.js';
import type { LoggedEvent } from './match-log.port.js';
import { nodeSha256Hex } from './node-sha256.js';

/** One stored row of a chained log, as both engines keep it. */
export interface EventRow {
  seq: number;
  actor: string;
  at: string;
  event: string;
  prev_hash: string;
  hash: string;
}

/**
 * The hash chain of a log, written once for both engines: the head check, the hashes and the
 * rows as replay sees them. ChainedEventTable (SQLite) and PostgresChainedEventTable supply only
 * their statements and how a write is made atomic.
 */
export abstract class EventChain {
  protected constructor(protected readonly now: () => Date) {}

  /** The last seq and hash, or undefined before the first event. */
  abstract headOf(id: string): { readonly seq: number; readonly hash: string } | undefined;

  abstract rows(id: string, fromSeq?: number): EventRow[];

  protected abstract insertRow(id: string, seq: number, actor: string, at: string, event: string, prevHash: string, hash: string): void;

  /** Makes the head check and the inserts one write (its own transaction, or the caller's). */
  protected abstract atomically<T>(write: () => T): T;

  /**
   * Appends after `expectedSeq`; another writer's append in between is a StaleAppendError. `at`:
   * the time the rows carry, when the caller logs something else at the same time.
   */
  append<E>(id: string, expectedSeq: number, actor: string, events: readonly E[], genesis: () => string, at?: string): LoggedEvent<E>[] {
    // Serialised before the write: an event that is not JSON is refused with nothing written.
    const texts = events.map((e) => canonicalJson(e));
    return this.atomically(() => {
      const head = this.headOf(id);
      const seq = head?.seq ?? 0;
      if (seq !== expectedSeq) throw new StaleAppendError(id, expectedSeq, seq);
      return this.insert(id, seq, head?.hash ?? genesis(), actor, texts, at) as LoggedEvent<E>[];
    });
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

  protected insert(id: string, fromSeq: number, prevHash: string, actor: string, texts: readonly string[], at = this.now().toISOString()): LoggedEvent<unknown>[] {
    let prev = prevHash;
    return texts.map((text, i) => {
      const seq = fromSeq + i + 1;
      const hash = eventHash(prev, seq, actor, at, text, nodeSha256Hex);
      this.insertRow(id, seq, actor, at, text, prev, hash);
      // The event as stored (and as replay will see it), not the caller's object.
      const logged = { matchId: id, seq, event: JSON.parse(text) as unknown, actor, at, hash, prevHash: prev };
      prev = hash;
      return logged;
    });
  }
}
