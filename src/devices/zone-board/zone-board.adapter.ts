import { randomUUID } from 'node:crypto';
import { connect, type IClientOptions, type IPublishPacket, type MqttClient } from 'mqtt';
import type { Logger } from 'pino';
import type { HealthComponent, HealthContributor, HealthRegistry } from '../../health/health.js';
import { hubClientOptions, type MqttConnectionSource } from '../../mqtt/mqtt.tokens.js';
import type { ReaderEvent, ReaderListener, ReaderPort, ReaderSource, ZoneReading } from '../reader-port.js';
import { ReaderListeners } from '../reader-listeners.js';
import { decodeBoardMessage, type BoardMessage } from './board-message.decoder.js';
import { LogThrottle } from './log-throttle.js';
import { SequenceGate } from './sequence-gate.js';
import { subscribeBatches } from './subscribe-batches.js';
import type { BoardBinding } from './zone-board.bindings.js';
import {
  COMMANDS,
  PROTOCOL_VERSION,
  topics,
  type BoardCommand,
  type BoardReading,
  type BoardResponse,
  type BoardStatus,
  type CommandParams,
  type HubAvailability,
} from './zone-board.protocol.js';

export interface ZoneBoardAdapterOptions {
  /** This hub's id (hub.id): its topics and its availability are its own on a shared broker. */
  readonly hub: string;
  readonly connection: MqttConnectionSource;
  readonly boards: readonly BoardBinding[];
  readonly log: Logger;
  readonly now?: () => number;
  /** How long a command waits for the board's response. */
  readonly commandTimeoutMs?: number;
  /** How long start() waits for the broker before it returns and lets the client keep retrying. */
  readonly startTimeoutMs?: number;
  /** Where the adapter shows each board on /health while it runs. */
  readonly health?: Pick<HealthRegistry, 'register' | 'changed'>;
}

type Availability = 'unknown' | 'online' | 'offline';

interface BoardState {
  readonly binding: BoardBinding;
  readonly gate: SequenceGate;
  availability: Availability;
  lastSeen: number | undefined;
  status: BoardStatus | undefined;
  accepted: number;
  duplicates: number;
  stale: number;
  lost: number;
  rejected: number;
  unmapped: number;
}

interface PendingCommand {
  readonly board: string;
  readonly command: BoardCommand;
  readonly resolve: (response: BoardResponse & { status: 'ok' }) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

const HUB_OFFLINE = JSON.stringify({ v: PROTOCOL_VERSION, state: 'offline' } satisfies HubAvailability);

function toZoneReading(reading: BoardReading): ZoneReading {
  switch (reading.kind) {
    case 'present':
      return reading.cardId === undefined ? { kind: 'present', uid: reading.uid } : { kind: 'present', uid: reading.uid, cardId: reading.cardId };
    case 'several':
      return { kind: 'several', uids: reading.uids };
    case 'unreadable':
      return { kind: 'unreadable', reason: reading.reason };
    case 'absent':
      return { kind: 'absent' };
  }
}

/**
 * ESP32 zone boards over MQTT as a ReaderPort. Every payload is validated against the protocol
 * schema; bad ones are logged with the board and dropped. Reports are deduplicated per board by
 * sequence number. A board's availability going "offline" (its last will) disconnects its zones —
 * it says nothing about the cards on them.
 */
export class ZoneBoardAdapter implements ReaderPort, HealthContributor {
  private readonly listeners = new ReaderListeners((error) => this.options.log.error({ err: error }, 'a reader listener threw'));
  private readonly states = new Map<string, BoardState>();
  private readonly pending = new Map<string, PendingCommand>();
  private readonly now: () => number;
  private readonly throttle: LogThrottle;
  private client: MqttClient | undefined;
  private brokerConnected = false;
  private unregisterHealth: (() => void) | undefined;
  /** This hub run's session: boards that see a new one report every antenna again. */
  private session = '';

  constructor(private readonly options: ZoneBoardAdapterOptions) {
    this.now = options.now ?? Date.now;
    this.throttle = new LogThrottle(10_000, this.now);
  }

  /** A listener attached after boards announced themselves first hears where each board stands. */
  onEvent(listener: ReaderListener): () => void {
    const remove = this.listeners.add(listener);
    queueMicrotask(() => {
      if (!this.listeners.has(listener)) return;
      for (const state of this.states.values()) {
        if (state.availability === 'unknown') continue;
        for (const event of this.availabilityEvents(state, state.availability === 'online' ? 'online' : 'offline', 'board offline')) {
          this.listeners.deliver(listener, event);
        }
      }
    });
    return remove;
  }

  async start(): Promise<void> {
    if (this.client) return;
    for (const binding of this.options.boards) {
      this.states.set(binding.board, {
        binding,
        gate: new SequenceGate(),
        availability: 'unknown',
        lastSeen: undefined,
        status: undefined,
        accepted: 0,
        duplicates: 0,
        stale: 0,
        lost: 0,
        rejected: 0,
        unmapped: 0,
      });
    }
    this.unregisterHealth = this.options.health?.register('zone-boards', this);
    this.session = randomUUID();
    if (this.options.boards.length === 0) return;
    const connection = this.options.connection.connection();
    const clientOptions: IClientOptions = {
      ...hubClientOptions(connection, `mirrormat-hub-${randomUUID().slice(0, 8)}`),
      resubscribe: false,
      connectTimeout: 5000,
      will: { topic: topics.hubAvailability(this.options.hub), payload: Buffer.from(HUB_OFFLINE), qos: 1, retain: true },
    };
    const client = connect(connection.url, clientOptions);
    this.client = client;
    const subscribed = new Promise<boolean>((resolve) => {
      client.on('connect', () => {
        this.brokerConnected = true;
        this.subscribe(client).then(resolve, (error: unknown) => {
          this.options.log.error({ err: error }, 'zone-board subscription failed');
          resolve(false);
        });
      });
    });
    client.on('message', (topic, payload, packet) => this.onMessage(topic, payload, packet));
    client.on('close', () => this.onBrokerLost());
    client.on('error', (error) => this.options.log.warn({ err: error.message, url: connection.url }, 'zone-board mqtt client error'));
    const timeoutMs = this.options.startTimeoutMs ?? 2000;
    let timer: NodeJS.Timeout | undefined;
    const ok = await Promise.race([subscribed, new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))]);
    clearTimeout(timer);
    if (!ok) this.options.log.warn({ url: connection.url }, 'zone boards: broker not reachable yet, still trying');
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.unregisterHealth?.();
    this.unregisterHealth = undefined;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new Error('the zone-board adapter stopped'));
      this.pending.delete(id);
    }
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      if (client.connected) {
        await client.publishAsync(topics.hubAvailability(this.options.hub), HUB_OFFLINE, { qos: 1, retain: true }).catch(() => undefined);
      }
      await client.endAsync();
    }
    this.brokerConnected = false;
    this.states.clear();
  }

  /**
   * Sends a command (identify, set_polling, write_ndef) and resolves with the board's "ok"
   * response; rejects on an error response, a timeout, or a board that is not online.
   */
  async command<C extends BoardCommand>(board: string, command: C, params: CommandParams<C>): Promise<BoardResponse & { status: 'ok' }> {
    const state = this.states.get(board);
    const client = this.client;
    if (!state || !client) throw new Error(`no zone board "${board}"`);
    if (state.availability !== 'online' || !this.brokerConnected) throw new Error(`zone board "${board}" is not online`);
    const id = randomUUID();
    const request = COMMANDS[command].parse({ ...params, v: PROTOCOL_VERSION, id });
    const timeoutMs = this.options.commandTimeoutMs ?? 5000;
    const response = new Promise<BoardResponse & { status: 'ok' }>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`zone board "${board}" did not answer ${command} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { board, command, resolve, reject, timer });
    });
    try {
      await client.publishAsync(topics.request(this.options.hub, state.binding.table, board, command), JSON.stringify(request), { qos: 1 });
    } catch (error) {
      const pending = this.pending.get(id);
      if (pending) clearTimeout(pending.timer);
      this.pending.delete(id);
      throw error;
    }
    return response;
  }

  health(): HealthComponent[] {
    const lines: HealthComponent[] = [
      {
        kind: 'adapter',
        name: 'zone-board-mqtt-client',
        // With no boards configured the hub never connects: nothing is wrong, there is nothing to run.
        status: this.states.size === 0 ? 'disabled' : this.brokerConnected ? 'up' : 'down',
        detail: { boards: this.states.size },
      },
    ];
    for (const state of this.states.values()) {
      const status = state.status;
      const readerDown = status?.antennas.some((a) => !a.ok) ?? false;
      lines.push({
        kind: 'zone-board',
        name: state.binding.board,
        tableId: state.binding.table,
        status: state.availability !== 'online' ? 'down' : readerDown ? 'degraded' : 'up',
        ...(state.lastSeen === undefined ? {} : { lastSeen: new Date(state.lastSeen).toISOString() }),
        detail: {
          availability: state.availability,
          firmware: status?.firmware,
          rssi: status?.rssi,
          uptimeS: status?.uptimeS,
          antennas: status?.antennas,
          buffer: status?.buffer,
          lastSeq: state.gate.lastAccepted(),
          reports: { accepted: state.accepted, duplicates: state.duplicates, stale: state.stale, lost: state.lost, rejected: state.rejected, unmapped: state.unmapped },
        },
      });
    }
    return lines;
  }

  private async subscribe(client: MqttClient): Promise<boolean> {
    const hub = this.options.hub;
    const filters = this.options.boards.flatMap((b) => [
      `${topics.base(hub, b.table, b.board)}/zone/+`,
      topics.availability(hub, b.table, b.board),
      topics.status(hub, b.table, b.board),
      topics.response(hub, b.table, b.board, '+'),
    ]);
    const granted = (await Promise.all(subscribeBatches(filters).map((batch) => client.subscribeAsync(batch, { qos: 1 })))).flat();
    const refused = granted.filter((g) => g.qos === 128);
    if (refused.length > 0) {
      this.options.log.error({ topics: refused.map((g) => g.topic) }, 'the broker refused the hub\'s zone-board subscriptions');
      return false;
    }
    // Only now that the hub listens may the boards send what they hold (see PROTOCOL.md).
    const online: HubAvailability = { v: PROTOCOL_VERSION, state: 'online', session: this.session };
    await client.publishAsync(topics.hubAvailability(this.options.hub), JSON.stringify(online), { qos: 1, retain: true });
    return true;
  }

  private onMessage(topic: string, payload: Buffer, packet: IPublishPacket): void {
    const decoded = decodeBoardMessage(topic, payload);
    if (!decoded.ok) {
      this.reject(decoded.board, decoded.reason, topic);
      return;
    }
    const message = decoded.message;
    const state = this.states.get(message.board);
    if (!state || state.binding.table !== message.table) {
      this.reject(message.board, `board not configured for table ${message.table}`, topic);
      return;
    }
    state.lastSeen = this.now();
    this.handle(state, message, packet.retain);
  }

  private handle(state: BoardState, message: BoardMessage, retained: boolean): void {
    switch (message.kind) {
      case 'zone': {
        const zone = state.binding.zones.get(message.antenna);
        if (zone === undefined) {
          state.unmapped += 1;
          this.options.log.debug({ board: state.binding.board, antenna: message.antenna }, 'report from an antenna with no zone');
          return;
        }
        const verdict = state.gate.check(message.report.seq);
        if (verdict.kind === 'duplicate') {
          state.duplicates += 1;
          return;
        }
        if (verdict.kind === 'stale') {
          state.stale += 1;
          return;
        }
        state.accepted += 1;
        if (verdict.lost > 0) {
          state.lost += verdict.lost;
          this.options.log.warn({ board: state.binding.board, lost: verdict.lost, seq: message.report.seq }, 'zone board reports missing (its buffer overflowed?)');
        }
        this.listeners.emit({
          type: 'reading',
          tableId: state.binding.table,
          zone,
          reading: toZoneReading(message.report.reading),
          at: this.now(),
          source: this.source(state, message.antenna),
        });
        return;
      }
      case 'availability':
        this.setAvailability(state, message.availability.state, message.availability.state === 'offline' ? 'board offline' : undefined);
        return;
      case 'status':
        state.status = message.status;
        this.options.health?.changed('zone-boards');
        // A retained status is an old one replayed on subscribe; only a live one tells the counter now.
        if (!retained && state.gate.observeNextSeq(message.status.nextSeq)) {
          this.options.log.warn({ board: state.binding.board, nextSeq: message.status.nextSeq }, 'zone board sequence restarted (NVS erased or board replaced)');
        }
        return;
      case 'response': {
        const pending = this.pending.get(message.response.id);
        if (!pending || pending.board !== state.binding.board || pending.command !== message.command) {
          this.options.log.debug({ board: state.binding.board, id: message.response.id }, 'response to no pending command');
          return;
        }
        this.pending.delete(message.response.id);
        clearTimeout(pending.timer);
        if (message.response.status === 'ok') pending.resolve(message.response);
        else pending.reject(new Error(`zone board "${state.binding.board}" ${message.command}: ${message.response.error}`));
        return;
      }
    }
  }

  private setAvailability(state: BoardState, next: Availability, reason?: string): void {
    const previous = state.availability;
    if (previous === next) return;
    state.availability = next;
    this.options.health?.changed('zone-boards');
    if (next === 'unknown' && previous !== 'online') return;
    for (const event of this.availabilityEvents(state, next === 'online' ? 'online' : 'offline', reason ?? 'board unreachable')) {
      this.listeners.emit(event);
    }
    this.options.log.info({ board: state.binding.board, availability: next }, 'zone board availability');
  }

  private availabilityEvents(state: BoardState, availability: 'online' | 'offline', reason: string): ReaderEvent[] {
    const at = this.now();
    return [...state.binding.zones].map(([antenna, zone]): ReaderEvent => {
      const base = { tableId: state.binding.table, zone, at, source: this.source(state, antenna) };
      return availability === 'online' ? { type: 'connected', ...base } : { type: 'disconnected', ...base, reason };
    });
  }

  private onBrokerLost(): void {
    if (!this.brokerConnected) return;
    this.brokerConnected = false;
    for (const state of this.states.values()) this.setAvailability(state, 'unknown', 'hub lost its mqtt broker');
  }

  private reject(board: string | undefined, reason: string, topic: string): void {
    const state = board === undefined ? undefined : this.states.get(board);
    if (state) state.rejected += 1;
    const suppressed = this.throttle.admit(board ?? '(unknown)');
    if (suppressed !== undefined) this.options.log.warn({ board, topic: topic.slice(0, 200), reason, suppressed }, 'zone-board message rejected');
  }

  private source(state: BoardState, antenna: number): ReaderSource {
    return { kind: 'mqtt', boardId: state.binding.board, antenna };
  }


}
