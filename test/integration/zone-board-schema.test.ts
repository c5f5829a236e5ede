import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectAsync, type MqttClient } from 'mqtt';
import { pino } from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost, ZONE_BOARD_DIR } from '../../firmware-bridge/zone-board/host-build.js';
import { EmulatedBoard } from '../../firmware-bridge/zone-board/testing/emulated-board.js';
import { freePort } from '../support/hub-process.js';
import { EmbeddedMqttBroker } from '../../src/mqtt/embedded-broker.js';
import { requireFiles, requirePrograms } from '../support/require-system.js';

/**
 * The firmware's real output, checked against the PUBLISHED JSON Schema file (not the zod schemas
 * it was generated from): what a third-party tool reading the schema would accept.
 */
const schemaDocument = JSON.parse(readFileSync(join(ZONE_BOARD_DIR, 'schema', 'zone-board.schema.json'), 'utf8')) as {
  $schema: string;
  $defs: Record<string, Record<string, unknown>>;
};

function published(name: string): z.ZodType {
  const definition = schemaDocument.$defs[name];
  if (!definition) throw new Error(`no ${name} in the published schema`);
  return z.fromJSONSchema({ ...definition, $schema: schemaDocument.$schema } as Parameters<typeof z.fromJSONSchema>[0]);
}

const SCHEMA_OF: [RegExp, string][] = [
  [/\/zone\/\d+$/, 'ZoneReport'],
  [/\/board\/[^/]+\/availability$/, 'Availability'],
  [/\/status$/, 'Status'],
  [/\/response\/[a-z_]+$/, 'Response'],
];
/** The hub's own messages (requests, one deliberately invalid, and its availability) are not the board's output. */
const fromBoard = (topic: string) => !topic.includes('/request/') && topic !== 'mirrormat/hub/availability';

describe('the board emulator speaks the published schema', () => {
  let dir: string;
  let broker: EmbeddedMqttBroker;
  let hub: MqttClient;
  let board: EmulatedBoard;
  const seen: { topic: string; payload: string }[] = [];
  const account = { id: 'b1', table: 't1', username: 'board-b1', password: 'board-b1-password' };

  beforeAll(async () => {
    requirePrograms('g++', 'make', 'flock');
    requireFiles({ '/usr/include/mosquitto.h': 'libmosquitto-dev' });
    await buildHost();
    dir = mkdtempSync(join(tmpdir(), 'mirrormat-zb-schema-'));
    const port = await freePort();
    broker = new EmbeddedMqttBroker({ hubId: 'hub', host: '127.0.0.1', port, allowAnonymous: false, boards: [account] }, pino({ level: 'silent' }));
    await broker.start();
    const { url, username, password } = broker.connection();
    hub = await connectAsync(url, { username, password, reconnectPeriod: 0 });
    hub.on('message', (topic, payload) => seen.push({ topic, payload: payload.toString() }));
    await hub.subscribeAsync('mirrormat/#', { qos: 1 });
    await hub.publishAsync('mirrormat/hub/availability', JSON.stringify({ v: 1, state: 'online' }), { qos: 1, retain: true });
    board = new EmulatedBoard({ table: 't1', board: 'b1', antennas: [0, 1], port, username: account.username, password: account.password, stateFile: join(dir, 'b1.state') });
    board.start();
  });

  afterAll(async () => {
    await board?.stop();
    await hub?.endAsync(true);
    await broker?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('every message it publishes validates against zone-board.schema.json', async () => {
    await board.waitFor(/^connected$/);
    board.send('place 0 04A1B2C3D4E5F6 sv1-25', 'several 1 04A1B2C3D4E5F6 04112233445566', 'wait 100', 'unreadable 1 read error 3', 'wait 100', 'remove 0', 'wait 100');
    await board.waitFor(/^queued /, 4);
    const base = 'mirrormat/hub/t1/board/b1/request';
    await hub.publishAsync(`${base}/identify`, JSON.stringify({ v: 1, id: 'r1', durationMs: 500 }), { qos: 1 });
    await hub.publishAsync(`${base}/set_polling`, JSON.stringify({ v: 1, id: 'r2', intervalMs: 0 }), { qos: 1 });
    await hub.publishAsync(`${base}/write_ndef`, JSON.stringify({ v: 1, id: 'r3', antenna: 1, cardId: 'sv1-25' }), { qos: 1 });
    // Generous: a loaded machine slows the emulated board's host build, not what it publishes.
    const deadline = Date.now() + 30_000;
    const readingKinds = () => new Set(seen.filter((m) => m.topic.includes('/zone/')).map((m) => (JSON.parse(m.payload) as { reading: { kind: string } }).reading.kind));
    while (seen.filter((m) => m.topic.includes('/response/')).length < 3 || readingKinds().size < 4) {
      if (Date.now() > deadline) throw new Error(`missing messages: ${JSON.stringify(seen)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await board.quit();
    await new Promise((resolve) => setTimeout(resolve, 100));

    const kinds = new Set<string>();
    for (const message of seen.filter((m) => fromBoard(m.topic))) {
      const name = SCHEMA_OF.find(([pattern]) => pattern.test(message.topic))?.[1];
      expect(name, message.topic).toBeDefined();
      const result = published(name ?? '').safeParse(JSON.parse(message.payload));
      expect(result.success, `${message.topic} ${message.payload}`).toBe(true);
      kinds.add(name === 'ZoneReport' ? `ZoneReport:${(JSON.parse(message.payload) as { reading: { kind: string } }).reading.kind}` : name ?? '');
    }
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'Availability',
        'Response',
        'Status',
        'ZoneReport:absent',
        'ZoneReport:present',
        'ZoneReport:several',
        'ZoneReport:unreadable',
      ]),
    );
    // The board's goodbye: availability offline.
    expect(seen.at(-1)).toEqual({ topic: 'mirrormat/hub/t1/board/b1/availability', payload: '{"v":1,"state":"offline"}' });
  });
});
