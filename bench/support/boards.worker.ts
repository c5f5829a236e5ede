/**
 * Emulated zone boards for the benchmarks, in a worker thread (they are other devices: their load
 * is not the hub's). Each board logs in with its own credentials, announces itself on its retained
 * availability topic (last will "offline"), waits for the hub's retained "online" as a real board
 * does, then sends zone reports on the protocol's topics, typed and checked by the hub's own schema.
 * Every table sends `rate` reports a second, taking turns over its boards and their antennas; each
 * board numbers its own reports 1, 2, 3... The UID of each report carries its send time (latency.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connectAsync, type MqttClient } from 'mqtt';
import {
  PROTOCOL_VERSION,
  hubAvailabilitySchema,
  topics,
  zoneReportSchema,
  type Availability,
  type ZoneReport,
} from '../../src/devices/zone-board/zone-board.protocol.js';
import { nowUs, uidAt, type MeasureWindow } from './latency.js';

export interface EmulatedBoardSpec {
  readonly id: string;
  readonly table: string;
  readonly username: string;
  readonly password: string;
  readonly antennas: readonly number[];
}

export interface BoardsWorkerData {
  readonly url: string;
  /** Boards grouped by table. */
  readonly tables: readonly (readonly EmulatedBoardSpec[])[];
  readonly reportsPerSecondPerTable: number;
  readonly durationMs: number;
  readonly window: MeasureWindow;
}

/** The worker's one message back: how many reports the boards sent, in all and in the window. */
export interface BoardsWorkerResult {
  readonly published: number;
  readonly publishedInWindow: number;
}

const HUB_WAIT_MS = 10_000;
/** The hub id of the deployment under test: the default, as no bench config sets hub.id. */
const BENCH_HUB = 'hub';

interface Board {
  readonly spec: EmulatedBoardSpec;
  readonly client: MqttClient;
  seq: number;
}

async function connectBoard(url: string, spec: EmulatedBoardSpec): Promise<Board> {
  const offline: Availability = { v: PROTOCOL_VERSION, state: 'offline' };
  const client = await connectAsync(url, {
    clientId: `bench-${spec.id}`,
    username: spec.username,
    password: spec.password,
    reconnectPeriod: 0,
    will: { topic: topics.availability(BENCH_HUB, spec.table, spec.id), payload: Buffer.from(JSON.stringify(offline)), qos: 1, retain: true },
  });
  const hubOnline = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`board ${spec.id}: the hub did not announce itself online in ${HUB_WAIT_MS} ms`)), HUB_WAIT_MS);
    client.on('message', (topic, payload) => {
      if (topic !== topics.hubAvailability(BENCH_HUB)) return;
      if (hubAvailabilitySchema.parse(JSON.parse(payload.toString())).state !== 'online') return;
      clearTimeout(timer);
      resolve();
    });
  });
  const granted = await client.subscribeAsync(topics.hubAvailability(BENCH_HUB), { qos: 1 });
  if (granted.some((g) => g.qos === 128)) throw new Error(`board ${spec.id}: the broker refused its subscription to ${topics.hubAvailability(BENCH_HUB)}`);
  const online: Availability = { v: PROTOCOL_VERSION, state: 'online' };
  await client.publishAsync(topics.availability(BENCH_HUB, spec.table, spec.id), JSON.stringify(online), { qos: 1, retain: true });
  await hubOnline;
  return { spec, client, seq: 0 };
}

function report(board: Board, startedUs: number, sentUs: number): { topic: string; payload: string } {
  board.seq += 1;
  const antenna = board.spec.antennas[(board.seq - 1) % board.spec.antennas.length] ?? 0;
  const body: ZoneReport = zoneReportSchema.parse({
    v: PROTOCOL_VERSION,
    seq: board.seq,
    reading: { kind: 'present', uid: uidAt(sentUs), cardId: 'sv1-25' },
    uptimeMs: Math.round((sentUs - startedUs) / 1000),
  });
  return { topic: topics.zone(BENCH_HUB, board.spec.table, board.spec.id, antenna), payload: JSON.stringify(body) };
}

async function run(data: BoardsWorkerData): Promise<BoardsWorkerResult> {
  const startedUs = nowUs();
  const tables = await Promise.all(data.tables.map((boards) => Promise.all(boards.map((spec) => connectBoard(data.url, spec)))));
  const periodMs = 1000 / data.reportsPerSecondPerTable;
  const timers: NodeJS.Timeout[] = [];
  let published = 0;
  let publishedInWindow = 0;
  tables.forEach((boards, t) => {
    let turn = 0;
    // Tables are spread evenly over one period, as independent tables would be.
    const offset = setTimeout(() => {
      timers.push(
        setInterval(() => {
          const board = boards[turn % boards.length];
          turn += 1;
          if (board === undefined) return;
          const sentUs = nowUs();
          const { topic, payload } = report(board, startedUs, sentUs);
          board.client.publish(topic, payload, { qos: 1 });
          published += 1;
          if (sentUs >= data.window.fromUs && sentUs < data.window.toUs) publishedInWindow += 1;
        }, periodMs),
      );
    }, (t * periodMs) / tables.length);
    timers.push(offset);
  });
  await new Promise((resolve) => setTimeout(resolve, data.durationMs));
  for (const timer of timers) clearInterval(timer);
  await Promise.all(tables.flat().map((board) => board.client.endAsync()));
  return { published, publishedInWindow };
}

run(workerData as BoardsWorkerData).then(
  (result) => parentPort?.postMessage(result),
  (error: unknown) => {
    throw error;
  },
);
