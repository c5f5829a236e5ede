import type { StoreMigrations } from '../database/store-sql.js';

export const MINIGAMES_COMPONENT = 'minigames';

/**
 * minigames and their moves on each engine, step for step. On PostgreSQL, `rowid` is the column
 * SQLite keeps of itself, the order games were created in: the eviction breaks ties by it.
 */
export const MINIGAMES_MIGRATIONS: StoreMigrations = {
  sqlite: [
    `CREATE TABLE minigames (
      id TEXT PRIMARY KEY,
      setup TEXT NOT NULL,
      token_sha256 TEXT NOT NULL,
      created_at TEXT NOT NULL
    ) STRICT`,
    `CREATE TABLE minigame_moves (
      game_id TEXT NOT NULL REFERENCES minigames (id),
      n INTEGER NOT NULL,
      move TEXT NOT NULL,
      played_at TEXT NOT NULL,
      PRIMARY KEY (game_id, n)
    ) STRICT`,
  ],
  postgres: [
    `CREATE TABLE minigames (
      id TEXT PRIMARY KEY,
      setup TEXT NOT NULL,
      token_sha256 TEXT NOT NULL,
      created_at TEXT NOT NULL,
      rowid BIGINT GENERATED ALWAYS AS IDENTITY
    )`,
    `CREATE TABLE minigame_moves (
      game_id TEXT NOT NULL REFERENCES minigames (id),
      n INTEGER NOT NULL,
      move TEXT NOT NULL,
      played_at TEXT NOT NULL,
      PRIMARY KEY (game_id, n)
    )`,
  ],
};
