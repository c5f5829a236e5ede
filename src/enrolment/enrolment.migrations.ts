import type { StoreMigrations } from '../database/store-sql.js';

/** The UID registry (nfc_tags) and which deck each sticker counts for (nfc_deck_tags): one component, as stickers are read through the registry. */
export const ENROLMENT_COMPONENT = 'enrolment';

/** Version 1 is the tables hubs created before they had a version (hence IF NOT EXISTS on SQLite: a hub's file may hold them already). */
export const ENROLMENT_MIGRATIONS: StoreMigrations = {
  sqlite: [
    `CREATE TABLE IF NOT EXISTS nfc_tags (uid TEXT PRIMARY KEY, card_id TEXT NOT NULL, enrolled_at TEXT NOT NULL) STRICT;
     CREATE TABLE IF NOT EXISTS nfc_deck_tags (uid TEXT PRIMARY KEY, registration_id INTEGER NOT NULL) STRICT;`,
  ],
  postgres: [
    `CREATE TABLE nfc_tags (uid TEXT PRIMARY KEY, card_id TEXT NOT NULL, enrolled_at TEXT NOT NULL);
     CREATE TABLE nfc_deck_tags (uid TEXT PRIMARY KEY, registration_id INTEGER NOT NULL);`,
  ],
};
