import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratePostgres } from '../../src/database/postgres/migrate-postgres.js';
import { SyncPostgres } from '../../src/database/postgres/sync-postgres.js';
import { PostgresServer } from '../support/postgres-server.js';

/**
 * Two processes migrating one store's PostgreSQL at once (two hubs starting together, a hub and
 * `catalogue-import`), each bringing its own component up to date on a new store: both create the
 * schema_versions table, and the second must wait for the first rather than fail.
 */
const server = new PostgresServer();
const dir = mkdtempSync(join(tmpdir(), 'mirrormat-migrate-'));
let url = '';

beforeAll(async () => {
  await server.start();
  url = await server.createDatabase('migrations');
});
afterAll(async () => {
  await server.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** The other process: the built hub's migrator, its one step held open for a second. */
function migrateSlowly(): Promise<{ code: number | null; output: string }> {
  const dist = join(import.meta.dirname, '../../dist/database/postgres');
  if (!existsSync(join(dist, 'migrate-postgres.js'))) throw new Error(`${dist} is missing: run npm run build first (npm test does)`);
  const script = `
    const { SyncPostgres } = await import(${JSON.stringify(pathToFileURL(join(dist, 'sync-postgres.js')).href)});
    const { migratePostgres } = await import(${JSON.stringify(pathToFileURL(join(dist, 'migrate-postgres.js')).href)});
    const pg = new SyncPostgres(${JSON.stringify(url)});
    migratePostgres(pg, 'slow', ['CREATE TABLE slow_things (x INTEGER); SELECT pg_sleep(1)']);
    pg.close();`;
  // A file, not -e: a worker thread inherits --input-type=module, and SyncPostgres's worker is CommonJS.
  const file = join(dir, 'migrate-slowly.mjs');
  writeFileSync(file, script);
  const child = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Whether another session is inside the slow step, its transaction open. */
async function slowStepRunning(): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT 1 FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND state = 'active' AND query LIKE '%pg_sleep(1)%'");
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

describe('two processes migrating a new store at once', () => {
  it('the second waits for the first, then records its own version beside it', async () => {
    const other = migrateSlowly();
    await expect.poll(slowStepRunning, { timeout: 20_000, interval: 50 }).toBe(true);

    const pg = new SyncPostgres(url);
    try {
      migratePostgres(pg, 'fast', ['CREATE TABLE fast_things (y INTEGER)']);
      expect(await other).toEqual({ code: 0, output: '' });
      expect(pg.query('SELECT component, version FROM schema_versions ORDER BY component')).toEqual([
        { component: 'fast', version: 1 },
        { component: 'slow', version: 1 },
      ]);
    } finally {
      pg.close();
    }
  });
});
