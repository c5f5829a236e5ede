import Database from 'better-sqlite3';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Db } from './database.tokens.js';

/**
 * Durability of a commit, in WAL mode:
 * - FULL: the WAL is fsynced at every commit. A transaction that returned has reached the disk and
 *   survives the process being killed and the power being cut.
 * - NORMAL: the WAL is fsynced only at checkpoints. A commit survives the process being killed
 *   (the OS still has the pages) but the last transactions may roll back on power loss or an OS crash.
 *
 * The hub uses FULL. An event is acknowledged to the players and the judge only after its append
 * returned; at a store, the hub may lose power mid-round (a kicked plug, a flat battery pack), and
 * an acknowledged event that silently disappears would make the log a judge cannot trust. A match
 * appends a handful of events per second at most; bench/match-log.bench.ts measures what FULL costs
 * against NORMAL (both are far above that rate).
 */
export const HUB_SYNCHRONOUS = 'FULL';
export type Synchronous = 'FULL' | 'NORMAL';

export const DATABASE_FILE = 'mirrormat.db';

export interface OpenDatabaseOptions {
  readonly synchronous?: Synchronous;
  readonly readonly?: boolean;
}

/**
 * A database file the hub must not start on: it existed and is now empty or damaged. Starting anyway
 * would show every table idle and every match gone, and the next write would bury what a backup
 * could still restore.
 */
export class DatabaseUnusableError extends Error {
  constructor(
    readonly file: string,
    why: string,
    options?: ErrorOptions,
  ) {
    super(
      `the database ${file} ${why}. The hub does not start on it and does not create a new one over it: ` +
        `stop, restore ${file} from a backup (with its -wal file, if the backup has one), or move it away to start with an empty database, then start again`,
      options,
    );
    this.name = 'DatabaseUnusableError';
  }
}

/**
 * Opens (creating the file and its directory) a SQLite database with the hub's settings. A file that
 * exists must be a sound database: an empty (truncated) or damaged one is refused with
 * DatabaseUnusableError, never replaced.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): Db {
  const existed = existsSync(file);
  // SQLite takes a zero-byte file for a new, empty database: it would start with every match gone.
  if (existed && statSync(file).size === 0) throw new DatabaseUnusableError(file, 'is empty (0 bytes), though it existed: it was truncated or lost');
  if (options.readonly) {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    return db;
  }
  let db: Db;
  try {
    mkdirSync(dirname(file), { recursive: true });
    db = new Database(file);
  } catch (error) {
    // Usually dataDir: say which file, so the fix (a path, a permission) is obvious.
    throw new Error(`cannot open the database ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  try {
    if (existed) assertSound(db, file);
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (mode !== 'wal') throw new Error(`${file}: SQLite refused WAL mode (got "${String(mode)}"); is the data directory on a network filesystem?`);
    db.pragma(`synchronous = ${options.synchronous ?? HUB_SYNCHRONOUS}`);
    db.pragma('foreign_keys = ON');
    // A CLI export reading while the hub writes must wait for a lock, not fail.
    db.pragma('busy_timeout = 5000');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** SQLite reads a damaged file lazily; ask it to look at every page now, before anything trusts it. */
function assertSound(db: Db, file: string): void {
  let result: unknown;
  try {
    result = db.pragma('quick_check', { simple: true });
  } catch (error) {
    throw new DatabaseUnusableError(file, `is damaged (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  if (result !== 'ok') throw new DatabaseUnusableError(file, `is damaged (SQLite's check says: ${String(result)})`);
}
