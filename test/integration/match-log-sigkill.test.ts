import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/database/open-database.js';
import { SyncPostgres } from '../../src/database/postgres/sync-postgres.js';
import { nodeSha256Hex } from '../../src/match-log/node-sha256.js';
import { PostgresMatchLog } from '../../src/match-log/postgres-match-log.js';
import { SqliteMatchLog } from '../../src/match-log/sqlite-match-log.js';
import { verifyExport } from '../../src/match-log/verify-export.js';
import { burstEvent } from '../support/log-writer-events.mjs';
import { PostgresServer } from '../support/postgres-server.js';

/**
 * Durability of the storage layer: a child appends a burst of events and acknowledges each
 * committed append on stdout; it is SIGKILLed at a random moment. Every acknowledged event must
 * then be in the database, intact, the chain verifying, nothing half-written; and the next
 * child resumes the same match from there, so each round also recovers the previous crash.
 * The same loop runs on SQLite (the hub's file) and on PostgreSQL (issue 17: a store's shared log).
 */
const ROUNDS = 50;
const repo = fileURLToPath(new URL('../..', import.meta.url));
const writer = join(repo, 'test/support/log-writer.mjs');
const compiled = join(repo, 'dist/match-log/sqlite-match-log.js');
const MATCH_ID = 'sigkill-burst';

let dir = '';
beforeAll(() => {
  if (!existsSync(compiled)) throw new Error(`${compiled} is missing: run npm run build first (npm test does)`);
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-sigkill-'));
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

interface Round {
  readonly acked: Map<number, string>;
  readonly readySeq: number;
  readonly killAfterMs: number;
}

/** Runs the writer until it is killed `killAfterMs` after it is ready; returns what it acknowledged. */
function runRound(store: string, killWithinMs: number): Promise<Round> {
  const killAfterMs = Math.random() * killWithinMs;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer, store, MATCH_ID], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acked = new Map<number, string>();
    let readySeq = -1;
    let buffered = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const [word, seq, hash] = line.split(' ');
        if (word === 'ready') {
          readySeq = Number(seq);
          setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        } else if (word === 'ack' && hash !== undefined) {
          acked.set(Number(seq), hash);
        }
      }
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`log writer exited with ${code ?? signal} before the kill:\n${stderr}`));
      else resolve({ acked, readySeq, killAfterMs });
    });
  });
}

/** What a round checks the store with: the log as the next hub opens it, and the engine's own check. */
interface Store {
  readonly target: string;
  readonly rounds: number;
  /** The kill falls at a random moment this long after the writer is ready: a few appends' time. */
  readonly killWithinMs: number;
  open(): { log: SqliteMatchLog | PostgresMatchLog; integrityCheck?: () => unknown; close: () => void };
}

async function killLoop(store: Store): Promise<void> {
  const everAcked = new Map<number, string>();
  let kills = 0;
  let checkedRows = 0;
  for (let round = 1; round <= store.rounds; round++) {
    const { acked, readySeq, killAfterMs } = await runRound(store.target, store.killWithinMs);
    kills += 1;
    acked.forEach((hash, seq) => everAcked.set(seq, hash));
    const context = `round ${round}, killed ${killAfterMs.toFixed(1)} ms after ready`;

    const { log, integrityCheck, close } = store.open();
    try {
      if (integrityCheck !== undefined) expect(integrityCheck(), context).toBe('ok');
      const rows = log.read<unknown>(MATCH_ID);
      // The next round resumes exactly where the durable log ends.
      expect(readySeq, context).toBeLessThanOrEqual(rows.length);
      expect(rows.map((r) => r.seq), context).toEqual(rows.map((_, i) => i + 1));
      for (const [seq, hash] of everAcked) {
        const row = rows[seq - 1];
        expect(row?.hash, `${context}: acknowledged seq ${seq}`).toBe(hash);
      }
      // Content is what the writer meant (earlier rounds' rows are covered by the chain check below).
      rows.slice(checkedRows).forEach((row) => expect(row.event, `${context}: seq ${row.seq}`).toEqual(burstEvent(row.seq)));
      checkedRows = rows.length;
      // Appends are all-or-nothing: the log ends on an append boundary (the writer appends
      // 1 + (seq % 3) events at a time), and each append's events share one time stamp.
      let boundary = 0;
      while (boundary < rows.length) {
        const size = 1 + (boundary % 3);
        const batch = rows.slice(boundary, boundary + size);
        expect(new Set(batch.map((r) => r.at)).size, `${context}: append after seq ${boundary}`).toBe(1);
        boundary += size;
      }
      expect(boundary, `${context}: a partial append was left`).toBe(rows.length);
      const verified = verifyExport(log.exportLines(MATCH_ID).join('\n'), { sha256: nodeSha256Hex });
      expect(verified.problems, context).toEqual([]);
    } finally {
      close();
    }
  }
  expect(kills).toBe(store.rounds);
  // Most rounds must have been killed mid-burst, with appends acknowledged: otherwise this proved nothing.
  expect(everAcked.size).toBeGreaterThan(store.rounds);
}

describe('match log under SIGKILL', () => {
  it(`keeps every acknowledged event, intact and chained, across ${ROUNDS} kills mid-burst`, async () => {
    const file = join(dir, 'mirrormat.db');
    await killLoop({
      target: file,
      rounds: ROUNDS,
      killWithinMs: 40,
      open: () => {
        const db = openDatabase(file);
        return { log: SqliteMatchLog.open(db), integrityCheck: () => db.pragma('integrity_check', { simple: true }), close: () => db.close() };
      },
    });
  }, 90_000);
});

describe('match log on PostgreSQL under SIGKILL of the hub', () => {
  const server = new PostgresServer();
  let url = '';
  beforeAll(async () => {
    await server.start();
    url = await server.createDatabase('sigkill');
  });
  afterAll(() => server.destroy());

  // Fewer rounds and a wider window: a hub process takes longer to connect, and a commit waits for
  // the server's fsync (about 30 ms an append on this machine, against SQLite's few).
  const rounds = 25;
  it(`keeps every acknowledged event, intact and chained, across ${rounds} kills mid-burst`, async () => {
    // One reading connection for the whole loop: only the writer is killed, not the server.
    const reader = new SyncPostgres(url);
    try {
      await killLoop({ target: url, rounds, killWithinMs: 200, open: () => ({ log: PostgresMatchLog.open(reader), close: () => undefined }) });
    } finally {
      reader.close();
    }
  }, 150_000);
});
