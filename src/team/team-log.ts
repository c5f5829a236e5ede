import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { SEATS, type Seat } from '../game-kinds/team/index.js';
import { ChainedLog, chainedLogTablesSql, type ChainedLogSetup, type ChainedLogTables } from '../match-log/chained-log.js';
import { genesisHash } from '../match-log/hash-chain.js';
import type { LoggedEvent } from '../match-log/match-log.port.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';

/**
 * The Team-Format games' append-only log, in the hub's SQLite file or the store's PostgreSQL; the
 * sibling of the raid log (src/raid/raid-log.ts): the match log's hash chain and canonical JSON
 * (src/match-log: ChainedLog), in tables of its own so neither the match service nor the raid
 * service replays a team game. The triggers refuse updates, deletes and any insert that is not the
 * next link of the chain. Beside each game, the hashes of its four seat tokens.
 */
const TEAM_TABLES: ChainedLogTables = {
  header: 'team_games',
  idColumn: 'game_id',
  columns: { table_id: 'TEXT NOT NULL', started_at: 'TEXT NOT NULL' },
  listedBy: 'started_at',
  events: 'team_events',
  noun: 'game',
};

const SEAT_TOKENS_SQL = `
  CREATE TABLE team_seat_tokens (
    game_id      TEXT NOT NULL REFERENCES team_games (game_id),
    seat         TEXT NOT NULL CHECK (seat IN ('A1', 'A2', 'B1', 'B2')),
    token_sha256 TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
  )`;

export const TEAM_LOG_MIGRATIONS = {
  sqlite: [chainedLogTablesSql(TEAM_TABLES, 'sqlite'), `${SEAT_TOKENS_SQL} STRICT;`],
  postgres: [chainedLogTablesSql(TEAM_TABLES, 'postgres'), `${SEAT_TOKENS_SQL};`],
} as const;

const TEAM_LOG: ChainedLogSetup = { tables: TEAM_TABLES, component: 'team-log', migrations: TEAM_LOG_MIGRATIONS, lock: 'team', title: 'team game' };

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

export class TeamLog extends ChainedLog<GameRow, TeamGameRecord> {
  /** Brings the team tables up to date on the engine that holds them. */
  static open(db: Db, postgres?: SyncPostgres | null, options: { now?: () => Date } = {}): TeamLog {
    return new TeamLog(TEAM_LOG, db, postgres, options.now ?? (() => new Date()));
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
    const rows = this.start({ game_id: game.gameId, table_id: game.tableId, started_at: game.startedAt, genesis_hash: TeamLog.genesis(game) }, actor, events, {
      taken: (id) => new TeamGameExistsError(id),
      alongside: () => {
        for (const seat of SEATS) this.sql.run('INSERT INTO team_seat_tokens (game_id, seat, token_sha256) VALUES (?, ?, ?)', [game.gameId, seat, sha256(tokens[seat]).toString('hex')]);
      },
      // The tokens are drawn before the transaction, so a game found after a lost COMMIT holds these very tokens.
      alsoCommitted: () => this.seatFor(game.gameId, tokens.A1) === 'A1',
    });
    return { rows, tokens };
  }

  /** The seat this token opens in the game, compared in constant time; undefined when none. */
  seatFor(gameId: string, token: string): Seat | undefined {
    const typed = sha256(token);
    let found: Seat | undefined;
    for (const row of this.sql.all<{ seat: Seat; token_sha256: string }>('SELECT seat, token_sha256 FROM team_seat_tokens WHERE game_id = ?', [gameId])) {
      if (timingSafeEqual(Buffer.from(row.token_sha256, 'hex'), typed)) found = row.seat;
    }
    return found;
  }

  protected toRecord(row: GameRow): TeamGameRecord {
    return { gameId: row.game_id, tableId: row.table_id, startedAt: row.started_at, ...(row.ended_at === null ? {} : { endedAt: row.ended_at }) };
  }
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
