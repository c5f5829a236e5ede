import type { EndedBy, LoggedEvent } from '../match-log/match-log.port.js';

export type { EndedBy };

/** A snapshot of a folded state, valid while the event at `seq` still has `hash`. */
export interface GameSnapshot<S> {
  readonly seq: number;
  readonly hash: string;
  readonly state: S;
}

/** Who put a finished game back to an earlier point, and why: logged with the reopening. */
export interface ReopenNote {
  readonly judge: string;
  readonly reason: string;
  readonly toSeq: number;
}

/**
 * The hash-chained log a game host writes to (src/match-log's tables for matches, raids, team
 * games): the game's record is the owner's, created with the game's first events in one transaction.
 */
export interface GameLog<S, E> {
  read(gameId: string, fromSeq?: number): readonly LoggedEvent<E>[];
  /** Appends after `expectedSeq` in one transaction; another writer's append in between throws. */
  append(gameId: string, expectedSeq: number, actor: string, events: readonly E[]): readonly LoggedEvent<E>[];
  /** Closes the log: no append until a reopening. `by`: what closed it, when not the game's rules (kept by logs that say it). */
  end(gameId: string, at: string, by?: EndedBy): void;
  /** Logs that cache folded states: a resume replays only the events after the latest snapshot. */
  readonly snapshots?: {
    save(gameId: string, seq: number, state: S): void;
    latest(gameId: string): GameSnapshot<S> | undefined;
  };
  /** Logs a judge's restore may reopen: the reopening and the restore's events in one transaction. */
  reopen?(gameId: string, expectedSeq: number, actor: string, events: readonly E[], note: ReopenNote): readonly LoggedEvent<E>[];
}
