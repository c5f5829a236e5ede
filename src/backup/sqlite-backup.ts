import Database from 'better-sqlite3';
import { existsSync, linkSync, mkdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Db } from '../database/database.tokens.js';
import { DATABASE_FILE } from '../database/open-database.js';
import { verifyDatabase, type DatabaseVerification } from './verify-database.js';

/** A backup or a restore that did not happen, with the reason an organiser can act on. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly problems: readonly string[] = [],
  ) {
    super(problems.length === 0 ? message : `${message}:\n  - ${problems.join('\n  - ')}`);
    this.name = 'BackupError';
  }
}

/**
 * Every page in one step of SQLite's online backup. Copied in small steps, a backup taken by another
 * process starts over each time the hub commits, and may never end during a busy round; one step is
 * a single read transaction, which in WAL mode never blocks the hub's writes.
 */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a live database into `target` with SQLite's online backup API (safe while the hub writes),
 * makes the copy a single self-contained file (no -wal), reads it back and verifies every match's
 * hash chain. Only a copy that verifies is given the target's name; nothing is ever overwritten.
 */
export async function backupDatabase(source: Db, target: string): Promise<DatabaseVerification> {
  if (existsSync(target)) throw new BackupError(`${target} already exists; a backup never overwrites a file`);
  mkdirSync(dirname(target), { recursive: true });
  const partial = join(dirname(target), `.${basename(target)}.partial`);
  rmSync(partial, { force: true });
  try {
    await source.backup(partial, { progress: () => ALL_PAGES });
    const verification = readBack(partial, 'DELETE');
    if (!verification.ok) throw new BackupError(`the backup read back from ${target} does not verify`, verification.problems);
    // A hard link fails where a file of that name appeared meanwhile: no rename over it.
    linkSync(partial, target);
    return verification;
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Restores a backup as `<dataDir>/mirrormat.db` of a data directory that holds no database yet.
 * Refuses a directory with a database in it (the hub may be running on it: restoring under a live
 * hub would fork its log) and a backup that does not verify; the restored file is verified again.
 */
export async function restoreDatabase(backupFile: string, dataDir: string): Promise<DatabaseVerification> {
  const target = join(dataDir, DATABASE_FILE);
  for (const file of [target, `${target}-wal`]) {
    if (existsSync(file)) {
      throw new BackupError(
        `${file} exists: restore refuses to overwrite a database, which a hub may be using. Restore into a fresh data directory ` +
          '(a new dataDir, or stop the hub and move the old directory away first)',
      );
    }
  }
  if (!existsSync(backupFile)) throw new BackupError(`${backupFile}: no such backup file`);
  const backup = new Database(backupFile, { readonly: true, fileMustExist: true });
  try {
    const before = verifyDatabase(backup);
    if (!before.ok) throw new BackupError(`${backupFile} does not verify; nothing was restored`, before.problems);
    mkdirSync(dataDir, { recursive: true });
    const partial = join(dataDir, `.${DATABASE_FILE}.partial`);
    rmSync(partial, { force: true });
    try {
      await backup.backup(partial, { progress: () => ALL_PAGES });
      // The hub's own journal mode, so the restored file is exactly what the hub would have made.
      const after = readBack(partial, 'WAL');
      if (!after.ok) throw new BackupError(`the restored copy of ${backupFile} does not verify; nothing was restored`, after.problems);
      linkSync(partial, target);
      return after;
    } finally {
      rmSync(partial, { force: true });
    }
  } finally {
    backup.close();
  }
}

/** Verifies a backup file without changing it. */
export function verifyBackupFile(file: string): DatabaseVerification {
  if (!existsSync(file)) throw new BackupError(`${file}: no such backup file`);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return verifyDatabase(db);
  } finally {
    db.close();
  }
}

function readBack(file: string, journalMode: 'DELETE' | 'WAL'): DatabaseVerification {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma(`journal_mode = ${journalMode}`);
    return verifyDatabase(db);
  } finally {
    db.close();
  }
}
