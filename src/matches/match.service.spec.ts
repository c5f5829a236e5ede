import Database from 'better-sqlite3';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HubSecretsRepository } from '../auth/hub-secrets.repository.js';
import { HubSecrets } from '../auth/hub-secrets.service.js';
import { JoinCodesRepository } from '../auth/join-codes.repository.js';
import { JoinCodesService } from '../auth/join-codes.service.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { CoinSourceError, type CoinSource, type FlipResult } from '../devices/coin-source.js';
import type { EndedBy, LoggedEvent, MatchRecord } from '../match-log/match-log.port.js';
import type { ReopenNote } from '../match-log/hash-chained-match-log.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { MatchService, RECENT_EVENTS, SNAPSHOT_EVERY } from './match.service.js';
import { onTableChange, type TableChange } from './table-changes.js';
import type { HubMatchLog } from './match.tokens.js';
import type { EngineCommand, RulesEngine } from './rules-engine.port.js';
import { TablesRepository } from './tables.repository.js';
import { TablesService } from './tables.service.js';

/**
 * A scripted engine (a counter with a coin prompt) so the service's own rules are tested alone:
 * state ids, the log as the truth, resume by replay, coin prompts. The real engine's behaviour
 * is tested through the hub in test/integration.
 */
interface CounterState {
  started: boolean;
  total: number;
  flips: string[];
  pending: string | null;
  over: boolean;
}
type CounterEvent =
  | { type: 'Started' }
  | { type: 'Added'; n: number }
  | { type: 'FlipAsked'; promptId: string }
  | { type: 'Flipped'; results: string[] }
  | { type: 'Over' }
  | { type: 'JudgeRestored'; judge: string; reason: string; toSeq: number; state: CounterState };

type CounterDecision = { ok: true; events: CounterEvent[] } | { ok: false; violation: { code: string; message: string; ref: { file: string; section: string } } };

function decideCounter(s: CounterState, command: EngineCommand): CounterDecision {
  switch (command.type) {
    case 'StartMatch':
      return { ok: true, events: [{ type: 'Started' }] };
    case 'Add': {
      const n = command.n as number;
      if (n <= 0) return { ok: false, violation: { code: 'not-positive', message: 'add a positive number', ref: { file: 'x', section: '1' } } };
      return { ok: true, events: s.total + n >= 100 ? [{ type: 'Added', n }, { type: 'Over' }] : [{ type: 'Added', n }] };
    }
    case 'AskFlip':
      return { ok: true, events: [{ type: 'FlipAsked', promptId: `flip-${s.flips.length + 1}` }] };
    case 'RecordCoinFlip':
      if (s.pending !== command.promptId) return { ok: false, violation: { code: 'no-prompt', message: 'no such prompt', ref: { file: 'x', section: '2' } } };
      return { ok: true, events: [{ type: 'Flipped', results: command.results as string[] }] };
    case 'JudgeRestore': {
      const { judge, reason, toSeq, state } = command as unknown as { judge: string; reason: string; toSeq: number; state: CounterState };
      if (state.over) return { ok: false, violation: { code: 'restore-finished', message: 'pick a point before the end', ref: { file: 'x', section: '3' } } };
      return { ok: true, events: [{ type: 'JudgeRestored', judge, reason, toSeq, state }] };
    }
    default:
      return { ok: true, events: [] };
  }
}

const counter: RulesEngine = {
  initialState: { started: false, total: 0, flips: [], pending: null, over: false } satisfies CounterState,
  commandSchema: z.discriminatedUnion('type', [
    z.object({ type: z.literal('StartMatch'), matchId: z.string(), profile: z.string(), format: z.object({ name: z.string(), overrides: z.object({}) }), players: z.array(z.object({ name: z.string() })) }),
    z.object({ type: z.literal('Add'), player: z.enum(['p1', 'p2']), n: z.int() }),
    z.object({ type: z.literal('AskFlip'), player: z.enum(['p1', 'p2']) }),
    z.object({ type: z.literal('RecordCoinFlip'), promptId: z.string(), results: z.array(z.string()), origin: z.unknown() }),
    z.object({ type: z.literal('JudgeRestore'), judge: z.string(), reason: z.string(), toSeq: z.int(), state: z.unknown() }),
  ]),
  decide(state, command: EngineCommand) {
    const decision = decideCounter(state as CounterState, command);
    // Like the real engine, a decision carries the state its events fold to.
    return decision.ok ? { ...decision, state: decision.events.reduce<unknown>((s, e) => counter.evolve(s, e), state) } : decision;
  },
  // The counter has no hidden cards: a client's command is decided as any other.
  decideAs: (state, command) => counter.decide(state, command),
  evolve(state, event) {
    const s = state as CounterState;
    const e = event as CounterEvent;
    switch (e.type) {
      case 'Started':
        return { ...s, started: true };
      case 'Added':
        return { ...s, total: s.total + e.n };
      case 'FlipAsked':
        return { ...s, pending: e.promptId };
      case 'Flipped':
        return { ...s, pending: null, flips: [...s.flips, ...e.results] };
      case 'Over':
        return { ...s, over: true };
      case 'JudgeRestored':
        return e.state;
    }
  },
  replay(events, from) {
    return events.reduce((s, e) => counter.evolve(s, e), from ?? counter.initialState);
  },
  isFinished: (state) => (state as CounterState).over,
  viewFor: (state, viewer) => ({ total: (state as CounterState).total, viewer: viewer.role }),
  eventsFor: (_, events, viewer) => events.map((e) => ({ ...(e as CounterEvent), viewer: viewer.role })),
  pendingCoinFlips(state) {
    const pending = (state as CounterState).pending;
    return pending ? [{ promptId: pending, request: { mode: 'coins', count: 1 }, reason: 'test' }] : [];
  },
};

class MemoryMatchLog implements HubMatchLog {
  readonly snapshots: { matchId: string; seq: number; hash: string; state: unknown }[] = [];
  readonly matches = new Map<string, MatchRecord>();
  readonly rows = new Map<string, LoggedEvent[]>();
  createMatch(match: Omit<MatchRecord, 'endedAt'>): void {
    this.matches.set(match.matchId, match);
    this.rows.set(match.matchId, []);
  }
  append<E>(matchId: string, expectedSeq: number, actor: string, events: readonly E[]): LoggedEvent<E>[] {
    if (this.matches.get(matchId)?.endedAt !== undefined) throw new Error(`match ${matchId} ended`);
    const rows = this.rows.get(matchId)!;
    if (rows.length !== expectedSeq) throw new Error(`expected seq ${expectedSeq}, log is at ${rows.length}`);
    const added = events.map((event, i) => ({ matchId, seq: expectedSeq + i + 1, event, actor, at: 'now', hash: `h${expectedSeq + i + 1}`, prevHash: 'p' }));
    rows.push(...added);
    return added;
  }
  read<E>(matchId: string, fromSeq = 1): LoggedEvent<E>[] {
    return (this.rows.get(matchId) ?? []).filter((r) => r.seq >= fromSeq) as LoggedEvent<E>[];
  }
  getMatch(matchId: string): MatchRecord | undefined {
    return this.matches.get(matchId);
  }
  saveSnapshot(matchId: string, seq: number, state: unknown): void {
    this.snapshots.push({ matchId, seq, hash: `h${seq}`, state: structuredClone(state) });
  }
  latestSnapshot<S>(matchId: string): { seq: number; hash: string; state: S } | undefined {
    return this.snapshots.filter((s) => s.matchId === matchId).at(-1) as { seq: number; hash: string; state: S } | undefined;
  }
  exportLines(matchId: string): string[] {
    return this.read(matchId).map((r) => JSON.stringify(r));
  }
  // Nothing outside this test writes these rows.
  verifyChain(): string | null {
    return null;
  }
  reopen<E>(matchId: string, expectedSeq: number, actor: string, events: readonly E[], note: ReopenNote): LoggedEvent<E>[] {
    const { endedAt, endedBy: _, ...open } = this.matches.get(matchId)!;
    if (endedAt === undefined) throw new Error(`match ${matchId} has not ended`);
    this.matches.set(matchId, open);
    const rows = this.append(matchId, expectedSeq, actor, events);
    this.matches.set(matchId, { ...open, reopenings: [...(open.reopenings ?? []), { endedAt, at: 'now', seq: expectedSeq + 1, ...note }] });
    return rows;
  }
  endMatch(matchId: string, at: string, by?: EndedBy): void {
    this.matches.set(matchId, { ...this.matches.get(matchId)!, endedAt: at, ...(by === undefined ? {} : { endedBy: by }) });
  }
  latestMatch(tableId: string): MatchRecord | undefined {
    return this.listMatches({ tableId }).at(-1);
  }
  listMatches(filter?: { tableId?: string; unfinished?: boolean }): MatchRecord[] {
    return [...this.matches.values()].filter(
      (m) => (filter?.tableId === undefined || m.tableId === filter.tableId) && (!filter?.unfinished || m.endedAt === undefined),
    );
  }
}

const config = {
  tables: [{ id: 't1', name: 'Table 1', profile: 'sv', format: 'standard', allowSoftwareFlips: true, zones: [] }],
} as unknown as MirrormatConfig;

const players = [{ name: 'Ash' }, { name: 'Misty' }] as [{ name: string }, { name: string }];

function hub(log = new MemoryMatchLog(), db = new Database(':memory:'), coin?: CoinSource) {
  const tables = new TablesService(config, new TablesRepository(db), new HubEventBus(pino({ level: 'silent' })));
  tables.onModuleInit();
  const codes = new JoinCodesService(new JoinCodesRepository(db), new HubEventBus(pino({ level: 'silent' })));
  codes.onModuleInit();
  const secrets = new HubSecrets(new HubSecretsRepository(db));
  secrets.onModuleInit();
  const noDecks = {
    registration: (id: number) => {
      throw new HubError('not-found', `no deck registration ${id}`);
    },
  };
  const bus = new HubEventBus(pino({ level: 'silent' }));
  const service = new MatchService(counter, log, { forTable: () => coin }, tables, codes, pino({ level: 'silent' }), secrets, noDecks, bus);
  service.onApplicationBootstrap();
  const changes: TableChange[] = [];
  onTableChange(bus, (c) => changes.push(c));
  return { service, log, db, codes, changes };
}

describe('MatchService', () => {
  it('starts a match: its events are logged and the state id counts them', () => {
    const { service, log } = hub();
    const match = service.start('t1', { players }, 'admin');
    expect(match).toMatchObject({ tableId: 't1', seq: 1, finished: false, profile: 'sv', format: 'standard' });
    expect(log.read(match.matchId).map((r) => r.event)).toEqual([{ type: 'Started' }]);
    expect(service.current('t1').stateId).toBe(`${match.matchId}:1`);
  });

  it('refuses a format the hub does not know, naming those it does', () => {
    const { service } = hub();
    expect(() => service.start('t1', { players, format: 'pauper' }, 'admin')).toThrow(/no format "pauper"; the hub knows .*standard/);
  });

  it('refuses a second match while one runs at the table', () => {
    const { service } = hub();
    service.start('t1', { players }, 'admin');
    expect(() => service.start('t1', { players }, 'admin')).toThrow(HubError);
  });

  it('applies a command made against the current state and acknowledges the new state id', () => {
    const { service, log, changes } = hub();
    const match = service.start('t1', { players }, 'admin');
    const result = service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p1', n: 5 }, 'p1');
    expect(result).toEqual({ ok: true, stateId: `${match.matchId}:2` });
    expect(log.read(match.matchId).at(-1)).toMatchObject({ seq: 2, actor: 'p1', event: { type: 'Added', n: 5 } });
    expect(service.view('t1', { role: 'spectator' })).toEqual({ total: 5, viewer: 'spectator' });
    expect(changes.filter((c) => c.kind === 'state')).toHaveLength(2);
  });

  it('hands each viewer the events after a log entry as the engine redacts them, with their log seq; a change says where its events start', () => {
    const { service, changes } = hub();
    const match = service.start('t1', { players }, 'admin');
    service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p1', n: 5 }, 'p1');
    service.apply('t1', `${match.matchId}:2`, { type: 'Add', player: 'p2', n: 3 }, 'p2');
    expect(service.events('t1', { role: 'spectator' }, 1)).toEqual([
      { seq: 2, event: { type: 'Added', n: 5, viewer: 'spectator' } },
      { seq: 3, event: { type: 'Added', n: 3, viewer: 'spectator' } },
    ]);
    expect(service.events('t1', { role: 'judge' })).toHaveLength(3);
    expect(changes).toEqual([
      { kind: 'state', tableId: 't1', since: 0 },
      { kind: 'state', tableId: 't1', since: 1 },
      { kind: 'state', tableId: 't1', since: 2 },
    ]);
  });

  it('keeps the events of about the last RECENT_EVENTS log entries, also through a resume', () => {
    const log = new MemoryMatchLog();
    const db = new Database(':memory:');
    const first = hub(log, db);
    const match = first.service.start('t1', { players }, 'admin');
    for (let seq = 1; seq <= RECENT_EVENTS + 10; seq++) first.service.apply('t1', `${match.matchId}:${seq}`, { type: 'AskFlip', player: 'p1' }, 'p1');
    const kept = first.service.events('t1', { role: 'judge' });
    expect(kept).toHaveLength(RECENT_EVENTS);
    expect(kept.at(-1)?.seq).toBe(RECENT_EVENTS + 11);
    first.service.onModuleDestroy();
    expect(hub(log, db).service.events('t1', { role: 'judge' })).toEqual(kept);
  });

  it('refuses a command made against an older state, and logs nothing', () => {
    const { service, log } = hub();
    const match = service.start('t1', { players }, 'admin');
    service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p1', n: 5 }, 'p1');
    expect(() => service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p2', n: 5 }, 'p2')).toThrow(
      expect.objectContaining({ code: 'stale-state' }),
    );
    expect(log.read(match.matchId)).toHaveLength(2);
  });

  it('returns a rule violation as a value and changes nothing', () => {
    const { service, log } = hub();
    const match = service.start('t1', { players }, 'admin');
    const result = service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p1', n: -1 }, 'p1');
    expect(result).toMatchObject({ ok: false, stateId: `${match.matchId}:1`, violation: { code: 'not-positive' } });
    expect(log.read(match.matchId)).toHaveLength(1);
  });

  it("a judge's restore hands the engine the state replayed from the log, just before the latest play", () => {
    const { service, log } = hub();
    const match = service.start('t1', { players }, 'admin');
    service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p1', n: 5 }, 'p1');
    service.apply('t1', `${match.matchId}:2`, { type: 'Add', player: 'p2', n: 7 }, 'p2');
    const result = service.restore('t1', `${match.matchId}:3`, { to: { kind: 'last-legal' }, reason: 'misread' }, 'Anna');
    expect(result).toEqual({ ok: true, stateId: `${match.matchId}:4` });
    expect(service.view('t1', { role: 'judge' })).toEqual({ total: 5, viewer: 'judge' });
    expect(log.read(match.matchId).at(-1)).toMatchObject({ seq: 4, actor: 'judge:Anna', event: { type: 'JudgeRestored', toSeq: 2, reason: 'misread' } });
    expect(service.current('t1').match?.restore).toEqual({ judge: 'Anna', reason: 'misread', toSeq: 2, seq: 4, at: 'now' });
  });

  it('keeps the latest restore through a resume', () => {
    const log = new MemoryMatchLog();
    const db = new Database(':memory:');
    const first = hub(log, db);
    const match = first.service.start('t1', { players }, 'admin');
    first.service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p1', n: 5 }, 'p1');
    first.service.restore('t1', `${match.matchId}:2`, { to: { kind: 'seq', seq: 1 }, reason: 'start over' }, 'Anna');
    first.service.onModuleDestroy();
    const second = hub(log, db);
    expect(second.service.view('t1', { role: 'judge' })).toEqual({ total: 0, viewer: 'judge' });
    expect(second.service.current('t1').match).toMatchObject({ seq: 3, restore: { judge: 'Anna', toSeq: 1 } });
  });

  it('refuses a restore to now or later, one with nothing to undo, and one made against an older state; nothing is logged', () => {
    const { service, log } = hub();
    const match = service.start('t1', { players }, 'admin');
    const request = (to: { kind: 'last-legal' } | { kind: 'seq'; seq: number }) => ({ to, reason: 'r' });
    expect(() => service.restore('t1', `${match.matchId}:1`, request({ kind: 'last-legal' }), 'Anna')).toThrow(expect.objectContaining({ code: 'conflict' }));
    service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p1', n: 5 }, 'p1');
    expect(() => service.restore('t1', `${match.matchId}:2`, request({ kind: 'seq', seq: 2 }), 'Anna')).toThrow(expect.objectContaining({ code: 'invalid-command' }));
    expect(() => service.restore('t1', `${match.matchId}:1`, request({ kind: 'seq', seq: 1 }), 'Anna')).toThrow(expect.objectContaining({ code: 'stale-state' }));
    expect(log.read(match.matchId)).toHaveLength(2);
  });

  it("a judge's restore reopens a match an illegal play ended: the end and the restore stay logged, the match runs again and resumes on boot", () => {
    const log = new MemoryMatchLog();
    const db = new Database(':memory:');
    const first = hub(log, db);
    const match = first.service.start('t1', { players }, 'admin');
    first.service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p1', n: 5 }, 'p1');
    first.service.apply('t1', `${match.matchId}:2`, { type: 'Add', player: 'p2', n: 100 }, 'p2');
    expect(first.service.current('t1').match).toMatchObject({ finished: true, seq: 4 });
    const result = first.service.restore('t1', `${match.matchId}:4`, { to: { kind: 'last-legal' }, reason: 'miscounted' }, 'Anna');
    expect(result).toEqual({ ok: true, stateId: `${match.matchId}:5` });
    expect(log.read(match.matchId).map((r) => (r.event as CounterEvent).type)).toEqual(['Started', 'Added', 'Added', 'Over', 'JudgeRestored']);
    expect(first.service.current('t1').match).toMatchObject({ finished: false, seq: 5, restore: { judge: 'Anna', toSeq: 2, seq: 5 } });
    expect(first.service.current('t1').match?.endedAt).toBeUndefined();
    expect(first.service.list({ unfinished: true })).toEqual([expect.objectContaining({ matchId: match.matchId, reopenings: [expect.objectContaining({ judge: 'Anna', toSeq: 2, seq: 5 })] })]);
    first.service.apply('t1', `${match.matchId}:5`, { type: 'Add', player: 'p2', n: 1 }, 'p2');
    first.service.onModuleDestroy();
    const second = hub(log, db);
    expect(second.service.view('t1', { role: 'judge' })).toEqual({ total: 6, viewer: 'judge' });
    expect(second.service.current('t1').match).toMatchObject({ finished: false, seq: 6, restore: { judge: 'Anna' } });
  });

  it('on a finished match, refuses a restore to the end itself and one against an older state: nothing is logged, the match stays over', () => {
    const { service, log } = hub();
    const match = service.start('t1', { players }, 'admin');
    service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p1', n: 100 }, 'p1');
    const request = { to: { kind: 'seq' as const, seq: 3 }, reason: 'r' };
    expect(() => service.restore('t1', `${match.matchId}:3`, request, 'Anna')).toThrow(expect.objectContaining({ code: 'invalid-command' }));
    expect(() => service.restore('t1', `${match.matchId}:2`, { ...request, to: { kind: 'seq', seq: 1 } }, 'Anna')).toThrow(expect.objectContaining({ code: 'stale-state' }));
    expect(log.read(match.matchId)).toHaveLength(3);
    expect(service.current('t1').match).toMatchObject({ finished: true });
    expect(log.matches.get(match.matchId)?.reopenings).toBeUndefined();
  });

  it('refuses a command the engine schema does not know', () => {
    const { service } = hub();
    const match = service.start('t1', { players }, 'admin');
    expect(() => service.apply('t1', `${match.matchId}:1`, { type: 'Teleport' }, 'p1')).toThrow(expect.objectContaining({ code: 'invalid-command' }));
  });

  it('ends the match in the log when the rules say it is over', () => {
    const { service, log } = hub();
    const match = service.start('t1', { players }, 'admin');
    service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p1', n: 100 }, 'p1');
    expect(service.current('t1').match).toMatchObject({ finished: true, seq: 3 });
    expect(log.matches.get(match.matchId)?.endedAt).toBeDefined();
    expect(() => service.apply('t1', `${match.matchId}:3`, { type: 'Add', player: 'p1', n: 1 }, 'p1')).toThrow(
      expect.objectContaining({ code: 'no-match' }),
    );
  });

  it('resumes an unfinished match on boot by replaying its log', () => {
    const log = new MemoryMatchLog();
    const db = new Database(':memory:');
    const first = hub(log, db);
    const match = first.service.start('t1', { players }, 'admin');
    first.service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p1', n: 7 }, 'p1');
    first.service.onModuleDestroy();

    const second = hub(log, db);
    expect(second.service.current('t1')).toEqual({ stateId: `${match.matchId}:2`, match: expect.objectContaining({ seq: 2 }) });
    expect(second.service.view('t1', { role: 'judge' })).toEqual({ total: 7, viewer: 'judge' });
  });

  it('resumes from the latest snapshot plus the events after it', () => {
    const log = new MemoryMatchLog();
    const db = new Database(':memory:');
    const first = hub(log, db);
    const match = first.service.start('t1', { players }, 'admin');
    for (let seq = 1; seq <= SNAPSHOT_EVERY + 2; seq++) first.service.apply('t1', `${match.matchId}:${seq}`, { type: 'AskFlip', player: 'p1' }, 'p1');
    expect(log.snapshots.map((s) => s.seq)).toEqual([SNAPSHOT_EVERY]);
    // Tamper with the early log: a resume that replayed it from the start would notice nothing, one from the snapshot must not read it.
    log.rows.get(match.matchId)![0] = { ...log.rows.get(match.matchId)![0]!, event: { type: 'Added', n: 1000 } };
    const second = hub(log, db);
    expect(second.service.current('t1').stateId).toBe(`${match.matchId}:${SNAPSHOT_EVERY + 3}`);
    expect(second.service.view('t1', { role: 'judge' })).toEqual({ total: 0, viewer: 'judge' });
  });

  it('replays from the start when the snapshot does not belong to the chain any more', () => {
    const log = new MemoryMatchLog();
    const db = new Database(':memory:');
    const first = hub(log, db);
    const match = first.service.start('t1', { players }, 'admin');
    first.service.apply('t1', `${match.matchId}:1`, { type: 'Add', player: 'p1', n: 4 }, 'p1');
    log.snapshots.push({ matchId: match.matchId, seq: 2, hash: 'another chain', state: { started: true, total: 99, flips: [], pending: null, over: false } });
    const second = hub(log, db);
    expect(second.service.view('t1', { role: 'judge' })).toEqual({ total: 4, viewer: 'judge' });
  });

  it('ends, on boot, a match whose start never reached the log', () => {
    const log = new MemoryMatchLog();
    log.createMatch({ matchId: 'm0', tableId: 't1', startedAt: 'then', profile: 'sv', format: 'standard' });
    const { service } = hub(log);
    expect(service.current('t1').match).toBeNull();
    expect(log.matches.get('m0')?.endedAt).toBeDefined();
  });

  it('gives new seat codes with every match', () => {
    const { service, codes } = hub();
    const before = codes.codes('t1');
    const match = service.start('t1', { players }, 'admin');
    service.end('t1', 'admin');
    expect(codes.codes('t1')).not.toEqual(before);
    expect(match.matchId).toBeTruthy();
  });

  it('says what ended a match the rules had not ended: the organiser, or the round\'s time', () => {
    const { service } = hub();
    service.start('t1', { players }, 'admin');
    expect(service.end('t1', 'admin')).toMatchObject({ finished: true, endedBy: 'organiser' });
    service.start('t1', { players }, 'admin');
    service.end('t1', 'league', 'time');
    expect(service.current('t1').match).toMatchObject({ finished: true, endedBy: 'time' });
  });

  it('shows a match ended before a restart as it was: what ended it is in the log, not only in memory', () => {
    const log = new MemoryMatchLog();
    const db = new Database(':memory:');
    const first = hub(log, db);
    first.service.start('t1', { players }, 'admin');
    first.service.end('t1', 'league', 'time');
    const before = first.service.current('t1');
    const restarted = hub(log, db).service;
    expect(restarted.current('t1')).toEqual(before);
    expect(before.match).toMatchObject({ finished: true, endedBy: 'time' });
    // The table is free for the next match, as it was before the restart.
    expect(restarted.start('t1', { players }, 'admin')).toMatchObject({ finished: false });
  });

  it("answers a coin prompt from the table's coin source, marked with its origin", async () => {
    const flipped: FlipResult = { results: ['heads'], origin: { kind: 'simulated', note: 'test' } };
    const coin: CoinSource = { available: () => true, flip: async () => flipped };
    const { service, log } = hub(undefined, undefined, coin);
    const match = service.start('t1', { players }, 'admin');
    service.apply('t1', `${match.matchId}:1`, { type: 'AskFlip', player: 'p1' }, 'p1');
    await new Promise((resolve) => setImmediate(resolve));
    const last = log.read(match.matchId).at(-1);
    expect(last).toMatchObject({ seq: 3, actor: 'coin-flipper', event: { type: 'Flipped', results: ['heads'] } });
  });

  it('reports a failed flip to the table and keeps the prompt for a retry', async () => {
    let fail = true;
    const coin: CoinSource = {
      available: () => true,
      flip: async () => {
        if (fail) throw new Error('flipper unplugged');
        return { results: ['tails'], origin: { kind: 'software', rng: 'crypto.randomInt' } };
      },
    };
    const { service, log, changes } = hub(undefined, undefined, coin);
    const match = service.start('t1', { players }, 'admin');
    service.apply('t1', `${match.matchId}:1`, { type: 'AskFlip', player: 'p1' }, 'p1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'problem', code: 'coin-flip-failed' }));
    expect(log.read(match.matchId)).toHaveLength(2);
    fail = false;
    service.retryCoinFlips('t1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.read(match.matchId).at(-1)).toMatchObject({ event: { type: 'Flipped', results: ['tails'] } });
  });

  it('asks the coin source again by itself, 1 s then 2 s after each failure, until the flip lands', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let failures = 2;
      let asked = 0;
      const coin: CoinSource = {
        available: () => true,
        flip: async () => {
          asked += 1;
          if (failures-- > 0) throw new CoinSourceError('unavailable', 'the flipper is not connected');
          return { results: ['heads'], origin: { kind: 'software', rng: 'crypto.randomInt' } };
        },
      };
      const { service, log } = hub(undefined, undefined, coin);
      const match = service.start('t1', { players }, 'admin');
      service.apply('t1', `${match.matchId}:1`, { type: 'AskFlip', player: 'p1' }, 'p1');
      await vi.advanceTimersByTimeAsync(0);
      expect(asked).toBe(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(asked).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(asked).toBe(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(asked).toBe(3);
      expect(log.read(match.matchId).at(-1)).toMatchObject({ actor: 'coin-flipper', event: { type: 'Flipped', results: ['heads'] } });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(asked).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask again when the table may not flip in software', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let asked = 0;
      const coin: CoinSource = {
        available: () => false,
        flip: async () => {
          asked += 1;
          throw new CoinSourceError('software-flips-forbidden', 'no flipper and no software flips at this table');
        },
      };
      const { service } = hub(undefined, undefined, coin);
      const match = service.start('t1', { players }, 'admin');
      service.apply('t1', `${match.matchId}:1`, { type: 'AskFlip', player: 'p1' }, 'p1');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(asked).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
