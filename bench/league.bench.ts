/**
 * League: Swiss pairing time for 256 and 1,024 players, every round of an event played to its end
 * (log2(players) + 1 rounds, random results with 5 % ties, a fixed seed), and the standings with both
 * tiebreakers after the last round. Rematches made counts pairings the pairer could not avoid.
 * Then "time" at 64 tables: from the call until every table's Turn 0 is in the event log and in the
 * frame the live topic `league-event` sends (the `league.changed` hub event, the public view built and
 * serialised as the gateway does; the league service on a SQLite file, its tables scripted), and the
 * same through the real transport: a running hub, 64 games in their first turn, 64 WebSocket followers
 * (support/league-time-call.ts), over TIME_CALLS repetitions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/database/open-database.js';
import { HubEventBus } from '../src/kernel/hub-events.js';
import { createLogger } from '../src/logging/logger.js';
import { LeagueEventsStore } from '../src/league/league-events.store.js';
import type { LeagueTables } from '../src/league/league.ports.js';
import { LeagueService } from '../src/league/league.service.js';
import { standings, type PlayedMatch } from '../src/league/standings.js';
import { swissPairer, type SwissPlayer } from '../src/league/swiss-pairing.js';
import { ensureHubBuilt } from './support/hub-build.js';
import { timeCallOverWebSocket } from './support/league-time-call.js';
import { repoRoot } from '../test/support/hub-process.js';

/** Events of 64 tables on which time is called over the WebSocket: each needs 64 games set up. */
const TIME_CALLS = 5;

/** mulberry32: a small seeded generator, so every run plays the same event. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function event(n: number): Record<string, unknown> {
  const random = seeded(n);
  const ids = Array.from({ length: n }, (_, i) => `P${i + 1}`);
  const matches: PlayedMatch[] = [];
  const rounds = Math.ceil(Math.log2(n)) + 1;
  const ms: number[] = [];
  let rematches = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const table = standings(ids.map((id) => ({ id, name: id, firstRound: 1, dropped: false })), matches);
    const order = table.map((s) => s.playerId);
    const players: SwissPlayer[] = order.map((id) => ({
      id,
      points: table.find((s) => s.playerId === id)?.matchPoints ?? 0,
      opponents: matches.flatMap((m) => (m.p2 === null ? [] : m.p1 === id ? [m.p2] : m.p2 === id ? [m.p1] : [])),
      hadBye: matches.some((m) => m.p2 === null && m.p1 === id),
    }));
    const started = performance.now();
    const pairs = swissPairer.pair(players);
    ms.push(performance.now() - started);
    const met = new Set(matches.flatMap((m) => (m.p2 === null ? [] : [`${m.p1}|${m.p2}`, `${m.p2}|${m.p1}`])));
    for (const { p1, p2 } of pairs) {
      if (p2 !== null && met.has(`${p1}|${p2}`)) rematches += 1;
      const r = random();
      matches.push({ round, p1, p2, outcome: p2 === null ? 'p1' : r < 0.05 ? 'tie' : r < 0.525 ? 'p1' : 'p2' });
    }
  }
  const started = performance.now();
  standings(ids.map((id) => ({ id, name: id, firstRound: 1, dropped: false })), matches);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    players: n,
    rounds,
    pairingMsPerRound: ms.map(round),
    pairingMsMax: round(Math.max(...ms)),
    rematches,
    standingsMs: round(performance.now() - started),
  };
}

/** 64 tables, each game in its first turn: the ms from "time" to Turn 0 at every table. */
function timeAt64Tables(): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'mirrormat-league-bench-'));
  const db = openDatabase(join(dir, 'mirrormat.db'));
  try {
    const tableIds = Array.from({ length: 64 }, (_, i) => `t${i + 1}`);
    let n = 0;
    const tables: LeagueTables = {
      startGame: () => `m${++n}`,
      gameRunning: () => false,
      endGame: () => undefined,
      judgeCorrect: () => undefined,
      gameLog: (_matchId, afterSeq) => (afterSeq === 0 ? [{ seq: 1, event: { type: 'TurnStarted', player: 'p1', number: 1 } }] : []),
      joinCodes: () => ({ p1: 'A', p2: 'B' }),
      seatFor: () => undefined,
      onChange: () => () => undefined,
      tableExists: () => true,
    };
    const clock = { now: () => new Date() };
    const logger = createLogger('error');
    const bus = new HubEventBus(logger);
    const store = new LeagueEventsStore(db, clock, bus);
    store.onModuleInit();
    const league = new LeagueService(store, tables, clock, { int: () => 0 }, { register: () => 0, cards: () => [], cardName: (id) => id }, logger);
    const created = league.createEvent({ name: 'Bench Cup', date: '2026-11-25', format: 'standard', profile: 'sv', bestOf: 1, roundMinutes: 50, rounds: 3, tableIds }, 'organiser');
    const id = created.event.eventId;
    for (let i = 0; i < 128; i += 1) league.registerPlayer(id, { name: `Player ${i + 1}` }, 'organiser');
    league.pairNextRound(id, 'organiser');
    league.startRound(id, 'organiser');
    // What the live topic does on league.changed: the public view, as one frame's JSON.
    let framed: { ms: number; atTurnZero: number } | undefined;
    let started = 0;
    bus.on('league.changed', ({ eventId }) => {
      const frame = JSON.parse(JSON.stringify({ type: 'live', topic: 'league-event', key: eventId, state: league.view(eventId, 'public') })) as { state: ReturnType<LeagueService['view']> };
      const atTurnZero = frame.state.rounds[0]?.pairings.filter((p) => p.timeCalled?.turn === 0).length ?? 0;
      if (framed === undefined && atTurnZero > 0) framed = { ms: performance.now() - started, atTurnZero };
    });
    started = performance.now();
    league.callTime(id, 'organiser');
    league.onModuleDestroy();
    return { tables: 64, tablesAtTurnZero: framed?.atTurnZero, msFromTimeToEveryTurnZeroFrame: framed === undefined ? null : Math.round(framed.ms * 100) / 100 };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function (): Promise<Record<string, unknown>> {
  const inProcess = { players256: event(256), players1024: event(1024), time64Tables: timeAt64Tables() };
  ensureHubBuilt(repoRoot());
  return { ...inProcess, time64TablesOverWebSocket: await timeCallOverWebSocket(TIME_CALLS) };
}
