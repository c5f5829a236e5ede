import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { verifyExport } from '../match-log/verify-export.js';
import type { LeagueFact } from './league-fact.js';
import { LeagueLogRepository } from './league-log.repository.js';

// The event log is the match log's hash chain in tables of its own, guarded by the same triggers.

const created: LeagueFact = { type: 'EventCreated', eventId: 'e1', name: 'League night', date: '2026-11-25', format: 'standard', profile: 'sv', bestOf: 1, roundMinutes: 30, rounds: 3, tableIds: [] };
const registered: LeagueFact = { type: 'PlayerRegistered', playerId: 'P1', name: 'Ana', playId: null, deckRegistrationId: null, firstRound: 1 };

function open() {
  const db = new Database(':memory:');
  return { db, log: LeagueLogRepository.open(db, { now: () => new Date('2026-11-25T18:00:00.000Z') }) };
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
