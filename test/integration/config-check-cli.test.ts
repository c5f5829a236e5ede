import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** node dist/cli/config-check.js: validate a config file from the command line. */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(repo, 'dist/cli/config-check.js');

let dir = '';
beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build first (npm test does)`);
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-config-check-'));
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('config-check', () => {
  it('accepts the shipped example and summarises it', () => {
    const result = run([join(repo, 'mirrormat.example.yaml')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('tables: demo (7 zones, coin flipper), store-1 (9 zones, coin flipper)');
  });

  it('refuses a bad file with one line per problem and exit code 1', () => {
    writeFileSync(join(dir, 'mirrormat.yaml'), 'auth:\n  adminToken: a-long-admin-token-123\ntables:\n  - { id: T1, name: One }\n');
    const result = run([]);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe('mirrormat.yaml: tables[0].id: expected lower-case letters, digits and "-", at most 32 characters, got "T1" (line 4)\n');
  });

  it('applies env overrides as the hub would, and names them', () => {
    writeFileSync(join(dir, 'mirrormat.yaml'), 'auth:\n  adminToken: a-long-admin-token-123\ntables:\n  - { id: t1, name: One }\n');
    const result = run(['--config', 'mirrormat.yaml'], { MIRRORMAT__HTTP__PORT: '9000' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('http: 0.0.0.0:9000');
    expect(result.stdout).toContain('overridden from the environment: MIRRORMAT__HTTP__PORT');
  });
});
