import type { Statement } from 'better-sqlite3';
import type { Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';
import type { Seat } from '../game-kinds/team/index.js';
import { ChainedEventTable } from '../match-log/chained-event-table.js';
import { TEAM_EVENTS, TEAM_LOG_COMPONENT, TEAM_LOG_MIGRATIONS, TeamLog, type GameRow } from './team-log.js';

/** The team games' log in the hub's SQLite file (team-log.ts): each write one immediate transaction. */
export class TeamLogRepository extends TeamLog {
  private readonly statements;
  protected readonly events: ChainedEventTable;

  private constructor(
    private readonly db: Db,
    now: () => Date,
  ) {
    super();
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

  protected gameRow(gameId: string): GameRow | undefined {
    return this.statements.game.get(gameId);
  }

  protected insertGame(row: Omit<GameRow, 'ended_at'>): void {
    this.statements.insertGame.run(row);
  }

  protected gameRows(unfinished: boolean): GameRow[] {
    return this.statements.list.all({ unfinished: unfinished ? 1 : 0 });
  }

  protected endGame(gameId: string, at: string): void {
    this.statements.end.run(at, gameId);
  }

  protected insertToken(gameId: string, seat: Seat, tokenSha256: string): void {
    this.statements.insertToken.run(gameId, seat, tokenSha256);
  }

  protected tokenRows(gameId: string): { seat: Seat; token_sha256: string }[] {
    return this.statements.tokens.all(gameId);
  }

  protected writing<T>(_gameId: string, write: () => T): T {
    return this.db.transaction(write).immediate();
  }
}
