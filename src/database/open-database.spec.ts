import { closeSync, existsSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from './migrate.js';
import { DatabaseUnusableError, openDatabase } from './open-database.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('openDatabase', () => {
  it('creates the data directory and opens the file in WAL mode with synchronous=FULL', () => {
    const file = join(dir, 'nested', 'data', 'mirrormat.db');
    const db = openDatabase(file);
    expect(existsSync(file)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('can be asked for synchronous=NORMAL (the bench compares both)', () => {
    const db = openDatabase(join(dir, 'normal.db'), { synchronous: 'NORMAL' });
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    db.close();
  });

  it('a data directory that cannot be created names the database file', () => {
    const blocker = join(dir, 'not-a-dir');
    openDatabase(blocker).close();
    expect(() => openDatabase(join(blocker, 'mirrormat.db'))).toThrow(`cannot open the database ${join(blocker, 'mirrormat.db')}: `);
  });

  it('opens read-only only a file that exists', () => {
    expect(() => openDatabase(join(dir, 'absent.db'), { readonly: true })).toThrow();
    openDatabase(join(dir, 'present.db')).close();
    const db = openDatabase(join(dir, 'present.db'), { readonly: true });
    expect(() => db.exec('CREATE TABLE t (x)')).toThrow(/readonly/);
    db.close();
  });
});

/** Migrates `things` to version 1 as migrate() does, and says so (`migrating`) once it holds the write lock. */
const FIRST_MIGRATOR = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.betterSqlite3);
const db = new Database(workerData.file);
db.exec('BEGIN IMMEDIATE');
db.exec('CREATE TABLE IF NOT EXISTS schema_versions (component TEXT PRIMARY KEY, version INTEGER NOT NULL) STRICT');
db.exec('CREATE TABLE a (x INTEGER) STRICT');
db.exec("INSERT INTO schema_versions (component, version) VALUES ('things', 1)");
Atomics.store(workerData.migrating, 0, 1);
Atomics.notify(workerData.migrating, 0);
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
db.exec('COMMIT');
db.close();
`;

describe('migrate', () => {
  const steps = ['CREATE TABLE a (x INTEGER) STRICT', 'CREATE TABLE b (y TEXT) STRICT'];

  it('runs each migration once and records the version per component', () => {
    const db = openDatabase(join(dir, 'm.db'));
    migrate(db, 'things', steps.slice(0, 1));
    migrate(db, 'things', steps);
    migrate(db, 'things', steps);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('a', 'b') ORDER BY name").pluck().all();
    expect(tables).toEqual(['a', 'b']);
    expect(db.prepare("SELECT version FROM schema_versions WHERE component = 'things'").pluck().get()).toBe(2);
    db.close();
  });

  it('refuses a database written by a newer hub', () => {
    const db = openDatabase(join(dir, 'm.db'));
    migrate(db, 'things', steps);
    expect(() => migrate(db, 'things', steps.slice(0, 1))).toThrow(/schema version 2, newer than this hub knows \(1\)/);
    db.close();
  });

  it('a second process starting on the file while another migrates it waits, then finds it migrated', async () => {
    const file = join(dir, 'm.db');
    const first = openDatabase(file);
    migrate(first, 'others', ['CREATE TABLE o (z INTEGER) STRICT']);
    first.close();
    const migrating = new Int32Array(new SharedArrayBuffer(4));
    // The other process (a second hub, a CLI) in a thread of its own: it holds the write lock for 300 ms while it migrates.
    const other = new Worker(FIRST_MIGRATOR, { eval: true, workerData: { file, migrating, betterSqlite3: createRequire(import.meta.url).resolve('better-sqlite3') } });
    const done = new Promise((resolve, reject) => other.once('exit', resolve).once('error', reject));
    Atomics.wait(migrating, 0, 0, 10_000);
    const db = openDatabase(file);
    migrate(db, 'things', steps.slice(0, 1));
    expect(db.prepare("SELECT version FROM schema_versions WHERE component = 'things'").pluck().get()).toBe(1);
    db.close();
    await done;
  });

  it('a failing migration leaves neither its tables nor a version bump', () => {
    const db = openDatabase(join(dir, 'm.db'));
    expect(() => migrate(db, 'things', ['CREATE TABLE a (x INTEGER) STRICT', 'CREATE TABLE broken ('])).toThrow();
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'a'").pluck().get()).toBe(0);
    expect(db.prepare("SELECT version FROM schema_versions WHERE component = 'things'").pluck().get()).toBeUndefined();
    db.close();
  });

  it('refuses a database that existed and is now empty (truncated to 0 bytes), naming it, and leaves it as it is', () => {
    const file = join(dir, 'mirrormat.db');
    writeFileSync(file, '');
    expect(() => openDatabase(file)).toThrow(DatabaseUnusableError);
    expect(() => openDatabase(file)).toThrow(`the database ${file} is empty (0 bytes)`);
    expect(() => openDatabase(file)).toThrow(/restore .* from a backup/);
    expect(statSync(file).size).toBe(0);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('refuses a file that is not a database, and one whose pages are damaged, naming the file', () => {
    const garbage = join(dir, 'garbage.db');
    writeFileSync(garbage, Buffer.alloc(8192, 0x5a));
    expect(() => openDatabase(garbage)).toThrow(`the database ${garbage} is damaged`);

    const damaged = join(dir, 'damaged.db');
    const db = openDatabase(damaged);
    db.exec('CREATE TABLE events (seq INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO events (body) VALUES (?)');
    for (let i = 0; i < 500; i += 1) insert.run(`event ${i} `.repeat(20));
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    // A disk error in the middle of the file: page 3 overwritten.
    const fd = openSync(damaged, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0xff), 0, 4096, 2 * 4096);
    closeSync(fd);
    expect(() => openDatabase(damaged)).toThrow(`the database ${damaged} is damaged`);
  });
});
