/**
 * The table mirror: reader events handled per second for one table, and the latency the mirror adds
 * between a reader event and the engine command it leads to (the mirror's own work: reading the
 * gesture and checking the command against the rules, p50/p99). Input: the whole scripted game of
 * test/fixtures/table-sessions/20-whole-game.yaml, clean and with reader noise (flaps, disconnects,
 * repeats) injected, replayed many times. The debounce window is not in these figures: only a stack
 * leaving waits for it, by design (src/table/mirror-state.ts). The session is played with the turn
 * tokens and prompt answers only, so it also times a token tap to its menu.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { cardById } from '../src/catalogue/testing.js';
import type { CardDef } from '../src/rules/index.js';
import { loadSession, runSession, type Session } from '../src/table/table-session.js';
import { withNoise, type Noise } from '../src/table/testing.js';

const file = fileURLToPath(new URL('../../test/fixtures/table-sessions/20-whole-game.yaml', import.meta.url));

function cardOf(id: string): CardDef | undefined {
  try {
    return cardById(id);
  } catch {
    return undefined;
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function measure(session: Session, rounds: number) {
  let readerEvents = 0;
  let inputs = 0;
  const toCommand: number[] = [];
  const toMenu: number[] = [];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) {
    let started = 0;
    const run = runSession(session, cardOf, {
      observe: (input, output) => {
        const ms = performance.now() - started;
        if (input.type === 'reading' || input.type === 'connected' || input.type === 'disconnected') {
          readerEvents += 1;
          if (output.commands.length > 0) toCommand.push(ms);
          if (output.prompts.some((p) => p.kind === 'turn-token')) toMenu.push(ms);
        }
        started = performance.now();
      },
    });
    inputs += run.inputs;
  }
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  toCommand.sort((a, b) => a - b);
  toMenu.sort((a, b) => a - b);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    rounds,
    readerEvents,
    inputs,
    wallMs: Math.round(wallMs),
    cpuMs: Math.round(cpuMs),
    // A whole session's inputs include the engine's own commands (StartMatch, dashboard commands):
    // events per second is an upper bound on what one table's mirror costs, engine checks included.
    readerEventsPerSecond: Math.round(readerEvents / (cpuMs / 1000)),
    eventToCommandMs: { samples: toCommand.length, p50: round(percentile(toCommand, 50)), p99: round(percentile(toCommand, 99)), max: round(toCommand.at(-1) ?? 0) },
    // A turn token tapped to its menu on the dashboard's side: every option checked with the rules, attacks' damage computed.
    tokenTapToMenuMs: { samples: toMenu.length, p50: round(percentile(toMenu, 50)), p99: round(percentile(toMenu, 99)), max: round(toMenu.at(-1) ?? 0) },
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export default async function (): Promise<Record<string, unknown>> {
  const session = loadSession(file);
  // Warm up both runs first, so neither figure carries the JIT's first rounds.
  measure(session, 100);
  const noises: Noise[] = Array.from({ length: 40 }, (_, i) => ({ gap: i, zone: i * 7, kind: (['flap', 'disconnect', 'repeat'] as const)[i % 3] ?? 'flap', offset: 1 + ((i * 37) % 300), length: 200 + ((i * 911) % 5000) }));
  const noisy: Session = { ...session, steps: withNoise(session, noises) };
  measure(noisy, 100);
  return {
    clean: measure(session, 300),
    withReaderNoise: { injectedSteps: noisy.steps.length - session.steps.length, ...measure(noisy, 300) },
  };
}
