import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database/database.tokens.js';
import { openDatabase } from '../database/open-database.js';
import { canonicalJson } from './canonical-json.js';
import { genesisHash } from './hash-chain.js';
import { migrate } from '../database/migrate.js';
import { MatchAlreadyExistsError, MatchEndedError, MatchNotEndedError, MatchNotFoundError, StaleAppendError } from './match-log.errors.js';
import { MATCH_LOG_COMPONENT, MATCH_LOG_MIGRATIONS } from './match-log.migrations.js';
import { nodeSha256Hex } from './node-sha256.js';
import { SqliteMatchLog } from './sqlite-match-log.js';
import { verifyExport } from './verify-export.js';

const MATCH = { matchId: 'm-1', tableId: 'demo', startedAt: '2026-11-22T10:00:00.000Z', profile: 'sv', format: 'standard' };
const t0 = Date.parse('2026-11-22T10:00:05.000Z');

let dir: string;
let db: Db;
let log: SqliteMatchLog;
let clock: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-log-'));
  db = openDatabase(join(dir, 'mirrormat.db'));
  clock = t0;
  log = SqliteMatchLog.open(db, { now: () => new Date((clock += 1000)) });
  log.createMatch(MATCH);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = () => db.prepare('SELECT count(*) FROM match_events').pluck().get();

describe('appending', () => {
  it('numbers events 1, 2, 3 and chains each hash to the one before, from the match genesis', () => {
    log.append('m-1', 0, 'p1', [{ type: 'PokemonBenched', card: 'sv1-1' }]);
    log.append('m-1', 1, 'p2', [{ type: 'EnergyAttached' }, { type: 'TurnEnded' }]);
    const events = log.read('m-1');
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3]);
    let prev = genesisHash(MATCH, nodeSha256Hex);
    for (const e of events) {
      expect(e.prevHash).toBe(prev);
      expect(e.hash).toBe(nodeSha256Hex(prev + canonicalJson({ seq: e.seq, actor: e.actor, at: e.at, event: e.event })));
      prev = e.hash;
    }
    expect(log.head('m-1')).toEqual({ seq: 3, hash: prev });
  });

  it('stamps one time on every event of an append and returns the rows as stored', () => {
    const rows = log.append('m-1', 0, 'judge:Anna', [{ b: 1, a: undefined }, { c: 'é' }]);
    expect(rows.map((r) => r.at)).toEqual(['2026-11-22T10:00:06.000Z', '2026-11-22T10:00:06.000Z']);
    expect(rows[0]?.event).toStrictEqual({ b: 1 });
    expect(log.read('m-1')).toEqual(rows);
  });

  it('a stale append (made against an older seq) is refused with a typed error, and writes nothing', () => {
    log.append('m-1', 0, 'p1', [{ n: 1 }, { n: 2 }]);
    expect(() => log.append('m-1', 1, 'p2', [{ n: 3 }])).toThrow(new StaleAppendError('m-1', 1, 2));
    expect(() => log.append('m-1', 5, 'p2', [{ n: 3 }])).toThrow(StaleAppendError);
    expect(count()).toBe(2);
  });

  it('an event that is not JSON refuses the whole append: nothing of it is written', () => {
    expect(() => log.append('m-1', 0, 'p1', [{ ok: 1 }, { bad: Number.NaN }])).toThrow(/not JSON at \$\.bad/);
    expect(count()).toBe(0);
  });

  it('refuses an unknown match, an ended match and an empty actor', () => {
    expect(() => log.append('nope', 0, 'p1', [{}])).toThrow(MatchNotFoundError);
    expect(() => log.append('m-1', 0, '', [{}])).toThrow(/actor/);
    log.endMatch('m-1', '2026-11-22T11:00:00.000Z');
    expect(() => log.append('m-1', 0, 'p1', [{}])).toThrow(MatchEndedError);
    expect(count()).toBe(0);
  });

  it('the same match cannot be created twice', () => {
    expect(() => log.createMatch(MATCH)).toThrow(MatchAlreadyExistsError);
  });

  it('whatever sequence of appends and stale appends, the log stays a gapless verified chain', () => {
    let run = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -1, max: 1 }), fc.array(fc.jsonValue(), { maxLength: 3 })), { maxLength: 15 }), (steps) => {
        const id = `prop-${(run += 1)}`;
        log.createMatch({ ...MATCH, matchId: id });
        for (const [drift, events] of steps) {
          const seq = log.head(id).seq + drift;
          try {
            log.append(id, seq, 'p1', events);
          } catch (error) {
            if (!(error instanceof StaleAppendError) && !/expectedSeq/.test(String(error))) throw error;
          }
        }
        const rows = log.read(id);
        rows.forEach((row, i) => {
          expect(row.seq).toBe(i + 1);
          expect(row.prevHash).toBe(i === 0 ? genesisHash({ ...MATCH, matchId: id }, nodeSha256Hex) : rows[i - 1]?.hash);
        });
      }),
      { numRuns: 50 },
    );
  });
});

describe('the database refuses to change history', () => {
  beforeEach(() => log.append('m-1', 0, 'p1', [{ n: 1 }, { n: 2 }]));

  it('UPDATE of an event raises', () => {
    expect(() => db.prepare("UPDATE match_events SET event = '{\"n\":9}' WHERE seq = 1").run()).toThrow(/append-only: rows are never updated/);
  });

  it('DELETE of an event raises', () => {
    expect(() => db.prepare('DELETE FROM match_events WHERE seq = 2').run()).toThrow(/append-only: rows are never deleted/);
    expect(count()).toBe(2);
  });

  it('an INSERT that skips a seq or breaks the chain raises', () => {
    const insert = db.prepare("INSERT INTO match_events VALUES ('m-1', ?, 'p1', 'now', '{}', ?, 'x')");
    const head = log.head('m-1');
    expect(() => insert.run(4, head.hash)).toThrow(/only the next seq/);
    expect(() => insert.run(3, 'f'.repeat(64))).toThrow(/only the next seq/);
  });

  it('a match cannot be deleted, nor its identity changed, nor ended twice, nor its end undone in place', () => {
    expect(() => db.prepare('DELETE FROM matches').run()).toThrow(/never deleted/);
    expect(() => db.prepare("UPDATE matches SET table_id = 'other'").run()).toThrow(/rows never change/);
    log.endMatch('m-1', '2026-11-22T11:00:00.000Z');
    expect(() => log.endMatch('m-1', '2026-11-22T12:00:00.000Z')).toThrow(MatchEndedError);
    expect(() => db.prepare('DELETE FROM match_lifecycle').run()).toThrow(/never deleted/);
    expect(() => db.prepare("UPDATE match_lifecycle SET kind = 'reopened'").run()).toThrow(/never updated/);
    // A reopening written past the log's API still needs a judge, a reason and the next seq.
    const reopen = db.prepare("INSERT INTO match_lifecycle (match_id, n, kind, at, seq, judge, reason, to_seq) VALUES ('m-1', 2, 'reopened', 'now', ?, ?, 'r', 0)");
    expect(() => reopen.run(log.head('m-1').seq + 1, null)).toThrow(/CHECK constraint/);
    expect(() => reopen.run(5, 'Anna')).toThrow(/in turn/);
  });
});

describe('matches', () => {
  it('lists the unfinished ones, which the hub resumes on boot, and filters by table', () => {
    log.createMatch({ ...MATCH, matchId: 'm-2', startedAt: '2026-11-22T10:30:00.000Z' });
    log.createMatch({ ...MATCH, matchId: 'm-3', tableId: 'store-1', startedAt: '2026-11-22T10:10:00.000Z' });
    log.endMatch('m-1', '2026-11-22T11:00:00.000Z');
    expect(log.listMatches({ unfinished: true }).map((m) => m.matchId)).toEqual(['m-3', 'm-2']);
    expect(log.listMatches({ tableId: 'demo' })).toEqual([
      { ...MATCH, endedAt: '2026-11-22T11:00:00.000Z' },
      { ...MATCH, matchId: 'm-2', startedAt: '2026-11-22T10:30:00.000Z' },
    ]);
    expect(log.listMatches()).toHaveLength(3);
  });

  it('survive closing and reopening the database', () => {
    log.append('m-1', 0, 'p1', [{ n: 1 }]);
    db.close();
    db = openDatabase(join(dir, 'mirrormat.db'));
    log = SqliteMatchLog.open(db);
    expect(log.read('m-1').map((e) => e.event)).toEqual([{ n: 1 }]);
    expect(log.getMatch('m-1')).toEqual(MATCH);
  });

  it('read from a seq returns the tail, for replay after a snapshot', () => {
    log.append('m-1', 0, 'p1', [{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(log.read('m-1', 3).map((e) => e.seq)).toEqual([3]);
    expect(() => log.read('nope')).toThrow(MatchNotFoundError);
  });
});

describe('reopening a finished match by a judge\'s restore', () => {
  const NOTE = { judge: 'Anna', reason: 'the Knock Out was miscounted', toSeq: 1 };
  const restoreEvent = { type: 'JudgeRestored', judge: 'Anna', reason: 'the Knock Out was miscounted', toSeq: 1 };

  function endedMatch(): void {
    log.append('m-1', 0, 'p1', [{ type: 'TurnEnded' }, { type: 'GameWon', winner: 'p1' }]);
    log.endMatch('m-1', '2026-11-22T11:00:00.000Z');
  }

  it('appends the restore to the chain and runs the match again: listed unfinished, the end and the reopening both kept', () => {
    endedMatch();
    const rows = log.reopen('m-1', 2, 'judge:Anna', [restoreEvent], NOTE);
    expect(rows.map((r) => r.seq)).toEqual([3]);
    expect(rows[0]?.prevHash).toBe(log.read('m-1', 2)[0]?.hash);
    expect(log.listMatches({ unfinished: true }).map((m) => m.matchId)).toEqual(['m-1']);
    expect(log.getMatch('m-1')).toEqual({
      ...MATCH,
      reopenings: [{ endedAt: '2026-11-22T11:00:00.000Z', at: rows[0]?.at, judge: 'Anna', reason: NOTE.reason, toSeq: 1, seq: 3 }],
    });
    log.append('m-1', 3, 'p2', [{ type: 'TurnEnded' }]);
    expect(log.head('m-1').seq).toBe(4);
  });

  it('the reopened match can end again, and be reopened again: every end and reopening stays', () => {
    endedMatch();
    log.reopen('m-1', 2, 'judge:Anna', [restoreEvent], NOTE);
    log.endMatch('m-1', '2026-11-22T11:30:00.000Z');
    expect(log.getMatch('m-1')?.endedAt).toBe('2026-11-22T11:30:00.000Z');
    expect(() => log.append('m-1', 3, 'p1', [{}])).toThrow(MatchEndedError);
    log.reopen('m-1', 3, 'judge:Ben', [{ ...restoreEvent, judge: 'Ben', toSeq: 2 }], { ...NOTE, judge: 'Ben', toSeq: 2 });
    expect(log.getMatch('m-1')?.reopenings?.map((r) => [r.judge, r.endedAt, r.seq])).toEqual([
      ['Anna', '2026-11-22T11:00:00.000Z', 3],
      ['Ben', '2026-11-22T11:30:00.000Z', 4],
    ]);
    expect(log.getMatch('m-1')?.endedAt).toBeUndefined();
  });

  it('refuses to reopen a running match, a stale or empty reopening, and one without a judge: nothing is written', () => {
    log.append('m-1', 0, 'p1', [{ type: 'TurnEnded' }]);
    expect(() => log.reopen('m-1', 1, 'judge:Anna', [restoreEvent], NOTE)).toThrow(MatchNotEndedError);
    log.endMatch('m-1', '2026-11-22T11:00:00.000Z');
    expect(() => log.reopen('m-1', 0, 'judge:Anna', [restoreEvent], { ...NOTE, toSeq: 0 })).toThrow(StaleAppendError);
    expect(() => log.reopen('m-1', 1, 'judge:Anna', [], NOTE)).toThrow(/at least one event/);
    expect(() => log.reopen('m-1', 1, 'judge:Anna', [restoreEvent], { ...NOTE, judge: '' })).toThrow(/judge and a reason/);
    expect(() => log.reopen('m-1', 1, 'judge:Anna', [restoreEvent], { ...NOTE, toSeq: 2 })).toThrow(/toSeq/);
    expect(count()).toBe(1);
    expect(log.listMatches({ unfinished: true })).toEqual([]);
  });

  it('the export shows the end and the reopening, and verifies; a forged reopening in the header does not', () => {
    endedMatch();
    log.reopen('m-1', 2, 'judge:Anna', [restoreEvent], NOTE);
    const lines = log.exportLines('m-1');
    const header = JSON.parse(lines[0] ?? '') as { match: { reopenings: unknown[] } };
    expect(header.match.reopenings).toHaveLength(1);
    expect(verifyExport(lines.join('\n'), { sha256: nodeSha256Hex })).toMatchObject({ ok: true, events: 3 });
    const forged = { ...header, match: { ...header.match, reopenings: [{ ...(header.match.reopenings[0] as object), judge: 'Mallory' }] } };
    const result = verifyExport([canonicalJson(forged), ...lines.slice(1)].join('\n'), { sha256: nodeSha256Hex });
    expect(result.problems).toEqual([expect.objectContaining({ seq: 3, message: expect.stringContaining('Mallory reopened the match here') })]);
  });
});

describe('what closed a match', () => {
  it('is kept with its end when not the rules, and gone when a judge reopens the match', () => {
    log.append('m-1', 0, 'p1', [{ n: 1 }]);
    log.endMatch('m-1', '2026-11-22T11:00:00.000Z', 'organiser');
    expect(SqliteMatchLog.open(db).getMatch('m-1')).toMatchObject({ endedAt: '2026-11-22T11:00:00.000Z', endedBy: 'organiser' });
    log.reopen('m-1', 1, 'judge:Anna', [{ n: 2 }], { judge: 'Anna', reason: 'ended at the wrong table', toSeq: 0 });
    log.endMatch('m-1', '2026-11-22T11:30:00.000Z');
    expect(log.getMatch('m-1')).not.toHaveProperty('endedBy');
    expect(() => db.prepare("INSERT INTO match_lifecycle (match_id, n, kind, at, seq, ended_by) VALUES ('m-1', 4, 'reopened', 'now', 3, 'time')").run()).toThrow(/CHECK constraint/);
  });

  it('is absent from an end a read-only tool reads in a version 2 file', () => {
    const old = openDatabase(join(dir, 'v2.db'));
    migrate(old, MATCH_LOG_COMPONENT, MATCH_LOG_MIGRATIONS.slice(0, 2));
    old.prepare("INSERT INTO matches VALUES ('a', 'demo', '2026-11-22T10:00:00.000Z', 'sv', 'standard', ?)").run('0'.repeat(64));
    old.prepare("INSERT INTO match_lifecycle (match_id, n, kind, at, seq) VALUES ('a', 1, 'ended', '2026-11-22T11:00:00.000Z', 0)").run();
    expect(SqliteMatchLog.attach(old).getMatch('a')).toEqual({ matchId: 'a', tableId: 'demo', startedAt: '2026-11-22T10:00:00.000Z', endedAt: '2026-11-22T11:00:00.000Z', profile: 'sv', format: 'standard' });
    old.close();
  });
});

describe('upgrading a version 1 database', () => {
  it('keeps each ended match ended, with its end time, and each unfinished one running', () => {
    const old = openDatabase(join(dir, 'v1.db'));
    migrate(old, MATCH_LOG_COMPONENT, MATCH_LOG_MIGRATIONS.slice(0, 1));
    old.prepare("INSERT INTO matches VALUES ('a', 'demo', '2026-11-22T10:00:00.000Z', NULL, 'sv', 'standard', ?)").run('0'.repeat(64));
    old.prepare("INSERT INTO matches VALUES ('b', 'demo', '2026-11-22T10:05:00.000Z', NULL, 'sv', 'standard', ?)").run('0'.repeat(64));
    old.prepare("INSERT INTO match_events VALUES ('a', 1, 'p1', 'now', '{}', ?, ?)").run('0'.repeat(64), '1'.repeat(64));
    old.prepare("UPDATE matches SET ended_at = '2026-11-22T11:00:00.000Z' WHERE match_id = 'a'").run();
    const upgraded = SqliteMatchLog.open(old);
    expect(upgraded.getMatch('a')?.endedAt).toBe('2026-11-22T11:00:00.000Z');
    expect(upgraded.listMatches({ unfinished: true }).map((m) => m.matchId)).toEqual(['b']);
    expect(() => upgraded.append('a', 1, 'p1', [{}])).toThrow(MatchEndedError);
    old.close();
  });
});

describe('snapshots', () => {
  it('the latest snapshot is returned with the seq and hash it was taken at', () => {
    const rows = log.append('m-1', 0, 'p1', [{ n: 1 }, { n: 2 }]);
    expect(log.latestSnapshot('m-1')).toBeUndefined();
    log.saveSnapshot('m-1', 1, { score: 1 });
    log.saveSnapshot('m-1', 2, { score: 2 });
    expect(log.latestSnapshot('m-1')).toEqual({ seq: 2, hash: rows[1]?.hash, state: { score: 2 } });
  });

  it('refuses a snapshot of a seq the log does not have', () => {
    expect(() => log.saveSnapshot('m-1', 1, {})).toThrow(/no event with seq 1/);
  });
});

describe('the stored chain checked by the hub itself', () => {
  it('holds for a log as written, and names the entry of a row edited in place in SQLite', () => {
    log.append('m-1', 0, 'p1', [{ type: 'A', n: 1 }, { type: 'B', n: 2 }, { type: 'C', n: 3 }]);
    expect(log.verifyChain('m-1')).toBeNull();
    // Someone with the file drops the trigger that keeps rows as written, and changes a play.
    db.exec('DROP TRIGGER match_events_no_update');
    db.prepare("UPDATE match_events SET event = json('{\"type\":\"B\",\"n\":20}') WHERE match_id = 'm-1' AND seq = 2").run();
    expect(log.verifyChain('m-1')).toMatch(/^entry 2: /);
  });
});
