import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverMessage, type ServerMessage } from '../../../src/protocol/index.js';
import type { GameView } from '../../../src/rules/index.js';
import { HubClient } from './hub-client.js';

// The unit project has no `@protocol` alias (dashboard/vite.config.ts has): map it to the same real module.
vi.mock('@protocol', () => import('../../../src/protocol/index.js'));

/** A WebSocket as the browser gives it, driven by the test: open, frames in, close. */
class FakeSocket {
  static readonly OPEN = 1;
  readonly OPEN = 1;
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  readonly openedAt = Date.now();
  private readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close(): void {
    this.drop();
  }
  open(): void {
    this.readyState = 1;
    this.emit('open', {});
  }
  receive(message: ServerMessage): void {
    this.emit('message', { data: JSON.stringify(message) });
  }
  drop(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close', {});
  }
  private emit(type: string, event: { data?: unknown }): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** The client hands a view on untouched: a stand-in that only says which one it is does. */
const view = (seq: number) => ({ players: { p1: {}, p2: {} }, seq }) as unknown as GameView;
const snapshot = (seq: number) => serverMessage('snapshot', { table: 'demo', stateId: `m1:${seq}`, match: null, view: view(seq), events: [], zones: [], prompts: [] });
const update = (seq: number) => serverMessage('update', { table: 'demo', stateId: `m1:${seq}`, match: null, view: view(seq), events: [] });

let sockets: FakeSocket[];
const latest = () => sockets.at(-1)!;

function client(credentials?: ConstructorParameters<typeof HubClient>[0]['credentials']): HubClient {
  const c = new HubClient({
    url: 'ws://hub/ws',
    table: 'demo',
    ...(credentials ? { credentials } : {}),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  c.start();
  return c;
}

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the hub client: reconnects with backoff, and never shows a stale board as live', () => {
  it('waits twice as long after each failed attempt, from 250 ms up to 5 s', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    client();
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const before = sockets.length;
      latest().drop();
      const dropped = Date.now();
      while (sockets.length === before) vi.advanceTimersByTime(1);
      waits.push(latest().openedAt - dropped);
    }
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('spreads the waits by a quarter either way, so a room of tablets does not reconnect in step', () => {
    const random = vi.spyOn(Math, 'random');
    const waitWith = (r: number) => {
      random.mockReturnValue(r);
      const before = sockets.length;
      latest().open();
      latest().drop();
      const dropped = Date.now();
      while (sockets.length === before) vi.advanceTimersByTime(1);
      return latest().openedAt - dropped;
    };
    client();
    // 250 ms x 0.75 and x 1.25, to the fake clock's millisecond.
    expect(Math.abs(waitWith(0) - 187.5)).toBeLessThanOrEqual(1);
    expect(Math.abs(waitWith(0.999) - 312.4)).toBeLessThanOrEqual(1);
  });

  it('starts again from the shortest wait once a connection opens', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    client();
    latest().drop();
    vi.advanceTimersByTime(250);
    latest().drop();
    vi.advanceTimersByTime(500);
    latest().open();
    const count = sockets.length;
    latest().drop();
    vi.advanceTimersByTime(249);
    expect(sockets.length).toBe(count);
    vi.advanceTimersByTime(1);
    expect(sockets.length).toBe(count + 1);
  });

  it('marks the board out of date on a disconnect, refuses commands locally, and takes the next snapshot whole', async () => {
    const c = client();
    latest().open();
    latest().receive(snapshot(4));
    latest().receive(update(5));
    expect(c.getState()).toMatchObject({ status: 'open', stale: false, table: { stateId: 'm1:5' } });

    latest().drop();
    expect(c.getState()).toMatchObject({ status: 'reconnecting', stale: true, table: { stateId: 'm1:5' } });
    await expect(c.command({ type: 'EndTurn', player: 'p1' })).resolves.toMatchObject({ type: 'timeout' });

    vi.advanceTimersByTime(5_000);
    latest().open();
    // An update before the new connection's snapshot belongs to no snapshot of this connection.
    latest().receive(update(9));
    expect(c.getState()).toMatchObject({ stale: true, table: { stateId: 'm1:5' } });
    latest().receive(snapshot(9));
    expect(c.getState()).toMatchObject({ status: 'open', stale: false, table: { stateId: 'm1:9', view: { seq: 9 } } });
    expect(latest().sent.filter((m) => m.type === 'command')).toEqual([]);
  });

  it("keeps the match's events: the snapshot's, then each update's new ones once; a new match starts them afresh", () => {
    const c = client();
    latest().open();
    const match = (matchId: string) => ({ matchId, tableId: 'demo', profile: 'sv', format: 'standard', startedAt: '2026-01-01T00:00:00Z', seq: 3, finished: false });
    const event = (seq: number) => ({ seq, event: { type: 'TurnStarted', number: seq } });
    latest().receive(serverMessage('snapshot', { table: 'demo', stateId: 'm1:2', match: match('m1'), view: null, events: [event(1), event(2)], zones: [], prompts: [] }));
    latest().receive(serverMessage('update', { table: 'demo', stateId: 'm1:3', match: match('m1'), view: null, events: [event(2), event(3)] }));
    expect(c.getState().table?.events.map((e) => e.seq)).toEqual([1, 2, 3]);
    latest().receive(serverMessage('update', { table: 'demo', stateId: 'm2:1', match: match('m2'), view: null, events: [event(1)] }));
    expect(c.getState().table?.events).toEqual([event(1)]);
  });

  it('answers a pending command with a failure when the connection drops under it', async () => {
    const c = client();
    latest().open();
    latest().receive(snapshot(1));
    const reply = c.command({ type: 'EndTurn', player: 'p1' });
    expect(latest().sent.at(-1)).toMatchObject({ type: 'command', stateId: 'm1:1', command: { type: 'EndTurn' } });
    latest().drop();
    await expect(reply).resolves.toEqual({ type: 'timeout', message: 'the connection to the hub was lost' });
  });

  it('treats a connection that answers no ping as dead, though the browser has not noticed', () => {
    const c = client();
    latest().open();
    latest().receive(snapshot(1));
    const first = latest();
    vi.advanceTimersByTime(10_000);
    expect(first.sent.at(-1)).toMatchObject({ type: 'ping' });
    first.receive(serverMessage('pong', {}));
    vi.advanceTimersByTime(10_000);
    expect(c.getState().status).toBe('open');
    vi.advanceTimersByTime(5_000);
    expect(c.getState()).toMatchObject({ status: 'reconnecting', stale: true });
    expect(first.readyState).toBe(3);
  });

  it('signs in with its credentials on every connection and keeps a refused sign-in to show', () => {
    const c = client({ role: 'judge', name: 'Anna', pin: '1234' });
    latest().open();
    expect(latest().sent[0]).toMatchObject({ type: 'hello', id: 'hello', auth: { role: 'judge', name: 'Anna' } });
    latest().receive(serverMessage('error', { code: 'unauthorized', message: 'wrong PIN', replyTo: 'hello' }));
    expect(c.getState()).toMatchObject({ signInError: 'wrong PIN', signInErrorCode: 'unauthorized' });
    latest().drop();
    vi.advanceTimersByTime(5_000);
    latest().open();
    expect(latest().sent[0]).toMatchObject({ type: 'hello' });
  });

  it('sends a judge restore against the state of the log the judge looked at', async () => {
    const c = client({ role: 'judge', name: 'Anna', pin: '1234' });
    latest().open();
    latest().receive(snapshot(12));
    const reply = c.restore('m1:10', { to: { kind: 'last-legal' }, reason: 'misread' });
    const sent = latest().sent.at(-1)!;
    expect(sent).toMatchObject({ type: 'restore', stateId: 'm1:10', to: { kind: 'last-legal' }, reason: 'misread' });
    latest().receive(serverMessage('error', { code: 'stale-state', message: 'the table is at m1:12', replyTo: sent.id as string }));
    await expect(reply).resolves.toMatchObject({ type: 'error', code: 'stale-state' });
  });
});

describe('the hub client: live topics are pushed, never polled', () => {
  // A raid as GET /api/raids/:id answers it: the live frame's state is read with that GET's schema.
  const raidState = (seq: number) => ({
    raid: { raidId: 'kitchen', tableId: 'kitchen', startedAt: '2026-11-22T10:00:00.000Z', format: 'raid', dice: 'hub' as const },
    seq,
    state: { raidId: 'kitchen', format: 'raid' as const, phase: 'players' as const, turn: 1, players: [], boss: [], deckSize: 6 },
    rolls: [],
  });

  it('follows a topic on this connection and every later one, and hands each pushed state to its listeners', () => {
    const c = client();
    const seen: unknown[] = [];
    c.watch({ topic: 'raid', key: 'kitchen' }, (update) => seen.push(update));
    latest().open();
    const watch = latest().sent.find((m) => m.type === 'watch');
    expect(watch).toMatchObject({ topic: 'raid', key: 'kitchen' });
    latest().receive(serverMessage('live', { topic: 'raid', key: 'kitchen', state: raidState(3), replyTo: watch!.id as string }));
    latest().receive(serverMessage('live', { topic: 'raid', key: 'other', state: raidState(9) }));
    latest().receive(serverMessage('live', { topic: 'raid', key: 'kitchen', state: raidState(4) }));
    expect(seen).toEqual([
      { kind: 'state', state: raidState(3) },
      { kind: 'state', state: raidState(4) },
    ]);

    latest().drop();
    vi.advanceTimersByTime(5_000);
    latest().open();
    expect(latest().sent.filter((m) => m.type === 'watch')).toEqual([expect.objectContaining({ topic: 'raid', key: 'kitchen' })]);
    // Nothing is asked again between pushes.
    vi.advanceTimersByTime(9_000);
    expect(latest().sent.map((m) => m.type)).toEqual(['watch']);
  });

  it('a second listener of a topic the hub has already answered starts from its last state, without asking the hub again', () => {
    // The table view's round clock and its result panel follow one league topic, each from its own component.
    const c = client();
    latest().open();
    c.watch({ topic: 'raid', key: 'kitchen' }, () => undefined);
    latest().receive(serverMessage('live', { topic: 'raid', key: 'kitchen', state: raidState(3) }));
    const later: unknown[] = [];
    c.watch({ topic: 'raid', key: 'kitchen' }, (update) => later.push(update));
    expect(later).toEqual([{ kind: 'state', state: raidState(3) }]);
    expect(latest().sent.filter((m) => m.type === 'watch')).toHaveLength(1);
  });

  it("passes the hub's refusal of a topic to its listener, and unwatches once its last listener stops", () => {
    const c = client();
    latest().open();
    const first: unknown[] = [];
    const stopFirst = c.watch({ topic: 'minigame', key: 'gone' }, (update) => first.push(update));
    const stopSecond = c.watch({ topic: 'minigame', key: 'gone' }, () => undefined);
    const watches = latest().sent.filter((m) => m.type === 'watch');
    expect(watches).toHaveLength(1);
    latest().receive(serverMessage('error', { code: 'not-found', message: 'no mini game "gone"', replyTo: watches[0]!.id as string }));
    expect(first).toEqual([{ kind: 'refused', message: 'no mini game "gone"' }]);
    expect(c.getState().problems).toEqual([]);

    stopFirst();
    expect(latest().sent.filter((m) => m.type === 'unwatch')).toEqual([]);
    stopSecond();
    expect(latest().sent.filter((m) => m.type === 'unwatch')).toEqual([expect.objectContaining({ topic: 'minigame', key: 'gone' })]);
  });
});
