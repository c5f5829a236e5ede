import { randomBytes } from 'node:crypto';
import type { ReaderEvent, ReaderListener, ReaderPort, ZoneId, ZoneReading } from '../devices/reader-port.js';
import { DITTO_MARKER_ID, TURN_TOKEN_ID } from '../table/tokens.js';
import type { ZoneAction } from './demo.schema.js';

/**
 * The zone readers of one simulated table: a software ReaderPort that emits exactly the events a
 * real driver does (connected, then one reading per zone at start; a reading on every change),
 * driven by zone actions from the demo page or a test instead of tags on an antenna.
 */
export class SimulatedReaderPort implements ReaderPort {
  private readonly listeners = new Set<ReaderListener>();
  /** The turn token tapped on each zone: one physical token per seat, so one UID per zone. */
  private readonly tokens = new Map<ZoneId, string>();
  /** The Ditto marker of each seat (the zone's seat: "p1" of "p1.bench.2"), one UID per seat. */
  private readonly markers = new Map<string, string>();
  /** The card tags lying on each zone, bottom first (tokens are not cards): what a reloaded virtual table lays out again. */
  private readonly stacks = new Map<ZoneId, readonly string[]>();
  private started = false;

  constructor(
    readonly tableId: string,
    readonly zones: readonly ZoneId[],
    private readonly clock: () => number = Date.now,
  ) {}

  onEvent(listener: ReaderListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const zone of this.zones) {
      this.emit({ type: 'connected', tableId: this.tableId, zone, at: this.clock(), source: { kind: 'simulated' } });
      this.emit(this.reading(zone, { kind: 'absent' }));
    }
  }

  async stop(): Promise<void> {
    this.started = false;
  }

  has(zone: ZoneId): boolean {
    return this.zones.includes(zone);
  }

  /** The card tags on each zone that has any, bottom first. */
  cardsOnZones(): Record<ZoneId, readonly string[]> {
    return Object.fromEntries([...this.stacks].filter(([, uids]) => uids.length > 0));
  }

  act(zone: ZoneId, action: ZoneAction): void {
    if (!this.started) throw new Error(`the simulated readers of table "${this.tableId}" are not running`);
    if (!this.has(zone)) throw new Error(`table "${this.tableId}" has no simulated zone "${zone}"`);
    const at = this.clock();
    switch (action.action) {
      case 'place': {
        const uid = action.uid ?? randomUid();
        this.stacks.set(zone, [uid]);
        this.emit(this.reading(zone, { kind: 'present', uid, ...(action.cardId ? { cardId: action.cardId } : {}) }));
        return;
      }
      case 'remove':
        this.stacks.delete(zone);
        this.emit(this.reading(zone, { kind: 'absent' }));
        return;
      case 'tap-token': {
        const uid = this.tokens.get(zone) ?? randomUid();
        this.tokens.set(zone, uid);
        this.emit(this.reading(zone, { kind: 'present', uid, cardId: TURN_TOKEN_ID }));
        this.emit(this.reading(zone, { kind: 'absent' }));
        return;
      }
      case 'ditto-marker': {
        const seat = zone.split('.')[0] ?? zone;
        const uid = this.markers.get(seat) ?? randomUid();
        this.markers.set(seat, uid);
        // Its record is read as it comes down onto the antenna; then the reader sees it with what lies beneath.
        this.emit(this.reading(zone, { kind: 'present', uid, cardId: DITTO_MARKER_ID }));
        if (action.under.length > 0) this.emit(this.reading(zone, { kind: 'several', uids: [...action.under, uid] }));
        return;
      }
      case 'several':
        this.stacks.set(zone, action.uids);
        this.emit(this.reading(zone, { kind: 'several', uids: action.uids }));
        return;
      case 'unreadable':
        this.emit(this.reading(zone, { kind: 'unreadable', reason: action.reason }));
        return;
      case 'disconnect':
        this.emit({ type: 'disconnected', tableId: this.tableId, zone, at, source: { kind: 'simulated' }, reason: action.reason });
        return;
      case 'connect':
        this.emit({ type: 'connected', tableId: this.tableId, zone, at, source: { kind: 'simulated' } });
        return;
    }
  }

  private reading(zone: ZoneId, reading: ZoneReading): ReaderEvent {
    return { type: 'reading', tableId: this.tableId, zone, reading, at: this.clock(), source: { kind: 'simulated' } };
  }

  private emit(event: ReaderEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

/** An NTAG-like 7-byte UID: NXP's manufacturer byte 04, then six random bytes. */
export function randomUid(): string {
  return `04${randomBytes(6).toString('hex').toUpperCase()}`;
}
