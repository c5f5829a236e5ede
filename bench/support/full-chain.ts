/**
 * Board report published -> zone event in the hub -> `zones` frame at the dashboard clients, through
 * a real hub process (dist/main.js, built: see hub-build.ts).
 *
 * broker "beside": the hub's own aedes broker class (same accounts and ACL) runs in a worker thread
 * here and the hub uses it as its "external" broker, so the floor can be measured on the same
 * messages in the same run: a bare MQTT subscriber on the same broker.
 * broker "inside": the default deployment, mqtt.mode embedded. There only the hub's random
 * per-start account may read zone topics, so no floor can be measured on that broker.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { WebSocket } from 'ws';
import { stringify } from 'yaml';
import type { MirrormatConfig } from '../../src/config/config.schema.js';
import type { MqttConnection } from '../../src/mqtt/mqtt.tokens.js';
import { serverMessageSchema, type ServerMessageOf, type ZoneStatus } from '../../src/protocol/index.js';
import { freePort, startHub, type HubProcess } from '../../test/support/hub-process.js';
import type { BoardsWorkerData, BoardsWorkerResult, EmulatedBoardSpec } from './boards.worker.js';
import type { BrokerWorkerData } from './broker.worker.js';
import { nowUs, ratio, sentUsOf, summary, type MeasureWindow } from './latency.js';

export interface FullChainOptions {
  readonly broker: 'beside' | 'inside';
  readonly tables: number;
  readonly clientsPerTable: number;
  readonly reportsPerSecondPerTable: number;
  readonly warmupMs: number;
  readonly measureMs: number;
}

/** One board per player side, four antennas each: Active, two Bench spots and the tap pad. */
const SIDE_ZONES = ['active', 'bench.1', 'bench.2', 'tap'] as const;
const SIDES = ['p1', 'p2'] as const;
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
const JUDGE = { name: 'Bench Judge', pin: '246810' };

function tableId(t: number): string {
  return `bench-${t}`;
}

function boardSpecs(tables: number): EmulatedBoardSpec[][] {
  return Array.from({ length: tables }, (_, t) =>
    SIDES.map((side) => ({
      id: `zb-${t}-${side}`,
      table: tableId(t),
      username: `zb-${t}-${side}`,
      password: `bench-password-${t}-${side}`,
      antennas: SIDE_ZONES.map((_, antenna) => antenna),
    })),
  );
}

/** mirrormat.yaml for the run, in the file's own shape (the hub validates it). */
function hubConfig(boards: EmulatedBoardSpec[][], mqtt: Record<string, unknown>): Record<string, unknown> {
  return {
    http: { host: '127.0.0.1', port: 0 },
    logLevel: 'info',
    auth: { adminToken: ADMIN_TOKEN, judges: [JUDGE] },
    mqtt,
    boards: boards.flat().map(({ id, table, username, password }) => ({ id, table, username, password })),
    pcsc: { enabled: false },
    tables: boards.map((sides, t) => ({
      id: tableId(t),
      name: `Bench table ${t + 1}`,
      zones: sides.flatMap((board, s) =>
        SIDE_ZONES.map((zone, antenna) => ({ zone: `${SIDES[s]}.${zone}`, reader: { board: board.id, antenna } })),
      ),
    })),
  } satisfies Partial<Record<keyof MirrormatConfig, unknown>>;
}

async function startBroker(boards: EmulatedBoardSpec[][]): Promise<{ worker: Worker; connection: MqttConnection }> {
  const data: BrokerWorkerData = { boards: boards.flat().map(({ id, table, username, password }) => ({ id, table, username, password })) };
  const worker = new Worker(new URL('./broker.worker.js', import.meta.url), { workerData: data });
  const { connection } = await workerMessage<{ connection: MqttConnection }>(worker, 'broker start');
  return { worker, connection };
}

/** Settles as the promise does, or rejects once ms have passed: no step of the run waits for ever. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The worker's next message; its error, its exit or a timeout rejects. */
function workerMessage<T = unknown>(worker: Worker, what: string, timeoutMs = 30_000): Promise<T> {
  return within(
    timeoutMs,
    what,
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`${what}: the worker exited with code ${code}`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: T) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        resolve(message);
      });
    }),
  );
}

async function stopBroker(worker: Worker): Promise<void> {
  const stopped = workerMessage(worker, 'broker stop', 5000);
  worker.postMessage('stop');
  await stopped.finally(() => worker.terminate());
}

/**
 * A dashboard client at one table: one latency sample per zone whose tag UID changed in a `zones`
 * frame. It signs in as a judge: the hub shows tag UIDs only to judges, the admin and a seat's own
 * player (src/gateway/zone-view.ts), and the UID is what carries the send time.
 */
class DashboardClient {
  readonly latencyMs: number[] = [];
  /** The same samples split where the hub's adapter took the report (the zone's lastSeen: hub clock, 1 ms resolution). */
  readonly toHubMs: number[] = [];
  readonly inHubMs: number[] = [];
  readonly otherFrames = new Map<string, number>();
  private readonly lastUid = new Map<string, string>();
  private subscribed = false;
  private constructor(
    private readonly socket: WebSocket,
    readonly table: string,
  ) {}

  static async connect(wsUrl: string, table: string, judge: { name: string; pin: string }, inWindow: (sentUs: number) => boolean): Promise<DashboardClient> {
    const socket = new WebSocket(wsUrl);
    const client = new DashboardClient(socket, table);
    const subscribed = new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.on('message', (data) => {
        const t1 = nowUs();
        const raw = JSON.parse(data.toString()) as { type?: unknown };
        // 256 clients share this one thread: the hot frame is read as is, every other one validated.
        if (raw.type === 'zones') {
          const frame = raw as ServerMessageOf<'zones'>;
          if (frame.table === table) client.sample(frame.zones, t1, inWindow);
          return;
        }
        const frame = serverMessageSchema.parse(raw);
        if (frame.type === 'welcome' && frame.replyTo === 'hello') {
          if (frame.session.role !== 'judge') reject(new Error(`signed in as ${frame.session.role}, not as a judge`));
          else socket.send(JSON.stringify({ v: 1, id: 'subscribe', type: 'subscribe', table }));
        } else if (frame.type === 'snapshot' && frame.replyTo === 'subscribe') {
          client.seed(frame.zones);
          client.subscribed = true;
          resolve();
        } else if (frame.type === 'error' && frame.replyTo !== undefined) {
          reject(new Error(`${frame.replyTo}: ${frame.code}: ${frame.message}`));
        } else if (client.subscribed) {
          client.otherFrames.set(frame.type, (client.otherFrames.get(frame.type) ?? 0) + 1);
        }
      });
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ v: 1, id: 'hello', type: 'hello', auth: { role: 'judge', ...judge } }));
    await subscribed;
    return client;
  }

  private seed(zones: readonly ZoneStatus[]): void {
    for (const { zone, reading } of zones) if (reading?.kind === 'present' && reading.uid !== undefined) this.lastUid.set(zone, reading.uid);
  }

  private sample(zones: readonly ZoneStatus[], t1: number, inWindow: (sentUs: number) => boolean): void {
    for (const { zone, reading, lastSeen } of zones) {
      if (reading?.kind !== 'present' || reading.uid === undefined || this.lastUid.get(zone) === reading.uid) continue;
      this.lastUid.set(zone, reading.uid);
      const t0 = sentUsOf(reading.uid);
      if (!inWindow(t0)) continue;
      this.latencyMs.push((t1 - t0) / 1000);
      if (lastSeen === null) continue;
      const hubMs = Date.parse(lastSeen);
      this.toHubMs.push(hubMs - t0 / 1000);
      this.inHubMs.push(t1 / 1000 - hubMs);
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

const nsToMs = (ns: number) => Math.round(ns / 1000) / 1000;

/** utime + stime of a process in ms, from /proc (Linux, USER_HZ 100). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export async function measureFullChain(options: FullChainOptions): Promise<Record<string, unknown>> {
  const boards = boardSpecs(options.tables);
  const dir = mkdtempSync(join(tmpdir(), 'mirrormat-bench-chain-'));
  let broker: Worker | undefined;
  let floor: Worker | undefined;
  let boardsWorker: Worker | undefined;
  let hub: HubProcess | undefined;
  const clients: DashboardClient[] = [];
  try {
    let measureFromUs = Number.POSITIVE_INFINITY;
    let measureToUs = Number.POSITIVE_INFINITY;
    const inWindow = (t0: number) => t0 >= measureFromUs && t0 < measureToUs;

    let boardsUrl: string;
    let mqtt: Record<string, unknown>;
    // startHub gives the embedded broker a free port; with mqtt.mode external there is none to give,
    // and Node leaves a variable whose value is undefined out of the child's environment.
    let env: Record<string, string | undefined>;
    if (options.broker === 'beside') {
      const started = await startBroker(boards);
      broker = started.worker;
      const { url, username, password } = started.connection;
      boardsUrl = url;
      mqtt = { mode: 'external', url, username, password };
      env = { MIRRORMAT__MQTT__PORT: undefined };
      // The floor subscribes before the hub exists, so aedes hands it each message first: no head start for the hub.
      floor = new Worker(new URL('./floor.worker.js', import.meta.url), { workerData: started.connection });
      await workerMessage(floor, 'floor subscriber start');
    } else {
      const port = await freePort();
      boardsUrl = `mqtt://127.0.0.1:${port}`;
      mqtt = { mode: 'embedded', host: '127.0.0.1', port, allowAnonymous: false };
      env = { MIRRORMAT__MQTT__PORT: String(port) };
    }

    const config = join(dir, 'mirrormat.yaml');
    writeFileSync(config, stringify(hubConfig(boards, mqtt)));
    const hubStartedAt = performance.now();
    hub = await startHub({ config, adminToken: ADMIN_TOKEN, timeoutMs: 60_000, env: env as Record<string, string> });
    const hubStartMs = Math.round(performance.now() - hubStartedAt);

    const hubUrl = hub.wsUrl;
    for (let t = 0; t < options.tables; t += 1) {
      const table = tableId(t);
      const connecting = Promise.all(Array.from({ length: options.clientsPerTable }, () => DashboardClient.connect(hubUrl, table, JUDGE, inWindow)));
      clients.push(...(await within(10_000, `dashboard clients of ${table}`, connecting)));
    }

    const startUs = nowUs();
    measureFromUs = startUs + options.warmupMs * 1000;
    measureToUs = measureFromUs + options.measureMs * 1000;
    const window: MeasureWindow = { fromUs: measureFromUs, toUs: measureToUs };
    floor?.postMessage(window);
    const data: BoardsWorkerData = {
      url: boardsUrl,
      window,
      tables: boards,
      reportsPerSecondPerTable: options.reportsPerSecondPerTable,
      durationMs: options.warmupMs + options.measureMs + 300,
    };
    boardsWorker = new Worker(new URL('./boards.worker.js', import.meta.url), { workerData: data });
    const hubPid = hub.child.pid ?? 0;
    const cpuWindow = new Promise<number>((resolve) => {
      setTimeout(() => {
        const from = cpuMsOf(hubPid);
        setTimeout(() => resolve(cpuMsOf(hubPid) - from), options.measureMs);
      }, Math.max(0, (measureFromUs - nowUs()) / 1000));
    });
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    setTimeout(() => loopDelay.enable(), Math.max(0, (measureFromUs - nowUs()) / 1000)).unref();
    const { published, publishedInWindow } = await workerMessage<BoardsWorkerResult>(boardsWorker, 'emulated boards', options.warmupMs + options.measureMs + 30_000);
    const hubCpuMs = await cpuWindow;
    loopDelay.disable();
    // The last reports' frames are still on their way.
    await new Promise((resolve) => setTimeout(resolve, 500));

    floor?.postMessage('stop');
    const floorStats = floor === undefined ? undefined : summary(await workerMessage<number[]>(floor, 'floor subscriber stop'));
    const chainStats = summary(clients.flatMap((c) => c.latencyMs));
    const otherFrames: Record<string, number> = {};
    for (const client of clients) for (const [type, n] of client.otherFrames) otherFrames[type] = (otherFrames[type] ?? 0) + n;
    return {
      broker:
        options.broker === 'beside'
          ? "beside the hub: aedes (the hub's EmbeddedMqttBroker class, accounts + ACL) in a worker thread, the hub on it as mqtt.mode external"
          : 'inside the hub: mqtt.mode embedded (the default); no floor can listen there',
      tables: options.tables,
      boards: boards.flat().length,
      dashboardClients: clients.length,
      offeredReportsPerSecond: options.tables * options.reportsPerSecondPerTable,
      reportsPublished: published,
      reportsMeasured: publishedInWindow,
      measureSeconds: options.measureMs / 1000,
      hubStartMs,
      hubCpuPercentWhileMeasuring: Math.round((hubCpuMs / options.measureMs) * 100),
      ...(floorStats === undefined ? {} : { floorBrokerRoundTrip: floorStats }),
      reportToDashboardFrame: chainStats,
      framesExpected: publishedInWindow * options.clientsPerTable,
      framesMissing: publishedInWindow * options.clientsPerTable - chainStats.count,
      samplesPerClientMin: clients.reduce((min, c) => Math.min(min, c.latencyMs.length), Number.POSITIVE_INFINITY),
      otherFramesReceived: otherFrames,
      // Where the time goes, split where the hub took the report: its Date.now(), so ±1 ms (resolution, and two clocks).
      breakdown: {
        publishToHubAdapter: summary(clients.flatMap((c) => c.toHubMs)),
        hubAdapterToFrame: summary(clients.flatMap((c) => c.inHubMs)),
        // The 256 clients share this thread: its event-loop delay is the benchmark's own share of the latency.
        clientThreadLoopDelay: { p50Ms: nsToMs(loopDelay.percentile(50)), p99Ms: nsToMs(loopDelay.percentile(99)), maxMs: nsToMs(loopDelay.max) },
      },
      ...(floorStats === undefined
        ? {}
        : {
            p99OverFloorP99: ratio(chainStats.p99Ms, floorStats.p99Ms),
            targetP99WithinFloorTimes: 3,
            meetsTarget: chainStats.p99Ms <= 3 * floorStats.p99Ms,
          }),
    };
  } finally {
    await boardsWorker?.terminate();
    await Promise.all(clients.map((c) => c.close()));
    if (hub) {
      const running = hub;
      const stopped = running.stop();
      const timer = setTimeout(() => void running.kill(), 10_000);
      await stopped;
      clearTimeout(timer);
    }
    await floor?.terminate();
    if (broker) await stopBroker(broker);
    rmSync(dir, { recursive: true, force: true });
  }
}
