import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SEATS, type Seat } from '../game-kinds/team/index.js';
import { chainedEventTableSql, endedOnceTriggersSql } from '../match-log/chained-event-table.js';
import type { EventChain } from '../match-log/event-chain.js';
import { genesisHash } from '../match-log/hash-chain.js';
import type { LoggedEvent } from '../match-log/match-log.port.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';
import { chainedEventTablePostgresSql, endedOncePostgresSql } from '../match-log/postgres-chained-event-table.js';

/**
 * The Team-Format games' append-only log, in the hub's SQLite file (TeamLogRepository) or the
 * store's PostgreSQL (PostgresTeamLog), written once for both here; the sibling of the raid log
 * (src/raid/raid-log.ts): the match log's hash chain and canonical JSON, in tables of its own so
 * neither the match service nor the raid service replays a team game. The triggers refuse updates,
 * deletes and any insert that is not the next link of the chain.
 */
export const TEAM_LOG_COMPONENT = 'team-log';

export const TEAM_EVENTS = { table: 'team_events', idColumn: 'game_id', header: 'team_games', noun: 'game' } as const;

const FIXED_COLUMNS = ['game_id', 'table_id', 'started_at', 'genesis_hash'];

export const TEAM_LOG_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE team_games (
    game_id      TEXT PRIMARY KEY,
    table_id     TEXT NOT NULL,
    started_at   TEXT NOT NULL,
    ended_at     TEXT,
    genesis_hash TEXT NOT NULL
  ) STRICT;

  ${endedOnceTriggersSql('team_games', FIXED_COLUMNS)}

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

/** The same versions on PostgreSQL (src/database/POSTGRES.md), step for step with TEAM_LOG_MIGRATIONS. */
export const TEAM_LOG_POSTGRES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE team_games (
    game_id      TEXT PRIMARY KEY,
    table_id     TEXT NOT NULL,
    started_at   TEXT NOT NULL,
    ended_at     TEXT,
    genesis_hash TEXT NOT NULL
  );

  ${endedOncePostgresSql('team_games', FIXED_COLUMNS)}
  ${chainedEventTablePostgresSql(TEAM_EVENTS)}
  `,
  `
  CREATE TABLE team_seat_tokens (
    game_id      TEXT NOT NULL REFERENCES team_games (game_id),
    seat         TEXT NOT NULL CHECK (seat IN ('A1', 'A2', 'B1', 'B2')),
    token_sha256 TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
  );
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

export interface GameRow {
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

export abstract class TeamLog {
  protected abstract readonly events: EventChain;

  protected abstract gameRow(gameId: string): GameRow | undefined;
  protected abstract insertGame(row: Omit<GameRow, 'ended_at'>): void;
  protected abstract gameRows(unfinished: boolean): GameRow[];
  protected abstract endGame(gameId: string, at: string): void;
  protected abstract insertToken(gameId: string, seat: Seat, tokenSha256: string): void;
  protected abstract tokenRows(gameId: string): { seat: Seat; token_sha256: string }[];
  /** One write transaction, exclusive of every other writer of the game; `committed` tells from the store whether a write whose COMMIT's answer was lost happened. */
  protected abstract writing<T>(gameId: string, write: () => T, committed: (result: T) => boolean): T;

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
    const genesis = TeamLog.genesis(game);
    const rows = this.writing(
      game.gameId,
      () => {
        if (this.gameRow(game.gameId)) throw new TeamGameExistsError(game.gameId);
        this.insertGame({ game_id: game.gameId, table_id: game.tableId, started_at: game.startedAt, genesis_hash: genesis });
        for (const seat of SEATS) this.insertToken(game.gameId, seat, sha256(tokens[seat]).toString('hex'));
        return this.events.append(game.gameId, 0, actor, events, () => genesis);
      },
      // The tokens are drawn before the transaction, so a game found after a lost COMMIT holds these very tokens.
      () => this.gameRow(game.gameId)?.genesis_hash === genesis && this.seatFor(game.gameId, tokens.A1) === 'A1',
    );
    return { rows, tokens };
  }

  /** The seat this token opens in the game, compared in constant time; undefined when none. */
  seatFor(gameId: string, token: string): Seat | undefined {
    const typed = sha256(token);
    let found: Seat | undefined;
    for (const row of this.tokenRows(gameId)) if (timingSafeEqual(Buffer.from(row.token_sha256, 'hex'), typed)) found = row.seat;
    return found;
  }

  append<E>(gameId: string, expectedSeq: number, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    return this.writing(
      gameId,
      () => this.events.append(gameId, expectedSeq, actor, events, () => this.requireGame(gameId).genesis_hash),
      (rows) => {
        const head = this.events.headOf(gameId);
        return head !== undefined && head.seq === rows.at(-1)?.seq && head.hash === rows.at(-1)?.hash;
      },
    );
  }

  read<E>(gameId: string, fromSeq = 1): LoggedEvent<E>[] {
    this.requireGame(gameId);
    return this.events.read<E>(gameId, fromSeq);
  }

  end(gameId: string, at: string): void {
    this.writing(
      gameId,
      () => this.endGame(gameId, at),
      () => this.gameRow(gameId)?.ended_at !== null,
    );
  }

  get(gameId: string): TeamGameRecord | undefined {
    const row = this.gameRow(gameId);
    return row && toRecord(row);
  }

  list(filter: { unfinished?: boolean } = {}): TeamGameRecord[] {
    return this.gameRows(filter.unfinished ?? false).map(toRecord);
  }

  private requireGame(gameId: string): GameRow {
    const row = this.gameRow(gameId);
    if (!row) throw new Error(`no team game "${gameId}" in the log`);
    return row;
  }
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

function toRecord(row: GameRow): TeamGameRecord {
  return { gameId: row.game_id, tableId: row.table_id, startedAt: row.started_at, ...(row.ended_at === null ? {} : { endedAt: row.ended_at }) };
}
