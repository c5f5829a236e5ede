import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database/database.tokens.js';
import { openDatabase } from '../database/open-database.js';
import { canonicalJson } from './canonical-json.js';
import { genesisHash } from './hash-chain.js';
import { MatchAlreadyExistsError, MatchEndedError, MatchNotFoundError, StaleAppendError } from './match-log.errors.js';
import { nodeSha256Hex } from './node-sha256.js';
import { SqliteMatchLog } from './sqlite-match-log.js';

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

  it('a match cannot be deleted, nor its identity changed, nor ended twice', () => {
    expect(() => db.prepare('DELETE FROM matches').run()).toThrow(/never deleted/);
    expect(() => db.prepare("UPDATE matches SET table_id = 'other'").run()).toThrow(/only ended_at/);
    log.endMatch('m-1', '2026-11-22T11:00:00.000Z');
    expect(() => db.prepare("UPDATE matches SET ended_at = 'later'").run()).toThrow(/only ended_at/);
    expect(() => log.endMatch('m-1', '2026-11-22T12:00:00.000Z')).toThrow(MatchEndedError);
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
