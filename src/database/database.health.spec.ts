import { createServer, type Server, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { ModuleRef } from '@nestjs/core';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthRegistry } from '../health/health.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { DatabaseHealth } from './database.health.js';
import { PostgresProbe } from './postgres/postgres-probe.js';
import { PostgresUnavailableError, SyncPostgres } from './postgres/sync-postgres.js';

/**
 * A PostgreSQL server behind a pulled cable: the connection is accepted (by the switch, say) and
 * whatever is sent is swallowed, never answered nor refused. Until `silent`, it answers as
 * PostgreSQL does: authentication ok, and each simple query with an empty result.
 */
function pulledCableServer(): { server: Server; sockets: Socket[]; silence: () => void } {
  const sockets: Socket[] = [];
  let silent = false;
  /** A backend message: its type, its length (itself included), its body. */
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0);
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const ready = message('Z', Buffer.from('I'));
  const server = createServer((socket) => {
    sockets.push(socket);
    let started = false;
    socket.on('data', (chunk) => {
      if (silent) return;
      if (!started) {
        started = true;
        socket.write(Buffer.concat([message('R', Buffer.from([0, 0, 0, 0])), ready]));
        return;
      }
      if (chunk[0] === 'Q'.charCodeAt(0)) socket.write(Buffer.concat([message('C', Buffer.from('SELECT 0\0')), ready]));
    });
    socket.on('error', () => {});
  });
  return { server, sockets, silence: () => (silent = true) };
}

let cable: ReturnType<typeof pulledCableServer>;
let url = '';

beforeAll(async () => {
  cable = pulledCableServer();
  await new Promise<void>((resolve) => cable.server.listen(0, '127.0.0.1', resolve));
  const address = cable.server.address();
  url = `postgres://mirrormat:s3cret@127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/mirrormat`;
});
afterAll(async () => {
  cable.sockets.forEach((socket) => socket.destroy());
  await new Promise((resolve) => cable.server.close(resolve));
});

describe("the store's PostgreSQL line of /health when the server stops answering without refusing (a pulled cable)", () => {
  it('says down within about 3 s (a probe a second, waiting 2 s at most), /health and the live topic answering at once all along', async () => {
    const bus = new HubEventBus(pino({ level: 'silent' }));
    const registry = new HealthRegistry(bus);
    const postgres = new SyncPostgres(url, { reconnectWaitMs: 0 });
    const health = new DatabaseHealth(new Database(':memory:'), { get: () => registry } as unknown as ModuleRef, postgres);
    const line = () => registry.snapshot().find((l) => l.name.startsWith('postgres:'));
    try {
      // The hub's connection has answered its migrations; here the probe's first answer stands for them (a
      // synchronous query would block this thread, which also runs the server).
      await postgres.probe();
      health.onModuleInit();
      expect(line()).toMatchObject({ status: 'up', name: expect.not.stringContaining('s3cret') });
      const down = new Promise<number>((resolve) => bus.on('health.changed', ({ key }) => key === 'database' && line()?.status === 'down' && resolve(performance.now())));
      cable.silence();
      const pulled = performance.now();
      // /health reads what the last query or probe found: it never waits on the server.
      const asked = performance.now();
      expect(line()?.status).toBe('up');
      expect(performance.now() - asked).toBeLessThan(100);
      const noticed = (await down) - pulled;
      // At most 1 s to the next probe and 2 s for its answer (3.0 s measured), with room for a loaded machine.
      expect(noticed).toBeLessThan(4_500);
      const reading = performance.now();
      expect(line()).toMatchObject({ status: 'down', detail: { error: 'no answer within 2000 ms' } });
      expect(performance.now() - reading).toBeLessThan(100);
    } finally {
      health.onModuleDestroy();
      postgres.close();
    }
  }, 15_000);

  it('the probe itself gives up within its 2 s, connecting or asking, and says so', async () => {
    cable.silence();
    const probe = new PostgresProbe(url);
    const started = performance.now();
    await expect(probe.check()).resolves.toBe('no answer within 2000 ms');
    expect(performance.now() - started).toBeLessThan(3_000);
    probe.close();
  });
});

/**
 * The same server in a thread of its own: a synchronous statement blocks this thread's event loop (Atomics.wait), so a
 * server on it could never answer. `silent` is the shared flag: 1, everything is swallowed.
 */
const CABLE_THREAD = `
const { createServer } = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const message = (type, body) => { const head = Buffer.alloc(5); head.write(type, 0); head.writeInt32BE(body.length + 4, 1); return Buffer.concat([head, body]); };
const ready = message('Z', Buffer.from('I'));
const server = createServer((socket) => {
  let started = false;
  socket.on('data', (chunk) => {
    if (Atomics.load(workerData.silent, 0) === 1) return;
    if (!started) { started = true; socket.write(Buffer.concat([message('R', Buffer.from([0, 0, 0, 0])), ready])); return; }
    if (chunk[0] === 'Q'.charCodeAt(0)) socket.write(Buffer.concat([message('C', Buffer.from('SELECT 0\\0')), ready]));
  });
  socket.on('error', () => {});
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

describe('a statement the server never answers (a pulled cable)', () => {
  it('is refused as of unknown outcome, and the next statement gets a new connection, answered once the cable is back', async () => {
    const silent = new Int32Array(new SharedArrayBuffer(4));
    const cableThread = new Worker(CABLE_THREAD, { eval: true, workerData: { silent } });
    const port = await new Promise<number>((resolve) => cableThread.once('message', resolve));
    const postgres = new SyncPostgres(`postgres://mirrormat:s3cret@127.0.0.1:${port}/mirrormat`, { timeoutMs: 1500, reconnectWaitMs: 0 });
    try {
      expect(postgres.query('SELECT 1')).toEqual([]);
      Atomics.store(silent, 0, 1);
      let refused: unknown;
      try {
        postgres.query('SELECT 1');
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(PostgresUnavailableError);
      expect((refused as PostgresUnavailableError).outcomeUnknown).toBe(true);
      Atomics.store(silent, 0, 0);
      // Was: the connection closed for good, every later statement refused until the hub restarted.
      expect(postgres.query('SELECT 1')).toEqual([]);
      expect(postgres.availability?.answering).toBe(true);
    } finally {
      postgres.close();
      await cableThread.terminate();
    }
  });
});
