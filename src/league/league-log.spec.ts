import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { verifyExport } from '../match-log/verify-export.js';
import type { LeagueFact } from './league-fact.js';
import { LEAGUE_LOG_MIGRATIONS, LeagueLog } from './league-log.js';

// The event log is the match log's hash chain in tables of its own, guarded by the same triggers.

const created: LeagueFact = { type: 'EventCreated', eventId: 'e1', name: 'League night', date: '2026-11-25', format: 'standard', profile: 'sv', bestOf: 1, roundMinutes: 30, rounds: 3, tableIds: [] };
const registered: LeagueFact = { type: 'PlayerRegistered', playerId: 'P1', name: 'Ana', playId: null, deckRegistrationId: null, firstRound: 1 };

function open() {
  const db = new Database(':memory:');
  return { db, log: LeagueLog.open(db, null, { now: () => new Date('2026-11-25T18:00:00.000Z') }) };
}

describe('the league event log', () => {
  it('appends facts in a chain the match log\'s verifier accepts', () => {
    const { log } = open();
    log.create(created, 'organiser');
    log.append('e1', 1, 'organiser', [registered]);
    expect(log.read('e1').map((r) => [r.seq, r.actor, r.event.type])).toEqual([[1, 'organiser', 'EventCreated'], [2, 'organiser', 'PlayerRegistered']]);
    expect(verifyExport(log.exportLines('e1', 'standard').join('\n'))).toMatchObject({ ok: true, events: 2 });
  });

  it('refuses to change or delete a fact, or to append out of turn, even in SQL', () => {
    const { db, log } = open();
    log.create(created, 'organiser');
    expect(() => db.prepare("UPDATE league_facts SET actor = 'someone' WHERE seq = 1").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM league_facts').run()).toThrow(/append-only/);
    expect(() => db.prepare("INSERT INTO league_facts (event_id, seq, actor, at, event, prev_hash, hash) VALUES ('e1', 5, 'x', 'now', '{}', 'p', 'h')").run()).toThrow(/only the next seq/);
    expect(() => log.append('e1', 0, 'organiser', [registered])).toThrow();
  });

  it('takes no more facts once the event has ended', () => {
    const { log } = open();
    log.create(created, 'organiser');
    log.end('e1');
    expect(() => log.append('e1', 1, 'organiser', [registered])).toThrow(/only the next seq of an open log/);
  });
});

describe('the league event log on PostgreSQL (test/integration/match-log-postgres.test.ts runs it)', () => {
  it('reaches the same version as on SQLite, with the same guards: no update of a fact, no delete, no truncate, only the next seq, an event ended once', () => {
    expect(LEAGUE_LOG_MIGRATIONS.postgres).toHaveLength(LEAGUE_LOG_MIGRATIONS.sqlite.length);
    const sql = LEAGUE_LOG_MIGRATIONS.postgres.join('\n');
    for (const trigger of ['league_facts_append_only', 'league_facts_no_update', 'league_facts_no_delete', 'league_facts_no_truncate', 'league_events_only_end', 'league_events_no_delete']) {
      expect(sql).toContain(`CREATE TRIGGER ${trigger} `);
    }
  });
});
