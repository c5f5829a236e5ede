import { statfsSync } from 'node:fs';
import { dirname } from 'node:path';

/** What players and the judge are told when a write finds the disk full: nothing of it was recorded. */
export const DISK_FULL_MESSAGE = "the hub's disk is full: this was not recorded, and nothing else will be until the organiser frees space on the hub; the game so far is safe";

/** Below this much free space the database reports itself down on /health: the next writes would fail. */
export const LOW_DISK_BYTES = 16 * 1024 * 1024;

/** SQLite's "database or disk is full" (SQLITE_FULL), from better-sqlite3. */
export function isDiskFull(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SQLITE_FULL';
}

/** Bytes free for the hub on the filesystem that holds this database file. */
export function freeBytesBeside(file: string): number {
  const stats = statfsSync(dirname(file));
  return stats.bavail * stats.bsize;
}
