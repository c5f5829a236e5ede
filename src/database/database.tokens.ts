import type Database from 'better-sqlite3';

/** The hub's one SQLite connection (data/mirrormat.db), opened by DatabaseModule. */
export const DATABASE = Symbol('DATABASE');
export type Db = Database.Database;

/**
 * The store's PostgreSQL connection when the config names one (database.url), else null: the
 * repositories that can live there choose their engine by it (src/database/POSTGRES.md).
 */
export const STORE_POSTGRES = Symbol('STORE_POSTGRES');
