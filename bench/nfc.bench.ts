/**
 * Card placed on a virtual PC/SC reader -> zone event out of the driver's ReaderPort (what the
 * table mirror receives), over the real stack: the project's virtual NTAG215, vpcd, pcscd,
 * nfc-pcsc, NDEF read. Placements come at random moments, so they land at every phase of pcscd's
 * polling. The floor is that polling: pcscd asks each vpcd reader for its card every 400 ms (vpcd
 * has no events), so a placement waits 0-400 ms before anything on the hub can know.
 * Second part: the same through the whole hub (dist/main.js, built by `npm run build`) to the
 * `zones` frame a WebSocket client (the dashboard) receives.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { configSchema } from '../src/config/config.schema.js';
import type { ReaderEvent } from '../src/devices/reader-port.js';
import { NfcPcscBackend } from '../src/devices/nfc/nfc-pcsc.backend.js';
import { PcscReaderDriver } from '../src/devices/nfc/pcsc-reader.driver.js';
import { enrolledTag } from '../src/devices/nfc/testing.js';
import { UidRegistryRepository } from '../src/enrolment/uid-registry.repository.js';
import { HealthRegistry } from '../src/health/health.js';
import { connectClient, startHub } from '../test/support/hub-process.js';
import { PcscdHarness, requirePcscHarness } from '../test/support/pcsc/pcscd-harness.js';
import { VirtualNtag } from '../test/support/pcsc/virtual-ntag.js';

const PLACEMENTS = 120;
const PCSCD_POLL_MS = 400;

export default async function (): Promise<Record<string, unknown>> {
  requirePcscHarness();
  const port = await toReaderPort();
  const dashboard = await toDashboardFrame();
  return { placements: PLACEMENTS, pcscdPollingFloorMs: `0-${PCSCD_POLL_MS} (pcscd polls each vpcd reader every ${PCSCD_POLL_MS} ms)`, ...port, ...dashboard };
}

/** Placed -> the driver's ReaderPort event, in this process. */
async function toReaderPort(): Promise<Record<string, unknown>> {
  const cleanup: (() => Promise<unknown> | void)[] = [];
  try {
    return await measureReaderPort(cleanup);
  } finally {
    for (const step of cleanup.reverse()) await step();
  }
}

async function measureReaderPort(cleanup: (() => Promise<unknown> | void)[]): Promise<Record<string, unknown>> {
  const harness = await PcscdHarness.start({ entries: 1 });
  cleanup.push(() => harness.close());
  process.env.PCSCLITE_CSOCK_NAME = harness.socketPath;
  const cards = await VirtualNtag.start();
  cleanup.push(() => cards.close());
  const reader = harness.readers[0]!;
  const config = configSchema.parse({
    auth: { adminToken: 'x'.repeat(16) },
    tables: [{ id: 'bench', name: 'Bench', zones: [{ zone: 'p1.active', reader: { pcsc: reader.name } }] }],
  });
  const driver = new PcscReaderDriver(config, new NfcPcscBackend(), new UidRegistryRepository(new Database(':memory:')), new HealthRegistry(), pino({ level: 'silent' }));
  let waiter: { kind: string; resolve: (at: number) => void } | undefined;
  cleanup.push(() => driver.stop());
  const off = driver.onEvent((event: ReaderEvent) => {
    if (event.type === 'reading' && waiter && event.reading.kind === waiter.kind) {
      const done = waiter;
      waiter = undefined;
      done.resolve(performance.now());
    }
  });
  const next = (kind: string) =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${kind} event within 3 s`)), 3000);
      waiter = { kind, resolve: (at) => (clearTimeout(timer), resolve(at)) };
    });
  cleanup.push(off);
  await driver.start();
  const tag = await enrolledTag('sv1-25', { uid: '04b0000000be01', label: 'Pikachu' });
  const image = tag.hex();
  const placed: number[] = [];
  const removed: number[] = [];
  for (let i = 0; i < PLACEMENTS; i++) {
    await sleep(Math.random() * 600);
    const present = next('present');
    const t0 = performance.now();
    await cards.insert(reader.port, tag.uid, { memory: image });
    placed.push((await present) - t0);
    await sleep(Math.random() * 600);
    const absent = next('absent');
    const t1 = performance.now();
    await cards.remove(reader.port);
    removed.push((await absent) - t1);
  }
  return { placedToReaderPortMs: summary(placed), removedToReaderPortMs: summary(removed) };
}

/** Placed -> the hub's `zones` frame on a subscribed WebSocket client. */
async function toDashboardFrame(): Promise<Record<string, unknown>> {
  const cleanup: (() => Promise<unknown> | void)[] = [];
  try {
    return await measureDashboardFrame(cleanup);
  } finally {
    for (const step of cleanup.reverse()) await step();
  }
}

async function measureDashboardFrame(cleanup: (() => Promise<unknown> | void)[]): Promise<Record<string, unknown>> {
  const harness = await PcscdHarness.start({ entries: 1 });
  cleanup.push(() => harness.close());
  const cards = await VirtualNtag.start();
  cleanup.push(() => cards.close());
  const reader = harness.readers[0]!;
  const dir = mkdtempSync(join(tmpdir(), 'mirrormat-nfc-bench-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const config = join(dir, 'mirrormat.yaml');
  const token = 'bench-admin-token-0123456789';
  writeFileSync(
    config,
    `http: { host: 127.0.0.1, port: 0 }\nauth: { adminToken: ${token} }\nmqtt: { mode: embedded, host: 127.0.0.1 }\npcsc: { enabled: true }\n` +
      `tables:\n  - id: bench\n    name: Bench\n    zones:\n      - { zone: p1.active, reader: { pcsc: "${reader.name}" } }\n`,
  );
  const hub = await startHub({ config, adminToken: token, env: { PCSCLITE_CSOCK_NAME: harness.socketPath } });
  cleanup.push(() => hub.stop());
  const client = await connectClient(hub.wsUrl);
  cleanup.push(() => client.close());
  const reading = (frame: Record<string, any>) =>
    frame.type === 'zones' ? (frame.zones as { zone: string; reading: { kind: string } | null }[]).find((z) => z.zone === 'p1.active')?.reading?.kind : undefined;
  client.send({ type: 'hello', auth: { role: 'spectator' } });
  client.send({ type: 'subscribe', table: 'bench' });
  await client.next((f) => reading(f) === 'absent', { timeoutMs: 5000 });
  const tag = await enrolledTag('sv1-25', { uid: '04b0000000be02', label: 'Pikachu' });
  const image = tag.hex();
  const placed: number[] = [];
  for (let i = 0; i < PLACEMENTS; i++) {
    await sleep(Math.random() * 600);
    const after = client.frames.length;
    const t0 = performance.now();
    await cards.insert(reader.port, tag.uid, { memory: image });
    await client.next((f) => reading(f) === 'present', { after, timeoutMs: 3000 });
    placed.push(performance.now() - t0);
    const gone = client.frames.length;
    await cards.remove(reader.port);
    await client.next((f) => reading(f) === 'absent', { after: gone, timeoutMs: 3000 });
  }
  return { placedToDashboardFrameMs: summary(placed) };
}

function summary(samples: number[]): Record<string, number> {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { min: round(sorted[0]!), p50: at(0.5), p90: at(0.9), p99: at(0.99), max: round(sorted.at(-1)!) };
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
