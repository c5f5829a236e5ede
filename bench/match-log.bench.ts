/**
 * Match-log figures: appends per second with the hub's durability (WAL, synchronous=FULL) and,
 * for comparison, NORMAL, one event per transaction as the hub appends a command's events;
 * then read (the storage half of a replay), export and verify of a 1,000-event match.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Synchronous } from '../src/database/open-database.js';
import { nodeSha256Hex } from '../src/match-log/node-sha256.js';
import { SqliteMatchLog } from '../src/match-log/sqlite-match-log.js';
import { verifyExport } from '../src/match-log/verify-export.js';

const MATCH = { tableId: 'bench', startedAt: '2026-11-22T10:00:00.000Z', profile: 'sv', format: 'standard' };

/** About the size of an engine event carrying a CardDef (~400 bytes of JSON). */
function event(n: number) {
  return {
    type: 'EnergyAttached',
    player: n % 2 === 0 ? 'p1' : 'p2',
    target: { zone: 'p1.bench.2', instanceId: `c-${n}` },
    card: { id: 'sv1-258', name: 'Basic Grass Energy', supertype: 'Energy', subtypes: ['Basic'], provides: ['Grass'], set: 'sv1', number: '258' },
    turn: Math.floor(n / 7),
  };
}

function appendRate(dir: string, synchronous: Synchronous, maxMs: number, maxEvents: number) {
  const db = openDatabase(join(dir, `append-${synchronous}.db`), { synchronous });
  const log = SqliteMatchLog.open(db);
  log.createMatch({ matchId: 'm', ...MATCH });
  const latencies: number[] = [];
  const start = performance.now();
  let seq = 0;
  while (seq < maxEvents && performance.now() - start < maxMs) {
    const t = performance.now();
    log.append('m', seq, 'p1', [event(seq)]);
    latencies.push(performance.now() - t);
    seq += 1;
  }
  const elapsed = performance.now() - start;
  db.close();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return { events: seq, eventsPerSecond: Math.round((seq / elapsed) * 1000), p50Ms: pct(0.5), p99Ms: pct(0.99), maxMs: pct(1) };
}

function thousandEventMatch(dir: string) {
  const db = openDatabase(join(dir, 'thousand.db'), { synchronous: 'NORMAL' });
  const log = SqliteMatchLog.open(db);
  log.createMatch({ matchId: 'k', ...MATCH });
  for (let seq = 0; seq < 1000; seq += 10) log.append('k', seq, 'p1', Array.from({ length: 10 }, (_, i) => event(seq + i)));
  const read = best(() => log.read('k'));
  const exported = best(() => log.exportLines('k'));
  const text = `${log.exportLines('k').join('\n')}\n`;
  const verifyNative = best(() => {
    if (!verifyExport(text, { sha256: nodeSha256Hex }).ok) throw new Error('export does not verify');
  });
  const verifyPure = best(() => {
    if (!verifyExport(text).ok) throw new Error('export does not verify');
  });
  db.close();
  return {
    exportBytes: Buffer.byteLength(text),
    readAndParseMs: read,
    exportMs: exported,
    verifyMs: verifyNative,
    verifyInBrowserCodeMs: verifyPure,
  };
}

/** Best of 5 runs, in ms, after one warm-up. */
function best(work: () => unknown): number {
  work();
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    work();
    min = Math.min(min, performance.now() - t);
  }
  return round(min);
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

export default async function (): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'mirrormat-bench-log-'));
  try {
    return {
      dataDir: dir,
      appendFull: appendRate(dir, 'FULL', 5_000, 2_000),
      appendNormal: appendRate(dir, 'NORMAL', 5_000, 20_000),
      thousandEvents: thousandEventMatch(dir),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
