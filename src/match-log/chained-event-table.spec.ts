import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ChainedEventTable, chainedEventTableSql, endedOnceTriggersSql } from './chained-event-table.js';
import { StaleAppendError } from './match-log.errors.js';

const NAME = { table: 'toy_events', idColumn: 'toy_id', header: 'toys', noun: 'toy' } as const;

function toyLog() {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE toys (toy_id TEXT PRIMARY KEY, genesis_hash TEXT NOT NULL, ended_at TEXT) STRICT; ${chainedEventTableSql(NAME)}`);
  db.prepare("INSERT INTO toys (toy_id, genesis_hash) VALUES ('t', 'genesis')").run();
  const chain = new ChainedEventTable(db, NAME, () => new Date('2026-11-25T19:00:00Z'));
  chain.start('t', 'genesis', 'ann', [{ n: 1 }, { n: 2 }]);
  return { db, chain };
}

describe('the chained event table every log of the hub writes, and its append-only guard', () => {
  it('chains each appended row to the one before, from the genesis, and reads them back from a seq', () => {
    const { chain } = toyLog();
    chain.append('t', 2, 'bob', [{ n: 3 }], () => 'genesis');
    const rows = chain.read<{ n: number }>('t');
    expect(rows.map((r) => [r.seq, r.event.n])).toEqual([[1, 1], [2, 2], [3, 3]]);
    expect(rows[0]?.prevHash).toBe('genesis');
    expect(rows.slice(1).map((r) => r.prevHash)).toEqual(rows.slice(0, 2).map((r) => r.hash));
    expect(chain.read('t', 3).map((r) => r.seq)).toEqual([3]);
    expect(chain.headOf('t')).toEqual({ seq: 3, hash: rows[2]?.hash });
  });

  it('refuses an append made against an older seq, and writes nothing', () => {
    const { chain } = toyLog();
    expect(() => chain.append('t', 1, 'bob', [{ n: 9 }], () => 'genesis')).toThrow(StaleAppendError);
    expect(chain.read('t')).toHaveLength(2);
  });

  it('the triggers refuse an update, a delete, a row that is not the next link, and any row once the log is closed', () => {
    const { db, chain } = toyLog();
    const head = chain.headOf('t')!;
    const insert = db.prepare("INSERT INTO toy_events (toy_id, seq, actor, at, event, prev_hash, hash) VALUES ('t', ?, 'x', 'now', '{}', ?, 'h')");
    expect(() => db.prepare("UPDATE toy_events SET event = '{}' WHERE seq = 1").run()).toThrow(/toy_events is append-only: rows are never updated/);
    expect(() => db.prepare('DELETE FROM toy_events WHERE seq = 2').run()).toThrow(/toy_events is append-only: rows are never deleted/);
    expect(() => insert.run(4, head.hash)).toThrow(/toy_events: only the next seq of an open toy/);
    expect(() => insert.run(3, 'f'.repeat(64))).toThrow(/only the next seq/);
    db.prepare("UPDATE toys SET ended_at = 'now' WHERE toy_id = 't'").run();
    expect(() => insert.run(3, head.hash)).toThrow(/only the next seq of an open toy/);
  });

  it('closes a log by the condition its owner gives', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE toys (toy_id TEXT PRIMARY KEY, genesis_hash TEXT NOT NULL, locked INTEGER NOT NULL DEFAULT 0) STRICT;
      ${chainedEventTableSql({ ...NAME, closedWhen: '(SELECT locked FROM toys WHERE toy_id = NEW.toy_id) = 1' })}`);
    db.prepare("INSERT INTO toys (toy_id, genesis_hash) VALUES ('t', 'genesis')").run();
    const chain = new ChainedEventTable(db, NAME, () => new Date());
    chain.append('t', 0, 'ann', [{ n: 1 }], () => 'genesis');
    db.prepare("UPDATE toys SET locked = 1 WHERE toy_id = 't'").run();
    expect(() => chain.append('t', 1, 'ann', [{ n: 2 }], () => 'genesis')).toThrow(/only the next seq of an open toy/);
  });

  it("guards the owner's table of logs: its end is set once, nothing else of a row changes, no row is deleted", () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE toys (toy_id TEXT PRIMARY KEY, name TEXT NOT NULL, ended_at TEXT) STRICT; ${endedOnceTriggersSql('toys', ['toy_id', 'name'])}`);
    db.prepare("INSERT INTO toys (toy_id, name) VALUES ('t', 'Toy')").run();
    expect(() => db.prepare("UPDATE toys SET name = 'Other' WHERE toy_id = 't'").run()).toThrow(/toys: only ended_at may be set, and only once/);
    db.prepare("UPDATE toys SET ended_at = 'now' WHERE toy_id = 't'").run();
    expect(() => db.prepare("UPDATE toys SET ended_at = 'later' WHERE toy_id = 't'").run()).toThrow(/only once/);
    expect(() => db.prepare("DELETE FROM toys WHERE toy_id = 't'").run()).toThrow(/toys: rows are never deleted/);
  });
});
