/**
 * Issue 17, "Measure": 256 tables over 4 hubs on one mosquitto and one PostgreSQL, the store of a
 * regional event on this machine. Each hub (a real process, dist/main.js) serves 64 tables and keeps
 * its match log on the one PostgreSQL (database.url; fsync and synchronous_commit on, the defaults).
 *
 * 1. change -> store-overview frame: a match started on a table of one hub (REST), with its first
 *    player's name carrying the send time, until the `store-tables` live frame that shows it at a
 *    client of each other hub (retained summary over the broker, then the WebSocket), while the
 *    store changes 32 tables a second.
 * 2. events appended per second to PostgreSQL: every table's match ended and started again as fast
 *    as the hubs answer, 4 requests in flight per hub; rows counted in match_events.
 * 3. resume: one hub killed with SIGKILL and started again on the same data: process start to
 *    /health, and to its tables shown online again on another hub's overview.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { WebSocket } from 'ws';
import { stringify } from 'yaml';
import { EXAMPLE_ACCOUNTS, MosquittoBroker } from '../firmware-bridge/zone-board/testing/mosquitto-broker.js';
import type { StoreTable } from '../src/protocol/store.schema.js';
import { api, freePort, repoRoot, startHub, type HubProcess } from '../test/support/hub-process.js';
import { PostgresServer } from '../test/support/postgres-server.js';
import { ensureHubBuilt } from './support/hub-build.js';
import { nowUs, summary } from './support/latency.js';

const HUBS = 4;
const TABLES_PER_HUB = 64;
const CHANGES_PER_SECOND = 32;
const WARMUP_MS = 5000;
const MEASURE_MS = 20_000;
const APPEND_MS = 10_000;
const IN_FLIGHT_PER_HUB = 4;
const ADMIN_TOKEN = 'bench-store-admin-token-0123456789';
const hubAccount = EXAMPLE_ACCOUNTS.hub;

const hubId = (h: number) => `hub-${h}`;
const tableId = (h: number, t: number) => `h${h}-t${t}`;
/** The send time (µs) a player's name carries. */
const stamped = (sentUs: number) => `s${Math.round(sentUs)}`;
const load = () => Math.round(loadavg()[0]! * 10) / 10;

/** A client of one hub following its store overview: one sample per table of another hub whose stamped name is new. */
class OverviewClient {
  readonly latencyMs: number[] = [];
  readonly frames: { at: number; tables: StoreTable[] }[] = [];
  private readonly seen = new Map<string, string>();
  private measuring = false;
  private constructor(
    readonly socket: WebSocket,
    readonly hub: string,
  ) {}

  static async connect(hub: HubProcess, id: string): Promise<OverviewClient> {
    const socket = new WebSocket(hub.wsUrl);
    const client = new OverviewClient(socket, id);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const first = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        const at = nowUs();
        const frame = JSON.parse(data.toString()) as { type?: string; topic?: string; state?: StoreTable[] };
        if (frame.type !== 'live' || frame.topic !== 'store-tables' || frame.state === undefined) return;
        client.read(at, frame.state);
        resolve();
      });
    });
    socket.send(JSON.stringify({ v: 1, id: 'watch', type: 'watch', topic: 'store-tables' }));
    await first;
    return client;
  }

  measure(on: boolean): void {
    this.measuring = on;
  }

  private read(at: number, tables: StoreTable[]): void {
    this.frames.push({ at, tables });
    if (this.frames.length > 4) this.frames.shift();
    for (const table of tables) {
      // Every hub of the bench runs this release: each summary is read whole.
      if (!('summary' in table)) continue;
      const s = table.summary;
      const name = s.players?.p1.name;
      const key = `${s.hub}/${s.table}`;
      if (name === undefined || this.seen.get(key) === name) continue;
      this.seen.set(key, name);
      if (!this.measuring || s.hub === this.hub || !/^s\d+$/.test(name)) continue;
      this.latencyMs.push((at - Number(name.slice(1))) / 1000);
    }
  }

  /** Waits until a frame satisfies the test; resolves with its arrival time (µs). */
  async until(test: (tables: StoreTable[]) => boolean, timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find((f) => test(f.tables));
      if (found) return found.at;
      if (Date.now() > deadline) throw new Error(`no such store-tables frame at ${this.hub} in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  close(): void {
    this.socket.close();
  }
}

/** Ends the table's match (when one runs) and starts another whose first player carries the send time. */
async function restartMatch(hub: HubProcess, table: string): Promise<void> {
  await api(hub, 'POST', `/api/tables/${table}/match/end`);
  const started = await api(hub, 'POST', `/api/tables/${table}/match`, { players: [{ name: stamped(nowUs()) }, { name: 'Bench' }] });
  if (started.status !== 201) throw new Error(`${table}: ${started.status} ${JSON.stringify(started.body)}`);
}

export default async function (): Promise<Record<string, unknown>> {
  const hubBuiltForThisRun = ensureHubBuilt(repoRoot());
  const dir = mkdtempSync(join(tmpdir(), 'mirrormat-bench-store-'));
  const postgres = new PostgresServer();
  let broker: MosquittoBroker | undefined;
  const hubs: HubProcess[] = [];
  const clients: OverviewClient[] = [];
  try {
    await postgres.start();
    const databaseUrl = await postgres.createDatabase('mirrormat_store_bench');
    const acl = join(dir, 'acl_file');
    writeFileSync(acl, `user ${hubAccount.username}\ntopic readwrite mirrormat/#\n`);
    // The example accounts' password file of the checkout: this module runs from .bench-build.
    const passwordFile = join(repoRoot(), 'firmware-bridge', 'zone-board', 'mosquitto', 'password_file');
    broker = new MosquittoBroker(dir, await freePort(), acl, { passwordFile });
    await broker.start();
    const config = (h: number) => {
      const path = join(dir, `${hubId(h)}.yaml`);
      writeFileSync(
        path,
        stringify({
          http: { host: '127.0.0.1', port: 0 },
          hub: { id: hubId(h) },
          auth: { adminToken: ADMIN_TOKEN },
          mqtt: { mode: 'external', url: `mqtt://127.0.0.1:${broker!.port}`, ...hubAccount },
          database: { url: databaseUrl },
          pcsc: { enabled: false },
          tables: Array.from({ length: TABLES_PER_HUB }, (_, t) => ({ id: tableId(h, t), name: `Table ${h * TABLES_PER_HUB + t + 1}` })),
        }),
      );
      return path;
    };
    const env = { MIRRORMAT__MQTT__PORT: undefined };
    const startedAt = performance.now();
    hubs.push(...(await Promise.all(Array.from({ length: HUBS }, (_, h) => startHub({ config: config(h), adminToken: ADMIN_TOKEN, env, timeoutMs: 180_000 })))));
    const hubsStartMs = Math.round(performance.now() - startedAt);
    clients.push(...(await Promise.all(hubs.map((hub, h) => OverviewClient.connect(hub, hubId(h))))));
    const everyTable = HUBS * TABLES_PER_HUB;
    await Promise.all(clients.map((c) => c.until((tables) => tables.length === everyTable && tables.every((e) => e.hubOnline), 60_000)));

    // 1. change -> overview frame at the other hubs, CHANGES_PER_SECOND tables a second, round robin over the store.
    const loadBefore = load();
    /** A change a hub did not take: counted and its first reason kept, the run goes on. */
    const failed = { count: 0, first: '' };
    const refused = (error: unknown) => {
      failed.count += 1;
      failed.first ||= error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
    };
    const changes: Promise<void>[] = [];
    let next = 0;
    const tick = 1000 / CHANGES_PER_SECOND;
    const runFor = async (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        const n = next++;
        const h = n % HUBS;
        const t = Math.floor(n / HUBS) % TABLES_PER_HUB;
        changes.push(restartMatch(hubs[h]!, tableId(h, t)).catch(refused));
        await new Promise((resolve) => setTimeout(resolve, tick));
      }
    };
    await runFor(WARMUP_MS);
    clients.forEach((c) => c.measure(true));
    await runFor(MEASURE_MS);
    clients.forEach((c) => c.measure(false));
    await Promise.all(changes);
    const overview = summary(clients.flatMap((c) => c.latencyMs));
    const frameBytes = Buffer.byteLength(JSON.stringify({ v: 1, type: 'live', topic: 'store-tables', state: clients[0]!.frames.at(-1)!.tables }));

    // 2. events appended per second to PostgreSQL, the hubs as busy as they answer.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const settings: Record<string, unknown> = {};
    for (const name of ['fsync', 'synchronous_commit', 'wal_sync_method']) settings[name] = (await db.query(`SHOW ${name}`)).rows[0]?.[name];
    const rows = async () => Number((await db.query('SELECT count(*) AS n FROM match_events')).rows[0]!.n);
    const rowsBefore = await rows();
    const appendStart = performance.now();
    let commands = 0;
    await Promise.all(
      hubs.flatMap((hub, h) =>
        Array.from({ length: IN_FLIGHT_PER_HUB }, async (_, lane) => {
          for (let t = lane; performance.now() - appendStart < APPEND_MS; t = (t + IN_FLIGHT_PER_HUB) % TABLES_PER_HUB) {
            await restartMatch(hub, tableId(h, t)).then(() => (commands += 2), refused);
          }
        }),
      ),
    );
    const appendSeconds = (performance.now() - appendStart) / 1000;
    const appended = (await rows()) - rowsBefore;
    await db.end();

    // 3. resume of a hub killed with SIGKILL: hub-0's process, the others keep running.
    const killed = hubs[0]!;
    await killed.kill();
    const watcher = clients[1]!;
    const downAt = nowUs();
    const shownDownUs = await watcher.until((tables) => tables.some((e) => 'summary' in e && e.summary.hub === hubId(0) && !e.hubOnline), 30_000);
    const restartAt = performance.now();
    const restartUs = nowUs();
    const again = await startHub({ config: join(dir, `${hubId(0)}.yaml`), dataDir: killed.dataDir, adminToken: ADMIN_TOKEN, env, timeoutMs: 180_000 });
    hubs.push(again);
    const toHealthMs = Math.round(performance.now() - restartAt);
    const shownUpUs = await watcher.until(
      (tables) => tables.filter((e) => 'summary' in e && e.summary.hub === hubId(0)).length === TABLES_PER_HUB && tables.every((e) => e.hubOnline),
      60_000,
    );
    const resumed = (await api(again, 'GET', '/api/tables', undefined, false)).body as unknown[];

    return {
      hubBuiltForThisRun,
      hubs: HUBS,
      tables: everyTable,
      hubsStartMs,
      changesRefused: failed,
      broker: 'mosquitto (Debian), one, loopback, no persistence',
      postgres: { settings, maxConnections: 60 },
      overview: {
        what: 'match started on a table (REST) -> store-tables live frame showing it at a client of each other hub',
        changesPerSecond: CHANGES_PER_SECOND,
        measureSeconds: MEASURE_MS / 1000,
        changeToOverviewFrame: overview,
        frameBytes,
        loadAverage1m: { before: loadBefore, after: load() },
      },
      appends: {
        what: 'every table ended and started again as fast as the hubs answer, 4 requests in flight per hub',
        seconds: Math.round(appendSeconds * 10) / 10,
        commands,
        eventsAppended: appended,
        eventsPerSecond: Math.round(appended / appendSeconds),
        commandsPerSecond: Math.round(commands / appendSeconds),
        loadAverage1m: load(),
      },
      resume: {
        what: 'hub-0 (64 tables, matches running) killed with SIGKILL and started again on the same data',
        killToShownDownElsewhereMs: Math.round((shownDownUs - downAt) / 1000),
        processStartToHealthMs: toHealthMs,
        restartToTablesOnlineElsewhereMs: Math.round((shownUpUs - restartUs) / 1000),
        tablesServedAfter: resumed.length,
        loadAverage1m: load(),
      },
    };
  } finally {
    clients.forEach((c) => c.close());
    // The restarted hub first: stopping the killed one removes the data directory they share.
    for (const hub of hubs.reverse()) await hub.stop().catch(() => null);
    await broker?.stop();
    await postgres.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
