import { EventEmitter } from 'node:events';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configSchema, type MirrormatConfig } from '../../config/config.schema.js';
import { HealthRegistry } from '../../health/health.js';
import type { ReaderEvent } from '../reader-port.js';
import type { PcscAvailability, PcscBackend, PcscCard, PcscReaderDevice, PcscService } from './pcsc-backend.js';
import { PcscReaderDriver } from './pcsc-reader.driver.js';
import { enrolledTag, MemoryTag } from './testing.js';
import type { RegisteredTag, UidRegistry } from './uid-registry.js';

/** Stands in for nfc-pcsc's Reader: a tag is "placed" the way nfc-pcsc reports one. */
class FakeReader extends EventEmitter implements PcscReaderDevice {
  readonly reader = Object.assign(new EventEmitter(), { SCARD_STATE_EMPTY: 0x10 });
  tag: MemoryTag | undefined;
  collision = false;

  constructor(readonly name: string) {
    super();
  }

  async connect(): Promise<unknown> {
    if (this.collision) throw Object.assign(new Error('An error occurred while connecting.'), { previous: new Error('SCardConnect error: Card protocol mismatch.') });
    return {};
  }

  async read(block: number, length: number): Promise<Buffer> {
    if (!this.tag) throw new Error('no card');
    return Buffer.from(await this.tag.read(block, length));
  }

  async write(block: number, data: Buffer): Promise<unknown> {
    if (!this.tag) throw new Error('no card');
    await this.tag.write(block, data);
    return true;
  }

  async place(tag: MemoryTag): Promise<void> {
    this.tag = tag;
    await this.connect().then(
      () => this.emit('card', { uid: tag.uid } satisfies PcscCard),
      () => undefined,
    );
  }

  async collide(): Promise<void> {
    this.collision = true;
    await this.connect().catch(() => undefined);
  }

  lift(): void {
    this.tag = undefined;
    this.collision = false;
    this.emit('card.off', {});
  }
}

class FakeService extends EventEmitter implements PcscService {
  closed = false;
  close(): void {
    this.closed = true;
    setImmediate(() => this.emit('error', new Error('SCardGetStatusChange error: Command cancelled.')));
  }
}

class FakeBackend implements PcscBackend {
  availabilityResult: PcscAvailability = { ok: true };
  readonly services: FakeService[] = [];
  async availability(): Promise<PcscAvailability> {
    return this.availabilityResult;
  }
  open(): FakeService {
    const service = new FakeService();
    this.services.push(service);
    return service;
  }
  get current(): FakeService {
    return this.services.at(-1)!;
  }
}

class MapRegistry implements UidRegistry {
  readonly tags = new Map<string, string>();
  lookup(uid: string): RegisteredTag | undefined {
    const cardId = this.tags.get(uid);
    return cardId === undefined ? undefined : { uid, cardId, enrolledAt: '2026-01-01T00:00:00.000Z' };
  }
  register(uid: string, cardId: string): void {
    this.tags.set(uid, cardId);
  }
}

const config = (zones: unknown[], pcsc = { enabled: true }): MirrormatConfig =>
  configSchema.parse({ auth: { adminToken: 'x'.repeat(16) }, pcsc, tables: [{ id: 't1', name: 'Table 1', zones }] });

const ACTIVE = 'Mat Reader 1 00 00';
const BENCH = 'Mat Reader 1 00 01';
const zones = [
  { zone: 'p1.active', reader: { pcsc: ACTIVE } },
  { zone: 'p1.bench.1', reader: { pcscPattern: '^Mat Reader 1 00 01$' } },
];

const flush = () => new Promise((resolve) => setImmediate(resolve));
const readings = (events: ReaderEvent[]) => events.map((e) => (e.type === 'reading' ? `${e.zone} ${e.reading.kind}` : `${e.zone} ${e.type}`));

describe('PC/SC reader driver', () => {
  let backend: FakeBackend;
  let registry: MapRegistry;
  let health: HealthRegistry;
  let driver: PcscReaderDriver;
  let events: ReaderEvent[];

  const startWith = async (cfg = config(zones)) => {
    driver = new PcscReaderDriver(cfg, backend, registry, health, pino({ level: 'silent' }));
    driver.onEvent((event) => events.push(event));
    await driver.start();
  };
  const plug = (name: string) => {
    const reader = new FakeReader(name);
    backend.current.emit('reader', reader);
    return reader;
  };

  beforeEach(() => {
    backend = new FakeBackend();
    registry = new MapRegistry();
    health = new HealthRegistry();
    events = [];
  });
  afterEach(async () => {
    await driver.stop();
    vi.useRealTimers();
  });

  it('reports a reader bound to a zone as connected, and an empty antenna as absent once it has had time to poll', async () => {
    vi.useFakeTimers();
    await startWith();
    plug(ACTIVE).reader.emit('status', { state: 0x12 });
    expect(readings(events)).toEqual(['p1.active connected']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(readings(events)).toEqual(['p1.active connected', 'p1.active absent']);
    expect(events[0]).toMatchObject({ tableId: 't1', source: { kind: 'pcsc', readerName: ACTIVE } });
  });

  it('does not report a card as gone when a replugged reader first says empty, then sees it', async () => {
    vi.useFakeTimers();
    await startWith();
    const reader = plug(ACTIVE);
    reader.reader.emit('status', { state: 0x12 });
    await reader.place(await enrolledTag('sv1-25'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(readings(events)).toEqual(['p1.active connected', 'p1.active present']);
  });

  it('reports a placed card with the card id written on its tag', async () => {
    await startWith();
    await plug(ACTIVE).place(await enrolledTag('sv1-25', { uid: '04112233445566' }));
    await flush();
    expect(events.at(-1)).toMatchObject({ type: 'reading', zone: 'p1.active', reading: { kind: 'present', uid: '04112233445566', cardId: 'sv1-25' } });
  });

  it('looks a tag without a card id up in the UID registry', async () => {
    await startWith();
    registry.register('04aabbccddeeff', 'swsh1-1');
    await plug(BENCH).place(new MemoryTag('NTAG213', '04aabbccddeeff'));
    await flush();
    expect(events.at(-1)).toMatchObject({ zone: 'p1.bench.1', reading: { kind: 'present', uid: '04aabbccddeeff', cardId: 'swsh1-1' } });
  });

  it('reports an unknown blank tag as present without a card id', async () => {
    await startWith();
    await plug(ACTIVE).place(new MemoryTag());
    await flush();
    expect(events.at(-1)).toMatchObject({ reading: { kind: 'present', uid: '04a1b2c3d4e5f6' } });
    expect(events.at(-1)).not.toHaveProperty('reading.cardId');
  });

  it('reports garbled NDEF as unreadable, not as a card, even when the UID is registered', async () => {
    await startWith();
    registry.register('04a1b2c3d4e5f6', 'sv1-25');
    await plug(ACTIVE).place(new MemoryTag().setDataArea(Uint8Array.of(0x03, 0x10, 0xd1, 0x01, 0x55)));
    await flush();
    expect(events.at(-1)).toMatchObject({ reading: { kind: 'unreadable', reason: expect.stringContaining('garbled NDEF') } });
  });

  it('reports two tags in one field (the reader cannot connect) as unreadable, then absent when lifted', async () => {
    await startWith();
    const reader = plug(ACTIVE);
    await reader.collide();
    reader.lift();
    expect(readings(events)).toEqual(['p1.active connected', 'p1.active unreadable', 'p1.active absent']);
    expect(events[1]).toMatchObject({ reading: { reason: expect.stringContaining('Card protocol mismatch') } });
  });

  it('reports a card nfc-pcsc cannot handle (no UID, not a Type 2 tag) as unreadable', async () => {
    await startWith();
    const reader = plug(BENCH);
    reader.emit('error', new Error('Cannot process ISO 14443-4 tag because AID was not set.'));
    expect(events.at(-1)).toMatchObject({ zone: 'p1.bench.1', reading: { kind: 'unreadable', reason: expect.stringContaining('ISO 14443-4') } });
  });

  it('reports a read error as unreadable', async () => {
    await startWith();
    const reader = plug(ACTIVE);
    const tag = new MemoryTag();
    tag.read = async () => {
      throw new Error('Read operation failed: Status code: 0x6300');
    };
    await reader.place(tag);
    await flush();
    expect(events.at(-1)).toMatchObject({ reading: { kind: 'unreadable', reason: 'read error: Read operation failed: Status code: 0x6300' } });
  });

  it('never reports a tag that left while it was being read', async () => {
    await startWith();
    const reader = plug(ACTIVE);
    await reader.place(await enrolledTag('sv1-25'));
    reader.lift();
    await flush();
    expect(readings(events)).toEqual(['p1.active connected', 'p1.active absent']);
  });

  it('reports an unplugged reader as disconnected, never as its card leaving', async () => {
    await startWith();
    const reader = plug(ACTIVE);
    await reader.place(await enrolledTag('sv1-25'));
    await flush();
    reader.emit('end');
    expect(readings(events)).toEqual(['p1.active connected', 'p1.active present', 'p1.active disconnected']);
    expect(events.at(-1)).toMatchObject({ reason: 'reader removed' });
    expect(health.snapshot().find((c) => c.kind === 'reader')).toMatchObject({ name: ACTIVE, status: 'down', lastSeen: expect.any(String) });
  });

  it('ignores readers no zone names, but offers them to the enrolment station', async () => {
    await startWith();
    plug('Enrolment Reader 00 00');
    expect(events).toEqual([]);
    expect(driver.stationReaders()).toEqual([{ name: 'Enrolment Reader 00 00' }]);
  });

  it('serves no zone from a reader two zones claim, and says so in health', async () => {
    await startWith(config([{ zone: 'p1.active', reader: { pcscPattern: 'Mat' } }, { zone: 'p2.active', reader: { pcscPattern: 'Reader' } }]));
    plug(ACTIVE);
    expect(events).toEqual([]);
    expect(health.snapshot().find((c) => c.name === ACTIVE)).toMatchObject({ status: 'degraded' });
  });

  it('gives a late subscriber the current state first', async () => {
    await startWith();
    await plug(ACTIVE).place(await enrolledTag('sv1-25'));
    await flush();
    const late: ReaderEvent[] = [];
    driver.onEvent((event) => late.push(event));
    expect(readings(late)).toEqual(['p1.active connected', 'p1.active present']);
  });

  it('keeps delivering to other listeners when one throws', async () => {
    await startWith();
    driver.onEvent(() => {
      throw new Error('boom');
    });
    plug(ACTIVE);
    expect(readings(events)).toEqual(['p1.active connected']);
  });

  it('when pcscd goes away: readers disconnected, PC/SC down in health, then reconnects with backoff', async () => {
    vi.useFakeTimers();
    await startWith();
    const first = backend.current;
    const reader = plug(ACTIVE);
    reader.emit('error', new Error('SCardGetStatusChange error: RPC transport error.(0x80100013)'));
    reader.emit('end');
    backend.availabilityResult = { ok: false, reason: 'pcscd is not running' };
    first.emit('error', new Error('SCardGetStatusChange error: RPC transport error.(0x80100013)'));
    expect(first.closed).toBe(true);
    expect(readings(events)).toEqual(['p1.active connected', 'p1.active disconnected']);
    expect(events.at(-1)).toMatchObject({ reason: expect.stringContaining('lost pcscd') });
    expect(health.snapshot()[0]).toMatchObject({ kind: 'adapter', name: 'pcsc', status: 'down' });

    await vi.advanceTimersByTimeAsync(250);
    expect(health.snapshot()[0]).toMatchObject({ status: 'down', detail: { reason: 'pcscd is not running' } });
    expect(backend.services).toHaveLength(1);

    backend.availabilityResult = { ok: true };
    await vi.advanceTimersByTimeAsync(499);
    expect(backend.services).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.services).toHaveLength(2);
    plug(ACTIVE);
    expect(readings(events).at(-1)).toBe('p1.active connected');
    expect(health.snapshot()[0]).toMatchObject({ status: 'up' });
  });

  it('runs without PC/SC when nfc-pcsc cannot be loaded, and says why', async () => {
    vi.useFakeTimers();
    backend.availabilityResult = { ok: false, reason: 'nfc-pcsc could not be loaded (Cannot find module)' };
    await startWith();
    expect(health.snapshot()[0]).toMatchObject({ status: 'down', detail: { reason: 'nfc-pcsc could not be loaded (Cannot find module)' } });
    expect(health.snapshot()[1]).toMatchObject({ kind: 'reader', name: ACTIVE, status: 'down', detail: { zone: 'p1.active' } });
  });

  it('stays off when pcsc.enabled is false', async () => {
    await startWith(config([], { enabled: false }));
    expect(backend.services).toEqual([]);
    expect(health.snapshot()[0]).toMatchObject({ status: 'disabled' });
  });

  it('lets the enrolment station use the tag, then reports what the tag now says', async () => {
    await startWith();
    const reader = plug(ACTIVE);
    await reader.place(new MemoryTag());
    await flush();
    await driver.withTag(ACTIVE, async (tag) => {
      const enrolled = await enrolledTag('sv2-3');
      await tag.write(4, enrolled.memory.slice(16, 64));
    });
    await flush();
    expect(events.at(-1)).toMatchObject({ reading: { kind: 'present', cardId: 'sv2-3' } });
  });

  it('refuses the enrolment station a reader with no tag', async () => {
    await startWith();
    plug(ACTIVE);
    await expect(driver.withTag(ACTIVE, async () => 1)).rejects.toMatchObject({ code: 'no-tag' });
    await expect(driver.withTag('Nowhere 00 00', async () => 1)).rejects.toMatchObject({ code: 'no-reader' });
  });
});
