import type { MatchRecord } from '../match-log/match-log.port.js';

/** What registration needs to know of a match: that it exists, and its format. SqliteMatchLog has it. */
export interface MatchLookup {
  getMatch(matchId: string): MatchRecord | undefined;
}
