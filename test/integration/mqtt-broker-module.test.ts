import { Global, Module, type INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { connectAsync, type MqttClient } from 'mqtt';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/hub-process.js';
import { configSchema, type MirrormatConfig } from '../../src/config/config.schema.js';
import { CONFIG } from '../../src/config/config.tokens.js';
import type { ReaderEvent, ReaderPort } from '../../src/devices/reader-port.js';
import { ZoneBoardModule } from '../../src/devices/zone-board/zone-board.module.js';
import { ZONE_BOARD_READER } from '../../src/devices/zone-board/zone-board.tokens.js';
import { HealthRegistry } from '../../src/health/health.js';
import { LOGGER } from '../../src/logging/logger.js';
import { MQTT_CONNECTION_SOURCE, type MqttConnectionSource } from '../../src/mqtt/mqtt.tokens.js';

const BOARD = { id: 'zb-1', table: 't1', username: 'zb-1-user', password: 'zb-1-password-long' };

function config(mqtt: Record<string, unknown>): MirrormatConfig {
  return configSchema.parse({
    auth: { adminToken: 'x'.repeat(16) },
    mqtt,
    boards: [BOARD],
    tables: [{ id: 't1', name: 'Table 1', zones: [{ zone: 'p1.active', reader: { board: 'zb-1', antenna: 0 } }] }],
  });
}

/** Boots the two modules as the hub does; the reader hub's part (start/stop of the port) is done here. */
async function boot(cfg: MirrormatConfig): Promise<INestApplicationContext> {
  @Global()
  @Module({
    providers: [
      { provide: CONFIG, useValue: cfg },
      { provide: LOGGER, useValue: pino({ level: 'silent' }) },
      HealthRegistry,
    ],
    exports: [CONFIG, LOGGER, HealthRegistry],
  })
  class HostModule {}
  const moduleRef = await Test.createTestingModule({ imports: [HostModule, ZoneBoardModule] }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  await app.init();
  await app.get<ReaderPort>(ZONE_BOARD_READER).start();
  return app;
}

async function shutDown(app: INestApplicationContext): Promise<void> {
  await app.get<ReaderPort>(ZONE_BOARD_READER).stop();
  await app.close();
}

async function refusal(url: string, options: { username?: string; password?: string }): Promise<number | string | undefined> {
  try {
    const client = await connectAsync(url, { ...options, reconnectPeriod: 0, connectTimeout: 3000 });
    await client.endAsync(true);
    return 0;
  } catch (error) {
    return (error as { code?: number | string }).code;
  }
}

describe('MqttBrokerModule and ZoneBoardModule in a Nest application', () => {
  let app: INestApplicationContext | undefined;
  const clients: MqttClient[] = [];

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.endAsync(true)));
    if (app) await shutDown(app);
    app = undefined;
  });

  it('embedded: boards log in with their credentials, others are refused, reports become reader events', async () => {
    const port = await freePort();
    app = await boot(config({ mode: 'embedded', host: '127.0.0.1', port }));
    const url = `mqtt://127.0.0.1:${port}`;
    expect(await refusal(url, {})).toBe(5);
    expect(await refusal(url, { username: BOARD.username, password: 'wrong-password' })).toBe(4);
    expect(await refusal(url, { username: 'mirrormat-hub', password: BOARD.password })).toBe(4);

    const reader = app.get<ReaderPort>(ZONE_BOARD_READER);
    const events: ReaderEvent[] = [];
    reader.onEvent((event) => events.push(event));
    const board = await connectAsync(url, { username: BOARD.username, password: BOARD.password, reconnectPeriod: 0 });
    clients.push(board);
    await board.publishAsync('mirrormat/hub/t1/board/zb-1/availability', '{"v":1,"state":"online"}', { qos: 1, retain: true });
    await board.publishAsync(
      'mirrormat/hub/t1/board/zb-1/zone/0',
      JSON.stringify({ v: 1, seq: 3, reading: { kind: 'present', uid: '04A1B2C3D4E5F6', cardId: 'sv1-25' }, uptimeMs: 5 }),
      { qos: 1 },
    );
    await board.publishAsync('mirrormat/hub/t1/board/zb-1/zone/0', JSON.stringify({ v: 1, seq: 3, reading: { kind: 'absent' }, uptimeMs: 5 }), { qos: 1 });
    await board.publishAsync('mirrormat/hub/t1/board/zb-1/zone/0', JSON.stringify({ v: 1, seq: 2, reading: { kind: 'absent' }, uptimeMs: 4 }), { qos: 1 });
    await board.publishAsync('mirrormat/hub/t1/board/zb-1/zone/0', JSON.stringify({ v: 1, seq: 4, reading: { kind: 'absent' }, uptimeMs: 6 }), { qos: 1 });
    const deadline = Date.now() + 5000;
    while (events.filter((e) => e.type === 'reading').length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));

    expect(events.map((e) => (e.type === 'reading' ? e.reading : e.type))).toEqual([
      'connected',
      { kind: 'present', uid: '04A1B2C3D4E5F6', cardId: 'sv1-25' },
      { kind: 'absent' },
    ]);
    // A listener attached late (a reader hub that starts after the board) still learns the board is online.
    const late: ReaderEvent[] = [];
    reader.onEvent((event) => late.push(event));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(late.map((e) => [e.type, e.zone])).toEqual([['connected', 'p1.active']]);

    const health = app.get(HealthRegistry).snapshot();
    expect(health.find((h) => h.kind === 'mqtt-broker')).toMatchObject({ status: 'up', detail: { clientsConnected: 2 } });
    expect(health.find((h) => h.kind === 'zone-board')).toMatchObject({
      name: 'zb-1',
      tableId: 't1',
      status: 'up',
      detail: { reports: { accepted: 2, duplicates: 1, stale: 1 } },
    });
  });

  it('embedded with allowAnonymous: anonymous clients connect, with a board\'s rights only', async () => {
    const port = await freePort();
    app = await boot(config({ mode: 'embedded', host: '127.0.0.1', port, allowAnonymous: true }));
    const anonymous = await connectAsync(`mqtt://127.0.0.1:${port}`, { reconnectPeriod: 0 });
    clients.push(anonymous);
    const granted = await anonymous.subscribeAsync('mirrormat/#').then(
      (grants) => grants[0]?.qos,
      (error: { packet?: { granted?: number[] } }) => error.packet?.granted?.[0],
    );
    expect(granted).toBe(128);
  });

  it('the broker closes with the application and frees its port', async () => {
    const port = await freePort();
    app = await boot(config({ mode: 'embedded', host: '127.0.0.1', port }));
    await shutDown(app);
    app = undefined;
    expect(await refusal(`mqtt://127.0.0.1:${port}`, {})).toBe('ECONNREFUSED');
  });

  it('external: no embedded broker; the hub uses the configured URL and credentials', async () => {
    const port = await freePort();
    app = await boot(config({ mode: 'external', url: `mqtt://127.0.0.1:${port}`, username: 'hub', password: 'hub-password' }));
    const source = app.get<MqttConnectionSource>(MQTT_CONNECTION_SOURCE);
    expect(source.connection()).toEqual({ url: `mqtt://127.0.0.1:${port}`, username: 'hub', password: 'hub-password', rejectUnauthorized: true });
    // No embedded broker: the one broker line is the external one, down while nothing listens at the URL (#17 item 4 added it).
    expect(app.get(HealthRegistry).snapshot().filter((h) => h.kind === 'mqtt-broker')).toEqual([
      expect.objectContaining({ name: 'external', status: 'down' }),
    ]);
    expect(app.get(HealthRegistry).snapshot().find((h) => h.name === 'zone-board-mqtt-client')).toMatchObject({ status: 'down' });
  });
});
