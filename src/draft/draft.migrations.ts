import type { StoreMigrations } from '../database/store-sql.js';

export const DRAFTS_COMPONENT = 'drafts';

/** drafts, their seats' token hashes and their picks on each engine, step for step. */
export const DRAFT_MIGRATIONS: StoreMigrations = {
  sqlite: [
    `CREATE TABLE drafts (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      players TEXT NOT NULL,
      packs TEXT NOT NULL,
      created_at TEXT NOT NULL
    ) STRICT`,
    `CREATE TABLE draft_tokens (
      draft_id TEXT NOT NULL REFERENCES drafts (id),
      seat INTEGER NOT NULL,
      token_sha256 TEXT NOT NULL,
      PRIMARY KEY (draft_id, seat)
    ) STRICT`,
    `CREATE TABLE draft_picks (
      draft_id TEXT NOT NULL REFERENCES drafts (id),
      n INTEGER NOT NULL,
      seat INTEGER NOT NULL,
      card_id TEXT NOT NULL,
      picked_at TEXT NOT NULL,
      PRIMARY KEY (draft_id, n)
    ) STRICT`,
    `ALTER TABLE drafts ADD COLUMN boxes TEXT NOT NULL DEFAULT '[]'`,
  ],
  postgres: [
    `CREATE TABLE drafts (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      players TEXT NOT NULL,
      packs TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
    `CREATE TABLE draft_tokens (
      draft_id TEXT NOT NULL REFERENCES drafts (id),
      seat INTEGER NOT NULL,
      token_sha256 TEXT NOT NULL,
      PRIMARY KEY (draft_id, seat)
    )`,
    `CREATE TABLE draft_picks (
      draft_id TEXT NOT NULL REFERENCES drafts (id),
      n INTEGER NOT NULL,
      seat INTEGER NOT NULL,
      card_id TEXT NOT NULL,
      picked_at TEXT NOT NULL,
      PRIMARY KEY (draft_id, n)
    )`,
    `ALTER TABLE drafts ADD COLUMN boxes TEXT NOT NULL DEFAULT '[]'`,
  ],
};
