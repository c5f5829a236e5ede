/**
 * The match log's tables. Integrity does not rest on the application alone:
 * - match_events refuses UPDATE and DELETE outright (triggers), and refuses an INSERT that is not
 *   the next seq of an open match linked to the previous row's hash (or the match's genesis);
 * - matches may only have ended_at set, once, and are never deleted.
 * Someone with the file can still drop the triggers; that is what the hash chain and an export
 * verified against the hash the hub showed are for.
 */
export const MATCH_LOG_COMPONENT = 'match-log';

export const MATCH_LOG_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE matches (
    match_id     TEXT PRIMARY KEY,
    table_id     TEXT NOT NULL,
    started_at   TEXT NOT NULL,
    ended_at     TEXT,
    profile      TEXT NOT NULL,
    format       TEXT NOT NULL,
    genesis_hash TEXT NOT NULL
  ) STRICT;
  CREATE INDEX matches_by_table ON matches (table_id, started_at);

  CREATE TRIGGER matches_only_end BEFORE UPDATE ON matches
  WHEN OLD.ended_at IS NOT NULL
    OR NEW.ended_at IS NULL
    OR NEW.match_id IS NOT OLD.match_id OR NEW.table_id IS NOT OLD.table_id
    OR NEW.started_at IS NOT OLD.started_at OR NEW.profile IS NOT OLD.profile
    OR NEW.format IS NOT OLD.format OR NEW.genesis_hash IS NOT OLD.genesis_hash
  BEGIN SELECT RAISE(ABORT, 'matches: only ended_at may be set, and only once'); END;

  CREATE TRIGGER matches_no_delete BEFORE DELETE ON matches
  BEGIN SELECT RAISE(ABORT, 'matches: rows are never deleted'); END;

  CREATE TABLE match_events (
    match_id  TEXT NOT NULL REFERENCES matches (match_id),
    seq       INTEGER NOT NULL CHECK (seq >= 1),
    actor     TEXT NOT NULL CHECK (actor <> ''),
    at        TEXT NOT NULL,
    event     TEXT NOT NULL CHECK (json_valid(event)),
    prev_hash TEXT NOT NULL,
    hash      TEXT NOT NULL,
    PRIMARY KEY (match_id, seq)
  ) STRICT, WITHOUT ROWID;

  CREATE TRIGGER match_events_append_only BEFORE INSERT ON match_events
  WHEN NEW.seq IS NOT coalesce((SELECT max(seq) FROM match_events WHERE match_id = NEW.match_id), 0) + 1
    OR NEW.prev_hash IS NOT coalesce(
         (SELECT hash FROM match_events WHERE match_id = NEW.match_id AND seq = NEW.seq - 1),
         (SELECT genesis_hash FROM matches WHERE match_id = NEW.match_id))
    OR (SELECT ended_at FROM matches WHERE match_id = NEW.match_id) IS NOT NULL
  BEGIN SELECT RAISE(ABORT, 'match_events: only the next seq of an open match, chained to the previous hash, may be appended'); END;

  CREATE TRIGGER match_events_no_update BEFORE UPDATE ON match_events
  BEGIN SELECT RAISE(ABORT, 'match_events is append-only: rows are never updated'); END;

  CREATE TRIGGER match_events_no_delete BEFORE DELETE ON match_events
  BEGIN SELECT RAISE(ABORT, 'match_events is append-only: rows are never deleted'); END;

  CREATE TABLE match_snapshots (
    match_id TEXT NOT NULL REFERENCES matches (match_id),
    seq      INTEGER NOT NULL,
    hash     TEXT NOT NULL,
    state    TEXT NOT NULL CHECK (json_valid(state)),
    saved_at TEXT NOT NULL,
    PRIMARY KEY (match_id, seq)
  ) STRICT, WITHOUT ROWID;
  `,
];
