import {
  liveTopicId,
  PROTOCOL_VERSION,
  serverMessageSchema,
  type ClientMessage,
  type Credentials,
  type ErrorCode,
  type FeedEvent,
  type LiveState,
  type LiveTopic,
  type LiveTopicRef,
  type MatchSummary,
  type RestoreRequest,
  type ServerMessage,
  type ServerMessageOf,
  type Session,
  type StateId,
  type TablePromptView,
  type ZoneStatus,
} from '@protocol';
import type { GameView } from '@rules/index.js';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The table as the hub last described it to this client. */
export interface TableState {
  readonly table: string;
  readonly stateId: StateId;
  readonly match: MatchSummary | null;
  /** The engine's viewFor(state, viewer) for this client, as sent; null when no match runs. */
  readonly view: GameView | null;
  /** The match's events as this client may see them, oldest first: the snapshot's recent ones and every update's since. */
  readonly events: readonly FeedEvent[];
  readonly zones: readonly ZoneStatus[];
  /** The table mirror's open prompts as this client may see them: the game waits for their answers. */
  readonly prompts: readonly TablePromptView[];
}

export interface HubProblem {
  readonly code: string;
  readonly message: string;
  readonly at: number;
}

export interface HubClientState {
  readonly status: ConnectionStatus;
  readonly session: Session | null;
  /** Null until the first snapshot of this connection. */
  readonly table: TableState | null;
  /** True from a disconnect until the fresh snapshot of the next connection replaces everything. */
  readonly stale: boolean;
  readonly signInError: string | null;
  /** Why the hub refused the sign-in (a wrong secret, too many tries), for a view that words it in the reader's language. */
  readonly signInErrorCode: ErrorCode | null;
  readonly problems: readonly HubProblem[];
  /** Every snapshot or update applied so far; lets views notice a change cheaply. */
  readonly revision: number;
}

export type CommandReply =
  | ServerMessageOf<'accepted'>
  | ServerMessageOf<'refused'>
  | ServerMessageOf<'error'>
  | { readonly type: 'timeout'; readonly message: string };

/** A match log as JSON Lines, or why the hub would not give it. */
export type LogReply = ServerMessageOf<'log'> | ServerMessageOf<'error'> | { readonly type: 'timeout'; readonly message: string };

type Reply = CommandReply | LogReply;

/** What a followed live topic says: its state as its REST GET answers it, or why the hub will not send it. */
export type LiveUpdate<T extends LiveTopic = LiveTopic> = { readonly kind: 'state'; readonly state: LiveState<T> } | { readonly kind: 'refused'; readonly message: string };

interface Watch {
  readonly ref: LiveTopicRef;
  /** The id its watch frames carry, so a refusal finds its way back. */
  readonly requestId: string;
  readonly listeners: Set<(update: LiveUpdate) => void>;
  /** The topic's last frame: a listener that joins a watch already answered starts from it, not from the next change. */
  last?: LiveUpdate;
}

export interface HubClientOptions {
  /** ws:// or wss:// URL of the hub's /ws endpoint. */
  readonly url: string;
  readonly table: string | null;
  readonly credentials?: Credentials;
  readonly createSocket?: (url: string) => WebSocket;
  readonly timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;
/** A connection that answers no ping in this time is dead even if the browser has not noticed. */
const PING_EVERY_MS = 10_000;
const PONG_WITHIN_MS = 5_000;
const COMMAND_TIMEOUT_MS = 10_000;
const MAX_PROBLEMS = 20;
/** The events a page keeps: a few turns' worth for the battle log. */
const MAX_EVENTS = 500;

interface Pending {
  readonly resolve: (reply: Reply) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/**
 * One WebSocket session with the hub: hello, subscribe, the latest snapshot with updates
 * applied, commands with their replies. On any disconnect it reconnects with backoff and
 * starts again from the hub's fresh snapshot; nothing from the old connection survives.
 */
export class HubClient {
  private state: HubClientState = {
    status: 'connecting',
    session: null,
    table: null,
    stale: false,
    signInError: null,
    signInErrorCode: null,
    problems: [],
    revision: 0,
  };
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Map<string, Pending>();
  private readonly watches = new Map<string, Watch>();
  private socket: WebSocket | null = null;
  private nextId = 1;
  private attempts = 0;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly timers: NonNullable<HubClientOptions['timers']>;

  constructor(private readonly options: HubClientOptions) {
    this.timers = options.timers ?? globalThis;
  }

  getState = (): HubClientState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.timers.clearTimeout(this.reconnectTimer);
    this.stopHeartbeat();
    this.failPending('the page closed the connection');
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'page closed');
    this.update({ status: 'closed' });
  }

  /** Sends a game command made against the state this client shows; resolves with the hub's answer. */
  command(command: Record<string, unknown>): Promise<CommandReply> {
    const table = this.state.table;
    if (!table || this.state.stale) {
      return Promise.resolve({ type: 'timeout', message: 'not connected: wait for the board to refresh' });
    }
    return this.request({ v: PROTOCOL_VERSION, type: 'command', stateId: table.stateId, command });
  }

  /** Answers one of the table mirror's prompts with one of its options. */
  answerPrompt(promptId: string, option: string): Promise<CommandReply> {
    if (!this.state.table || this.state.stale) {
      return Promise.resolve({ type: 'timeout', message: 'not connected: wait for the board to refresh' });
    }
    return this.request({ v: PROTOCOL_VERSION, type: 'answer-prompt', promptId, option });
  }

  /**
   * A judge's restore, made against `stateId`: the state of the log the judge looked at, so the hub
   * refuses it as stale if the game has moved on since.
   */
  restore(stateId: StateId, request: RestoreRequest): Promise<CommandReply> {
    if (this.state.status !== 'open') return Promise.resolve({ type: 'timeout', message: 'not connected: wait for the connection to come back' });
    return this.request({ v: PROTOCOL_VERSION, type: 'restore', stateId, ...request });
  }

  /** Reads a match's whole log over this session (a judge's or the organiser's); the hub refuses anyone else. */
  readLog(matchId: string): Promise<LogReply> {
    if (this.state.status !== 'open') return Promise.resolve({ type: 'timeout', message: 'not connected: wait for the connection to come back' });
    return this.request<LogReply>({ v: PROTOCOL_VERSION, type: 'get-log', match: matchId });
  }

  /**
   * Follows a live topic: `listener` gets its state now and after every change, on this connection
   * and every later one. The returned function stops; the last listener of a topic unwatches it.
   */
  watch<T extends LiveTopic>(ref: LiveTopicRef & { readonly topic: T }, topicListener: (update: LiveUpdate<T>) => void): () => void {
    const id = liveTopicId(ref);
    // A frame reaches only the listeners of its own topic (and key), whose state its schema has typed as LiveState<T>.
    const listener = topicListener as (update: LiveUpdate) => void;
    let watch = this.watches.get(id);
    if (watch === undefined) {
      watch = { ref, requestId: `w${this.nextId++}`, listeners: new Set() };
      this.watches.set(id, watch);
      this.sendWatch(watch);
    }
    watch.listeners.add(listener);
    if (watch.last !== undefined) listener(watch.last);
    const listeners = watch.listeners;
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.watches.get(id)?.listeners !== listeners) return;
      this.watches.delete(id);
      this.send({ v: PROTOCOL_VERSION, type: 'unwatch', ...ref });
    };
  }

  dismissProblem(at: number): void {
    this.update({ problems: this.state.problems.filter((p) => p.at !== at) });
  }

  private request<R extends Reply = CommandReply>(message: WithoutId<Extract<ClientMessage, { type: 'command' | 'answer-prompt' | 'restore' | 'get-log' }>>): Promise<R> {
    const id = `c${this.nextId++}`;
    // The hub answers each request type with its own frames (or an error): R names them for this one.
    return new Promise<Reply>((resolve) => {
      const timer = this.timers.setTimeout(() => {
        this.pending.delete(id);
        resolve({ type: 'timeout', message: 'the hub did not answer in time' });
      }, COMMAND_TIMEOUT_MS);
      this.pending.set(id, { resolve, timer });
      this.send({ ...message, id });
    }) as Promise<R>;
  }

  private open(): void {
    const query = this.options.table === null ? '' : `?table=${encodeURIComponent(this.options.table)}`;
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(`${this.options.url}${query}`);
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      this.update({ status: 'open' });
      if (this.options.credentials && this.options.credentials.role !== 'spectator') {
        this.send({ v: PROTOCOL_VERSION, type: 'hello', id: 'hello', auth: this.options.credentials });
      }
      for (const watch of this.watches.values()) this.sendWatch(watch);
      this.startHeartbeat();
    });
    socket.addEventListener('message', (event) => {
      if (this.socket !== socket || typeof event.data !== 'string') return;
      this.receive(event.data);
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.lost();
    });
  }

  private lost(): void {
    this.socket = null;
    this.stopHeartbeat();
    this.failPending('the connection to the hub was lost');
    if (this.stopped) return;
    this.update({ status: 'reconnecting', stale: this.state.table !== null });
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.attempts) * (0.75 + Math.random() * 0.5);
    this.attempts += 1;
    this.reconnectTimer = this.timers.setTimeout(() => this.open(), delay);
  }

  private receive(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = serverMessageSchema.safeParse(json);
    if (!parsed.success) return;
    this.handle(parsed.data);
  }

  private handle(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.update({ session: message.session, ...(message.replyTo === 'hello' ? { signInError: null, signInErrorCode: null } : {}) });
        return;
      case 'snapshot':
        if (this.options.table !== null && message.table !== this.options.table) return;
        this.update({
          table: { table: message.table, stateId: message.stateId, match: message.match, view: message.view, events: message.events, zones: message.zones, prompts: message.prompts },
          stale: false,
          revision: this.state.revision + 1,
        });
        return;
      case 'update': {
        const table = this.state.table;
        // An update belongs to the snapshot it follows; before one arrives there is nothing to update.
        if (!table || table.table !== message.table || this.state.stale) return;
        this.update({
          table: { ...table, stateId: message.stateId, match: message.match, view: message.view, events: withNewEvents(table, message) },
          revision: this.state.revision + 1,
        });
        return;
      }
      case 'zones': {
        const table = this.state.table;
        if (!table || table.table !== message.table || this.state.stale) return;
        this.update({ table: { ...table, zones: message.zones }, revision: this.state.revision + 1 });
        return;
      }
      case 'prompts': {
        const table = this.state.table;
        if (!table || table.table !== message.table || this.state.stale) return;
        this.update({ table: { ...table, prompts: message.prompts }, revision: this.state.revision + 1 });
        return;
      }
      case 'live': {
        const watch = this.watches.get(liveTopicId(message));
        if (watch === undefined) return;
        watch.last = { kind: 'state', state: message.state };
        for (const listener of watch.listeners) listener(watch.last);
        return;
      }
      case 'unwatched':
        return;
      case 'pong':
        this.timers.clearTimeout(this.pongTimer);
        this.pongTimer = undefined;
        return;
      case 'accepted':
      case 'refused':
      case 'log':
        this.settle(message.replyTo, message);
        return;
      case 'error':
        if (message.replyTo === 'hello') {
          this.update({ signInError: message.message, signInErrorCode: message.code });
          return;
        }
        const watch = [...this.watches.values()].find((w) => w.requestId === message.replyTo);
        if (watch !== undefined) {
          watch.last = { kind: 'refused', message: message.message };
          for (const listener of watch.listeners) listener(watch.last);
          return;
        }
        if (message.replyTo !== undefined && this.settle(message.replyTo, message)) return;
        this.update({
          problems: [...this.state.problems, { code: message.code, message: message.message, at: Date.now() }].slice(-MAX_PROBLEMS),
        });
        return;
    }
  }

  private settle(replyTo: string | number | undefined, reply: Reply): boolean {
    if (replyTo === undefined) return false;
    const pending = this.pending.get(String(replyTo));
    if (!pending) return false;
    this.pending.delete(String(replyTo));
    this.timers.clearTimeout(pending.timer);
    pending.resolve(reply);
    return true;
  }

  private failPending(message: string): void {
    for (const [id, pending] of this.pending) {
      this.timers.clearTimeout(pending.timer);
      pending.resolve({ type: 'timeout', message });
      this.pending.delete(id);
    }
  }

  private sendWatch({ ref, requestId }: Watch): void {
    this.send({ v: PROTOCOL_VERSION, type: 'watch', id: requestId, ...ref });
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.pingTimer = this.timers.setInterval(() => {
      if (this.pongTimer !== undefined) return;
      this.send({ v: PROTOCOL_VERSION, type: 'ping' });
      this.pongTimer = this.timers.setTimeout(() => {
        this.pongTimer = undefined;
        // No pong: the link is dead though the browser has not noticed; start over.
        this.socket?.close(4000, 'no pong');
        this.lost();
      }, PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  }

  private stopHeartbeat(): void {
    this.timers.clearInterval(this.pingTimer);
    this.timers.clearTimeout(this.pongTimer);
    this.pingTimer = undefined;
    this.pongTimer = undefined;
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private update(patch: Partial<HubClientState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/** The hub's WebSocket URL for this page: same host, ws or wss as the page is http or https. */
export function hubSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/** The events after an update: those of a new match start afresh, the same seq is never kept twice. */
function withNewEvents(table: TableState, update: ServerMessageOf<'update'>): readonly FeedEvent[] {
  if (update.match?.matchId !== table.match?.matchId) return update.events;
  const last = table.events.at(-1)?.seq ?? 0;
  const fresh = update.events.filter((e) => e.seq > last);
  return fresh.length === 0 ? table.events : [...table.events, ...fresh].slice(-MAX_EVENTS);
}

