import { Inject, Injectable, Optional } from '@nestjs/common';
import { DATABASE, STORE_POSTGRES, type Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { openStoreSql, type StoreSql } from '../database/store-sql.js';
import type { AchievementConfirmation, AgreedAchievement } from '../formats/achievements.js';
import { ACHIEVEMENTS_COMPONENT, ACHIEVEMENTS_MIGRATIONS } from './achievements.migrations.js';

export interface ConfirmationRow {
  after_seq: number;
  achievement: AchievementConfirmation['achievement'];
  player: 'p1' | 'p2';
  pokemon: string;
  confirmed_by: string;
}

/**
 * What the match log cannot reproduce of 003 "Erfolge": the players' agreement on what counts and
 * their confirmations. In the store's PostgreSQL when the config names one, so a player's
 * achievements are the same whichever hub's table they played at; else in the hub's SQLite file.
 */
@Injectable()
export class AchievementsRepository {
  private sql: StoreSql | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Optional() @Inject(STORE_POSTGRES) private readonly postgres: SyncPostgres | null = null,
  ) {}

  migrate(): void {
    this.sql = openStoreSql(this.db, this.postgres, ACHIEVEMENTS_COMPONENT, ACHIEVEMENTS_MIGRATIONS);
  }

  addConfirmation(matchId: string, afterSeq: number, confirmation: Omit<AchievementConfirmation, 'confirmedBy'>, confirmedBy: string, at: Date): void {
    const sql = this.store();
    sql.transaction(
      () =>
        sql.get<{ id: number }>(
          `INSERT INTO achievement_confirmations (match_id, after_seq, achievement, player, pokemon, confirmed_by, confirmed_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          [matchId, afterSeq, confirmation.achievement, confirmation.player, confirmation.pokemon, confirmedBy, at.toISOString()],
        ),
      undefined,
      (row) => row !== undefined && sql.get('SELECT id FROM achievement_confirmations WHERE id = ?', [row.id]) !== undefined,
    );
  }

  /** The match's confirmations in the order they were made, after the first `skip` (a match has a handful). */
  confirmations(matchId: string, skip: number): ConfirmationRow[] {
    return this.store()
      .all<ConfirmationRow>('SELECT after_seq, achievement, player, pokemon, confirmed_by FROM achievement_confirmations WHERE match_id = ? ORDER BY id', [matchId])
      .slice(skip);
  }

  saveAgreement(matchId: string, achievements: readonly AgreedAchievement[], agreedBy: string, at: Date): void {
    const sql = this.store();
    const agreement = { achievements: JSON.stringify(achievements), agreed_by: agreedBy, agreed_at: at.toISOString() };
    sql.transaction(
      () =>
        sql.run(
          `INSERT INTO achievement_agreements (match_id, achievements, agreed_by, agreed_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (match_id) DO UPDATE SET achievements = excluded.achievements, agreed_by = excluded.agreed_by, agreed_at = excluded.agreed_at`,
          [matchId, agreement.achievements, agreement.agreed_by, agreement.agreed_at],
        ),
      undefined,
      () => {
        const stored = sql.get<typeof agreement>('SELECT achievements, agreed_by, agreed_at FROM achievement_agreements WHERE match_id = ?', [matchId]);
        return stored?.achievements === agreement.achievements && stored.agreed_by === agreedBy && stored.agreed_at === agreement.agreed_at;
      },
    );
  }

  /** The agreement stored for the match; undefined when the players made none. */
  agreement(matchId: string): AgreedAchievement[] | undefined {
    const stored = this.store().get<{ achievements: string }>('SELECT achievements FROM achievement_agreements WHERE match_id = ?', [matchId]);
    return stored === undefined ? undefined : (JSON.parse(stored.achievements) as AgreedAchievement[]);
  }

  private store(): StoreSql {
    if (this.sql === undefined) throw new Error('AchievementsRepository.migrate() was not called');
    return this.sql;
  }
}
