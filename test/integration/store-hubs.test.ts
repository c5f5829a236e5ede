import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost } from '../../firmware-bridge/zone-board/host-build.js';
import { EmulatedBoard } from '../../firmware-bridge/zone-board/testing/emulated-board.js';
import { EXAMPLE_ACCOUNTS, MosquittoBroker } from '../../firmware-bridge/zone-board/testing/mosquitto-broker.js';
import { api, freePort, startHub, type HubProcess } from '../support/hub-process.js';
import { requireFiles, requirePrograms } from '../support/require-system.js';

/**
 * Issue 17, item 1: two hubs of one store on one mosquitto. Each hub's boards report under its own
 * mirrormat/<hub>/ and wait for their own hub's availability, so one hub killed with SIGKILL (its
 * last will says "offline") leaves the other hub's boards reporting; and a table id is the store's:
 * a third hub configured with a table a live hub serves refuses to start. Item 2: every hub's store
 * overview lists every table of the store from the retained summaries, and a hub that went down shows
 * as down with its tables' last state.
 */

const { hub: hubAccount, store1a, store2a } = EXAMPLE_ACCOUNTS;
const TOKEN = 'store-hubs-admin-token-0123456789';
const UID = '04A1B2C3D4E5F6';

/** The example accounts, with store-1's board on hub "hub-a" and store-2's on hub "hub-b". */
const ACL = [
  'user mirrormat-hub',
  'topic readwrite mirrormat/#',
  ...[
    { hub: 'hub-a', board: store1a },
    { hub: 'hub-b', board: store2a },
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
  summary: { hub: string; table: string; state: string; players: { p1: { name: string; prizesLeft: number } } | null };
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

/** The external broker's URL is in the config: no embedded broker port. */
const EXTERNAL_MQTT = { MIRRORMAT__MQTT__PORT: undefined };

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

describe('two hubs of one store on one mosquitto', () => {
  let dir: string;
  let broker: MosquittoBroker;
  let hubA: HubProcess | undefined;
  let hubB: HubProcess | undefined;
  const boards: EmulatedBoard[] = [];

  function hubConfig(name: string, hub: string, table: string, board: { id: string; username: string; password: string } | undefined): string {
    const path = join(dir, `${name}.yaml`);
    writeFileSync(
      path,
      [
        'http: { host: 127.0.0.1, port: 0 }',
        `hub: { id: ${hub} }`,
        `auth: { adminToken: ${TOKEN} }`,
        `mqtt: { mode: external, url: "mqtt://127.0.0.1:${broker.port}", username: ${hubAccount.username}, password: ${hubAccount.password} }`,
        'pcsc: { enabled: false }',
        ...(board === undefined ? [] : [`boards: [{ id: ${board.id}, table: ${table}, username: ${board.username}, password: ${board.password} }]`]),
        'tables:',
        `  - id: ${table}`,
        `    name: Table ${table}`,
        ...(board === undefined ? [] : ['    zones:', `      - { zone: p1.active, reader: { board: ${board.id}, antenna: 0 } }`]),
        '',
      ].join('\n'),
    );
    return path;
  }

  function board(hub: string, account: typeof store1a | typeof store2a): EmulatedBoard {
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
    hubA = await startHub({ config: hubConfig('hub-a', 'hub-a', store1a.table, store1a), adminToken: TOKEN, env: EXTERNAL_MQTT });
    hubB = await startHub({ config: hubConfig('hub-b', 'hub-b', store2a.table, store2a), adminToken: TOKEN, env: EXTERNAL_MQTT });
  });

  afterAll(async () => {
    await Promise.all(boards.map((b) => b.stop()));
    await hubA?.stop();
    await hubB?.stop();
    await broker?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("each hub's store overview lists every table of the store, live, whichever hub serves it", async () => {
    expect((await api(hubA!, 'POST', `/api/tables/${store1a.table}/match`, { players: [{ name: 'Ash' }, { name: 'Misty' }] })).status).toBe(201);
    const onB = await until(async () => {
      const list = await storeTables(hubB!);
      return list.find((e) => e.summary.table === store1a.table)?.summary.state === 'setup' ? list : undefined;
    }, "hub A's match on hub B's store overview");
    expect(onB.map((e) => [e.summary.hub, e.summary.table, e.local, e.hubOnline])).toEqual([
      ['hub-b', store2a.table, true, true],
      ['hub-a', store1a.table, false, true],
    ]);
    expect(onB[1]!.summary.players?.p1).toEqual({ name: 'Ash', prizesLeft: 0 });
  });

  it('one hub killed with SIGKILL: its boards hold their reports, the other hub\'s boards go on reporting', async () => {
    const boardA = board('hub-a', store1a);
    const boardB = board('hub-b', store2a);
    await until(async () => ((await boardHealth(hubA!, store1a.id))?.status === 'up' ? true : undefined), 'board A up on hub A');
    const upOnB = await until(async () => {
      const health = await boardHealth(hubB!, store2a.id);
      return health?.status === 'up' && health.detail.reports.accepted > 0 ? health : undefined;
    }, 'board B up on hub B');

    await hubA!.kill();
    // Hub A's last will reaches its own board only: board A now holds what it reads.
    await boardA.waitFor(/^hub offline$/);
    boardA.send(`place 0 ${UID} sv1-25`);
    boardB.send(`place 0 ${UID} sv1-25`);
    const after = await until(async () => {
      const health = await boardHealth(hubB!, store2a.id);
      return health !== undefined && health.detail.reports.accepted > upOnB.detail.reports.accepted ? health : undefined;
    }, 'board B\'s report at hub B after hub A died');
    expect(after.status).toBe('up');
    expect(boardB.output().filter((line) => line === 'hub offline')).toEqual([]);
  });

  it('a hub that went down shows as down on the other hubs, with its table\'s last state', async () => {
    // Hub A was killed in the test before: its claim went with its last will, its summary stays.
    const entry = await until(async () => {
      const a = (await storeTables(hubB!)).find((e) => e.summary.hub === 'hub-a');
      return a && !a.hubOnline ? a : undefined;
    }, 'hub A shown as down on hub B');
    expect(entry.summary).toMatchObject({ table: store1a.table, state: 'setup' });
  });

  it('a hub configured with a table id a live hub serves refuses to start, naming both', async () => {
    const clash = hubConfig('hub-c', 'hub-c', store2a.table, undefined);
    await expect(startHub({ config: clash, adminToken: TOKEN, env: EXTERNAL_MQTT, timeoutMs: 20_000 })).rejects.toThrow(
      /table id "store-2" is served by live hub "hub-b"/,
    );
  });

  it('the table of a hub that died is free again: its claim went with its last will', async () => {
    // Hub A was killed in the first test; its table store-1 may be served by another hub now.
    const successor = await startHub({ config: hubConfig('hub-d', 'hub-d', store1a.table, undefined), adminToken: TOKEN, env: EXTERNAL_MQTT });
    await successor.stop();
  });
});
