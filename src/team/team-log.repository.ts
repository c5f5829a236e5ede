import type { Statement } from 'better-sqlite3';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../database/database.tokens.js';
import { SEATS, type Seat } from '../game-kinds/team/index.js';
import { migrate } from '../database/migrate.js';
import { ChainedEventTable, chainedEventTableSql, endedOnceTriggersSql } from '../match-log/chained-event-table.js';
import { genesisHash } from '../match-log/hash-chain.js';
import type { LoggedEvent } from '../match-log/match-log.port.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';

/**
 * The Team-Format games' append-only log in the hub's SQLite file, the sibling of the raid log
 * (src/raid/raid-log.repository.ts): the match log's hash chain and canonical JSON, in tables of
 * its own so neither the match service nor the raid service replays a team game. The triggers
 * refuse updates, deletes and any insert that is not the next link of the chain.
 */
export const TEAM_LOG_COMPONENT = 'team-log';

const TEAM_EVENTS = { table: 'team_events', idColumn: 'game_id', header: 'team_games', noun: 'game' } as const;

export const TEAM_LOG_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE team_games (
    game_id      TEXT PRIMARY KEY,
    table_id     TEXT NOT NULL,
    started_at   TEXT NOT NULL,
    ended_at     TEXT,
    genesis_hash TEXT NOT NULL
  ) STRICT;

  ${endedOnceTriggersSql('team_games', ['game_id', 'table_id', 'started_at', 'genesis_hash'])}

  ${chainedEventTableSql(TEAM_EVENTS)}
  `,
  `
  CREATE TABLE team_seat_tokens (
    game_id      TEXT NOT NULL REFERENCES team_games (game_id),
    seat         TEXT NOT NULL CHECK (seat IN ('A1', 'A2', 'B1', 'B2')),
    token_sha256 TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
  ) STRICT;
  `,
];

/** The format and profile the genesis hash binds a team game's chain to. */
export const TEAM_CHAIN_IDENTITY = { format: 'team', profile: 'team-format/003' } as const;

export interface TeamGameRecord {
  readonly gameId: string;
  readonly tableId: string;
  readonly startedAt: string;
  readonly endedAt?: string;
}

interface GameRow {
  game_id: string;
  table_id: string;
  started_at: string;
  ended_at: string | null;
  genesis_hash: string;
}

export class TeamGameExistsError extends Error {
  constructor(readonly gameId: string) {
    super(`a team game with id "${gameId}" already exists`);
    this.name = 'TeamGameExistsError';
  }
}

export class TeamLogRepository {
  private readonly statements;
  private readonly events: ChainedEventTable;

  private constructor(
    private readonly db: Db,
    now: () => Date,
  ) {
    this.events = new ChainedEventTable(db, TEAM_EVENTS, now);
    this.statements = {
      insertGame: db.prepare('INSERT INTO team_games (game_id, table_id, started_at, genesis_hash) VALUES (@game_id, @table_id, @started_at, @genesis_hash)'),
      game: db.prepare('SELECT * FROM team_games WHERE game_id = ?') as Statement<[string], GameRow>,
      list: db.prepare('SELECT * FROM team_games WHERE (@unfinished = 0 OR ended_at IS NULL) ORDER BY started_at, game_id') as Statement<[{ unfinished: 0 | 1 }], GameRow>,
      end: db.prepare('UPDATE team_games SET ended_at = ? WHERE game_id = ? AND ended_at IS NULL'),
      insertToken: db.prepare('INSERT INTO team_seat_tokens (game_id, seat, token_sha256) VALUES (?, ?, ?)'),
      tokens: db.prepare('SELECT seat, token_sha256 FROM team_seat_tokens WHERE game_id = ?') as Statement<[string], { seat: Seat; token_sha256: string }>,
    };
  }

  /** Brings the team tables up to date. */
  static open(db: Db, options: { now?: () => Date } = {}): TeamLogRepository {
    migrate(db, TEAM_LOG_COMPONENT, TEAM_LOG_MIGRATIONS);
    return new TeamLogRepository(db, options.now ?? (() => new Date()));
  }

  /** The genesis hash of a game: the match log's, over the game's identity. */
  static genesis(game: Pick<TeamGameRecord, 'gameId' | 'tableId' | 'startedAt'>): string {
    return genesisHash({ matchId: game.gameId, tableId: game.tableId, startedAt: game.startedAt, ...TEAM_CHAIN_IDENTITY }, nodeSha256Hex);
  }

  /**
   * Creates the game, appends its first events and stores one fresh token per seat in one
   * transaction: a game is never stored without its start. Only the tokens' hashes are kept.
   */
  create<E>(game: Omit<TeamGameRecord, 'endedAt'>, actor: string, events: readonly E[]): { rows: LoggedEvent<E>[]; tokens: Record<Seat, string> } {
    const tokens = Object.fromEntries(SEATS.map((seat) => [seat, randomBytes(18).toString('base64url')])) as Record<Seat, string>;
    const create = this.db.transaction(() => {
      if (this.statements.game.get(game.gameId)) throw new TeamGameExistsError(game.gameId);
      const genesis = TeamLogRepository.genesis(game);
      this.statements.insertGame.run({ game_id: game.gameId, table_id: game.tableId, started_at: game.startedAt, genesis_hash: genesis });
      for (const seat of SEATS) this.statements.insertToken.run(game.gameId, seat, sha256(tokens[seat]).toString('hex'));
      return this.events.start(game.gameId, genesis, actor, events);
    });
    return { rows: create.immediate(), tokens };
  }

  /** The seat this token opens in the game, compared in constant time; undefined when none. */
  seatFor(gameId: string, token: string): Seat | undefined {
    const typed = sha256(token);
    let found: Seat | undefined;
    for (const row of this.statements.tokens.all(gameId)) if (timingSafeEqual(Buffer.from(row.token_sha256, 'hex'), typed)) found = row.seat;
    return found;
  }

  append<E>(gameId: string, expectedSeq: number, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    return this.events.append(gameId, expectedSeq, actor, events, () => this.requireGame(gameId).genesis_hash);
  }

  read<E>(gameId: string, fromSeq = 1): LoggedEvent<E>[] {
    this.requireGame(gameId);
    return this.events.read<E>(gameId, fromSeq);
  }

  end(gameId: string, at: string): void {
    this.statements.end.run(at, gameId);
  }

  get(gameId: string): TeamGameRecord | undefined {
    const row = this.statements.game.get(gameId);
    return row && toRecord(row);
  }

  list(filter: { unfinished?: boolean } = {}): TeamGameRecord[] {
    return this.statements.list.all({ unfinished: filter.unfinished ? 1 : 0 }).map(toRecord);
  }

  private requireGame(gameId: string): GameRow {
    const row = this.statements.game.get(gameId);
    if (!row) throw new Error(`no team game "${gameId}" in the log`);
    return row;
  }
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

function toRecord(row: GameRow): TeamGameRecord {
  return { gameId: row.game_id, tableId: row.table_id, startedAt: row.started_at, ...(row.ended_at === null ? {} : { endedAt: row.ended_at }) };
}
