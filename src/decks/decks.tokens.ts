import type { LoggedEvent, MatchRecord } from '../match-log/match-log.port.js';

/** What registration needs to know of a match: that it exists, its format, the latest at its table, and its players' names. SqliteMatchLog has it. */
export interface MatchLookup {
  getMatch(matchId: string): MatchRecord | undefined;
  listMatches(filter?: { tableId?: string }): MatchRecord[];
  read<E>(matchId: string, fromSeq?: number): readonly LoggedEvent<E>[];
}
