/**
 * "Time" at 64 tables through the real transport: a built hub (dist/main.js), 64 tables, a league
 * round of 128 players started on them and each game played over the WebSocket into its first turn
 * (so the turn in progress becomes Turn 0). Per table one WebSocket client follows the event as the
 * table view does (dashboard/src/league-clock/round-clock.tsx: GET /api/league/events, then `watch`
 * topic `league-event` with the event's id). The organiser calls time over REST; the clock runs from
 * the POST until the last of the 64 sockets has received the frame in which its table's pairing says
 * Turn 0. Each frame's arrival is stamped before it is parsed, and read with JSON.parse only (the zod
 * parse a page does runs in 64 browsers); still, all 64 sockets share this one process's event loop, so
 * a later socket's frame waits for the parsing of the earlier ones: clientParseMs says how much.
 *
 * Floor, in the same run right before each call: every one of the 64 sockets sends the protocol's
 * `ping` at once and the clock stops at the last `pong`, the same hub and sockets without the league.
 *
 * A round can have time called once, so each repetition is a new event on 64 new tables.
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { api, startHub, type HubProcess } from '../../test/support/hub-process.js';
import { playIntoTurnOne } from './league-seats.js';
import { ratio, summary } from './latency.js';

const TABLES = 64;

interface Watcher {
  readonly table: string;
  readonly socket: WebSocket;
  onFrame: (frame: Frame, arrivedAt: number) => void;
}
interface Frame {
  readonly type?: string;
  readonly topic?: string;
  readonly replyTo?: string;
  readonly state?: LiveLeague;
}
interface LiveLeague {
  readonly rounds: readonly { readonly pairings: readonly { readonly tableId: string | null; readonly timeCalled: { readonly turn: number | null } | null }[] }[];
}

async function ok<T = unknown>(hub: HubProcess, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await api(hub, method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
  return answer.body as T;
}

/** This process's time spent parsing frames, and the largest frame, since the last reset. */
const parsing = { ms: 0, bytes: 0 };

/** A table view's follower: finds the open event at its table as the page does, and watches it. */
async function follow(hub: HubProcess, table: string): Promise<Watcher> {
  const events = (await api(hub, 'GET', '/api/league/events', undefined, false)).body as { eventId: string; tableIds: string[]; closed: boolean }[];
  const eventId = events.filter((e) => !e.closed && e.tableIds.includes(table)).at(-1)?.eventId;
  if (eventId === undefined) throw new Error(`no open event at ${table}`);
  const socket = new WebSocket(hub.wsUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const watcher: Watcher = { table, socket, onFrame: () => undefined };
  socket.on('message', (data: Buffer) => {
    const arrivedAt = performance.now();
    const frame = JSON.parse(String(data)) as Frame;
    parsing.ms += performance.now() - arrivedAt;
    parsing.bytes = Math.max(parsing.bytes, data.length);
    watcher.onFrame(frame, arrivedAt);
  });
  const first = new Promise<void>((resolve) => {
    watcher.onFrame = (f) => {
      if (f.replyTo === 'w' && f.type === 'live') resolve();
    };
  });
  socket.send(JSON.stringify({ v: 1, id: 'w', type: 'watch', topic: 'league-event', key: eventId }));
  await first;
  return watcher;
}

/** ms until each watcher has had a frame passing `done`, started by `act`. */
async function untilEvery(watchers: readonly Watcher[], done: (w: Watcher, f: Frame) => boolean, act: () => Promise<void> | void): Promise<number[]> {
  const at: number[] = [];
  let started = 0;
  const all = Promise.all(
    watchers.map(
      (w) =>
        new Promise<void>((resolve) => {
          w.onFrame = (f, arrivedAt) => {
            if (at[watchers.indexOf(w)] === undefined && done(w, f)) {
              at[watchers.indexOf(w)] = arrivedAt - started;
              resolve();
            }
          };
        }),
    ),
  );
  started = performance.now();
  await act();
  await all;
  return at;
}

/** One event on 64 new tables, games in turn 1: the floor and the time call, each seen at all 64 sockets. */
async function once(hub: HubProcess, rep: number): Promise<{ floorMs: number[]; timeMs: number[]; restMs: number; clientParseMs: number; frameBytes: number }> {
  const tableIds = Array.from({ length: TABLES }, (_, i) => `r${rep}-t${i + 1}`);
  for (const id of tableIds) await ok(hub, 'POST', '/api/tables', { id, name: id });
  const created = await ok<{ event: { eventId: string } }>(hub, 'POST', '/api/league/events', { name: `Bench Cup ${rep}`, date: '2026-11-25', format: 'expanded', bestOf: 1, roundMinutes: 50, rounds: 3, tableIds });
  const eventId = created.event.eventId;
  for (let i = 0; i < 2 * TABLES; i += 1) await ok(hub, 'POST', `/api/league/events/${eventId}/players`, { name: `Player ${i + 1}` });
  await ok(hub, 'POST', `/api/league/events/${eventId}/rounds`, {});
  await ok(hub, 'POST', `/api/league/events/${eventId}/rounds/current/start`, {});
  const codes = await ok<{ tableId: string; codes: { p1: string; p2: string } }[]>(hub, 'GET', `/api/league/events/${eventId}/rounds/current/seat-codes`);
  const seats = (await Promise.all(codes.map(({ tableId, codes: c }) => playIntoTurnOne(hub, tableId, c)))).flat();
  const watchers = await Promise.all(tableIds.map((t) => follow(hub, t)));
  try {
    const floorMs = await untilEvery(watchers, (_w, f) => f.type === 'pong' && f.replyTo === 'ping', () => {
      for (const w of watchers) w.socket.send(JSON.stringify({ v: 1, id: 'ping', type: 'ping' }));
    });
    let restMs = 0;
    parsing.ms = 0;
    parsing.bytes = 0;
    const timeMs = await untilEvery(
      watchers,
      (w, f) => f.topic === 'league-event' && f.state?.rounds.at(-1)?.pairings.find((p) => p.tableId === w.table)?.timeCalled?.turn === 0,
      async () => {
        const called = performance.now();
        await ok(hub, 'POST', `/api/league/events/${eventId}/rounds/current/time`, {});
        restMs = performance.now() - called;
      },
    );
    return { floorMs, timeMs, restMs, clientParseMs: parsing.ms, frameBytes: parsing.bytes };
  } finally {
    for (const w of watchers) w.socket.close();
    for (const s of seats) s.close();
  }
}

export async function timeCallOverWebSocket(repetitions: number): Promise<Record<string, unknown>> {
  // 128 seats and 64 followers from this one address, and the previous repetition's closing.
  const hub = await startHub({ env: { MIRRORMAT__HTTP__LIMITS__CONNECTIONS_PER_ADDRESS: '1000' }, timeoutMs: 60_000 });
  try {
    const runs = [];
    for (let rep = 1; rep <= repetitions; rep += 1) {
      process.stderr.write(`bench: league time call over WebSocket, ${rep}/${repetitions}\n`);
      runs.push(await once(hub, rep));
    }
    const lastSocket = summary(runs.map((r) => Math.max(...r.timeMs)));
    const floor = summary(runs.map((r) => Math.max(...r.floorMs)));
    const round = (x: number) => Math.round(x * 100) / 100;
    return {
      tables: TABLES,
      repetitions,
      msFromTimeCalledToLastSocketsTurnZeroFrame: lastSocket,
      floorMsPingToLastSocketsPong: floor,
      ratioP50: ratio(lastSocket.p50Ms, floor.p50Ms),
      restAnswerMs: summary(runs.map((r) => r.restMs)),
      turnZeroFrameBytes: Math.max(...runs.map((r) => r.frameBytes)),
      clientParseMsPerCall: summary(runs.map((r) => r.clientParseMs)),
      perSocketMsOfFirstCall: { ...summary(runs[0]!.timeMs), minMs: round(Math.min(...runs[0]!.timeMs)), sorted: [...runs[0]!.timeMs].sort((a, b) => a - b).map(round) },
    };
  } finally {
    await hub.stop();
  }
}
