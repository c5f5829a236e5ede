/**
 * Zone board report published -> ReaderEvent out of the hub's adapter, at 64 tables x 5 reports/s
 * (one board per table, QoS 1, through the embedded aedes broker), against the floor measured in
 * the same run on the same messages: a bare mqtt.js subscriber on the same broker.
 * The boards run in a worker thread (they are other devices; their load is not the hub's), and
 * write each report's absolute high-resolution send time in µs into its 10-byte UID, so both
 * receivers read the send time from the message itself.
 * The last hop (ReaderEvent -> dashboard frame to 256 WebSocket clients) belongs to the gateway.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { connectAsync, type MqttClient } from 'mqtt';
import { pino } from 'pino';
import { decodeBoardMessage } from '../src/devices/zone-board/board-message.decoder.js';
import { ZoneBoardAdapter } from '../src/devices/zone-board/zone-board.adapter.js';
import type { BoardBinding } from '../src/devices/zone-board/zone-board.bindings.js';
import { EmbeddedMqttBroker } from '../src/mqtt/embedded-broker.js';

const TABLES = 64;
const REPORTS_PER_SECOND = 5;
const WARMUP_MS = 1000;
const MEASURE_MS = 10_000;
const ANTENNAS = 5;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(samples: number[]): Record<string, number> {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { count: sorted.length, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1) ?? Number.NaN) };
}

const nowUs = () => (performance.timeOrigin + performance.now()) * 1000;

/** The boards: 64 mqtt.js clients publishing on a schedule, in their own thread. */
const BOARDS_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
(async () => {
  const { connectAsync } = await import(workerData.mqttUrl);
  const { url, boards, rate, antennas, durationMs } = workerData;
  const clients = await Promise.all(boards.map((b) => connectAsync(url, { username: b.username, password: b.password, reconnectPeriod: 0 })));
  let seq = 0;
  const timers = [];
  clients.forEach((client, i) => {
    const b = boards[i];
    timers.push(setTimeout(() => {
      timers.push(setInterval(() => {
        seq += 1;
        const sentUs = Math.round((performance.timeOrigin + performance.now()) * 1000);
        const uid = '04' + sentUs.toString(16).toUpperCase().padStart(18, '0');
        const payload = JSON.stringify({ v: 1, seq, reading: { kind: 'present', uid, cardId: 'sv1-25' }, uptimeMs: seq });
        client.publish('mirrormat/' + b.table + '/board/' + b.id + '/zone/' + (seq % antennas), payload, { qos: 1 });
      }, 1000 / rate));
    }, (i * 1000) / rate / boards.length));
  });
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  timers.forEach(clearTimeout);
  await Promise.all(clients.map((c) => c.endAsync(true)));
  parentPort.postMessage(seq);
})().catch((error) => { throw error; });
`;

function decodeThroughput(): number {
  const payload = Buffer.from(JSON.stringify({ v: 1, seq: 123456, reading: { kind: 'present', uid: '04A1B2C3D4E5F6', cardId: 'sv1-25' }, uptimeMs: 99 }));
  const runs = 100_000;
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) decodeBoardMessage('mirrormat/t1/board/b1/zone/3', payload);
  return Math.round(runs / ((performance.now() - start) / 1000));
}

export default async function (): Promise<Record<string, unknown>> {
  const log = pino({ level: 'silent' });
  const boards = Array.from({ length: TABLES }, (_, i) => ({
    id: `zb-${i}`,
    table: `table-${i}`,
    username: `zb-${i}`,
    password: `bench-password-${i}`,
  }));
  const broker = new EmbeddedMqttBroker({ host: '127.0.0.1', port: 0, allowAnonymous: false, boards }, log);
  await broker.start();
  const connection = broker.connection();
  const bindings: BoardBinding[] = boards.map((b) => ({
    board: b.id,
    table: b.table,
    zones: new Map(Array.from({ length: ANTENNAS }, (_, a) => [a, a === 0 ? 'p1.active' : `p1.bench.${a}`] as const)),
  }));
  const adapter = new ZoneBoardAdapter({ connection: { connection: () => connection }, boards: bindings, log });
  const clients: MqttClient[] = [];
  try {
    const sentUsOf = (uid: string) => Number.parseInt(uid.slice(2), 16);
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
    await floor.subscribeAsync('mirrormat/+/board/+/zone/+', { qos: 1 });
    // The adapter subscribes second, so aedes hands each message to the floor first: no head start for the hub.
    adapter.onEvent((event) => {
      if (event.type !== 'reading' || event.reading.kind !== 'present') return;
      const t1 = nowUs();
      const t0 = sentUsOf(event.reading.uid);
      if (inWindow(t0)) hubLatency.push((t1 - t0) / 1000);
    });
    await adapter.start();

    const startUs = nowUs();
    measureFromUs = startUs + WARMUP_MS * 1000;
    measureToUs = measureFromUs + MEASURE_MS * 1000;
    const worker = new Worker(BOARDS_WORKER, {
      eval: true,
      workerData: {
        mqttUrl: import.meta.resolve('mqtt'),
        url: connection.url,
        boards,
        rate: REPORTS_PER_SECOND,
        antennas: ANTENNAS,
        durationMs: WARMUP_MS + MEASURE_MS + 200,
      },
    });
    const published = await new Promise<number>((resolve, reject) => {
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
      measureSeconds: MEASURE_MS / 1000,
      floorBrokerRoundTrip: floorStats,
      reportToReaderEvent: hubStats,
      p99OverFloorP99: Math.round(((hubStats.p99Ms ?? 0) / (floorStats.p99Ms ?? 1)) * 100) / 100,
      targetP99WithinFloorTimes: 3,
      decodeReportsPerSecond: decodeThroughput(),
      notMeasuredHere: 'ReaderEvent -> dashboard frame to 256 WebSocket clients (needs the hub gateway)',
    };
  } finally {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await adapter.stop();
    await broker.stop();
  }
}
