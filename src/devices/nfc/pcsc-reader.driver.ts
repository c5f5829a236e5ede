import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.tokens.js';
import type { MirrormatConfig } from '../../config/config.schema.js';
import { HealthRegistry, type HealthComponent, type HealthContributor } from '../../health/health.js';
import { LOGGER, type Logger } from '../../logging/logger.js';
import type { ReaderListener, ReaderPort, ReaderSource, ZoneReading } from '../reader-port.js';
import { ReaderListeners } from '../reader-listeners.js';
import { PCSC_BACKEND, type PcscBackend, type PcscCard, type PcscReaderDevice, type PcscService } from './pcsc-backend.js';
import { readTag, type TagPages } from './tag-memory.js';
import { StationError, type StationReader, type TagStation } from './tag-station.js';
import { UID_REGISTRY, type UidRegistry } from './uid-registry.js';
import { assignReader, pcscZones, type PcscZone, type ReaderAssignment } from './zone-bindings.js';

/** Reconnecting to pcscd: 250 ms, doubling, at most 5 s apart. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;
/**
 * A reader that has just (re)appeared may not have polled its field yet: pcscd polls vpcd every
 * 400 ms and a real reader needs a cycle to power its field. Its first "empty" is only believed
 * after this long without a tag, so a card lying on a replugged reader is not reported as gone.
 */
const EMPTY_SETTLE_MS = 1_000;

interface ReaderSlot {
  readonly name: string;
  readonly device: PcscReaderDevice;
  readonly assignment: ReaderAssignment;
  readonly source: ReaderSource;
  lastSeen: number;
  reading?: ZoneReading;
  /** The UID of the one tag on the reader, while there is one. */
  uid?: string;
  /** Bumped on every change on the antenna, so a read that finishes late cannot report a tag that left. */
  generation: number;
  /** Tag I/O runs one job at a time per reader. */
  queue: Promise<unknown>;
  /** The status-change error pcsclite reported just before dropping the reader, if any. */
  lostWith?: string;
  settleTimer?: NodeJS.Timeout;
}

type ServiceState = { status: 'up' | 'down' | 'disabled'; reason?: string; lastSeen?: number };

/**
 * PC/SC zone readers through nfc-pcsc, behind the hub's ReaderPort. nfc-pcsc's events never leave
 * this class. Readers come and go with pcscd (hot-plug); when pcscd itself goes, every reader is
 * reported disconnected (never as its cards leaving) and the driver reconnects with backoff.
 * The reader hub (READER_PORTS) calls start() and stop().
 */
@Injectable()
export class PcscReaderDriver implements ReaderPort, HealthContributor, TagStation {
  private readonly listeners = new ReaderListeners((error, event) =>
    this.log.error({ error: message(error), event: event.type, zone: event.zone }, 'a reader listener threw'),
  );
  private readonly slots = new Map<string, ReaderSlot>();
  private readonly zoneLastSeen = new Map<PcscZone, number>();
  private zones: PcscZone[] = [];
  private service: PcscService | undefined;
  private state: ServiceState = { status: 'down', reason: 'not started' };
  private retryTimer: NodeJS.Timeout | undefined;
  private attempt = 0;
  private running = false;
  private unregisterHealth: (() => void) | undefined;
  private log: Logger;

  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    @Inject(PCSC_BACKEND) private readonly backend: PcscBackend,
    @Inject(UID_REGISTRY) private readonly registry: UidRegistry,
    @Inject(HealthRegistry) private readonly healthRegistry: HealthRegistry,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.log = logger;
  }

  onEvent(listener: ReaderListener): () => void {
    const remove = this.listeners.add(listener);
    // A late subscriber gets the current picture first, as if it had been listening all along.
    for (const slot of this.slots.values()) {
      if (slot.assignment.kind !== 'zone') continue;
      const { tableId, zone } = slot.assignment.zone;
      this.listeners.deliver(listener, { type: 'connected', tableId, zone, at: slot.lastSeen, source: slot.source });
      if (slot.reading) this.listeners.deliver(listener, { type: 'reading', tableId, zone, reading: slot.reading, at: slot.lastSeen, source: slot.source });
    }
    return remove;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.log = this.log.child({ component: 'pcsc' });
    this.zones = pcscZones(this.config);
    this.zoneLastSeen.clear();
    this.unregisterHealth = this.healthRegistry.register('pcsc', this);
    if (!this.config.pcsc.enabled) {
      this.state = { status: 'disabled', reason: 'pcsc.enabled is false in the config' };
      return;
    }
    await this.connect();
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    for (const slot of this.slots.values()) {
      clearTimeout(slot.settleTimer);
      silence(slot.device);
    }
    this.slots.clear();
    this.closeService();
    this.unregisterHealth?.();
    this.unregisterHealth = undefined;
    this.state = { status: 'down', reason: 'stopped' };
  }

  health(): readonly HealthComponent[] {
    const iso = (ms: number | undefined) => (ms === undefined ? {} : { lastSeen: new Date(ms).toISOString() });
    const components: HealthComponent[] = [
      {
        kind: 'adapter',
        name: 'pcsc',
        status: this.state.status,
        ...iso(this.state.lastSeen),
        detail: { ...(this.state.reason ? { reason: this.state.reason } : {}), readers: this.slots.size },
      },
    ];
    for (const zone of this.zones) {
      const slot = [...this.slots.values()].find((s) => s.assignment.kind === 'zone' && s.assignment.zone === zone);
      components.push({
        kind: 'reader',
        name: slot?.name ?? zone.binding,
        status: slot ? 'up' : 'down',
        tableId: zone.tableId,
        ...iso(this.zoneLastSeen.get(zone)),
        detail: {
          zone: zone.zone,
          binding: zone.binding,
          ...(slot?.reading ? { reading: slot.reading.kind } : {}),
        },
      });
    }
    for (const slot of this.slots.values()) {
      if (slot.assignment.kind === 'zone') continue;
      const ambiguous = slot.assignment.kind === 'ambiguous';
      components.push({
        kind: 'reader',
        name: slot.name,
        status: ambiguous ? 'degraded' : 'up',
        ...iso(slot.lastSeen),
        detail: ambiguous
          ? { error: `claimed by ${slot.assignment.zones.map((z) => `${z.tableId}/${z.zone}`).join(' and ')}; serving none` }
          : { zone: null },
      });
    }
    return components;
  }

  stationReaders(): StationReader[] {
    return [...this.slots.values()].map((slot) => ({
      name: slot.name,
      ...(slot.assignment.kind === 'zone' ? { tableId: slot.assignment.zone.tableId, zone: slot.assignment.zone.zone } : {}),
      ...(slot.reading ? { reading: slot.reading } : {}),
    }));
  }

  withTag<T>(readerName: string, work: (tag: TagPages, uid: string) => Promise<T>): Promise<T> {
    const slot = this.slots.get(readerName);
    if (!slot) return Promise.reject(new StationError('no-reader', `no PC/SC reader named "${readerName}" is connected`));
    return this.enqueue(slot, async () => {
      const { uid, generation } = slot;
      if (uid === undefined) {
        throw slot.reading?.kind === 'unreadable'
          ? new StationError('unreadable', `the tag on "${readerName}" cannot be read: ${slot.reading.reason}`)
          : new StationError('no-tag', `there is no tag on "${readerName}"`);
      }
      try {
        const result = await work(pagesOf(slot.device), uid);
        if (slot.generation !== generation) throw new StationError('tag-changed', `the tag on "${readerName}" was moved during the operation`);
        return result;
      } finally {
        if (this.slots.get(readerName) === slot && slot.uid !== undefined) {
          const current = slot.uid;
          const next = ++slot.generation;
          void this.enqueue(slot, () => this.identify(slot, current, next));
        }
      }
    });
  }

  private async connect(): Promise<void> {
    const availability = await this.backend.availability();
    if (!this.running) return;
    if (!availability.ok) {
      this.serviceDown(availability.reason);
      return;
    }
    try {
      const service = this.backend.open();
      service.on('reader', (device) => this.onReader(device));
      service.on('error', (error) => this.onServiceError(error));
      this.service = service;
      this.attempt = 0;
      this.state = { status: 'up', lastSeen: Date.now() };
      this.healthRegistry.changed('pcsc');
      this.log.info('connected to pcscd');
    } catch (error) {
      this.serviceDown(`nfc-pcsc failed to start: ${message(error)}`);
    }
  }

  private serviceDown(reason: string): void {
    if (this.state.status !== 'down' || this.state.reason !== reason) this.log.warn({ reason }, 'PC/SC is down');
    this.state = { status: 'down', reason, ...(this.state.lastSeen !== undefined ? { lastSeen: this.state.lastSeen } : {}) };
    this.healthRegistry.changed('pcsc');
    const delay = Math.min(RETRY_FIRST_MS * 2 ** this.attempt, RETRY_MAX_MS);
    this.attempt += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, delay);
  }

  private onServiceError(error: Error): void {
    const reason = `lost pcscd: ${error.message}`;
    for (const slot of [...this.slots.values()]) this.dropReader(slot, reason);
    this.closeService();
    if (this.running) this.serviceDown(reason);
  }

  private closeService(): void {
    const service = this.service;
    this.service = undefined;
    if (!service) return;
    service.removeAllListeners();
    // nfc-pcsc reports its own close() as an 'error' event ("Command cancelled").
    service.on('error', () => undefined);
    try {
      service.close();
    } catch (error) {
      this.log.debug({ error: message(error) }, 'closing nfc-pcsc');
    }
  }

  private onReader(device: PcscReaderDevice): void {
    const name = device.name;
    const taken = new Set([...this.slots.values()].flatMap((s) => (s.assignment.kind === 'zone' ? [s.assignment.zone] : [])));
    const assignment = assignReader(this.zones, name, taken);
    const slot: ReaderSlot = {
      name,
      device,
      assignment,
      source: { kind: 'pcsc', readerName: name },
      lastSeen: Date.now(),
      generation: 0,
      queue: Promise.resolve(),
    };
    this.slots.set(name, slot);
    this.state = { status: 'up', lastSeen: Date.now() };
    this.healthRegistry.changed('pcsc');
    if (assignment.kind === 'ambiguous') {
      this.log.error({ reader: name, zones: assignment.zones.map((z) => `${z.tableId}/${z.zone}`) }, 'reader claimed by several zones; serving none');
    }
    this.log.info({ reader: name, zone: assignment.kind === 'zone' ? assignment.zone.zone : null }, 'reader connected');

    // nfc-pcsc swallows connection failures (it emits the error object as an event name), and a
    // failed connect is how PC/SC shows two tags in one field, so it is caught here.
    const connect = device.connect.bind(device);
    device.connect = async (mode?: string) => {
      try {
        return await connect(mode);
      } catch (error) {
        this.onAntenna(slot, undefined, { kind: 'unreadable', reason: `the reader could not connect to the tag (two tags in the field?): ${cause(error)}` });
        throw error;
      }
    };
    device.on('card', (card) => this.onCard(slot, card));
    device.on('card.off', () => this.onAntenna(slot, undefined, { kind: 'absent' }));
    device.on('error', (error) => this.onReaderError(slot, error));
    device.on('end', () => this.dropReader(slot, slot.lostWith ? `lost pcscd: ${slot.lostWith}` : 'reader removed'));
    device.reader.once('status', (status) => {
      if ((status.state & device.reader.SCARD_STATE_EMPTY) === 0) return;
      slot.settleTimer = setTimeout(() => {
        if (slot.generation === 0 && this.slots.get(name) === slot) this.onAntenna(slot, undefined, { kind: 'absent' });
      }, EMPTY_SETTLE_MS);
    });

    const zone = this.zoneOf(slot);
    if (zone) {
      this.zoneLastSeen.set(zone, slot.lastSeen);
      this.listeners.emit({ type: 'connected', tableId: zone.tableId, zone: zone.zone, at: slot.lastSeen, source: slot.source });
    }
  }

  private onCard(slot: ReaderSlot, card: PcscCard): void {
    if (!card.uid) {
      this.onAntenna(slot, undefined, { kind: 'unreadable', reason: 'the tag gave no UID' });
      return;
    }
    const uid = card.uid.toLowerCase();
    slot.uid = uid;
    const generation = ++slot.generation;
    void this.enqueue(slot, () => this.identify(slot, uid, generation));
  }

  /** Reads the card id off the tag (or the UID registry) and reports the zone, unless the tag left meanwhile. */
  private async identify(slot: ReaderSlot, uid: string, generation: number): Promise<void> {
    let reading: ZoneReading;
    try {
      const read = await readTag(pagesOf(slot.device));
      if (read.kind === 'formatted' && read.identity.kind === 'garbled') {
        reading = { kind: 'unreadable', reason: `garbled NDEF: ${read.identity.reason}` };
      } else if (read.kind === 'formatted' && read.identity.kind === 'card') {
        reading = { kind: 'present', uid, cardId: read.identity.cardId };
      } else {
        const registered = this.registry.lookup(uid);
        reading = registered ? { kind: 'present', uid, cardId: registered.cardId } : { kind: 'present', uid };
      }
    } catch (error) {
      reading = { kind: 'unreadable', reason: `read error: ${cause(error)}` };
    }
    if (slot.generation === generation && this.slots.get(slot.name) === slot) this.report(slot, reading);
  }

  private onAntenna(slot: ReaderSlot, uid: string | undefined, reading: ZoneReading): void {
    slot.uid = uid;
    slot.generation += 1;
    this.report(slot, reading);
  }

  private onReaderError(slot: ReaderSlot, error: Error): void {
    if (/SCardGetStatusChange/.test(error.message)) {
      // pcsclite lost pcscd or the reader; 'end' follows and reports the disconnection.
      slot.lostWith = error.message;
      return;
    }
    // Errors while nfc-pcsc handles a new tag: no UID, or a card that is not an NFC Forum Type 2 tag.
    this.onAntenna(slot, undefined, { kind: 'unreadable', reason: error.message });
  }

  private dropReader(slot: ReaderSlot, reason: string): void {
    if (this.slots.get(slot.name) !== slot) return;
    this.slots.delete(slot.name);
    clearTimeout(slot.settleTimer);
    silence(slot.device);
    slot.generation += 1;
    this.log.warn({ reader: slot.name, reason }, 'reader disconnected');
    this.healthRegistry.changed('pcsc');
    const zone = this.zoneOf(slot);
    if (zone) this.listeners.emit({ type: 'disconnected', tableId: zone.tableId, zone: zone.zone, at: Date.now(), source: slot.source, reason });
  }

  private report(slot: ReaderSlot, reading: ZoneReading): void {
    slot.reading = reading;
    slot.lastSeen = Date.now();
    // The enrolment station lists what lies on each reader, bound to a zone or not.
    this.healthRegistry.changed('pcsc');
    const zone = this.zoneOf(slot);
    if (reading.kind === 'unreadable') this.log.warn({ reader: slot.name, reason: reading.reason }, 'tag unreadable');
    if (!zone) return;
    this.zoneLastSeen.set(zone, slot.lastSeen);
    this.listeners.emit({ type: 'reading', tableId: zone.tableId, zone: zone.zone, reading, at: slot.lastSeen, source: slot.source });
  }

  private zoneOf(slot: ReaderSlot): PcscZone | undefined {
    return slot.assignment.kind === 'zone' ? slot.assignment.zone : undefined;
  }

  private enqueue<T>(slot: ReaderSlot, job: () => Promise<T>): Promise<T> {
    const run = slot.queue.then(job, job);
    slot.queue = run.catch(() => undefined);
    return run;
  }


}

function pagesOf(device: PcscReaderDevice): TagPages {
  return {
    read: async (page, length) => new Uint8Array(await device.read(page, length, 4, 16)),
    write: async (page, data) => {
      await device.write(page, Buffer.from(data), 4);
    },
  };
}

/** Detaches the driver; a no-op 'error' listener stays, since nfc-pcsc rethrows unheard errors. */
function silence(device: PcscReaderDevice): void {
  device.removeAllListeners();
  device.on('error', () => undefined);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** nfc-pcsc wraps the PC/SC error in `previous`; that one says what happened. */
function cause(error: unknown): string {
  const previous = (error as { previous?: unknown } | undefined)?.previous;
  return previous instanceof Error ? previous.message : message(error);
}
