import { migratePostgres } from '../database/postgres/migrate-postgres.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import type { Seat } from '../game-kinds/team/index.js';
import { PostgresChainedEventTable } from '../match-log/postgres-chained-event-table.js';
import { TEAM_EVENTS, TEAM_LOG_COMPONENT, TEAM_LOG_POSTGRES_MIGRATIONS, TeamLog, type GameRow } from './team-log.js';

/** The team games' log on the store's PostgreSQL (team-log.ts): each write one transaction holding the game's advisory lock. */
export class PostgresTeamLog extends TeamLog {
  protected readonly events: PostgresChainedEventTable;

  private constructor(
    private readonly pg: SyncPostgres,
    now: () => Date,
  ) {
    super();
    this.events = new PostgresChainedEventTable(pg, TEAM_EVENTS, now);
  }

  static open(pg: SyncPostgres, options: { now?: () => Date } = {}): PostgresTeamLog {
    migratePostgres(pg, TEAM_LOG_COMPONENT, TEAM_LOG_POSTGRES_MIGRATIONS);
    return new PostgresTeamLog(pg, options.now ?? (() => new Date()));
  }

  protected gameRow(gameId: string): GameRow | undefined {
    return this.pg.one<GameRow>('SELECT * FROM team_games WHERE game_id = $1', [gameId]);
  }

  protected insertGame(row: Omit<GameRow, 'ended_at'>): void {
    this.pg.query('INSERT INTO team_games (game_id, table_id, started_at, genesis_hash) VALUES ($1, $2, $3, $4)', [row.game_id, row.table_id, row.started_at, row.genesis_hash]);
  }

  protected gameRows(unfinished: boolean): GameRow[] {
    return this.pg.query<GameRow>('SELECT * FROM team_games WHERE (NOT $1 OR ended_at IS NULL) ORDER BY started_at COLLATE "C", game_id COLLATE "C"', [unfinished]);
  }

  protected endGame(gameId: string, at: string): void {
    this.pg.query('UPDATE team_games SET ended_at = $1 WHERE game_id = $2 AND ended_at IS NULL', [at, gameId]);
  }

  protected insertToken(gameId: string, seat: Seat, tokenSha256: string): void {
    this.pg.query('INSERT INTO team_seat_tokens (game_id, seat, token_sha256) VALUES ($1, $2, $3)', [gameId, seat, tokenSha256]);
  }

  protected tokenRows(gameId: string): { seat: Seat; token_sha256: string }[] {
    return this.pg.query<{ seat: Seat; token_sha256: string }>('SELECT seat, token_sha256 FROM team_seat_tokens WHERE game_id = $1', [gameId]);
  }

  protected writing<T>(gameId: string, write: () => T, committed: (result: T) => boolean): T {
    return this.pg.transaction(write, `team:${gameId}`, committed);
  }
}
