/**
 * Rules engine speed: commands per second over long random legal games (decide + fold, one core), and
 * the replay time of a 300- and a 3,000-event log.
 */
import { performance } from 'node:perf_hooks';
import { decide, evolve, initialState, replay, type Command, type GameEvent, type GameState } from '../src/rules/index.js';
import { playRandomGame } from '../src/rules/testing/arbitraries.js';

function choices(seed: number, n: number): number[] {
  let x = seed;
  return Array.from({ length: n }, () => (x = (x * 1103515245 + 12345) % 2147483648));
}

function run(commands: readonly Command[]): number {
  let state: GameState = initialState;
  for (const c of commands) {
    const d = decide(state, c);
    if (!d.ok) throw new Error(`bench game diverged: ${d.violation.code}`);
    for (const e of d.events) state = evolve(state, e);
  }
  return state.version;
}

function timeReplay(events: readonly GameEvent[], rounds: number): number {
  for (let i = 0; i < 20; i++) replay(events);
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) replay(events);
  return (performance.now() - t0) / rounds;
}

export default async function (): Promise<Record<string, unknown>> {
  const games = Array.from({ length: 40 }, (_, i) => playRandomGame(choices(i + 1, 4000)));
  const commandLists = games.map((g) => g.commands);
  const totalCommands = commandLists.reduce((n, c) => n + c.length, 0);
  const totalEvents = games.reduce((n, g) => n + g.events.length, 0);
  for (let i = 0; i < 3; i++) for (const c of commandLists) run(c);
  const rounds = 5;
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) for (const c of commandLists) run(c);
  const seconds = (performance.now() - t0) / 1000;
  const longest = games.reduce((a, b) => (b.events.length > a.events.length ? b : a));
  const log300 = longest.events.slice(0, 300);
  const log3000 = longest.events.slice(0, 3000);
  return {
    games: games.length,
    commandsPerGameAvg: Math.round(totalCommands / games.length),
    eventsPerCommandAvg: Number((totalEvents / totalCommands).toFixed(2)),
    commandsPerSecond: Math.round((totalCommands * rounds) / seconds),
    replay300EventsMs: Number(timeReplay(log300, 2000).toFixed(4)),
    replay3000Events: { events: log3000.length, ms: Number(timeReplay(log3000, 200).toFixed(4)) },
  };
}
