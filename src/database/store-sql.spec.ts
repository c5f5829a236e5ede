import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { numbered, openStoreSql } from './store-sql.js';

describe('a plain store on either engine', () => {
  it("writes one statement for both: PostgreSQL gets `?` as numbered parameters", () => {
    expect(numbered('SELECT * FROM t WHERE a = ? AND b IN (?, ?)')).toBe('SELECT * FROM t WHERE a = $1 AND b IN ($2, $3)');
  });

  it('migrates on SQLite with the same versions it keeps for PostgreSQL, once', () => {
    const db = new Database(':memory:');
    const migrations = { sqlite: ['CREATE TABLE t (a TEXT PRIMARY KEY) STRICT'], postgres: ['CREATE TABLE t (a TEXT PRIMARY KEY)'] };
    const sql = openStoreSql(db, null, 'component', migrations);
    sql.transaction(() => sql.run('INSERT INTO t (a) VALUES (?)', ['x']), undefined, () => true);
    openStoreSql(db, null, 'component', migrations);
    expect(sql.all('SELECT a FROM t')).toEqual([{ a: 'x' }]);
    expect(db.prepare("SELECT version FROM schema_versions WHERE component = 'component'").pluck().get()).toBe(1);
  });

  it('runs a transaction all or nothing: a body that throws leaves no row of it', () => {
    const sql = openStoreSql(new Database(':memory:'), null, 'component', { sqlite: ['CREATE TABLE t (a TEXT PRIMARY KEY) STRICT'], postgres: ['CREATE TABLE t (a TEXT PRIMARY KEY)'] });
    const written = () => true;
    sql.transaction(() => sql.run('INSERT INTO t (a) VALUES (?)', ['kept']), undefined, written);
    expect(() =>
      sql.transaction(
        () => {
          sql.run('INSERT INTO t (a) VALUES (?)', ['lost']);
          sql.run('INSERT INTO t (a) VALUES (?)', ['kept']);
        },
        undefined,
        written,
      ),
    ).toThrow(/UNIQUE/);
    expect(sql.all('SELECT a FROM t')).toEqual([{ a: 'kept' }]);
  });

  it('writes only inside a transaction, where a COMMIT whose answer was lost is checked rather than sent again', () => {
    const sql = openStoreSql(new Database(':memory:'), null, 'component', { sqlite: ['CREATE TABLE t (a TEXT PRIMARY KEY) STRICT'], postgres: ['CREATE TABLE t (a TEXT PRIMARY KEY)'] });
    expect(() => sql.run('INSERT INTO t (a) VALUES (?)', ['x'])).toThrow('A store writes inside transaction() only: INSERT INTO t (a) VALUES (?)');
    expect(() => sql.get('INSERT INTO t (a) VALUES (?) RETURNING a', ['x'])).toThrow(/inside transaction\(\) only/);
    expect(() => sql.all('DELETE FROM t RETURNING a')).toThrow(/inside transaction\(\) only/);
    expect(sql.transaction(() => sql.get('INSERT INTO t (a) VALUES (?) RETURNING a', ['x']), undefined, () => true)).toEqual({ a: 'x' });
    expect(sql.all('SELECT a FROM t')).toEqual([{ a: 'x' }]);
  });

  it('refuses migrations that would leave the engines at different versions', () => {
    expect(() => openStoreSql(new Database(':memory:'), null, 'component', { sqlite: ['SELECT 1', 'SELECT 2'], postgres: ['SELECT 1'] })).toThrow(/differ in length/);
  });
});
