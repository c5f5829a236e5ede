import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { HubSecretsRepository } from '../src/auth/hub-secrets.repository.js';
import { HubSecrets } from '../src/auth/hub-secrets.service.js';
import { JoinCodesRepository } from '../src/auth/join-codes.repository.js';
import { JoinCodesService } from '../src/auth/join-codes.service.js';
import { cardById } from '../src/catalogue/testing.js';
import type { MirrormatConfig } from '../src/config/config.schema.js';
import { openDatabase } from '../src/database/open-database.js';
import { SqliteMatchLog } from '../src/match-log/sqlite-match-log.js';
import { HubError } from '../src/kernel/hub-error.js';
import { HubEventBus } from '../src/kernel/hub-events.js';
import { MatchService } from '../src/matches/match.service.js';
import { rulesEngine } from '../src/matches/rules-engine.js';
import { TablesRepository } from '../src/matches/tables.repository.js';
import { TablesService } from '../src/matches/tables.service.js';
import { decide, evolve, initialState, pendingCoinFlips, type Command, type GameState } from '../src/rules/index.js';
import { startHub } from '../test/support/hub-process.js';

/**
 * The hub as a store runs it: cold start of the built hub (process spawn to /health 200), its
 * memory at idle, and what a match costs inside MatchService: commands applied per second
 * (decide, append with the hub's synchronous=FULL, evolve) and the resume of a 1,000-event match.
 */
export default async function (): Promise<Record<string, unknown>> {
  const starts: number[] = [];
  let rssIdleBytes = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const hub = await startHub();
    starts.push(performance.now() - started);
    if (i === 0) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      rssIdleBytes = rssOf(hub.child.pid!);
    }
    await hub.stop();
  }

  const dir = mkdtempSync(join(tmpdir(), 'mirrormat-hub-bench-'));
  try {
    const match = inProcessMatch(dir);
    const events = match.fillTo(1000);
    const resume = () => {
      const started = performance.now();
      const service = match.service();
      service.onApplicationBootstrap();
      const ms = performance.now() - started;
      service.onModuleDestroy();
      return ms;
    };
    const resumeFullReplayMs = median([resume(), resume(), resume()]);
    match.log.saveSnapshot(match.matchId, events - 10, match.stateAt(events - 10));
    const resumeFromSnapshotMs = median([resume(), resume(), resume()]);
    return {
      coldStartToHealthMs: { median: round(median(starts)), runs: starts.map(round) },
      rssIdleBytes,
      applyThroughService: match.applyRate(),
      replay1000Events: { events, resumeFullReplayMs: round(resumeFullReplayMs), resumeFromSnapshotMs: round(resumeFromSnapshotMs) },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A match on a real SQLite match log, played up to N events with commands a player would send. */
function inProcessMatch(dir: string) {
  const db = openDatabase(join(dir, 'mirrormat.db'));
  const log = SqliteMatchLog.open(db);
  const config = { tables: [{ id: 'bench', name: 'Bench', profile: 'sv', format: 'standard', allowSoftwareFlips: true, zones: [] }] } as unknown as MirrormatConfig;
  const logger = pino({ level: 'silent' });
  const service = () => {
    const tables = new TablesService(config, new TablesRepository(db), new HubEventBus(logger));
    tables.onModuleInit();
    const codes = new JoinCodesService(new JoinCodesRepository(db), new HubEventBus(pino({ level: 'silent' })));
    codes.onModuleInit();
    const secrets = new HubSecrets(new HubSecretsRepository(db));
    secrets.onModuleInit();
    // The bench plays without registered decks.
    const decks = {
      registration: (id: number) => {
        throw new HubError('not-found', `no deck registration ${id}`);
      },
    };
    return new MatchService(rulesEngine, log, { forTable: () => undefined }, tables, codes, logger, secrets, decks, new HubEventBus(logger));
  };
  const matchId = 'bench-match';
  log.createMatch({ matchId, tableId: 'bench', startedAt: new Date().toISOString(), profile: 'sv', format: 'standard' });
  const states: GameState[] = [initialState];
  let state = initialState;
  let seq = 0;
  const play = (command: Command) => {
    const decision = decide(state, command);
    if (!decision.ok) throw new Error(`${command.type}: ${decision.violation.message}`);
    log.append(matchId, seq, 'bench', decision.events);
    for (const event of decision.events) {
      state = evolve(state, event);
      seq += 1;
      states[seq] = state;
    }
  };
  play({ type: 'StartMatch', matchId, profile: 'sv', players: [{ name: 'A' }, { name: 'B' }] });
  play({ type: 'RecordCoinFlip', promptId: pendingCoinFlips(state)[0]!.promptId, results: ['heads'], origin: { kind: 'simulated', note: 'bench' } });
  play({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
  play({ type: 'PlaceActive', player: 'p1', card: cardById('xy0-3') });
  play({ type: 'PlaceActive', player: 'p2', card: cardById('xy0-1') });
  const toggle = (): Command => {
    const active = state.players.p1.active!;
    return {
      type: 'Adjust',
      player: 'p1',
      reason: 'bench',
      action: { kind: active.poisoned ? 'clear-condition' : 'set-condition', target: active.id, condition: 'Poisoned' },
    };
  };
  return {
    log,
    matchId,
    service,
    stateAt: (n: number) => states[n],
    fillTo(events: number): number {
      while (seq < events) play(toggle());
      return seq;
    },
    /** A second table's match driven through MatchService.apply, as the gateway drives it. */
    applyRate() {
      const svc = service();
      svc.onApplicationBootstrap();
      svc.end('bench', 'bench');
      const summary = svc.start('bench', { players: [{ name: 'A' }, { name: 'B' }] }, 'bench');
      const view = () => svc.view('bench', { role: 'judge' }) as GameState;
      const stateId = () => svc.current('bench').stateId;
      svc.apply('bench', stateId(), { type: 'RecordCoinFlip', promptId: pendingCoinFlips(view())[0]!.promptId, results: ['heads'], origin: { kind: 'simulated', note: 'bench' } }, 'bench');
      svc.apply('bench', stateId(), { type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' }, 'p1');
      svc.apply('bench', stateId(), { type: 'PlaceActive', player: 'p1', card: cardById('xy0-3') }, 'p1');
      const n = 300;
      const started = performance.now();
      for (let i = 0; i < n; i++) {
        const active = view().players.p1.active!;
        const result = svc.apply(
          'bench',
          stateId(),
          { type: 'Adjust', player: 'p1', reason: 'bench', action: { kind: active.poisoned ? 'clear-condition' : 'set-condition', target: active.id, condition: 'Poisoned' } },
          'p1',
        );
        if (!result.ok) throw new Error(result.violation.message);
      }
      const ms = performance.now() - started;
      svc.onModuleDestroy();
      return { matchId: summary.matchId, commands: n, eventsPerCommand: 2, commandsPerSecond: round((n / ms) * 1000), msPerCommand: round(ms / n, 3) };
    },
  };
}

function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
