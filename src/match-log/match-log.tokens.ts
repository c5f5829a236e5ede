/** The match log (SqliteMatchLog, which implements the MatchLog port), provided by MatchLogModule. */
export const MATCH_LOG = Symbol('MATCH_LOG');
