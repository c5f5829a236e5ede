import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { AuthService } from '../auth/auth.service.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { JoinCodesService } from '../auth/join-codes.service.js';
import { DISK_FULL_MESSAGE, isDiskFull } from '../database/disk-full.js';
import { ReaderHubService } from '../devices/reader-hub.service.js';
import { LOGGER, tableLogger, type Logger } from '../logging/logger.js';
import { isHubError } from '../kernel/hub-error.js';
import { MatchService, type TableChange } from '../matches/match.service.js';
import type { Viewer } from '../matches/rules-engine.port.js';
import { TablesService } from '../matches/tables.service.js';
import {
  MAX_FRAME_BYTES,
  parseClientFrame,
  serverMessage,
  liveTopicId,
  type ClientMessage,
  type LiveTopicRef,
  type ServerMessage,
  type Session,
  type ZoneStatus,
} from '../protocol/index.js';
import { TableMirrorService } from '../table/table-mirror.service.js';
import { resolveCards } from './card-resolution.js';
import { authorizeCommand } from './command-authority.js';
import { LiveTopics } from './live-topics.js';
import { refusalFor } from './message-access.js';
import { SHUTDOWN_GRACE_MS } from './http-server-limits.js';
import { zonesFor } from './zone-view.js';

export const WS_PATH = '/ws';

/** ws closes a connection on a frame above maxPayload; below it, oversize frames get an error and the connection stays. */
const HARD_FRAME_LIMIT = 16 * MAX_FRAME_BYTES;
/**
 * A client with this much still unsent is not keeping up: it gets no more table frames until it has
 * read them, then one fresh snapshot instead of everything it missed. So each client holds at most
 * this much of the hub's memory, plus the reply it asked for.
 */
const BEHIND_BYTES = 256 * 1024;
/** Beyond this even a reply is not queued (a match log is a few MB at most): the client is closed. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
const MAX_FAILED_HELLOS = 5;
const HEARTBEAT_MS = 30_000;
/** Live topics one connection may follow at once (a page follows one or two). */
const MAX_WATCHES = 16;

interface Client {
  readonly socket: WebSocket;
  readonly address: string;
  session: Session;
  table: string | undefined;
  failedHellos: number;
  alive: boolean;
  /** Table frames were skipped while it was behind: it is owed a fresh snapshot. */
  behind: boolean;
  /** The live topics it follows, by liveTopicId. */
  readonly watching: Set<string>;
}

/**
 * The WebSocket API on the hub's HTTP port, path /ws. Built on `ws` directly rather than
 * @nestjs/platform-ws: that adapter drops frames that are not JSON or lack its `event` field
 * without a word, and the protocol promises an error frame for every bad frame. Views come
 * only from MatchService.view (the engine's viewFor), zone readings only through zone-view.ts,
 * table prompts only from TableMirrorService.prompts; this class never shapes what a client sees.
 */
@Injectable()
export class HubGateway implements OnApplicationBootstrap, BeforeApplicationShutdown, OnModuleDestroy {
  private readonly clients = new Set<Client>();
  private readonly cleanups: (() => void)[] = [];
  private wss: WebSocketServer | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly matches: MatchService,
    private readonly tables: TablesService,
    private readonly readers: ReaderHubService,
    private readonly auth: AuthService,
    private readonly joinCodes: JoinCodesService,
    private readonly catalogue: CatalogueService,
    private readonly mirror: TableMirrorService,
    private readonly live: LiveTopics,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT });
    this.wss = wss;
    const server = this.adapterHost.httpAdapter.getHttpServer() as import('node:http').Server;
    const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      // No other upgrade is served: an unanswered one would hold its socket open.
      if (new URL(req.url ?? '/', 'http://hub').pathname !== WS_PATH) {
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => this.connect(ws, req));
    };
    server.on('upgrade', onUpgrade);
    this.cleanups.push(() => server.off('upgrade', onUpgrade));
    this.cleanups.push(this.matches.onChange((change) => this.onTableChange(change)));
    this.cleanups.push(
      this.readers.onEvent((event) =>
        this.broadcast(event.tableId, (client) => serverMessage('zones', { table: event.tableId, zones: this.zonesSeenBy(client, event.tableId) })),
      ),
    );
    this.cleanups.push(
      this.mirror.onPrompts((tableId) =>
        this.broadcast(tableId, (client) => serverMessage('prompts', { table: tableId, prompts: this.mirror.prompts(tableId, viewerOf(client, tableId)) })),
      ),
    );
    this.cleanups.push(this.joinCodes.onRotate((tableId) => this.unseat(tableId)));
    this.cleanups.push(this.live.onChange((ref) => this.pushLive(ref)));
    const heartbeat = setInterval(() => this.heartbeat(), HEARTBEAT_MS);
    heartbeat.unref();
    this.cleanups.push(() => clearInterval(heartbeat));
  }

  /** First thing on SIGTERM/SIGINT: clients learn the hub is going away before the devices stop. */
  beforeApplicationShutdown(signal?: string): void {
    this.logger.info({ signal, clients: this.clients.size }, 'hub stopping');
    for (const client of this.clients) client.socket.close(1001, 'hub stopping');
    // A client that does not answer the close (not reading, or gone) would hold the socket for ws's 30 s close timeout.
    const cut = setTimeout(() => {
      for (const client of this.clients) client.socket.terminate();
    }, SHUTDOWN_GRACE_MS);
    cut.unref();
  }

  onModuleDestroy(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const client of this.clients) client.socket.close(1001, 'hub stopping');
    this.clients.clear();
    this.wss?.close();
    this.wss = undefined;
  }

  private connect(socket: WebSocket, req: IncomingMessage): void {
    const wanted = new URL(req.url ?? '/', 'http://hub').searchParams.get('table');
    const table = (wanted !== null ? this.tables.find(wanted) : this.tables.list()[0])?.id;
    const address = req.socket.remoteAddress ?? 'unknown';
    const client: Client = { socket, address, session: { role: 'spectator' }, table, failedHellos: 0, alive: true, behind: false, watching: new Set() };
    this.clients.add(client);
    socket.on('message', (data, isBinary) => this.receive(client, data, isBinary));
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => this.clients.delete(client));
    socket.on('error', (error) => this.logger.debug({ err: error }, 'websocket error'));
    this.send(client, serverMessage('welcome', { protocol: 1, session: client.session }));
    if (wanted !== null && table === undefined) {
      this.send(client, serverMessage('error', { code: 'unknown-table', message: `no table "${wanted}"` }));
    }
    if (table !== undefined) this.send(client, this.snapshot(client, table));
  }

  private receive(client: Client, data: RawData, isBinary: boolean): void {
    if (isBinary) {
      this.send(client, serverMessage('error', { code: 'malformed', message: 'frames are JSON text, not binary' }));
      return;
    }
    const text = rawText(data);
    if (Buffer.byteLength(text) > MAX_FRAME_BYTES) {
      this.send(client, serverMessage('error', { code: 'too-large', message: `frames are limited to ${MAX_FRAME_BYTES} bytes` }));
      return;
    }
    const parsed = parseClientFrame(text);
    if (!parsed.ok) {
      const { code, message, replyTo } = parsed;
      this.send(client, serverMessage('error', { code, message, ...(replyTo === undefined ? {} : { replyTo }) }));
      return;
    }
    try {
      this.handle(client, parsed.message);
    } catch (error) {
      const replyTo = parsed.message.id;
      const reply = replyTo === undefined ? {} : { replyTo };
      if (isHubError(error)) {
        this.send(client, serverMessage('error', { code: error.code, message: error.message, ...reply }));
      } else if (isDiskFull(error)) {
        this.logFor(client).error({ err: error, type: parsed.message.type }, 'the disk is full: a websocket message was not recorded');
        this.send(client, serverMessage('error', { code: 'disk-full', message: DISK_FULL_MESSAGE, ...reply }));
      } else {
        this.logFor(client).error({ err: error, type: parsed.message.type }, 'websocket message failed');
        this.send(client, serverMessage('error', { code: 'internal', message: 'the hub failed to handle this message', ...reply }));
      }
    }
  }

  private handle(client: Client, message: ClientMessage): void {
    const reply = message.id === undefined ? {} : { replyTo: message.id };
    const refused = refusalFor(client.session, message.type);
    if (refused !== null) {
      this.send(client, serverMessage('error', { code: 'forbidden', message: refused, ...reply }));
      return;
    }
    switch (message.type) {
      case 'ping':
        this.send(client, serverMessage('pong', reply));
        return;
      case 'hello': {
        try {
          client.session = this.auth.authenticate(message.auth, client.address);
        } catch (error) {
          if (!isHubError(error)) throw error;
          client.failedHellos += 1;
          this.send(client, serverMessage('error', { code: error.code, message: error.message, ...reply }));
          // AuthService's throttle slows the guessing; a client that keeps guessing is cut off as well.
          if (client.failedHellos >= MAX_FAILED_HELLOS) client.socket.close(4008, 'too many failed sign-ins');
          return;
        }
        client.failedHellos = 0;
        if (client.session.role === 'player') client.table = client.session.table;
        this.logFor(client).info({ address: client.address, session: client.session }, 'websocket client signed in');
        this.send(client, serverMessage('welcome', { protocol: 1, session: client.session, ...reply }));
        if (client.table !== undefined) this.send(client, { ...this.snapshot(client, client.table), ...reply });
        return;
      }
      case 'subscribe':
        client.table = this.tables.get(message.table).id;
        this.send(client, { ...this.snapshot(client, client.table), ...reply });
        return;
      case 'command': {
        const table = client.table;
        if (table === undefined) {
          this.send(client, serverMessage('error', { code: 'not-subscribed', message: 'subscribe to a table first', ...reply }));
          return;
        }
        const authorized = authorizeCommand(client.session, table, message.command);
        if (!authorized.ok) {
          this.send(client, serverMessage('error', { code: 'forbidden', message: authorized.message, ...reply }));
          return;
        }
        const resolved = resolveCards(authorized.command, (id) => this.catalogue.get(id));
        if (!resolved.ok) {
          this.send(client, serverMessage('error', { code: 'invalid-command', message: resolved.message, ...reply }));
          return;
        }
        const result = this.matches.apply(table, message.stateId, resolved.command, authorized.actor, { as: viewerOf(client, table) });
        this.send(
          client,
          result.ok
            ? serverMessage('accepted', { stateId: result.stateId, ...reply })
            : serverMessage('refused', { stateId: result.stateId, violation: result.violation, ...reply }),
        );
        return;
      }
      case 'answer-prompt': {
        const table = client.table;
        if (table === undefined) {
          this.send(client, serverMessage('error', { code: 'not-subscribed', message: 'subscribe to a table first', ...reply }));
          return;
        }
        const actor = actorOf(client, table);
        if (actor === null) {
          this.send(client, serverMessage('error', { code: 'forbidden', message: 'table prompts are answered by the seat concerned or a judge', ...reply }));
          return;
        }
        // The mirror checks that this viewer may answer this prompt (its seat, or a judge).
        const result = this.mirror.answer(table, message.promptId, message.option, viewerOf(client, table), actor);
        const { stateId } = this.matches.current(table);
        if (result.ok) this.send(client, serverMessage('accepted', { stateId, ...reply }));
        else if (result.violation) this.send(client, serverMessage('refused', { stateId, violation: result.violation, ...reply }));
        else this.send(client, serverMessage('error', { code: 'invalid-message', message: result.message, ...reply }));
        return;
      }
      case 'restore': {
        const table = client.table;
        if (table === undefined) {
          this.send(client, serverMessage('error', { code: 'not-subscribed', message: 'subscribe to a table first', ...reply }));
          return;
        }
        // MESSAGE_ACCESS lets only judges through.
        if (client.session.role !== 'judge') return;
        const { stateId, to, reason } = message;
        const result = this.matches.restore(table, stateId, { to, reason }, client.session.name);
        this.send(
          client,
          result.ok
            ? serverMessage('accepted', { stateId: result.stateId, ...reply })
            : serverMessage('refused', { stateId: result.stateId, violation: result.violation, ...reply }),
        );
        return;
      }
      case 'watch': {
        const id = liveTopicId(message);
        if (!client.watching.has(id) && client.watching.size >= MAX_WATCHES) {
          this.send(client, serverMessage('error', { code: 'invalid-message', message: `at most ${MAX_WATCHES} live topics per connection`, ...reply }));
          return;
        }
        // A game that does not exist throws not-found, answered by receive() with this frame's id.
        const state = this.live.read(message);
        client.watching.add(id);
        this.send(client, serverMessage('live', { ...liveRef(message), state, ...reply }));
        return;
      }
      case 'unwatch':
        client.watching.delete(liveTopicId(message));
        this.send(client, serverMessage('unwatched', { ...liveRef(message), ...reply }));
        return;
      case 'get-log': {
        // The same people as the REST export, plus judges signed in with their PIN (MESSAGE_ACCESS).
        // A missing match throws no-match, answered by receive() with this frame's id.
        const lines = this.matches.exportJsonl(message.match);
        this.logFor(client).info({ session: client.session, matchId: message.match }, 'match log read over the websocket');
        this.send(client, serverMessage('log', { match: message.match, lines, ...reply }));
        return;
      }
    }
  }

  private onTableChange(change: TableChange): void {
    if (change.kind === 'problem') {
      this.broadcast(change.tableId, () => serverMessage('error', { code: change.code, message: change.message }));
      return;
    }
    const { stateId, match } = this.matches.current(change.tableId);
    this.broadcast(change.tableId, (client) =>
      serverMessage('update', { table: change.tableId, stateId, match, view: this.matches.view(change.tableId, viewerOf(client, change.tableId)) }),
    );
  }

  /** A live topic changed: its state, read and serialised once, to everyone who follows it. */
  private pushLive(ref: LiveTopicRef): void {
    const id = liveTopicId(ref);
    const watchers = [...this.clients].filter((client) => client.watching.has(id));
    if (watchers.length === 0) return;
    let text: string;
    try {
      text = JSON.stringify(serverMessage('live', { ...liveRef(ref), state: this.live.read(ref) }));
    } catch (error) {
      this.logger.error({ err: error, topic: id }, 'a live topic could not be read');
      return;
    }
    for (const client of watchers) this.sendText(client, text);
  }

  /** A new match rotated the table's join codes: its seated players go back to watching. */
  private unseat(tableId: string): void {
    for (const client of this.clients) {
      if (client.session.role !== 'player' || client.session.table !== tableId) continue;
      client.session = { role: 'spectator' };
      this.send(client, serverMessage('welcome', { protocol: 1, session: client.session }));
      this.send(client, serverMessage('error', { code: 'unauthorized', message: 'a new match started; join again with the new seat code' }));
    }
  }

  private snapshot(client: Client, tableId: string): ServerMessage {
    const { stateId, match } = this.matches.current(tableId);
    return serverMessage('snapshot', {
      table: tableId,
      stateId,
      match,
      view: this.matches.view(tableId, viewerOf(client, tableId)),
      zones: this.zonesSeenBy(client, tableId),
      prompts: this.mirror.prompts(tableId, viewerOf(client, tableId)),
    });
  }

  private zonesSeenBy(client: Client, tableId: string): ZoneStatus[] {
    return zonesFor(this.readers.zonesOf(tableId), client.session, tableId);
  }

  private broadcast(tableId: string, build: (client: Client) => ServerMessage): void {
    for (const client of this.clients) {
      if (client.table !== tableId) continue;
      if (client.socket.bufferedAmount > BEHIND_BYTES) {
        if (!client.behind) this.logFor(client).info({ address: client.address }, 'websocket client behind: holding its frames until it reads');
        client.behind = true;
        continue;
      }
      if (client.behind) {
        // Everything it missed at once: the table as it is now.
        client.behind = false;
        this.send(client, this.snapshot(client, tableId));
        continue;
      }
      this.send(client, build(client));
    }
  }

  private send(client: Client, message: ServerMessage): void {
    this.sendText(client, JSON.stringify(message));
  }

  private sendText(client: Client, text: string): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.logFor(client).warn({ address: client.address }, 'dropping a websocket client that stopped reading');
      client.socket.terminate();
      return;
    }
    client.socket.send(text);
  }

  /** Lines about a client carry its table and the match running there. */
  private logFor(client: Client): Logger {
    if (client.table === undefined) return this.logger;
    return tableLogger(this.logger, client.table, this.matches.current(client.table).match?.matchId);
  }

  private heartbeat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }
}

/** The engine's viewer for this client at this table: a seat only at the player's own table. */
function viewerOf(client: Client, tableId: string): Viewer {
  const session = client.session;
  if (session.role === 'player' && session.table === tableId) return { role: 'player', seat: session.seat };
  if (session.role === 'judge') return { role: 'judge' };
  return { role: 'spectator' };
}

/** Who the match log names for a table-prompt answer from this client: its seat at this table, or the judge. */
function actorOf(client: Client, tableId: string): string | null {
  const session = client.session;
  if (session.role === 'player' && session.table === tableId) return session.seat;
  if (session.role === 'judge') return `judge:${session.name}`;
  return null;
}

/** A topic reference as frames carry it: no `key` field for a list topic. */
function liveRef(ref: LiveTopicRef): LiveTopicRef {
  return ref.key === undefined ? { topic: ref.topic } : { topic: ref.topic, key: ref.key };
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
