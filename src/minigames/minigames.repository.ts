import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { DATABASE, STORE_POSTGRES, type Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { openStoreSql, type StoreSql } from '../database/store-sql.js';
import type { GameMove, GameSetup } from './minigame.js';
import { MINIGAMES_COMPONENT, MINIGAMES_MIGRATIONS } from './minigames.migrations.js';

export interface StoredGame {
  readonly id: string;
  readonly setup: GameSetup;
  readonly createdAt: string;
  readonly moves: readonly GameMove[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Mini games: the setup and every move (die rolls with their origin), so a restart replays each
 * game. In the store's PostgreSQL when the config names one, else in the hub's SQLite file.
 */
@Injectable()
export class MiniGamesRepository {
  private sql: StoreSql | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Optional() @Inject(STORE_POSTGRES) private readonly postgres: SyncPostgres | null = null,
  ) {}

  open(): void {
    this.sql = openStoreSql(this.db, this.postgres, MINIGAMES_COMPONENT, MINIGAMES_MIGRATIONS);
  }

  /** Stores a new game; returns its token (only the hash is kept). */
  create(id: string, setup: GameSetup, createdAt: string): string {
    const sql = this.store();
    const token = randomBytes(18).toString('base64url');
    sql.transaction(
      () => sql.run('INSERT INTO minigames (id, setup, token_sha256, created_at) VALUES (?, ?, ?, ?)', [id, JSON.stringify(setup), sha256(token).toString('hex'), createdAt]),
      undefined,
      () => this.tokenMatches(id, token),
    );
    return token;
  }

  get(id: string): StoredGame | undefined {
    const sql = this.store();
    const row = sql.get<{ id: string; setup: string; created_at: string }>('SELECT id, setup, created_at FROM minigames WHERE id = ?', [id]);
    if (!row) return undefined;
    const moves = sql.all<{ move: string }>('SELECT move FROM minigame_moves WHERE game_id = ? ORDER BY n', [id]);
    return { id: row.id, setup: JSON.parse(row.setup) as GameSetup, createdAt: row.created_at, moves: moves.map((m) => JSON.parse(m.move) as GameMove) };
  }

  tokenMatches(id: string, token: string): boolean {
    const stored = this.store().get<{ token_sha256: string }>('SELECT token_sha256 FROM minigames WHERE id = ?', [id]);
    return stored !== undefined && timingSafeEqual(Buffer.from(stored.token_sha256, 'hex'), sha256(token));
  }

  count(): number {
    // PostgreSQL's COUNT is a bigint: a number once read (SyncPostgres), a string to pg's default.
    return Number(this.store().get<{ n: number | string }>('SELECT COUNT(*) AS n FROM minigames')?.n ?? 0);
  }

  /** Deletes the `n` games played least recently (by their last move, or their start); returns their ids. */
  deleteLeastRecentlyPlayed(n: number): string[] {
    const sql = this.store();
    return sql.transaction(
      () => {
        const ids = sql
          .all<{ id: string }>(
            `SELECT g.id FROM minigames g LEFT JOIN minigame_moves m ON m.game_id = g.id
             GROUP BY g.id ORDER BY COALESCE(MAX(m.played_at), g.created_at), g.rowid LIMIT ?`,
            [n],
          )
          .map((row) => row.id);
        for (const id of ids) {
          sql.run('DELETE FROM minigame_moves WHERE game_id = ?', [id]);
          sql.run('DELETE FROM minigames WHERE id = ?', [id]);
        }
        return ids;
      },
      undefined,
      (ids) => ids.every((id) => sql.get('SELECT id FROM minigames WHERE id = ?', [id]) === undefined),
    );
  }

  addMove(id: string, n: number, move: GameMove): void {
    const sql = this.store();
    const stored = JSON.stringify(move);
    sql.transaction(
      () => sql.run('INSERT INTO minigame_moves (game_id, n, move, played_at) VALUES (?, ?, ?, ?)', [id, n, stored, new Date().toISOString()]),
      undefined,
      () => sql.get<{ move: string }>('SELECT move FROM minigame_moves WHERE game_id = ? AND n = ?', [id, n])?.move === stored,
    );
  }

  private store(): StoreSql {
    if (this.sql === undefined) throw new Error('MiniGamesRepository.open() was not called');
    return this.sql;
  }
}
