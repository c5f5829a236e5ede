import type { Statement } from 'better-sqlite3';
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';
import type { AchievementConfirmation, AgreedAchievement } from '../formats/achievements.js';

const MIGRATIONS = [
  `CREATE TABLE achievement_confirmations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    match_id TEXT NOT NULL,
    after_seq INTEGER NOT NULL,
    achievement TEXT NOT NULL,
    player TEXT NOT NULL CHECK (player IN ('p1', 'p2')),
    pokemon TEXT NOT NULL,
    confirmed_by TEXT NOT NULL,
    confirmed_at TEXT NOT NULL
  ) STRICT`,
  'CREATE INDEX achievement_confirmations_match ON achievement_confirmations (match_id, id)',
  `CREATE TABLE achievement_agreements (
    match_id TEXT PRIMARY KEY,
    achievements TEXT NOT NULL,
    agreed_by TEXT NOT NULL,
    agreed_at TEXT NOT NULL
  ) STRICT`,
];

export interface ConfirmationRow {
  after_seq: number;
  achievement: AchievementConfirmation['achievement'];
  player: 'p1' | 'p2';
  pokemon: string;
  confirmed_by: string;
}

/** What the match log cannot reproduce of 003 "Erfolge": the players' agreement on what counts and their confirmations. */
@Injectable()
export class AchievementsRepository {
  /** Prepared once: read on every state change of a followed match. */
  private confirmationsSince: Statement<[string, number], ConfirmationRow> | undefined;

  constructor(@Inject(DATABASE) private readonly db: Db) {}

  migrate(): void {
    migrate(this.db, 'achievements', MIGRATIONS);
  }

  addConfirmation(matchId: string, afterSeq: number, confirmation: Omit<AchievementConfirmation, 'confirmedBy'>, confirmedBy: string, at: Date): void {
    this.db
      .prepare(
        `INSERT INTO achievement_confirmations (match_id, after_seq, achievement, player, pokemon, confirmed_by, confirmed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(matchId, afterSeq, confirmation.achievement, confirmation.player, confirmation.pokemon, confirmedBy, at.toISOString());
  }

  /** The match's confirmations in the order they were made, after the first `skip`. */
  confirmations(matchId: string, skip: number): ConfirmationRow[] {
    this.confirmationsSince ??= this.db.prepare(
      'SELECT after_seq, achievement, player, pokemon, confirmed_by FROM achievement_confirmations WHERE match_id = ? ORDER BY id LIMIT -1 OFFSET ?',
    ) as Statement<[string, number], ConfirmationRow>;
    return this.confirmationsSince.all(matchId, skip);
  }

  saveAgreement(matchId: string, achievements: readonly AgreedAchievement[], agreedBy: string, at: Date): void {
    this.db
      .prepare(
        `INSERT INTO achievement_agreements (match_id, achievements, agreed_by, agreed_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (match_id) DO UPDATE SET achievements = excluded.achievements, agreed_by = excluded.agreed_by, agreed_at = excluded.agreed_at`,
      )
      .run(matchId, JSON.stringify(achievements), agreedBy, at.toISOString());
  }

  /** The agreement stored for the match; undefined when the players made none. */
  agreement(matchId: string): AgreedAchievement[] | undefined {
    const stored = this.db.prepare('SELECT achievements FROM achievement_agreements WHERE match_id = ?').pluck().get(matchId) as string | undefined;
    return stored === undefined ? undefined : (JSON.parse(stored) as AgreedAchievement[]);
  }
}
