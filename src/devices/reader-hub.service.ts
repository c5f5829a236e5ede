import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { CONFIG } from '../config/config.tokens.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { HealthRegistry, type HealthComponent } from '../health/health.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import type { ZoneStatus } from '../protocol/index.js';
import type { ReaderEvent, ReaderPort, ReaderSource } from './reader-port.js';

/** The hub's own reader drivers (PC/SC, zone boards); other features register theirs (ReaderHubService.register). */
export const READER_PORTS = Symbol('READER_PORTS');

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /** What a zone reader of any table saw, or that it came or went. */
    'reader.event': ReaderEvent;
  }
}

/**
 * Every zone reader of every table, whatever its driver, reports here. The hub starts the
 * drivers once the application is up and stops them first on shutdown; it keeps the latest
 * reading per zone (what the live page and /health show) and emits each event on the hub event
 * bus as 'reader.event' (the table mirror, the gateway, league deck checks). One driver failing to
 * start is logged and reported by its zones going unheard; the others run.
 */
@Injectable()
export class ReaderHubService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly zones = new Map<string, Map<string, ZoneStatus>>();
  private readonly ports: ReaderPort[];
  private readonly detachers = new Set<() => void>();
  private unregisterHealth: (() => void) | undefined;
  private bootstrapped = false;

  constructor(
    @Inject(READER_PORTS) ports: readonly ReaderPort[],
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    private readonly health: HealthRegistry,
    private readonly events: HubEventBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.ports = [...ports];
  }

  /**
   * Adds a feature's reader driver (demo mode's simulated tables), started and stopped with the
   * hub's own. Features register in onModuleInit, before the hub starts its drivers.
   */
  register(port: ReaderPort): void {
    if (this.bootstrapped) throw new Error('reader drivers register before the application bootstraps (onModuleInit)');
    this.ports.push(port);
  }

  onModuleInit(): void {
    for (const table of this.config.tables) {
      const zones = new Map<string, ZoneStatus>();
      for (const { zone } of table.zones) {
        zones.set(zone, { zone, reader: 'unknown', reading: null, lastSeen: null, source: null });
      }
      this.zones.set(table.id, zones);
    }
    this.unregisterHealth = this.health.register('reader-hub', { health: () => this.healthComponents() });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.bootstrapped = true;
    for (const port of this.ports) {
      this.attach(port);
      try {
        await port.start();
      } catch (error) {
        this.logger.error({ err: error, driver: port.constructor.name }, 'a reader driver failed to start');
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const port of this.ports) {
      try {
        await port.stop();
      } catch (error) {
        this.logger.warn({ err: error, driver: port.constructor.name }, 'a reader driver failed to stop');
      }
    }
    for (const detach of this.detachers) detach();
    this.detachers.clear();
    this.unregisterHealth?.();
  }

  /** Listens to a driver's events until the returned function is called or the hub stops. */
  attach(port: ReaderPort): () => void {
    const off = port.onEvent((event) => this.receive(event));
    const detach = () => {
      off();
      this.detachers.delete(detach);
    };
    this.detachers.add(detach);
    return detach;
  }

  /** The zones of a table in the order of the configuration, each with what its reader last said. */
  zonesOf(tableId: string): ZoneStatus[] {
    return [...(this.zones.get(tableId)?.values() ?? [])];
  }

  private receive(event: ReaderEvent): void {
    let zones = this.zones.get(event.tableId);
    if (!zones) {
      zones = new Map();
      this.zones.set(event.tableId, zones);
    }
    const previous = zones.get(event.zone);
    const lastSeen = new Date(event.at).toISOString();
    const source = describeSource(event.source);
    const next: ZoneStatus =
      event.type === 'reading'
        ? { zone: event.zone, reader: 'connected', reading: event.reading, lastSeen, source }
        : {
            zone: event.zone,
            reader: event.type,
            // A disconnected reader says nothing about the cards: keep the last reading.
            reading: previous?.reading ?? null,
            lastSeen,
            source,
          };
    zones.set(event.zone, next);
    if (previous?.reader !== next.reader) this.health.changed('reader-hub');
    if (event.type === 'disconnected') {
      this.logger.warn({ tableId: event.tableId, zone: event.zone, reason: event.reason, source }, 'zone reader disconnected');
    }
    this.events.emit('reader.event', event);
  }

  private healthComponents(): HealthComponent[] {
    const out: HealthComponent[] = [];
    for (const [tableId, zones] of this.zones) {
      for (const status of zones.values()) {
        out.push({
          kind: 'reader',
          name: `${tableId}/${status.zone}`,
          tableId,
          status: status.reader === 'connected' ? 'up' : 'down',
          ...(status.lastSeen === null ? {} : { lastSeen: status.lastSeen }),
          detail: { zone: status.zone, source: status.source, reader: status.reader },
        });
      }
    }
    return out;
  }
}

function describeSource(source: ReaderSource): string {
  switch (source.kind) {
    case 'pcsc':
      return `pcsc:${source.readerName}`;
    case 'mqtt':
      return `mqtt:${source.boardId}#${source.antenna}`;
    case 'simulated':
      return 'simulated';
  }
}
