import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from './migrate.js';
import { openDatabase } from './open-database.js';

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

  it('a failing migration leaves neither its tables nor a version bump', () => {
    const db = openDatabase(join(dir, 'm.db'));
    expect(() => migrate(db, 'things', ['CREATE TABLE a (x INTEGER) STRICT', 'CREATE TABLE broken ('])).toThrow();
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'a'").pluck().get()).toBe(0);
    expect(db.prepare("SELECT version FROM schema_versions WHERE component = 'things'").pluck().get()).toBeUndefined();
    db.close();
  });
});
