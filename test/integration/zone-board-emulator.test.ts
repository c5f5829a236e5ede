import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { connectAsync, type MqttClient } from 'mqtt';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmulatedBoard } from '../../firmware-bridge/zone-board/testing/emulated-board.js';
import { freePort } from '../support/hub-process.js';
import { EXAMPLE_ACCOUNTS, MosquittoBroker } from '../../firmware-bridge/zone-board/testing/mosquitto-broker.js';
import { buildHost } from '../../firmware-bridge/zone-board/host-build.js';
import { ZoneBoardAdapter } from '../../src/devices/zone-board/zone-board.adapter.js';
import type { BoardBinding } from '../../src/devices/zone-board/zone-board.bindings.js';
import type { ReaderEvent } from '../../src/devices/reader-port.js';
import { EmbeddedMqttBroker } from '../../src/mqtt/embedded-broker.js';
import type { MqttConnection } from '../../src/mqtt/mqtt.tokens.js';
import { requireFiles, requirePrograms } from '../support/require-system.js';

/**
 * Emulated zone boards (the firmware's own logic, host-built) against both brokers a store may
 * run: the hub's embedded aedes and a real mosquitto with the documented password_file/acl_file.
 */

const { store1a, store1b, store2a } = EXAMPLE_ACCOUNTS;
const UID_A = '04A1B2C3D4E5F6';
const UID_B = '04112233445566';
const silent = pino({ level: 'silent' });

const bindings: BoardBinding[] = [
  { board: store1a.id, table: store1a.table, zones: new Map([[0, 'p1.active'], [1, 'p1.bench.1'], [2, 'p1.tap']]) },
  { board: store1b.id, table: store1b.table, zones: new Map([[0, 'p2.active']]) },
  { board: store2a.id, table: store2a.table, zones: new Map([[0, 'p1.active']]) },
];

interface BrokerUnderTest {
  readonly port: number;
  connection(): MqttConnection;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function embeddedAedes(): Promise<BrokerUnderTest> {
  const port = await freePort();
  const broker = new EmbeddedMqttBroker(
    { hubId: 'hub', host: '127.0.0.1', port, allowAnonymous: false, boards: [store1a, store1b, store2a] },
    silent,
  );
  await broker.start();
  return { port, connection: () => broker.connection(), stop: () => broker.stop(), start: () => broker.start() };
}

async function realMosquitto(dir: string): Promise<BrokerUnderTest> {
  requirePrograms('mosquitto');
  const port = await freePort();
  const broker = new MosquittoBroker(dir, port);
  await broker.start();
  return {
    port,
    connection: () => ({ url: `mqtt://127.0.0.1:${port}`, ...EXAMPLE_ACCOUNTS.hub, rejectUnauthorized: true }),
    stop: () => broker.stop(),
    start: () => broker.start(),
  };
}

describe.each([
  ['embedded aedes', 'aedes'],
  ['mosquitto', 'mosquitto'],
] as const)('zone boards over %s', (_name, kind) => {
  let dir: string;
  let broker: BrokerUnderTest;
  let adapter: ZoneBoardAdapter;
  let events: ReaderEvent[] = [];
  const boards: EmulatedBoard[] = [];
  const clients: MqttClient[] = [];

  function board(stateName: string): EmulatedBoard {
    const b = new EmulatedBoard({
      table: store1a.table,
      board: store1a.id,
      antennas: [0, 1, 2],
      port: broker.port,
      username: store1a.username,
      password: store1a.password,
      stateFile: join(dir, `${stateName}.state`),
    });
    boards.push(b);
    b.start();
    return b;
  }

  async function client(account: { username: string; password: string }): Promise<MqttClient> {
    const c = await connectAsync(`mqtt://127.0.0.1:${broker.port}`, { ...account, reconnectPeriod: 0, clean: true });
    c.on('error', () => undefined);
    clients.push(c);
    return c;
  }

  async function until(predicate: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; events: ${JSON.stringify(events, null, 1)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  const readings = (tableId: string, zone?: string) =>
    events.flatMap((e) => (e.type === 'reading' && e.tableId === tableId && (zone === undefined || e.zone === zone) ? [e.reading] : []));

  beforeAll(async () => {
    requirePrograms('g++', 'make', 'flock');
    requireFiles({ '/usr/include/mosquitto.h': 'libmosquitto-dev' });
    await buildHost();
    dir = mkdtempSync(join(tmpdir(), `mirrormat-zb-${kind}-`));
    broker = kind === 'aedes' ? await embeddedAedes() : await realMosquitto(dir);
    await startHub();
  });

  async function startHub(): Promise<void> {
    adapter = new ZoneBoardAdapter({ hub: 'hub', connection: { connection: () => broker.connection() }, boards: bindings, log: silent, commandTimeoutMs: 3000 });
    adapter.onEvent((event) => events.push(event));
    await adapter.start();
  }

  afterEach(async () => {
    const stopped = boards.splice(0);
    await Promise.all(stopped.map((b) => b.stop()));
    // The next test's board takes the same id: its "online" must not be confused with this one's.
    if (stopped.length > 0) {
      await until(() => adapter.health().some((h) => h.name === store1a.id && h.status === 'down'), 'the stopped board offline');
    }
    await Promise.all(clients.splice(0).map((c) => c.endAsync(true)));
  });

  afterAll(async () => {
    await adapter?.stop();
    await broker?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('zone reports reach the hub as reader events: present with the card id, several, unreadable, absent', async () => {
    events = [];
    const b = board('reports');
    await until(() => events.filter((e) => e.type === 'connected' && e.tableId === 'store-1').length === 3, 'the board online');
    await until(() => readings('store-1').length === 3, 'the boot readings');
    expect(readings('store-1')).toEqual([{ kind: 'absent' }, { kind: 'absent' }, { kind: 'absent' }]);

    b.send(`place 0 ${UID_A} sv1-25`, `several 1 ${UID_A} ${UID_B}`, 'unreadable 2 garbled NDEF');
    await until(() => readings('store-1').length === 6, 'three readings');
    expect(readings('store-1', 'p1.active').at(-1)).toEqual({ kind: 'present', uid: UID_A, cardId: 'sv1-25' });
    expect(readings('store-1', 'p1.bench.1').at(-1)).toEqual({ kind: 'several', uids: [UID_A, UID_B] });
    expect(readings('store-1', 'p1.tap').at(-1)).toEqual({ kind: 'unreadable', reason: 'garbled NDEF' });
    const reading = events.find((e) => e.type === 'reading' && e.zone === 'p1.active' && e.reading.kind === 'present');
    expect(reading?.source).toEqual({ kind: 'mqtt', boardId: store1a.id, antenna: 0 });

    b.send('remove 0');
    await until(() => readings('store-1', 'p1.active').at(-1)?.kind === 'absent', 'the card removed');
  });

  it('answers identify, set_polling and write_ndef with the request id', async () => {
    const b = board('commands');
    await until(() => adapter.health().some((h) => h.name === store1a.id && h.status === 'up'), 'the board up');
    await expect(adapter.command(store1a.id, 'identify', { durationMs: 1500 })).resolves.toMatchObject({ status: 'ok' });
    await b.waitFor(/^identify 1500$/);
    b.send(`place 2 ${UID_B}`);
    await until(() => readings('store-1', 'p1.tap').at(-1)?.kind === 'present', 'a blank tag');
    await expect(adapter.command(store1a.id, 'write_ndef', { antenna: 2, cardId: 'sv3pt5-151' })).resolves.toEqual({
      v: 1,
      id: expect.any(String),
      status: 'ok',
      uid: UID_B,
    });
    await expect(adapter.command(store1a.id, 'write_ndef', { antenna: 0, cardId: 'sv1-1' })).rejects.toThrow(/no tag on the antenna/);
    await expect(adapter.command(store1a.id, 'set_polling', { intervalMs: 10 })).resolves.toMatchObject({ status: 'ok' });
  });

  it('the board\'s last will marks it offline: its zones disconnect, no card leaves', async () => {
    events = [];
    const b = board('will');
    b.send(`place 0 ${UID_A} sv1-25`);
    await until(() => readings('store-1').length === 3, 'the card and the empty zones');
    expect(readings('store-1', 'p1.active')).toEqual([{ kind: 'present', uid: UID_A, cardId: 'sv1-25' }]);
    const lastSeq = () => (adapter.health().find((h) => h.name === store1a.id)?.detail as { lastSeq?: number }).lastSeq ?? -1;
    const seqBeforeCut = lastSeq();
    events = [];
    await b.kill9();
    await until(() => events.filter((e) => e.type === 'disconnected').length === 3, 'the will');
    expect(events.every((e) => e.type === 'disconnected' && e.reason === 'board offline')).toBe(true);
    expect(readings('store-1')).toEqual([]);
    expect(adapter.health().find((h) => h.name === store1a.id)).toMatchObject({ status: 'down', detail: { availability: 'offline' } });

    // Power back on: the board numbers on from its NVS (the state file), so the hub accepts it.
    events = [];
    board('will');
    await until(() => events.filter((e) => e.type === 'connected').length === 3, 'the board back online');
    await until(() => readings('store-1').length === 3, 'its boot readings');
    expect(readings('store-1')).toEqual([{ kind: 'absent' }, { kind: 'absent' }, { kind: 'absent' }]);
    expect(lastSeq()).toBe(seqBeforeCut + 3);
  });

  it('a dropped Wi-Fi connection disconnects the zones; the report made meanwhile arrives once on reconnect', async () => {
    events = [];
    const b = board('drop');
    await until(() => readings('store-1').length === 3, 'the boot readings');
    events = [];
    b.send('drop-connection');
    await until(() => events.filter((e) => e.type === 'disconnected').length === 3, 'the will');
    b.send(`place 0 ${UID_A} sv1-25`, 'wait 100', 'reconnect');
    await until(() => readings('store-1').length === 1, 'the held report');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events.map((e) => e.type)).toEqual(['disconnected', 'disconnected', 'disconnected', 'connected', 'connected', 'connected', 'reading']);
    expect(readings('store-1')).toEqual([{ kind: 'present', uid: UID_A, cardId: 'sv1-25' }]);
  });

  it('a restarted hub is told again what lies on every zone of a board that stayed up', async () => {
    events = [];
    const b = board('hub-restart');
    b.send(`place 0 ${UID_A} sv1-25`);
    await until(() => readings('store-1').length === 3, 'the boot readings');
    await b.waitFor(/^acked /, 3);
    await adapter.stop();
    events = [];
    await startHub();
    await until(() => readings('store-1').length === 3, 'the zones told again');
    expect(readings('store-1', 'p1.active')).toEqual([{ kind: 'present', uid: UID_A, cardId: 'sv1-25' }]);
    expect(readings('store-1', 'p1.bench.1')).toEqual([{ kind: 'absent' }]);
    expect(readings('store-1', 'p1.tap')).toEqual([{ kind: 'absent' }]);
  });

  it('a broker restart loses and duplicates nothing: the board buffers and resends, the hub drops repeats', async () => {
    events = [];
    const b = board('restart');
    b.send(`place 0 ${UID_A} sv1-25`);
    await until(() => readings('store-1', 'p1.active').at(-1)?.kind === 'present', 'the card on the board');
    await until(() => readings('store-1', 'p1.bench.1').length + readings('store-1', 'p1.tap').length === 2, 'the boot readings');
    events = [];
    const queuedBefore = b.output().filter((l) => l.startsWith('queued ')).length;

    await broker.stop();
    await b.waitFor(/^disconnected$/);
    b.send('remove 0', 'wait 100', `place 1 ${UID_B} sv2-81`, 'wait 100', 'unreadable 2 read error 1', 'wait 100', `place 0 ${UID_B}`);
    await b.waitFor(/^queued /, queuedBefore + 4);
    await broker.start();

    await until(() => readings('store-1').length >= 4, 'the buffered reports');
    await b.waitFor(/^acked 0$/, 2);
    // Give any resent copy time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readings('store-1')).toEqual([
      { kind: 'absent' },
      { kind: 'present', uid: UID_B, cardId: 'sv2-81' },
      { kind: 'unreadable', reason: 'read error 1' },
      { kind: 'present', uid: UID_B },
    ]);
    const board1 = adapter.health().find((h) => h.name === store1a.id);
    expect(board1).toMatchObject({ status: 'up', detail: { reports: { lost: 0 } } });
  });

  it('a board may not hear another board\'s requests', async () => {
    const owner = await client(store2a);
    const intruder = await client(store1a);
    const heard: string[] = [];
    intruder.on('message', (topic) => heard.push(topic));
    owner.on('message', (topic) => heard.push(`owner ${topic}`));
    const granted = await intruder.subscribeAsync(`mirrormat/hub/${store2a.table}/board/${store2a.id}/request/+`, { qos: 1 }).then(
      (grants) => grants[0]?.qos,
      (error: { packet?: { granted?: number[] } }) => error.packet?.granted?.[0],
    );
    // aedes refuses the subscription (SUBACK 0x80); mosquitto grants it and delivers nothing (acl_file "read").
    expect(granted).toBe(kind === 'aedes' ? 128 : 1);
    await owner.subscribeAsync(`mirrormat/hub/${store2a.table}/board/${store2a.id}/request/+`, { qos: 1 });
    const hub = await client(kind === 'aedes' ? { username: 'mirrormat-hub', password: broker.connection().password ?? '' } : EXAMPLE_ACCOUNTS.hub);
    await hub.publishAsync(`mirrormat/hub/${store2a.table}/board/${store2a.id}/request/identify`, JSON.stringify({ v: 1, id: 'x1', durationMs: 500 }), { qos: 1 });
    await until(() => heard.length > 0, 'the request at its board');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([`owner mirrormat/hub/${store2a.table}/board/${store2a.id}/request/identify`]);
  });

  it('a board publishing under another table is refused', async () => {
    events = [];
    const intruder = await client(store1a);
    const forged = JSON.stringify({ v: 1, seq: 1, reading: { kind: 'present', uid: 'DEADBEEF' }, uptimeMs: 0 });
    await intruder.publishAsync(`mirrormat/hub/${store2a.table}/board/${store2a.id}/zone/0`, forged, { qos: 0 }).catch(() => undefined);

    const owner = await client(store2a);
    const genuine = JSON.stringify({ v: 1, seq: 1, reading: { kind: 'present', uid: UID_A }, uptimeMs: 0 });
    await owner.publishAsync(`mirrormat/hub/${store2a.table}/board/${store2a.id}/zone/0`, genuine, { qos: 1 });
    await until(() => readings('store-2').length > 0, 'the genuine report');
    expect(readings('store-2')).toEqual([{ kind: 'present', uid: UID_A }]);
  });

  it('rejects 10,000 fuzzed payloads without a crash or a reader event', async () => {
    const fuzzer = await client(store1b);
    const base = `mirrormat/hub/${store1b.table}/board/${store1b.id}`;
    const valid = { v: 1, seq: 1, reading: { kind: 'absent' }, uptimeMs: 0 };
    const json = (value: unknown) => JSON.stringify(value);
    const arbitrary = fc.oneof(
      fc.string({ maxLength: 200 }).map((s) => ({ topic: `${base}/zone/0`, payload: `{${s}` })),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ topic: `${base}/zone/0`, payload: Buffer.from(bytes) })),
      fc.integer().filter((v) => v !== 1).map((v) => ({ topic: `${base}/zone/0`, payload: json({ ...valid, v }) })),
      fc.integer({ min: -1e15, max: -1 }).map((seq) => ({ topic: `${base}/zone/0`, payload: json({ ...valid, seq }) })),
      fc
        .record({ seq: fc.oneof(fc.string(), fc.boolean(), fc.double({ noInteger: true }), fc.constant(null)) })
        .map(({ seq }) => ({ topic: `${base}/zone/0`, payload: json({ ...valid, seq }) })),
      fc.anything().map((reading) => ({ topic: `${base}/zone/0`, payload: json({ ...valid, reading: { kind: 'present', uid: reading } }) })),
      fc.string({ minLength: 65, maxLength: 20_000 }).map((reason) => ({ topic: `${base}/zone/0`, payload: json({ ...valid, reading: { kind: 'unreadable', reason } }) })),
      fc.string({ minLength: 33, maxLength: 5_000 }).map((cardId) => ({ topic: `${base}/zone/0`, payload: json({ ...valid, reading: { kind: 'present', uid: UID_A, cardId } }) })),
      fc.integer({ min: 1, max: 99 }).map((antenna) => ({ topic: `${base}/zone/${antenna}`, payload: json(valid) })),
      fc.jsonValue().map((value) => ({ topic: `${base}/availability`, payload: json(value) })),
      fc.jsonValue().map((value) => ({ topic: `${base}/status`, payload: json(value) })),
    );
    const samples = fc.sample(arbitrary, { numRuns: 10_000, seed: 20261122 });
    expect(samples).toHaveLength(10_000);
    events = [];
    for (let i = 0; i < samples.length; i += 500) {
      await Promise.all(samples.slice(i, i + 500).map((s) => fuzzer.publishAsync(s.topic, s.payload, { qos: 1 })));
    }
    const counted = () => {
      const detail = adapter.health().find((h) => h.name === store1b.id)?.detail as { reports: Record<string, number> } | undefined;
      return (detail?.reports.rejected ?? 0) + (detail?.reports.unmapped ?? 0);
    };
    await until(() => counted() >= 10_000, 'all fuzzed payloads handled', 30_000);
    expect(counted()).toBe(10_000);
    expect(events).toEqual([]);
    expect(adapter.health().find((h) => h.name === store1b.id)).toMatchObject({
      status: 'down',
      detail: { availability: 'unknown', firmware: undefined, lastSeq: undefined },
    });

    // The adapter still works after the storm.
    await fuzzer.publishAsync(`${base}/zone/0`, json({ ...valid, reading: { kind: 'present', uid: UID_A } }), { qos: 1 });
    await until(() => readings('store-1', 'p2.active').length === 1, 'a valid report after the fuzz');
  });
});
