import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { MirrormatConfig } from '../config/config.schema.js';
import { HealthRegistry } from '../health/health.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { ReaderHubService } from './reader-hub.service.js';
import type { ReaderEvent, ReaderListener, ReaderPort } from './reader-port.js';

/** A driver whose start() reports its one zone connected, as every driver does. */
class OneZonePort implements ReaderPort {
  private listener: ReaderListener | undefined;
  stopped = 0;

  constructor(private readonly zone: string) {}

  onEvent(listener: ReaderListener): () => void {
    this.listener = listener;
    return () => (this.listener = undefined);
  }

  async start(): Promise<void> {
    this.listener?.({ type: 'connected', tableId: 't1', zone: this.zone, at: 0, source: { kind: 'simulated' } });
  }

  async stop(): Promise<void> {
    this.stopped += 1;
  }
}

function hub(own: readonly ReaderPort[]) {
  const config = { tables: [{ id: 't1', zones: [{ zone: 'p1.active' }, { zone: 'p2.active' }] }] } as unknown as MirrormatConfig;
  const events = new HubEventBus(pino({ level: 'silent' }));
  const heard: ReaderEvent[] = [];
  events.on('reader.event', (event) => heard.push(event));
  const readers = new ReaderHubService(own, config, new HealthRegistry(), events, pino({ level: 'silent' }));
  readers.onModuleInit();
  return { readers, heard };
}

describe('the reader hub', () => {
  it("starts and stops a feature's registered driver with its own, and passes every driver's events on the hub event bus", async () => {
    const own = new OneZonePort('p1.active');
    const registered = new OneZonePort('p2.active');
    const { readers, heard } = hub([own]);
    readers.register(registered);
    await readers.onApplicationBootstrap();
    expect(heard.map((e) => e.zone)).toEqual(['p1.active', 'p2.active']);
    expect(readers.zonesOf('t1').map((z) => z.reader)).toEqual(['connected', 'connected']);
    await readers.onApplicationShutdown();
    expect([own.stopped, registered.stopped]).toEqual([1, 1]);
  });

  it('refuses a driver registered after it started its drivers, which nobody would start', async () => {
    const { readers } = hub([]);
    await readers.onApplicationBootstrap();
    expect(() => readers.register(new OneZonePort('p1.active'))).toThrow(/before the application bootstraps/);
  });
});
