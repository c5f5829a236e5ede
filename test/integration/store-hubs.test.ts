import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost } from '../../firmware-bridge/zone-board/host-build.js';
import { EmulatedBoard } from '../../firmware-bridge/zone-board/testing/emulated-board.js';
import { EXAMPLE_ACCOUNTS, MosquittoBroker } from '../../firmware-bridge/zone-board/testing/mosquitto-broker.js';
import { verifyExport } from '../../src/match-log/verify-export.js';
import { api, freePort, type HubProcess } from '../support/hub-process.js';
import { startStoreHub, writeStoreHubConfig } from '../support/store-hub.js';
import { requireFiles, requirePrograms } from '../support/require-system.js';

/**
 * Issue 17, item 1: three hubs of one store on one mosquitto. Each hub's boards report under its own
 * mirrormat/<hub>/ and wait for their own hub's availability, so one hub killed with SIGKILL (its
 * last will says "offline") leaves the other hubs' boards reporting; and a table id is the store's:
 * a hub configured with a table a live hub serves refuses to start. Item 2: every hub's store
 * overview lists every table of the store from the retained summaries, and a hub that went down shows
 * as down with its tables' last state. The tests: the killed hub restarted resumes its table
 * while the others never paused, and a restart of the broker (no persistence: it forgets every
 * retained message) loses and duplicates nothing.
 */

const { hub: hubAccount, store1a, store1b, store2a } = EXAMPLE_ACCOUNTS;
const TOKEN = 'store-hubs-admin-token-0123456789';
const UID = '04A1B2C3D4E5F6';
const UID_AFTER = '04B1B2C3D4E5F6';

interface BoardAccount {
  readonly id: string;
  readonly table: string;
  readonly username: string;
  readonly password: string;
}

/** Hub C's board: the example account zb-store1-b, bound to C's own table. */
const store3a = { ...store1b, table: 'store-3' };

/** The example accounts, with store-1's board on hub "hub-a", store-2's on "hub-b" and store-3's on "hub-c". */
const ACL = [
  'user mirrormat-hub',
  'topic readwrite mirrormat/#',
  ...[
    { hub: 'hub-a', board: store1a },
    { hub: 'hub-b', board: store2a },
    { hub: 'hub-c', board: store3a },
  ].flatMap(({ hub, board }) => [
    `user ${board.username}`,
    ...['zone/+', 'availability', 'status', 'response/+'].map((t) => `topic write mirrormat/${hub}/${board.table}/board/${board.id}/${t}`),
    `topic read mirrormat/${hub}/${board.table}/board/${board.id}/request/+`,
    `topic read mirrormat/${hub}/availability`,
  ]),
  '',
].join('\n');

interface StoreTableEntry {
  hubOnline: boolean;
  local: boolean;
  summary: { hub: string; table: string; state: string; devices: string; updatedAt: string; players: { p1: { name: string; prizesLeft: number } } | null };
}

async function storeTables(hub: HubProcess): Promise<StoreTableEntry[]> {
  return (await api(hub, 'GET', '/api/store/tables', undefined, false)).body as StoreTableEntry[];
}

interface ZoneBoardHealth {
  name: string;
  kind: string;
  status: string;
  detail: { reports: { accepted: number } };
}

async function boardHealth(hub: HubProcess, board: string): Promise<ZoneBoardHealth | undefined> {
  const res = await fetch(`${hub.url}/health`);
  const body = (await res.json()) as { components: ZoneBoardHealth[] };
  return body.components.find((c) => c.kind === 'zone-board' && c.name === board);
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a client of the store broker heard, and when: the record that shows which hub paused. */
interface Heard {
  readonly at: number;
  readonly topic: string;
  readonly payload: string;
}

/** The store's hub-level topics as any hub account reads them: claims (a live hub), hub availability and table summaries. */
async function listen(port: number): Promise<{ heard: Heard[]; client: MqttClient }> {
  const client = await connectAsync(`mqtt://127.0.0.1:${port}`, { ...hubAccount, reconnectPeriod: 200 });
  const heard: Heard[] = [];
  client.on('message', (topic, payload) => heard.push({ at: Date.now(), topic, payload: payload.toString('utf8') }));
  await client.subscribeAsync(['mirrormat/+/tables', 'mirrormat/+/availability', 'mirrormat/+/tables/+/summary'], { qos: 1 });
  return { heard, client };
}

/** Whether a hub-level message says the hub went away: its claim deleted, or its availability "offline". */
function saysDown(message: Heard): boolean {
  return (message.topic.endsWith('/tables') && message.payload === '') || (message.topic.endsWith('/availability') && message.payload.includes('offline'));
}

/** A summary as the store shows it, without the time it was made. */
function content(entry: StoreTableEntry): Omit<StoreTableEntry['summary'], 'updatedAt'> & { online: boolean } {
  const { updatedAt: _, ...rest } = entry.summary;
  return { ...rest, online: entry.hubOnline };
}

describe('three hubs of one store on one mosquitto', () => {
  let dir: string;
  let broker: MosquittoBroker;
  let hubA: HubProcess | undefined;
  let hubB: HubProcess | undefined;
  let hubC: HubProcess | undefined;
  let restartedA: HubProcess | undefined;
  let observer: { heard: Heard[]; client: MqttClient } | undefined;
  const boards: EmulatedBoard[] = [];
  const matchIds = new Map<string, string>();
  let boardA: EmulatedBoard;
  let boardB: EmulatedBoard;
  let boardC: EmulatedBoard;
  let killedAt = 0;

  const hubConfig = (hub: string, table: string, board?: { id: string; username: string; password: string }) =>
    writeStoreHubConfig(dir, TOKEN, { hub, table, mqtt: `url: "mqtt://127.0.0.1:${broker.port}", username: ${hubAccount.username}, password: ${hubAccount.password}`, ...(board && { board }) });

  function board(hub: string, account: BoardAccount): EmulatedBoard {
    const b = new EmulatedBoard({
      hub,
      table: account.table,
      board: account.id,
      antennas: [0],
      port: broker.port,
      username: account.username,
      password: account.password,
      stateFile: join(dir, `${account.id}.state`),
    });
    boards.push(b);
    b.start();
    return b;
  }

  beforeAll(async () => {
    requirePrograms('mosquitto', 'g++', 'make', 'flock');
    requireFiles({ '/usr/include/mosquitto.h': 'libmosquitto-dev' });
    await buildHost();
    dir = mkdtempSync(join(tmpdir(), 'mirrormat-store-hubs-'));
    const acl = join(dir, 'acl_file');
    writeFileSync(acl, ACL);
    broker = new MosquittoBroker(dir, await freePort(), acl);
    await broker.start();
    observer = await listen(broker.port);
    // In parallel, so the third hub costs the file little time; three starts at once take longer each.
    const start = (hub: string, board: BoardAccount) => startStoreHub(hubConfig(hub, board.table, board), TOKEN, { timeoutMs: 90_000 });
    [hubA, hubB, hubC] = await Promise.all([start('hub-a', store1a), start('hub-b', store2a), start('hub-c', store3a)]);
  });

  afterAll(async () => {
    await Promise.all(boards.map((b) => b.stop()));
    await observer?.client.endAsync(true);
    await restartedA?.stop();
    await Promise.all([hubA?.stop(), hubB?.stop(), hubC?.stop()]);
    await broker?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("each hub's store overview lists every table of the store, live, whichever hub serves it", async () => {
    for (const [hub, table, players] of [
      [hubA!, store1a.table, [{ name: 'Ash' }, { name: 'Misty' }]],
      [hubB!, store2a.table, [{ name: 'Brock' }, { name: 'Erika' }]],
      [hubC!, store3a.table, [{ name: 'Gary' }, { name: 'Sabrina' }]],
    ] as const) {
      const started = await api(hub, 'POST', `/api/tables/${table}/match`, { players });
      expect(started.status).toBe(201);
      matchIds.set(table, (started.body as { matchId: string }).matchId);
    }
    const allInSetup = (list: StoreTableEntry[]) => (list.length === 3 && list.every((e) => e.summary.state === 'setup') ? list : undefined);
    const onB = await until(async () => allInSetup(await storeTables(hubB!)), "every hub's match on hub B's store overview");
    expect(onB.map((e) => [e.summary.hub, e.summary.table, e.local, e.hubOnline])).toEqual([
      ['hub-b', store2a.table, true, true],
      ['hub-a', store1a.table, false, true],
      ['hub-c', store3a.table, false, true],
    ]);
    expect(onB[1]!.summary.players?.p1).toEqual({ name: 'Ash', prizesLeft: 0 });
    const onC = await until(async () => allInSetup(await storeTables(hubC!)), "every hub's match on hub C's store overview");
    expect(onC.map((e) => [e.summary.hub, e.summary.table, e.local])).toEqual([
      ['hub-c', store3a.table, true],
      ['hub-a', store1a.table, false],
      ['hub-b', store2a.table, false],
    ]);
  });

  it("one hub killed with SIGKILL: its boards hold their reports, the other hubs' boards go on reporting", async () => {
    boardA = board('hub-a', store1a);
    boardB = board('hub-b', store2a);
    boardC = board('hub-c', store3a);
    await until(async () => ((await boardHealth(hubA!, store1a.id))?.status === 'up' ? true : undefined), 'board A up on hub A');
    const upOn = async (hub: HubProcess, id: string) =>
      until(async () => {
        const health = await boardHealth(hub, id);
        return health?.status === 'up' && health.detail.reports.accepted > 0 ? health : undefined;
      }, `board ${id} up`);
    const [upOnB, upOnC] = await Promise.all([upOn(hubB!, store2a.id), upOn(hubC!, store3a.id)]);

    killedAt = Date.now();
    await hubA!.kill();
    // Hub A's last will reaches its own board only: board A now holds what it reads.
    await boardA.waitFor(/^hub offline$/);
    boardA.send(`place 0 ${UID} sv1-25`);
    boardB.send(`place 0 ${UID} sv1-25`);
    boardC.send(`place 0 ${UID} sv1-25`);
    for (const [hub, id, before] of [
      [hubB!, store2a.id, upOnB],
      [hubC!, store3a.id, upOnC],
    ] as const) {
      const after = await until(async () => {
        const health = await boardHealth(hub, id);
        return health !== undefined && health.detail.reports.accepted > before.detail.reports.accepted ? health : undefined;
      }, `board ${id}'s report at its hub after hub A died`);
      expect(after.status).toBe('up');
    }
    expect([...boardB.output(), ...boardC.output()].filter((line) => line === 'hub offline')).toEqual([]);
  });

  it('a hub that went down shows as down on the other hubs, with its table\'s last state', async () => {
    // Hub A was killed in the test before: its claim went with its last will, its summary stays.
    for (const hub of [hubB!, hubC!]) {
      const entry = await until(async () => {
        const a = (await storeTables(hub)).find((e) => e.summary.hub === 'hub-a');
        return a && !a.hubOnline ? a : undefined;
      }, 'hub A shown as down');
      expect(entry.summary).toMatchObject({ table: store1a.table, state: 'setup' });
    }
  });

  it('a hub configured with a table id a live hub serves refuses to start, naming both', async () => {
    const clash = hubConfig('hub-x', store2a.table);
    await expect(startStoreHub(clash, TOKEN, { timeoutMs: 45_000 })).rejects.toThrow(
      /table id "store-2" is served by live hub "hub-b"/,
    );
  });

  it('the table of a hub that died is free again: its claim went with its last will', async () => {
    // Hub A was killed in the first test; its table store-1 may be served by another hub now.
    const successor = await startStoreHub(hubConfig('hub-d', store1a.table), TOKEN, { timeoutMs: 55_000 });
    await successor.stop();
  });

  it('the hub killed with SIGKILL restarts and resumes its table; the other hubs never paused while it was down', async () => {
    // While hub A is down, hub C's table starts a new match and hub B's store overview shows it: the store goes on.
    expect((await api(hubC!, 'POST', `/api/tables/${store3a.table}/match/end`)).status).toBe(200);
    const next = await api(hubC!, 'POST', `/api/tables/${store3a.table}/match`, { players: [{ name: 'Koga' }, { name: 'Janine' }] });
    expect(next.status).toBe(201);
    matchIds.set(store3a.table, (next.body as { matchId: string }).matchId);
    await until(
      async () => ((await storeTables(hubB!)).find((e) => e.summary.table === store3a.table)?.summary.players?.p1.name === 'Koga' ? true : undefined),
      "hub C's new match on hub B",
    );
    const restartingAt = Date.now();

    restartedA = await startStoreHub(join(dir, 'hub-a.yaml'), TOKEN, { dataDir: hubA!.dataDir, timeoutMs: 90_000 });
    const table = (await api(restartedA, 'GET', `/api/tables/${store1a.table}`, undefined, false)).body as { match: { matchId: string } | null };
    expect(table.match?.matchId).toBe(matchIds.get(store1a.table));
    // Its board was holding its report for its hub: hub A online again, the report arrives.
    await boardA.waitFor(/^hub online$/, 2);
    await until(async () => ((await boardHealth(restartedA!, store1a.id))?.detail.reports.accepted ?? 0) > 0 ? true : undefined, "board A's held report at hub A");
    for (const hub of [hubB!, hubC!]) {
      const a = await until(async () => {
        const entry = (await storeTables(hub)).find((e) => e.summary.hub === 'hub-a');
        return entry?.hubOnline ? entry : undefined;
      }, 'hub A online again');
      expect(a.summary).toMatchObject({ table: store1a.table, state: 'setup', players: { p1: { name: 'Ash' } } });
    }

    const whileDown = observer!.heard.filter((m) => m.at >= killedAt && m.at < restartingAt);
    // Hub A's last will, heard by everyone: the record does show a hub going down.
    expect(whileDown.filter(saysDown).map((m) => m.topic)).toContain('mirrormat/hub-a/tables');
    expect(whileDown.filter((m) => saysDown(m) && /^mirrormat\/hub-[bc]\//.test(m.topic))).toEqual([]);
    expect(whileDown.map((m) => m.topic)).toContain(`mirrormat/hub-c/tables/${store3a.table}/summary`);
  }, 120_000);

  it("a broker restart loses and duplicates nothing: every hub claims and publishes again, each hub's availability is back online", async () => {
    const hubs = [restartedA!, hubB!, hubC!];
    const servedBy: Record<string, HubProcess> = { [store1a.table]: restartedA!, [store2a.table]: hubB!, [store3a.table]: hubC! };
    /** Each match's log: its chain checked, and its events (the export's header carries the time of the export). */
    const exports = async () =>
      Promise.all(
        [...matchIds].map(async ([table, id]) => {
          const text = String((await api(servedBy[table]!, 'GET', `/api/matches/${id}/export`)).body);
          expect(verifyExport(text).problems).toEqual([]);
          return [table, text.split('\n').slice(1)] as const;
        }),
      );
    const logsBefore = await exports();
    const overviewBefore = await until(async () => {
      const list = await storeTables(hubB!);
      return list.length === 3 && list.every((e) => e.hubOnline && e.summary.devices === 'up') ? list.map(content) : undefined;
    }, 'every table online with its devices up on hub B');
    const acceptedBefore = (await boardHealth(hubB!, store2a.id))!.detail.reports.accepted;

    await broker.stop();
    await boardB.waitFor(/^disconnected$/);
    // A report made while the broker is away: board B holds it and sends it once the broker is back.
    boardB.send(`place 0 ${UID_AFTER} sv1-25`);
    await boardB.waitFor(/^queued /, 2);
    const restartedAt = Date.now();
    await broker.start();

    // The broker has forgotten every retained message: what the observer hears now, the hubs published again.
    const heardAgain = () => observer!.heard.filter((m) => m.at >= restartedAt);
    await until(async () => {
      const claims = new Set(heardAgain().filter((m) => m.topic.endsWith('/tables') && m.payload !== '').map((m) => m.topic));
      const online = new Set(heardAgain().filter((m) => m.topic.endsWith('/availability') && m.payload.includes('online')).map((m) => m.topic));
      return claims.size === 3 && online.size === 3 ? true : undefined;
    }, 'every hub claiming its tables and online again');
    for (const hub of hubs) {
      const overview = await until(async () => {
        const list = await storeTables(hub);
        return list.length === 3 && list.every((e) => e.hubOnline && e.summary.devices === 'up') ? list : undefined;
      }, `every table online with its devices up on ${hub.url}`);
      expect(overview.map(content).sort((x, y) => x.table.localeCompare(y.table))).toEqual(
        [...overviewBefore].sort((x, y) => x.table.localeCompare(y.table)).map((e) => ({ ...e, online: true })),
      );
    }
    const afterHealth = await until(async () => {
      const health = await boardHealth(hubB!, store2a.id);
      return health && health.detail.reports.accepted > acceptedBefore ? health : undefined;
    }, "board B's held report at hub B");
    expect(afterHealth.detail.reports).toMatchObject({ accepted: acceptedBefore + 1, lost: 0 });
    // Every table's summary published again, the last one heard as the table was before the restart (a summary is
    // the table's whole state: sent again, it changes nothing), each table listed once, each match's log as it was.
    const lastHeard = new Map<string, unknown>();
    for (const m of heardAgain().filter((m) => m.topic.endsWith('/summary'))) {
      const { updatedAt: _, ...rest } = JSON.parse(m.payload) as { updatedAt: string };
      lastHeard.set(m.topic, rest);
    }
    expect([...lastHeard.keys()].sort()).toEqual([
      `mirrormat/hub-a/tables/${store1a.table}/summary`,
      `mirrormat/hub-b/tables/${store2a.table}/summary`,
      `mirrormat/hub-c/tables/${store3a.table}/summary`,
    ]);
    for (const { online: _, ...before } of overviewBefore) expect(lastHeard.get(`mirrormat/${before.hub}/tables/${before.table}/summary`)).toEqual(before);
    expect(await exports()).toEqual(logsBefore);
  }, 120_000);
});
