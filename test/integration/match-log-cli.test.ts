import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/database/open-database.js';
import { SqliteMatchLog } from '../../src/match-log/sqlite-match-log.js';

/** node dist/cli/matchlog.js export / verify / list, as a store or a judge runs them. */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(repo, 'dist/cli/matchlog.js');

let dir = '';
let dbFile: string;
let head: { seq: number; hash: string };

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build first (npm test does)`);
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-cli-'));
  dbFile = join(dir, 'mirrormat.db');
  const db = openDatabase(dbFile);
  const log = SqliteMatchLog.open(db);
  log.createMatch({ matchId: 'm-1', tableId: 'demo', startedAt: '2026-11-22T10:00:00.000Z', profile: 'sv', format: 'standard' });
  log.createMatch({ matchId: 'm-2', tableId: 'demo', startedAt: '2026-11-22T10:05:00.000Z', profile: 'sv', format: 'standard' });
  for (let seq = 0; seq < 20; seq++) log.append('m-1', seq, 'p1', [{ type: 'DamageDealt', amount: seq }]);
  log.endMatch('m-2', '2026-11-22T10:40:00.000Z');
  log.createMatch({ matchId: 'm-3', tableId: 'demo', startedAt: '2026-11-22T11:00:00.000Z', profile: 'sv', format: 'standard' });
  log.append('m-3', 0, 'p1', [{ type: 'GameWon', winner: 'p1' }]);
  log.endMatch('m-3', '2026-11-22T11:10:00.000Z');
  log.reopen('m-3', 1, 'judge:Anna', [{ type: 'JudgeRestored', toSeq: 0 }], { judge: 'Anna', reason: 'no Knock Out', toSeq: 0 });
  head = log.head('m-1');
  db.close();
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function exportTo(name: string): string {
  const out = join(dir, name);
  expect(run('export', 'm-1', '--db', dbFile, '--out', out).code).toBe(0);
  return out;
}

describe('matchlog CLI', () => {
  it('export then verify: OK, with the hash a judge compares with the hub', () => {
    const file = exportTo('m-1.jsonl');
    const result = run('verify', file);
    expect(result).toMatchObject({
      code: 0,
      stdout: `${file}: OK: match m-1 (table demo), 20 events, last hash ${head.hash} (compare it with the hash the hub shows, or pass --hash)\n`,
    });
    expect(run('verify', file, '--hash', head.hash).stdout).toContain(`last hash ${head.hash}, as expected`);
  });

  it('--hash refuses a self-consistent export of another log', () => {
    const file = exportTo('m-1-other.jsonl');
    const result = run('verify', file, '--hash', 'f'.repeat(64));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`seq 20: the log ends on hash ${head.hash}, not the expected ${'f'.repeat(64)}: this is not the log the hub showed`);
  });

  it('export to stdout is the same JSON Lines', () => {
    const file = exportTo('m-1-again.jsonl');
    const stdout = run('export', 'm-1', '--db', dbFile).stdout;
    const withoutTime = (text: string) => text.replace(/"exportedAt":"[^"]+"/, '');
    expect(withoutTime(stdout)).toBe(withoutTime(readFileSync(file, 'utf8')));
  });

  it('a tampered line fails verification at its seq, exit code 1', () => {
    const file = exportTo('tampered.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[13] = (lines[13] ?? '').replace('"amount":12', '"amount":120');
    writeFileSync(file, lines.join('\n'));
    const result = run('verify', file);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${file}: seq 13, line 14: the event, its actor or its time was altered`);
    expect(result.stdout).toContain('FAILED: 1 problem(s)');
  });

  it('a reordered export fails at the moved seq', () => {
    const file = exportTo('reordered.jsonl');
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const [moved] = lines.splice(3, 1);
    lines.splice(15, 0, moved ?? '');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const result = run('verify', file);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${file}: seq 3, line 16: out of order: seq 3 belongs at line 4`);
  });

  it('lists matches with their last seq and hash; --unfinished leaves out ended ones', () => {
    expect(run('list', '--db', dbFile).stdout.trim().split('\n')).toHaveLength(3);
    expect(run('list', '--unfinished', '--db', dbFile).stdout.split('\n')[0]).toBe(`m-1\tdemo\t2026-11-22T10:00:00.000Z\tunfinished\tseq 20\t${head.hash}`);
  });

  it("lists a match a judge's restore reopened as running, with who reopened it, when, and why", () => {
    const line = run('list', '--unfinished', '--db', dbFile).stdout.split('\n').find((l) => l.startsWith('m-3\t'));
    expect(line).toMatch(/^m-3\tdemo\t2026-11-22T11:00:00\.000Z\tunfinished\tseq 2\t[0-9a-f]{64}\treopened \S+ by Anna at seq 2 \(back to 0\): no Knock Out$/);
  });

  it('finds the database through the config file when --db is not given', () => {
    writeFileSync(join(dir, 'mirrormat.yaml'), `dataDir: .\nauth: { adminToken: a-long-admin-token-123 }\ntables: [{ id: demo, name: Demo }]\n`);
    expect(run('list', '--unfinished').stdout).toContain('m-1\tdemo');
  });

  it('an unknown match, a missing database and a bad command fail with a message', () => {
    expect(run('export', 'nope', '--db', dbFile)).toMatchObject({ code: 1, stderr: 'no match nope\n' });
    expect(run('export', 'm-1', '--db', join(dir, 'absent.db'))).toMatchObject({ code: 1, stderr: `${join(dir, 'absent.db')}: no such database file\n` });
    expect(run('frobnicate')).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown command "frobnicate"') });
    expect(run('verify', join(dir, 'absent.jsonl')).code).toBe(1);
  });
});
