import { describe, expect, it } from 'vitest';
import { MATCH_LOG_MIGRATIONS, MATCH_LOG_POSTGRES_MIGRATIONS } from './match-log.migrations.js';

describe('the match log migrations', () => {
  it('reach the same version on SQLite and PostgreSQL: a schema change is one step in each list', () => {
    expect(MATCH_LOG_POSTGRES_MIGRATIONS).toHaveLength(MATCH_LOG_MIGRATIONS.length);
  });

  it('guard the chained table on PostgreSQL as on SQLite: no update, no delete, no truncate, only the next seq', () => {
    const sql = MATCH_LOG_POSTGRES_MIGRATIONS.join('\n');
    for (const trigger of ['match_events_append_only', 'match_events_no_update', 'match_events_no_delete', 'match_events_no_truncate', 'matches_no_update', 'matches_no_delete']) {
      expect(sql).toContain(`CREATE TRIGGER ${trigger} `);
    }
  });
});
