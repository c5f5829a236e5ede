import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';
import type { GameMove, GameSetup } from './minigame.js';

const MIGRATIONS = [
  `CREATE TABLE minigames (
    id TEXT PRIMARY KEY,
    setup TEXT NOT NULL,
    token_sha256 TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT`,
  `CREATE TABLE minigame_moves (
    game_id TEXT NOT NULL REFERENCES minigames (id),
    n INTEGER NOT NULL,
    move TEXT NOT NULL,
    played_at TEXT NOT NULL,
    PRIMARY KEY (game_id, n)
  ) STRICT`,
];

export interface StoredGame {
  readonly id: string;
  readonly setup: GameSetup;
  readonly createdAt: string;
  readonly moves: readonly GameMove[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Mini games in the hub's database: the setup and every move (die rolls with their origin), so a restart replays each game. */
@Injectable()
export class MiniGamesRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  open(): void {
    migrate(this.db, 'minigames', MIGRATIONS);
  }

  /** Stores a new game; returns its token (only the hash is kept). */
  create(id: string, setup: GameSetup, createdAt: string): string {
    const token = randomBytes(18).toString('base64url');
    this.db.prepare('INSERT INTO minigames (id, setup, token_sha256, created_at) VALUES (?, ?, ?, ?)').run(id, JSON.stringify(setup), sha256(token).toString('hex'), createdAt);
    return token;
  }

  get(id: string): StoredGame | undefined {
    const row = this.db.prepare('SELECT id, setup, created_at FROM minigames WHERE id = ?').get(id) as { id: string; setup: string; created_at: string } | undefined;
    if (!row) return undefined;
    const moves = this.db.prepare('SELECT move FROM minigame_moves WHERE game_id = ? ORDER BY n').pluck().all(id) as string[];
    return { id: row.id, setup: JSON.parse(row.setup) as GameSetup, createdAt: row.created_at, moves: moves.map((m) => JSON.parse(m) as GameMove) };
  }

  tokenMatches(id: string, token: string): boolean {
    const stored = this.db.prepare('SELECT token_sha256 FROM minigames WHERE id = ?').pluck().get(id) as string | undefined;
    return stored !== undefined && timingSafeEqual(Buffer.from(stored, 'hex'), sha256(token));
  }

  count(): number {
    return this.db.prepare('SELECT COUNT(*) FROM minigames').pluck().get() as number;
  }

  /** Deletes the `n` games played least recently (by their last move, or their start); returns their ids. */
  deleteLeastRecentlyPlayed(n: number): string[] {
    return this.db.transaction(() => {
      const ids = this.db
        .prepare(
          `SELECT g.id FROM minigames g LEFT JOIN minigame_moves m ON m.game_id = g.id
           GROUP BY g.id ORDER BY COALESCE(MAX(m.played_at), g.created_at), g.rowid LIMIT ?`,
        )
        .pluck()
        .all(n) as string[];
      const moves = this.db.prepare('DELETE FROM minigame_moves WHERE game_id = ?');
      const game = this.db.prepare('DELETE FROM minigames WHERE id = ?');
      for (const id of ids) {
        moves.run(id);
        game.run(id);
      }
      return ids;
    })();
  }

  addMove(id: string, n: number, move: GameMove): void {
    this.db.prepare('INSERT INTO minigame_moves (game_id, n, move, played_at) VALUES (?, ?, ?, ?)').run(id, n, JSON.stringify(move), new Date().toISOString());
  }
}
