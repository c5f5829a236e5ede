import type Database from 'better-sqlite3';

/** The hub's one SQLite connection (data/mirrormat.db), opened by DatabaseModule. */
export const DATABASE = Symbol('DATABASE');
export type Db = Database.Database;
