import type { CoinSource } from '../devices/coin-source.js';
import type { LoggedEvent, MatchLog, MatchRecord } from '../match-log/match-log.port.js';
import type { ReopenNote } from '../match-log/hash-chained-match-log.js';

export { MATCH_LOG } from '../match-log/match-log.tokens.js';

/** What the match service uses of the SQLite match log (src/match-log/sqlite-match-log.ts) beyond the port. */
export interface HubMatchLog extends MatchLog {
  getMatch(matchId: string): MatchRecord | undefined;
  /** The match a table started last, ended or not. */
  latestMatch(tableId: string): MatchRecord | undefined;
  saveSnapshot(matchId: string, seq: number, state: unknown): void;
  latestSnapshot<S>(matchId: string): { readonly seq: number; readonly hash: string; readonly state: S } | undefined;
  /** Header line, then one canonical JSON line per event (src/protocol/export-format.ts). */
  exportLines(matchId: string): string[];
  /** Null when the stored hash chain holds, else its first problem. */
  verifyChain(matchId: string): string | null;
  /** Reopens a finished match, appending the judge's restore in the same transaction. */
  reopen<E>(matchId: string, expectedSeq: number, actor: string, events: readonly E[], note: ReopenNote): LoggedEvent<E>[];
}

/** Where a table's coin flips come from: its flipper, software flips, or nothing (forbidden). */
export interface CoinSources {
  forTable(tableId: string): CoinSource | undefined;
}
export const COIN_SOURCES = Symbol('COIN_SOURCES');
