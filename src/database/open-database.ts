import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
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

/** Opens (creating the file and its directory) a SQLite database with the hub's settings. */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): Db {
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
