/**
 * The match log as the rest of the hub sees it: an append-only, hash-chained sequence of
 * engine events per match, stored in SQLite (src/match-log). It knows nothing of the rules;
 * the match service folds the events with the engine's evolve().
 */

export interface MatchRecord {
  readonly matchId: string;
  readonly tableId: string;
  /** ISO time. */
  readonly startedAt: string;
  /** Set while the match is over: when it (last) ended. */
  readonly endedAt?: string;
  /** Set while the match is over and something other than its rules closed it: who or what. */
  readonly endedBy?: EndedBy;
  /** Rule profile / format, as given when the match started. */
  readonly profile: string;
  readonly format: string;
  /** Each time a judge's restore reopened the finished match, oldest first (absent when never). */
  readonly reopenings?: readonly MatchReopening[];
}

/** A judge's restore that put back a finished match: the end it undid, and who, why, to which point. */
export interface MatchReopening {
  /** When the match had ended. */
  readonly endedAt: string;
  /** When the judge reopened it. */
  readonly at: string;
  readonly judge: string;
  readonly reason: string;
  /** The state restored is the one after this log entry. */
  readonly toSeq: number;
  /** The log entry of the restore itself, appended with the reopening. */
  readonly seq: number;
}

/** What closed a match before its rules ended the game: the organiser (or a judge's decision), or the round's time. */
export type EndedBy = 'organiser' | 'time';

export interface LoggedEvent<E = unknown> {
  readonly matchId: string;
  /** 1, 2, 3 ... per match; the state id of the state after this event. */
  readonly seq: number;
  readonly event: E;
  /** Who caused it: "p1", "p2", "judge:Anna", "table", "system"... */
  readonly actor: string;
  /** ISO time the hub appended it. Not part of the rules state. */
  readonly at: string;
  /** sha256 hex of (prevHash + canonical JSON of {seq, actor, at, event}). */
  readonly hash: string;
  readonly prevHash: string;
}

export interface MatchLog {
  createMatch(match: Omit<MatchRecord, 'endedAt'>): void;
  /** Appends in one transaction; returns the logged rows. Throws if expectedSeq is not the current last seq. */
  append<E>(matchId: string, expectedSeq: number, actor: string, events: readonly E[]): LoggedEvent<E>[];
  read<E>(matchId: string, fromSeq?: number): LoggedEvent<E>[];
  /**
   * Closes the log: appends are refused until a judge's restore reopens it (SqliteMatchLog.reopen).
   * `by`: what closed it, when not its rules; kept with the end so a restarted hub says the same.
   */
  endMatch(matchId: string, at: string, by?: EndedBy): void;
  listMatches(filter?: { tableId?: string; unfinished?: boolean }): MatchRecord[];
}
