import type { IncomingMessage } from 'node:http';
import { Inject, UseFilters, UseGuards, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
} from '@nestjs/websockets';
import type { Server as WsServer } from 'ws';
import { AuthService } from '../auth/auth.service.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { ReaderHubService } from '../devices/reader-hub.service.js';
import { HubError, isHubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { matchSummaryFor } from '../matches/judge-reasons.js';
import { MatchService } from '../matches/match.service.js';
import { onTableChange, type TableChange } from '../matches/table-changes.js';
import { TablesService } from '../matches/tables.service.js';
import type { GameView } from '../rules/index.js';
import { liveTopicId, MAX_FRAME_BYTES, serverMessage, type ClientMessageOf, type LiveTopicRef, type ServerMessage, type ZoneStatus } from '../protocol/index.js';
import { TableMirrorService } from '../table/table-mirror.service.js';
import { resolveCards } from './card-resolution.js';
import { ClientMessagePipe } from './client-message.pipe.js';
import { clientLogger } from './client-logger.js';
import { authorizeCommand } from './command-authority.js';
import { SHUTDOWN_GRACE_MS } from './http-server-limits.js';
import { LiveErrorsFilter } from './live-errors.filter.js';
import { LiveTopics } from './live-topics.js';
import type { LiveReply } from './live-protocol.adapter.js';
import { BEHIND_BYTES, LiveSocket } from './live-socket.js';
import { MessageAccessGuard } from './message-access.guard.js';
import { zonesFor } from './zone-view.js';

export const WS_PATH = '/ws';

/** ws closes a connection on a frame above maxPayload; below it, oversize frames get an error and the connection stays. */
const HARD_FRAME_LIMIT = 16 * MAX_FRAME_BYTES;
const MAX_FAILED_HELLOS = 5;
const HEARTBEAT_MS = 30_000;
/** Live topics one connection may follow at once (a page follows one or two). */
const MAX_WATCHES = 16;

/**
 * The live protocol (src/protocol) on the hub's HTTP port, path /ws. LiveProtocolAdapter reads each
 * frame's envelope and routes it here by `type`; MessageAccessGuard refuses a role that may not send
 * it, ClientMessagePipe checks its fields, LiveErrorsFilter turns what is thrown into its error frame.
 * A new message type is one more handler below. Views come only from MatchService.view (the engine's
 * viewFor), zone readings only through zone-view.ts, table prompts only from TableMirrorService.prompts;
 * this class never shapes what a client sees.
 */
@WebSocketGateway({ path: WS_PATH, maxPayload: HARD_FRAME_LIMIT, WebSocket: LiveSocket })
@UseGuards(MessageAccessGuard)
@UseFilters(LiveErrorsFilter)
export class HubGateway implements OnGatewayConnection<LiveSocket>, OnApplicationBootstrap, BeforeApplicationShutdown, OnModuleDestroy {
  @WebSocketServer() private readonly server: WsServer<typeof LiveSocket> | undefined;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly matches: MatchService,
    private readonly tables: TablesService,
    private readonly readers: ReaderHubService,
    private readonly auth: AuthService,
    private readonly events: HubEventBus,
    private readonly catalogue: CatalogueService,
    private readonly mirror: TableMirrorService,
    private readonly live: LiveTopics,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.cleanups.push(onTableChange(this.events, (change) => this.onTableChange(change)));
    this.cleanups.push(
      this.events.on('reader.event', (event) =>
        this.broadcast(event.tableId, (socket) => serverMessage('zones', { table: event.tableId, zones: this.zonesSeenBy(socket, event.tableId) })),
      ),
    );
    this.cleanups.push(
      this.events.on('mirror.prompts-changed', ({ tableId }) =>
        this.broadcast(tableId, (socket) => serverMessage('prompts', { table: tableId, prompts: this.mirror.prompts(tableId, socket.viewerAt(tableId)) })),
      ),
    );
    this.cleanups.push(this.events.on('join-codes.rotated', ({ tableId }) => this.unseat(tableId)));
    this.cleanups.push(this.live.onChange((ref) => this.pushLive(ref)));
    const heartbeat = setInterval(() => this.heartbeat(), HEARTBEAT_MS);
    heartbeat.unref();
    this.cleanups.push(() => clearInterval(heartbeat));
  }

  /** First thing on SIGTERM/SIGINT: clients learn the hub is going away before the devices stop. */
  beforeApplicationShutdown(signal?: string): void {
    this.logger.info({ signal, clients: this.clients.size }, 'hub stopping');
    for (const socket of this.clients) socket.close(1001, 'hub stopping');
    // A client that does not answer the close (not reading, or gone) would hold the socket for ws's 30 s close timeout.
    const cut = setTimeout(() => {
      for (const socket of this.clients) socket.terminate();
    }, SHUTDOWN_GRACE_MS);
    cut.unref();
  }

  onModuleDestroy(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const socket of this.clients) socket.close(1001, 'hub stopping');
  }

  handleConnection(socket: LiveSocket, req: IncomingMessage): void {
    const wanted = new URL(req.url ?? '/', 'http://hub').searchParams.get('table');
    // Only the table the page asks for (or later `subscribe`s to): a live page's socket gets no table's frames for nothing.
    socket.table = wanted === null ? undefined : this.tables.find(wanted)?.id;
    socket.address = req.socket.remoteAddress ?? 'unknown';
    socket.on('pong', () => {
      socket.alive = true;
    });
    socket.on('error', (error) => this.logger.debug({ err: error }, 'websocket error'));
    this.send(socket, serverMessage('welcome', { protocol: 1, session: socket.session }));
    if (wanted !== null && socket.table === undefined) {
      this.send(socket, serverMessage('error', { code: 'unknown-table', message: `no table "${wanted}"` }));
    }
    if (socket.table !== undefined) this.send(socket, this.snapshot(socket, socket.table));
  }

  @SubscribeMessage('ping')
  ping(@MessageBody(ClientMessagePipe) message: ClientMessageOf<'ping'>): LiveReply {
    return serverMessage('pong', replyTo(message));
  }

  @SubscribeMessage('hello')
  hello(@ConnectedSocket() socket: LiveSocket, @MessageBody(ClientMessagePipe) message: ClientMessageOf<'hello'>): LiveReply {
    const reply = replyTo(message);
    try {
      socket.session = this.auth.authenticate(message.auth, socket.address);
    } catch (error) {
      if (!isHubError(error)) throw error;
      socket.failedHellos += 1;
      this.send(socket, serverMessage('error', { code: error.code, message: error.message, ...reply }));
      // AuthService's throttle slows the guessing; a client that keeps guessing is cut off as well.
      if (socket.failedHellos >= MAX_FAILED_HELLOS) socket.close(4008, 'too many failed sign-ins');
      return undefined;
    }
    socket.failedHellos = 0;
    if (socket.session.role === 'player') socket.table = socket.session.table;
    this.logFor(socket).info({ address: socket.address, session: socket.session }, 'websocket client signed in');
    const welcome = serverMessage('welcome', { protocol: 1, session: socket.session, ...reply });
    return socket.table === undefined ? welcome : [welcome, { ...this.snapshot(socket, socket.table), ...reply }];
  }

  @SubscribeMessage('subscribe')
  subscribe(@ConnectedSocket() socket: LiveSocket, @MessageBody(ClientMessagePipe) message: ClientMessageOf<'subscribe'>): LiveReply {
    socket.table = this.tables.get(message.table).id;
    return { ...this.snapshot(socket, socket.table), ...replyTo(message) };
  }

  @SubscribeMessage('command')
  command(@ConnectedSocket() socket: LiveSocket, @MessageBody(ClientMessagePipe) message: ClientMessageOf<'command'>): LiveReply {
    const table = subscribedTable(socket);
    const authorized = authorizeCommand(socket.session, table, message.command);
    if (!authorized.ok) throw new HubError('forbidden', authorized.message);
    const resolved = resolveCards(authorized.command, (id) => this.catalogue.get(id));
    if (!resolved.ok) throw new HubError('invalid-command', resolved.message);
    const result = this.matches.apply(table, message.stateId, resolved.command, authorized.actor, { as: socket.viewerAt(table) });
    return result.ok
      ? serverMessage('accepted', { stateId: result.stateId, ...replyTo(message) })
      : serverMessage('refused', { stateId: result.stateId, violation: result.violation, ...replyTo(message) });
  }

  @SubscribeMessage('answer-prompt')
  answerPrompt(@ConnectedSocket() socket: LiveSocket, @MessageBody(ClientMessagePipe) message: ClientMessageOf<'answer-prompt'>): LiveReply {
    const table = subscribedTable(socket);
    const actor = socket.actorAt(table);
    if (actor === null) throw new HubError('forbidden', 'table prompts are answered by the seat concerned or a judge');
    // The mirror checks that this viewer may answer this prompt (its seat, or a judge).
    const result = this.mirror.answer(table, message.promptId, message.option, socket.viewerAt(table), actor);
    const { stateId } = this.matches.current(table);
    if (result.ok) return serverMessage('accepted', { stateId, ...replyTo(message) });
    if (result.violation) return serverMessage('refused', { stateId, violation: result.violation, ...replyTo(message) });
    throw new HubError('invalid-message', result.message);
  }

  @SubscribeMessage('restore')
  restore(@ConnectedSocket() socket: LiveSocket, @MessageBody(ClientMessagePipe) message: ClientMessageOf<'restore'>): LiveReply {
    const table = subscribedTable(socket);
    // MESSAGE_ACCESS lets only judges through.
    if (socket.session.role !== 'judge') return undefined;
    const { stateId, to, reason } = message;
    const result = this.matches.restore(table, stateId, { to, reason }, socket.session.name);
    return result.ok
      ? serverMessage('accepted', { stateId: result.stateId, ...replyTo(message) })
      : serverMessage('refused', { stateId: result.stateId, violation: result.violation, ...replyTo(message) });
  }

  @SubscribeMessage('watch')
  watch(@ConnectedSocket() socket: LiveSocket, @MessageBody(ClientMessagePipe) message: ClientMessageOf<'watch'>): LiveReply {
    const id = liveTopicId(message);
    if (!socket.watching.has(id) && socket.watching.size >= MAX_WATCHES) {
      throw new HubError('invalid-message', `at most ${MAX_WATCHES} live topics per connection`);
    }
    // A game that does not exist throws not-found, answered by LiveErrorsFilter with this frame's id.
    const state = this.live.read(message);
    socket.watching.add(id);
    return serverMessage('live', { ...liveRef(message), state, ...replyTo(message) });
  }

  @SubscribeMessage('unwatch')
  unwatch(@ConnectedSocket() socket: LiveSocket, @MessageBody(ClientMessagePipe) message: ClientMessageOf<'unwatch'>): LiveReply {
    socket.watching.delete(liveTopicId(message));
    return serverMessage('unwatched', { ...liveRef(message), ...replyTo(message) });
  }

  @SubscribeMessage('get-log')
  getLog(@ConnectedSocket() socket: LiveSocket, @MessageBody(ClientMessagePipe) message: ClientMessageOf<'get-log'>): LiveReply {
    // The same people as the REST export, plus judges signed in with their PIN (MESSAGE_ACCESS).
    // A missing match throws no-match, answered by LiveErrorsFilter with this frame's id.
    const lines = this.matches.exportJsonl(message.match);
    this.logFor(socket).info({ session: socket.session, matchId: message.match }, 'match log read over the websocket');
    return serverMessage('log', { match: message.match, lines, ...replyTo(message) });
  }

  private onTableChange(change: TableChange): void {
    if (change.kind === 'problem') {
      this.broadcast(change.tableId, () => serverMessage('error', { code: change.code, message: change.message }));
      return;
    }
    const { stateId, match } = this.matches.current(change.tableId);
    this.broadcast(change.tableId, (socket) => {
      const viewer = socket.viewerAt(change.tableId);
      const events = change.since === undefined ? [] : this.matches.events(change.tableId, viewer, change.since);
      return serverMessage('update', { table: change.tableId, stateId, match: matchSummaryFor(match, viewer), view: this.viewOf(socket, change.tableId), events });
    });
  }

  /** A live topic changed: its state, read and serialised once, to everyone who follows it. */
  private pushLive(ref: LiveTopicRef): void {
    const id = liveTopicId(ref);
    const watchers = [...this.clients].filter((socket) => socket.watching.has(id));
    if (watchers.length === 0) return;
    let text: string;
    try {
      text = JSON.stringify(serverMessage('live', { ...liveRef(ref), state: this.live.read(ref) }));
    } catch (error) {
      this.logger.error({ err: error, topic: id }, 'a live topic could not be read');
      return;
    }
    for (const socket of watchers) {
      if (socket.deliverText(text) === 'cut') this.logFor(socket).warn({ address: socket.address }, 'dropping a websocket client that stopped reading');
    }
  }

  /** A new match rotated the table's join codes: its seated players go back to watching. */
  private unseat(tableId: string): void {
    for (const socket of this.clients) {
      if (socket.session.role !== 'player' || socket.session.table !== tableId) continue;
      socket.session = { role: 'spectator' };
      this.send(socket, serverMessage('welcome', { protocol: 1, session: socket.session }));
      this.send(socket, serverMessage('error', { code: 'unauthorized', message: 'a new match started; join again with the new seat code' }));
    }
  }

  private snapshot(socket: LiveSocket, tableId: string): ServerMessage {
    const { stateId, match } = this.matches.current(tableId);
    return serverMessage('snapshot', {
      table: tableId,
      stateId,
      match: matchSummaryFor(match, socket.viewerAt(tableId)),
      view: this.viewOf(socket, tableId),
      events: this.matches.events(tableId, socket.viewerAt(tableId)),
      zones: this.zonesSeenBy(socket, tableId),
      prompts: this.mirror.prompts(tableId, socket.viewerAt(tableId)),
    });
  }

  /** MatchService runs the rules engine (RULES_ENGINE is src/rules), whose viewFor gives a GameView; its port keeps views opaque for scripted test engines. */
  private viewOf(socket: LiveSocket, tableId: string): GameView | null {
    return this.matches.view(tableId, socket.viewerAt(tableId)) as GameView | null;
  }

  private zonesSeenBy(socket: LiveSocket, tableId: string): ZoneStatus[] {
    return zonesFor(this.readers.zonesOf(tableId), socket.session, tableId);
  }

  private broadcast(tableId: string, build: (socket: LiveSocket) => ServerMessage): void {
    for (const socket of this.clients) {
      if (socket.table !== tableId) continue;
      if (socket.bufferedAmount > BEHIND_BYTES) {
        if (!socket.behind) this.logFor(socket).info({ address: socket.address }, 'websocket client behind: holding its frames until it reads');
        socket.behind = true;
        continue;
      }
      if (socket.behind) {
        // Everything it missed at once: the table as it is now.
        socket.behind = false;
        this.send(socket, this.snapshot(socket, tableId));
        continue;
      }
      this.send(socket, build(socket));
    }
  }

  private send(socket: LiveSocket, message: ServerMessage): void {
    if (socket.deliver(message) === 'cut') this.logFor(socket).warn({ address: socket.address }, 'dropping a websocket client that stopped reading');
  }

  private logFor(socket: LiveSocket): Logger {
    return clientLogger(this.logger, socket, this.matches);
  }

  private get clients(): ReadonlySet<LiveSocket> {
    return this.server?.clients ?? new Set();
  }

  private heartbeat(): void {
    for (const socket of this.clients) {
      if (!socket.alive) {
        socket.terminate();
        continue;
      }
      socket.alive = false;
      socket.ping();
    }
  }
}

function replyTo(message: { readonly id?: string | number | undefined }): { replyTo?: string | number } {
  return message.id === undefined ? {} : { replyTo: message.id };
}

/** The table whose game a message acts on: the one the client subscribed to. */
function subscribedTable(socket: LiveSocket): string {
  if (socket.table === undefined) throw new HubError('not-subscribed', 'subscribe to a table first');
  return socket.table;
}

function liveRef(ref: LiveTopicRef): LiveTopicRef {
  return ref.key === undefined ? { topic: ref.topic } : { topic: ref.topic, key: ref.key };
}
