/**
 * The rules bench's floor, in a thread of its own. The floor needs every state the bench's games pass through, 12,000
 * of them, kept alive. Kept in the thread that times `decide`, they made V8 pretenure the engine's allocation sites
 * (objects from a site that mostly survive are then allocated straight into the old generation), which the hub, keeping
 * one state per table, never has it do: measured 2026-11-26, 425,000 commands/s best that way against 511,000 with
 * `--no-allocation-site-pretenuring`. A worker has its own heap and allocation sites: it plays the same games again
 * and keeps their states here. The bench's thread plays its own games for their commands, since copies sent from here
 * would not be the objects a hub hands `decide` (they cost `decide` about 15 %, 518,000 against 617,000 best).
 * Messages: the games' command count first, for the bench to check both threads play the same games; then each "floor"
 * is answered with the floor's CPU time (the bench's thread waits meanwhile, so the process's CPU time is this
 * thread's); "stop" ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { initialState, type GameState } from '../../src/rules/index.js';
import { playRandomGame, seededChoices } from '../../src/rules/testing/arbitraries.js';
import { cpuMs } from './cpu-time.js';

/**
 * The floor: per command the least a fold does, one copy of the state's top level with its version raised, over the
 * state each command was decided on. Its rate over decide's says what a command costs on whatever machine runs it.
 */
function trivialFold(states: readonly GameState[]): number {
  let version = 0;
  for (const s of states) version += { ...s, version: s.version + 1 }.version;
  return version;
}

const port = parentPort;
if (port === null) throw new Error('rules-games.worker.ts runs as a worker thread');
const games = Array.from({ length: workerData as number }, (_, i) => playRandomGame(seededChoices(i + 1, 4000), { keepStates: true }));
const statesBefore = games.map((g) => [initialState, ...g.states.slice(0, -1)]);
port.postMessage(games.reduce((n, g) => n + g.commands.length, 0));
// The floor is fast: it runs its states several times a pass, for a time the clock resolves.
const FLOOR_ROUNDS = 10;
port.on('message', (message: 'floor' | 'stop') => {
  if (message === 'stop') {
    port.close();
    return;
  }
  const t = cpuMs(() => {
    for (let r = 0; r < FLOOR_ROUNDS; r++) for (const states of statesBefore) trivialFold(states);
  });
  port.postMessage(t.cpuMs / FLOOR_ROUNDS);
});
