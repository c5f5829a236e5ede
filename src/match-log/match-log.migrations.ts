import { appendOnlyTriggerSql, chainedEventTableSql, endedOnceTriggersSql } from './chained-event-table.js';
import { chainedEventTablePostgresSql, guardPostgresSql, refusePostgresSql } from './postgres-chained-event-table.js';

/**
 * The match log's tables. Integrity does not rest on the application alone:
 * - match_events refuses UPDATE and DELETE outright (triggers), and refuses an INSERT that is not
 *   the next seq of an open match linked to the previous row's hash (or the match's genesis);
 * - matches are never deleted; since version 2 never changed either: a match's ends and reopenings
 *   are facts appended to match_lifecycle (see the second migration).
 * Someone with the file can still drop the triggers; that is what the hash chain and an export
 * verified against the hash the hub showed are for.
 */
export const MATCH_LOG_COMPONENT = 'match-log';

/** The match log's chained event table; a match is closed while its latest lifecycle fact is its end (version 2). */
export const MATCH_EVENTS = { table: 'match_events', idColumn: 'match_id', header: 'matches', noun: 'match' } as const;

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

  ${endedOnceTriggersSql('matches', ['match_id', 'table_id', 'started_at', 'profile', 'format', 'genesis_hash'])}

  ${chainedEventTableSql(MATCH_EVENTS)}
  CREATE TABLE match_snapshots (
    match_id TEXT NOT NULL REFERENCES matches (match_id),
    seq      INTEGER NOT NULL,
    hash     TEXT NOT NULL,
    state    TEXT NOT NULL CHECK (json_valid(state)),
    saved_at TEXT NOT NULL,
    PRIMARY KEY (match_id, seq)
  ) STRICT, WITHOUT ROWID;
  `,
  // Version 2: a judge's restore may reopen a finished match. Setting ended_at back to NULL would
  // rewrite the fact that the match ended, so ends and reopenings become an append-only series of
  // facts per match: ended, reopened, ended... The game itself is in the hash chain either way (the
  // engine's GameWon, then the JudgeRestored that undid it, with judge, reason and point); these rows
  // are the hub's record of when the log was closed and by whose restore it opened again. A
  // reopening names the seq of the event appended with it, in the same transaction, so no match
  // reopens without a new entry in its chain. ended_at moves here (as fact 1) and its column goes:
  // one place says whether a match is over.
  `
  CREATE TABLE match_lifecycle (
    match_id TEXT NOT NULL REFERENCES matches (match_id),
    n        INTEGER NOT NULL CHECK (n >= 1),
    kind     TEXT NOT NULL CHECK (kind IN ('ended', 'reopened')),
    at       TEXT NOT NULL CHECK (at <> ''),
    -- ended: the log's last seq when it closed; reopened: the seq of the restore that reopened it.
    seq      INTEGER NOT NULL CHECK (seq >= 0),
    judge    TEXT,
    reason   TEXT,
    to_seq   INTEGER,
    PRIMARY KEY (match_id, n),
    CHECK (kind = 'ended' AND judge IS NULL AND reason IS NULL AND to_seq IS NULL
        OR kind = 'reopened' AND coalesce(judge <> '' AND reason <> '' AND to_seq >= 0 AND to_seq < seq, 0))
  ) STRICT, WITHOUT ROWID;

  INSERT INTO match_lifecycle (match_id, n, kind, at, seq)
  SELECT m.match_id, 1, 'ended', m.ended_at, coalesce((SELECT max(e.seq) FROM match_events e WHERE e.match_id = m.match_id), 0)
  FROM matches m WHERE m.ended_at IS NOT NULL;

  DROP TRIGGER matches_only_end;
  DROP TRIGGER match_events_append_only;
  ALTER TABLE matches DROP COLUMN ended_at;

  CREATE TRIGGER matches_never_change BEFORE UPDATE ON matches
  BEGIN SELECT RAISE(ABORT, 'matches: rows never change; ends and reopenings are appended to match_lifecycle'); END;

  CREATE TRIGGER match_lifecycle_in_turn BEFORE INSERT ON match_lifecycle
  WHEN NEW.n IS NOT coalesce((SELECT max(n) FROM match_lifecycle WHERE match_id = NEW.match_id), 0) + 1
    OR NEW.kind IS coalesce((SELECT kind FROM match_lifecycle WHERE match_id = NEW.match_id AND n = NEW.n - 1), 'reopened')
    OR NEW.kind = 'ended' AND NEW.seq IS NOT coalesce((SELECT max(seq) FROM match_events WHERE match_id = NEW.match_id), 0)
    OR NEW.kind = 'reopened' AND NEW.seq IS NOT coalesce((SELECT max(seq) FROM match_events WHERE match_id = NEW.match_id), 0) + 1
  BEGIN SELECT RAISE(ABORT, 'match_lifecycle: a match ends, then is reopened, in turn, each at the head of its log'); END;

  CREATE TRIGGER match_lifecycle_no_update BEFORE UPDATE ON match_lifecycle
  BEGIN SELECT RAISE(ABORT, 'match_lifecycle is append-only: rows are never updated'); END;

  CREATE TRIGGER match_lifecycle_no_delete BEFORE DELETE ON match_lifecycle
  BEGIN SELECT RAISE(ABORT, 'match_lifecycle is append-only: rows are never deleted'); END;

  ${appendOnlyTriggerSql({
    ...MATCH_EVENTS,
    closedWhen: "(SELECT kind FROM match_lifecycle WHERE match_id = NEW.match_id ORDER BY n DESC LIMIT 1) IS 'ended'",
  })}
  `,
  // Version 3: an end says what closed the match when its rules did not (the organiser, the round's
  // time), so a hub restarted after it shows the table as it did before; NULL: the rules ended it,
  // and every end written before this version.
  `
  ALTER TABLE match_lifecycle ADD COLUMN ended_by TEXT CHECK (ended_by IS NULL OR kind = 'ended' AND ended_by IN ('organiser', 'time'));
  `,
];

/**
 * The same versions on PostgreSQL (src/database/POSTGRES.md), step for step with
 * MATCH_LOG_MIGRATIONS: step i of both lists reaches version i + 1. No PostgreSQL store ever held
 * version 1, so its first step builds version 2 whole and its second has nothing left to do; each
 * later version adds one step to each list (match-log.migrations.spec.ts holds them to one length).
 */
export const MATCH_LOG_POSTGRES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE matches (
    match_id     TEXT PRIMARY KEY,
    table_id     TEXT NOT NULL,
    started_at   TEXT NOT NULL,
    profile      TEXT NOT NULL,
    format       TEXT NOT NULL,
    genesis_hash TEXT NOT NULL
  );
  CREATE INDEX matches_by_table ON matches (table_id, started_at);
  ${refusePostgresSql('matches', 'UPDATE', 'matches: rows never change; ends and reopenings are appended to match_lifecycle')}
  ${refusePostgresSql('matches', 'DELETE', 'matches: rows are never deleted')}
  ${refusePostgresSql('matches', 'TRUNCATE', 'matches: rows are never deleted')}

  CREATE TABLE match_lifecycle (
    match_id TEXT NOT NULL REFERENCES matches (match_id),
    n        INTEGER NOT NULL CHECK (n >= 1),
    kind     TEXT NOT NULL CHECK (kind IN ('ended', 'reopened')),
    at       TEXT NOT NULL CHECK (at <> ''),
    seq      INTEGER NOT NULL CHECK (seq >= 0),
    judge    TEXT,
    reason   TEXT,
    to_seq   INTEGER,
    PRIMARY KEY (match_id, n),
    CHECK (kind = 'ended' AND judge IS NULL AND reason IS NULL AND to_seq IS NULL
        OR kind = 'reopened' AND coalesce(judge <> '' AND reason <> '' AND to_seq >= 0 AND to_seq < seq, false))
  );

  ${chainedEventTablePostgresSql({
    ...MATCH_EVENTS,
    closedWhen: "(SELECT kind FROM match_lifecycle WHERE match_id = NEW.match_id ORDER BY n DESC LIMIT 1) IS NOT DISTINCT FROM 'ended'",
  })}

  ${guardPostgresSql(
    'match_lifecycle',
    'match_lifecycle_in_turn',
    'INSERT',
    `NEW.n IS DISTINCT FROM coalesce((SELECT max(n) FROM match_lifecycle WHERE match_id = NEW.match_id), 0) + 1
      OR NEW.kind IS NOT DISTINCT FROM coalesce((SELECT kind FROM match_lifecycle WHERE match_id = NEW.match_id AND n = NEW.n - 1), 'reopened')
      OR NEW.kind = 'ended' AND NEW.seq IS DISTINCT FROM coalesce((SELECT max(seq) FROM match_events WHERE match_id = NEW.match_id), 0)
      OR NEW.kind = 'reopened' AND NEW.seq IS DISTINCT FROM coalesce((SELECT max(seq) FROM match_events WHERE match_id = NEW.match_id), 0) + 1`,
    'match_lifecycle: a match ends, then is reopened, in turn, each at the head of its log',
  )}
  ${refusePostgresSql('match_lifecycle', 'UPDATE', 'match_lifecycle is append-only: rows are never updated')}
  ${refusePostgresSql('match_lifecycle', 'DELETE', 'match_lifecycle is append-only: rows are never deleted')}
  ${refusePostgresSql('match_lifecycle', 'TRUNCATE', 'match_lifecycle is append-only: rows are never deleted')}

  CREATE TABLE match_snapshots (
    match_id TEXT NOT NULL REFERENCES matches (match_id),
    seq      INTEGER NOT NULL,
    hash     TEXT NOT NULL,
    state    TEXT NOT NULL CHECK (state::json IS NOT NULL),
    saved_at TEXT NOT NULL,
    PRIMARY KEY (match_id, seq)
  );
  `,
  '',
  `
  ALTER TABLE match_lifecycle ADD COLUMN ended_by TEXT,
    ADD CONSTRAINT match_lifecycle_ended_by CHECK (ended_by IS NULL OR kind = 'ended' AND ended_by IN ('organiser', 'time'));
  `,
];
