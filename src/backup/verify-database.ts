import type { Db } from '../database/database.tokens.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';
import type { HashChainedMatchLog } from '../match-log/hash-chained-match-log.js';
import { SqliteMatchLog } from '../match-log/sqlite-match-log.js';
import { verifyExport } from '../match-log/verify-export.js';

/** What reading a database back says: every match's chain recomputed from its genesis. */
export interface DatabaseVerification {
  readonly ok: boolean;
  readonly matches: number;
  readonly events: number;
  /** One line per problem, naming the match (and the seq, where the chain breaks). */
  readonly problems: readonly string[];
}

/**
 * Checks a database as a judge would check each of its matches: SQLite's own integrity check,
 * then every match exported and verified exactly as `matchlog verify` does (verify-export.ts), its
 * last hash held against the head the log records.
 */
export function verifyDatabase(db: Db): DatabaseVerification {
  const problems: string[] = [];
  const integrity = db.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') problems.push(`SQLite's integrity check says: ${String(integrity)}`);
  const hasLog = db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'match_events'").pluck().get() === 1;
  if (!hasLog) return { ok: problems.length === 0, matches: 0, events: 0, problems };
  const log = verifyMatchLog(SqliteMatchLog.attach(db));
  return { ...log, ok: log.ok && problems.length === 0, problems: [...problems, ...log.problems] };
}

/** Every match of a log (on either engine) exported and verified as `matchlog verify` does, its last hash held against the head the log records. */
export function verifyMatchLog(log: Pick<HashChainedMatchLog, 'listMatches' | 'head' | 'exportLines'>): DatabaseVerification {
  const problems: string[] = [];
  let matches = 0;
  let events = 0;
  for (const match of log.listMatches()) {
    matches += 1;
    const head = log.head(match.matchId);
    const result = verifyExport(`${log.exportLines(match.matchId).join('\n')}\n`, { sha256: nodeSha256Hex, expectedLastHash: head.hash });
    events += result.events;
    for (const problem of result.problems) {
      problems.push(`match ${match.matchId}${problem.seq === undefined ? '' : ` seq ${problem.seq}`}: ${problem.message}`);
    }
  }
  return { ok: problems.length === 0, matches, events, problems };
}
