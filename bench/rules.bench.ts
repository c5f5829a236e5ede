/**
 * Rules engine speed: commands per second over long random legal games (decide, then the hub's fold of
 * the events), and the replay time of a 300- and a 3,000-event log read back from JSON, as the hub reads
 * a match log. Times are CPU time of this process (the CI machine is shared); replay has wall time alongside.
 * The floor is a trivial fold over the same states in the same run, timed between the passes in the games' worker
 * (`support/rules-games.worker.ts`).
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { decide, evolve, initialState, replay, type Command, type GameEvent, type GameState } from '../src/rules/index.js';
import { playRandomGame, seededChoices } from '../src/rules/testing/arbitraries.js';
import { cpuMs } from './support/cpu-time.js';

/**
 * Passes over the games before any is timed. On Node 20 V8 settles on its code for the engine after 30 to 40 passes
 * of these games; before that, deoptimisations ("wrong map") and recompiles make a pass up to 4 times slower, as a
 * pass-by-pass trace showed (2026-11-26): 53, 73, 79, … 349, 84, 87, … then mostly 350 to 395 thousand commands/s from pass 31.
 */
const WARM_UP_PASSES = 60;

/**
 * `kept`: the hub's path, decide and keep the state it returns (decide folds its events as it makes
 * them). `fold`: decide, then fold the events again onto the previous state (a second full fold).
 */
function run(commands: readonly Command[], fold: boolean): number {
  let state: GameState = initialState;
  for (const c of commands) {
    const d = decide(state, c);
    if (!d.ok) throw new Error(`bench game diverged: ${d.violation.code}`);
    if (fold) for (const e of d.events) state = evolve(state, e);
    else state = d.state;
  }
  return state.version;
}

function timeReplay(events: readonly GameEvent[], rounds: number): { cpuMs: number; wallMs: number } {
  // Events parsed from JSON, as from the match log: no object is shared with the run that made them.
  const log = JSON.parse(JSON.stringify(events)) as GameEvent[];
  for (let i = 0; i < 50; i++) replay(log);
  const t = cpuMs(() => {
    for (let i = 0; i < rounds; i++) replay(log);
  });
  return { cpuMs: Number((t.cpuMs / rounds).toFixed(4)), wallMs: Number((t.wallMs / rounds).toFixed(4)) };
}

export default async function (): Promise<Record<string, unknown>> {
  // Only the commands are kept: the games' events or states, kept here, would make V8 pretenure the engine's
  // allocations (the worker's comment), so the floor's states are kept, and the floor timed, in a worker.
  let totalEvents = 0;
  const commandLists = Array.from({ length: 40 }, (_, i) => {
    const game = playRandomGame(seededChoices(i + 1, 4000));
    totalEvents += game.events.length;
    return game.commands;
  });
  const totalCommands = commandLists.reduce((n, c) => n + c.length, 0);
  const worker = new Worker(new URL('./support/rules-games.worker.js', import.meta.url), { workerData: commandLists.length });
  const [floorCommands] = (await once(worker, 'message')) as [number];
  if (floorCommands !== totalCommands) throw new Error(`the floor's games differ: ${floorCommands} commands, not ${totalCommands}`);
  const timeFloor = async (): Promise<number> => {
    worker.postMessage('floor');
    const [ms] = (await once(worker, 'message')) as [number];
    return ms;
  };
  const passes: Record<'fold' | 'kept' | 'floor', number[]> = { fold: [], kept: [], floor: [] };
  // The hub's way first, then the second way; the floor is timed between the hub's passes, under the same load.
  for (const way of ['kept', 'fold'] as const) {
    const pass = (): number =>
      cpuMs(() => {
        for (const c of commandLists) run(c, way === 'fold');
      }).cpuMs;
    for (let i = 0; i < WARM_UP_PASSES; i++) pass();
    for (let i = 0; i < 15; i++) {
      passes[way].push(pass());
      if (way === 'kept') passes.floor.push(await timeFloor());
    }
  }
  worker.postMessage('stop');
  const perSecond = (ms: number): number => Math.round(totalCommands / (ms / 1000));
  const rate = (way: keyof typeof passes) => {
    const sorted = [...passes[way]].sort((x, y) => x - y);
    return { commandsPerSecondCpuBest: perSecond(Math.min(...sorted)), commandsPerSecondCpuMedian: perSecond(sorted[Math.floor(sorted.length / 2)] as number) };
  };
  // A long match: a 200-card format with 20 Prize cards; the first seed whose game logs 3,000 events.
  const start: Command = {
    type: 'StartMatch',
    matchId: 'long',
    profile: 'sv',
    format: { name: 'long game', overrides: { deckSize: 200, prizeCount: 20 } },
    players: [{ name: 'A' }, { name: 'B' }],
  };
  let long = playRandomGame(seededChoices(1, 20000), { start });
  for (let seed = 2; long.events.length < 3000 && seed < 50; seed++) long = playRandomGame(seededChoices(seed, 20000), { start });
  const log300 = long.events.slice(0, 300);
  const log3000 = long.events.slice(0, 3000);
  return {
    games: commandLists.length,
    commandsPerGameAvg: Math.round(totalCommands / commandLists.length),
    eventsPerCommandAvg: Number((totalEvents / totalCommands).toFixed(2)),
    decideKeepingItsState: rate('kept'),
    decideThenFoldAgain: rate('fold'),
    floorTrivialFold: rate('floor'),
    decideCostInTrivialFolds: Number((Math.min(...passes.kept) / Math.min(...passes.floor)).toFixed(1)),
    replay300Events: timeReplay(log300, 2000),
    replay3000Events: { events: log3000.length, ...timeReplay(log3000, 200) },
  };
}
