/**
 * Zone boards at 64 tables x 5 reports/s (QoS 1), each latency set against the floor measured in
 * the same run on the same messages: a bare mqtt.js subscriber on the same broker.
 *
 * 1. adapter: board report published -> ReaderEvent out of the hub's ZoneBoardAdapter, in this
 *    process (one board per table, five antennas, the embedded aedes broker).
 * 2. fullChain: board report published -> zone event in a real hub process -> `zones` frame at each
 *    of 256 dashboard WebSocket clients (4 per table; two boards per table, one per player side),
 *    the broker beside the hub so that the floor can listen on it. See support/full-chain.ts.
 * 3. fullChainEmbeddedBroker: the same with the hub's embedded broker (the default deployment),
 *    where no floor can listen (only the hub's own per-start account may read zone topics): its
 *    latency next to 2's shows what running the broker in the hub's thread costs.
 *
 * The boards run in a worker thread (they are other devices; their load is not the hub's) and
 * write each report's send time in µs into its 10-byte UID, so every receiver reads the send time
 * from the message itself.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { connectAsync, type MqttClient } from 'mqtt';
import { pino } from 'pino';
import { decodeBoardMessage } from '../src/devices/zone-board/board-message.decoder.js';
import { ZoneBoardAdapter } from '../src/devices/zone-board/zone-board.adapter.js';
import type { BoardBinding } from '../src/devices/zone-board/zone-board.bindings.js';
import { EmbeddedMqttBroker } from '../src/mqtt/embedded-broker.js';
import { repoRoot } from '../test/support/hub-process.js';
import type { BoardsWorkerData, BoardsWorkerResult, EmulatedBoardSpec } from './support/boards.worker.js';
import { measureFullChain } from './support/full-chain.js';
import { ensureHubBuilt } from './support/hub-build.js';
import { nowUs, ratio, sentUsOf, summary } from './support/latency.js';

const TABLES = 64;
const REPORTS_PER_SECOND = 5;
const ANTENNAS = 5;
const ADAPTER_WARMUP_MS = 1000;
const ADAPTER_MEASURE_MS = 10_000;
const CHAIN_CLIENTS_PER_TABLE = 4;
const CHAIN_WARMUP_MS = 2000;
const CHAIN_MEASURE_MS = 20_000;
/** The default deployment has no floor to compare with; a shorter look keeps the whole run under 2 minutes. */
const CHAIN_EMBEDDED_MEASURE_MS = 10_000;

function decodeThroughput(): number {
  const payload = Buffer.from(JSON.stringify({ v: 1, seq: 123456, reading: { kind: 'present', uid: '04A1B2C3D4E5F6', cardId: 'sv1-25' }, uptimeMs: 99 }));
  const runs = 100_000;
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) decodeBoardMessage('mirrormat/hub/t1/board/b1/zone/3', payload);
  return Math.round(runs / ((performance.now() - start) / 1000));
}

async function measureAdapter(): Promise<Record<string, unknown>> {
  const log = pino({ level: 'silent' });
  const boards: EmulatedBoardSpec[] = Array.from({ length: TABLES }, (_, i) => ({
    id: `zb-${i}`,
    table: `table-${i}`,
    username: `zb-${i}`,
    password: `bench-password-${i}`,
    antennas: Array.from({ length: ANTENNAS }, (_, a) => a),
  }));
  const broker = new EmbeddedMqttBroker({ hubId: 'hub', host: '127.0.0.1', port: 0, allowAnonymous: false, boards }, log);
  await broker.start();
  const connection = broker.connection();
  const bindings: BoardBinding[] = boards.map((b) => ({
    board: b.id,
    table: b.table,
    zones: new Map(b.antennas.map((a) => [a, a === 0 ? 'p1.active' : `p1.bench.${a}`] as const)),
  }));
  const adapter = new ZoneBoardAdapter({ hub: 'hub', connection: { connection: () => connection }, boards: bindings, log });
  const clients: MqttClient[] = [];
  try {
    const hubLatency: number[] = [];
    const floorLatency: number[] = [];
    let measureFromUs = Number.POSITIVE_INFINITY;
    let measureToUs = Number.POSITIVE_INFINITY;
    const inWindow = (t0: number) => t0 >= measureFromUs && t0 < measureToUs;

    const floor = await connectAsync(connection.url, { username: connection.username, password: connection.password, reconnectPeriod: 0 });
    clients.push(floor);
    floor.on('message', (_topic, payload) => {
      const t1 = nowUs();
      const uid = /"uid":"([0-9A-F]+)"/.exec(payload.toString())?.[1];
      const t0 = uid === undefined ? Number.NaN : sentUsOf(uid);
      if (inWindow(t0)) floorLatency.push((t1 - t0) / 1000);
    });
    await floor.subscribeAsync('mirrormat/+/+/board/+/zone/+', { qos: 1 });
    // The adapter subscribes second, so aedes hands each message to the floor first: no head start for the hub.
    adapter.onEvent((event) => {
      if (event.type !== 'reading' || event.reading.kind !== 'present') return;
      const t1 = nowUs();
      const t0 = sentUsOf(event.reading.uid);
      if (inWindow(t0)) hubLatency.push((t1 - t0) / 1000);
    });
    await adapter.start();

    const startUs = nowUs();
    measureFromUs = startUs + ADAPTER_WARMUP_MS * 1000;
    measureToUs = measureFromUs + ADAPTER_MEASURE_MS * 1000;
    const data: BoardsWorkerData = {
      url: connection.url,
      tables: boards.map((b) => [b]),
      reportsPerSecondPerTable: REPORTS_PER_SECOND,
      durationMs: ADAPTER_WARMUP_MS + ADAPTER_MEASURE_MS + 200,
      window: { fromUs: measureFromUs, toUs: measureToUs },
    };
    const worker = new Worker(new URL('./support/boards.worker.js', import.meta.url), { workerData: data });
    const { published } = await new Promise<BoardsWorkerResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const floorStats = summary(floorLatency);
    const hubStats = summary(hubLatency);
    return {
      tables: TABLES,
      reportsPerSecondPerTable: REPORTS_PER_SECOND,
      offeredReportsPerSecond: TABLES * REPORTS_PER_SECOND,
      reportsPublished: published,
      measureSeconds: ADAPTER_MEASURE_MS / 1000,
      floorBrokerRoundTrip: floorStats,
      reportToReaderEvent: hubStats,
      p99OverFloorP99: ratio(hubStats.p99Ms, floorStats.p99Ms),
      targetP99WithinFloorTimes: 3,
      decodeReportsPerSecond: decodeThroughput(),
    };
  } finally {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await adapter.stop();
    await broker.stop();
  }
}

export default async function (): Promise<Record<string, unknown>> {
  const adapter = await measureAdapter();
  // Once for both hub runs: the working tree may change under a long benchmark.
  const hubBuiltForThisRun = ensureHubBuilt(repoRoot());
  const load = { tables: TABLES, clientsPerTable: CHAIN_CLIENTS_PER_TABLE, reportsPerSecondPerTable: REPORTS_PER_SECOND, warmupMs: CHAIN_WARMUP_MS };
  const fullChain = await measureFullChain({ ...load, broker: 'beside', measureMs: CHAIN_MEASURE_MS });
  const fullChainEmbeddedBroker = await measureFullChain({ ...load, broker: 'inside', measureMs: CHAIN_EMBEDDED_MEASURE_MS });
  return { adapter, hubBuiltForThisRun, fullChain, fullChainEmbeddedBroker };
}
