import type { StoreMigrations } from '../database/store-sql.js';

export const CATALOGUE_COMPONENT = 'catalogue';

/**
 * The catalogue's tables on each engine (database/store-sql.ts). SQLite's first version is the
 * schema hubs created before versions were kept, written so that it also leaves those files as they
 * are. On PostgreSQL the columns a search orders by compare byte by byte (COLLATE "C"), as SQLite's
 * do, so both engines answer a search in the same order.
 */
export const CATALOGUE_MIGRATIONS: StoreMigrations = {
  sqlite: [
    `CREATE TABLE IF NOT EXISTS catalogue_sets (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      series TEXT NOT NULL,
      ptcgo_code TEXT,
      release_date TEXT NOT NULL,
      printed_total INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE IF NOT EXISTS catalogue_cards (
      id TEXT PRIMARY KEY,
      set_id TEXT NOT NULL REFERENCES catalogue_sets (id),
      number_key TEXT NOT NULL,
      release_date TEXT NOT NULL,
      name_key TEXT NOT NULL,
      name_de_key TEXT,
      name_fr_key TEXT
    ) STRICT;
    CREATE INDEX IF NOT EXISTS catalogue_cards_by_number ON catalogue_cards (set_id, number_key);
    CREATE TABLE IF NOT EXISTS catalogue_card_defs (
      id TEXT PRIMARY KEY,
      def TEXT NOT NULL
    ) STRICT;
    CREATE TABLE IF NOT EXISTS catalogue_decks (
      id TEXT PRIMARY KEY,
      set_id TEXT NOT NULL,
      name TEXT NOT NULL,
      cards TEXT NOT NULL
    ) STRICT;
    CREATE TABLE IF NOT EXISTS catalogue_meta (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    ) STRICT;`,
    // Card images (pokemon-tcg-data `images`); a catalogue imported before has none until it is imported again.
    `CREATE TABLE catalogue_card_images (
      id TEXT PRIMARY KEY,
      small TEXT NOT NULL,
      large TEXT NOT NULL
    ) STRICT;`,
  ],
  postgres: [
    `CREATE TABLE catalogue_sets (
      id TEXT COLLATE "C" PRIMARY KEY,
      name TEXT NOT NULL,
      series TEXT NOT NULL,
      ptcgo_code TEXT,
      release_date TEXT COLLATE "C" NOT NULL,
      printed_total INTEGER NOT NULL
    );
    CREATE TABLE catalogue_cards (
      id TEXT COLLATE "C" PRIMARY KEY,
      set_id TEXT COLLATE "C" NOT NULL REFERENCES catalogue_sets (id),
      number_key TEXT COLLATE "C" NOT NULL,
      release_date TEXT COLLATE "C" NOT NULL,
      name_key TEXT NOT NULL,
      name_de_key TEXT,
      name_fr_key TEXT
    );
    CREATE INDEX catalogue_cards_by_number ON catalogue_cards (set_id, number_key);
    CREATE TABLE catalogue_card_defs (
      id TEXT COLLATE "C" PRIMARY KEY,
      def TEXT NOT NULL
    );
    CREATE TABLE catalogue_decks (
      id TEXT COLLATE "C" PRIMARY KEY,
      set_id TEXT COLLATE "C" NOT NULL,
      name TEXT NOT NULL,
      cards TEXT NOT NULL
    );
    CREATE TABLE catalogue_meta (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    )`,
    `CREATE TABLE catalogue_card_images (
      id TEXT COLLATE "C" PRIMARY KEY,
      small TEXT NOT NULL,
      large TEXT NOT NULL
    )`,
  ],
};
