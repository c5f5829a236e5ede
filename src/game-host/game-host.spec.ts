import Database from 'better-sqlite3';
import { pino } from 'pino';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HubEventBus } from '../kernel/hub-events.js';
import { ChainedEventTable, chainedEventTableSql } from '../match-log/chained-event-table.js';
import type { LoggedEvent } from '../match-log/match-log.port.js';
import { GameHost, type GameChanged } from './game-host.js';
import type { GameKind } from './game-kind.js';
import type { EndedBy, GameLog, GameSnapshot, ReopenNote } from './game-log.js';

/**
 * A toy game kind, so the host's own rules are tested alone: players add to a counter, each add
 * with a note only its player (and the judge) may read; the first to bring it to 10 wins. A
 * judge's restore replaces the state with one replayed from the log.
 */
type Player = 'ann' | 'bob';
interface Counter {
  readonly total: number;
  readonly notes: readonly { readonly by: Player; readonly note: string }[];
  readonly winner: Player | null;
}
type CounterCommand = { type: 'Add'; by: Player; n: number; note: string } | { type: 'Restore'; toSeq: number; state: Counter };
type CounterEvent = { type: 'Added'; by: Player; n: number; note: string } | { type: 'Won'; by: Player } | { type: 'Restored'; toSeq: number; state: Counter };
type Viewer = Player | 'judge' | 'spectator';

const counter: GameKind<Counter, CounterCommand, CounterEvent, Counter, Viewer> = {
  name: 'counter',
  initial: { total: 0, notes: [], winner: null },
  decide(state, command) {
    if (command.type === 'Restore') return { ok: true, events: [{ type: 'Restored', toSeq: command.toSeq, state: command.state }] };
    if (command.n < 1) return { ok: false, violation: { code: 'not-positive', message: 'add at least 1', ref: { file: 'toy', section: 'Add' } } };
    const added: CounterEvent = { type: 'Added', by: command.by, n: command.n, note: command.note };
    return { ok: true, events: state.total + command.n >= 10 ? [added, { type: 'Won', by: command.by }] : [added] };
  },
  evolve(state, event) {
    switch (event.type) {
      case 'Added':
        return { ...state, total: state.total + event.n, notes: [...state.notes, { by: event.by, note: event.note }] };
      case 'Won':
        return { ...state, winner: event.by };
      case 'Restored':
        return event.state;
    }
  },
  isFinished: (state) => state.winner !== null,
  viewFor: (state, viewer) => ({ ...state, notes: state.notes.map((n) => (viewer === 'judge' || viewer === n.by ? n : { by: n.by, note: '' })) }),
  eventsFor: (_state, events, viewer) => events.map((e) => (e.type === 'Added' && viewer !== 'judge' && viewer !== e.by ? { ...e, note: '' } : e)),
};

/** The toy's log: a chained event table in SQLite as every hub log, with snapshots kept beside it. */
class ToyLog implements GameLog<Counter, CounterEvent> {
  readonly saved = new Map<string, GameSnapshot<Counter>>();
  private readonly chain: ChainedEventTable;
  readonly snapshots = {
    save: (gameId: string, seq: number, state: Counter) => {
      const hash = this.chain.read(gameId, seq)[0]?.hash ?? '';
      this.saved.set(gameId, { seq, hash, state });
    },
    latest: (gameId: string) => this.saved.get(gameId),
  };

  constructor(readonly db = new Database(':memory:')) {
    const name = { table: 'toy_events', idColumn: 'game_id', header: 'toy_games' } as const;
    db.exec(`CREATE TABLE toy_games (game_id TEXT PRIMARY KEY, genesis_hash TEXT NOT NULL, ended_at TEXT, ended_by TEXT) STRICT; ${chainedEventTableSql(name)}`);
    this.chain = new ChainedEventTable(db, name, () => new Date('2026-11-25T18:00:00Z'));
  }

  create(gameId: string, actor: string, events: readonly CounterEvent[]): LoggedEvent<CounterEvent>[] {
    this.db.prepare('INSERT INTO toy_games (game_id, genesis_hash) VALUES (?, ?)').run(gameId, `genesis-${gameId}`);
    return this.chain.start(gameId, `genesis-${gameId}`, actor, events);
  }
  read(gameId: string, fromSeq = 1) {
    return this.chain.read<CounterEvent>(gameId, fromSeq);
  }
  append(gameId: string, expectedSeq: number, actor: string, events: readonly CounterEvent[]) {
    return this.chain.append(gameId, expectedSeq, actor, events, () => `genesis-${gameId}`);
  }
  end(gameId: string, at: string, by?: EndedBy): void {
    this.db.prepare('UPDATE toy_games SET ended_at = ?, ended_by = ? WHERE game_id = ?').run(at, by ?? null, gameId);
  }
  ended(gameId: string): { at: string; by?: EndedBy } | undefined {
    const row = this.db.prepare('SELECT ended_at, ended_by FROM toy_games WHERE game_id = ?').get(gameId) as { ended_at: string | null; ended_by: EndedBy | null };
    return row.ended_at === null ? undefined : { at: row.ended_at, ...(row.ended_by === null ? {} : { by: row.ended_by }) };
  }
  reopen(gameId: string, expectedSeq: number, actor: string, events: readonly CounterEvent[], _note: ReopenNote) {
    this.db.prepare('UPDATE toy_games SET ended_at = NULL, ended_by = NULL WHERE game_id = ?').run(gameId);
    return this.append(gameId, expectedSeq, actor, events);
  }
}

function host(log = new ToyLog(), snapshotEvery?: number) {
  const bus = new HubEventBus(pino({ level: 'silent' }));
  const changes: GameChanged[] = [];
  bus.on('game.changed', (change) => changes.push(change));
  const games = new GameHost(counter, log, bus, pino({ level: 'silent' }), { ...(snapshotEvery === undefined ? {} : { snapshotEvery }) });
  return { games, log, changes };
}

const add = (by: Player, n: number, note = ''): CounterCommand => ({ type: 'Add', by, n, note });

function started(log = new ToyLog(), snapshotEvery?: number) {
  const hub = host(log, snapshotEvery);
  const result = hub.games.start('g1', 't1', add('ann', 1, 'first'), (events) => log.create('g1', 'ann', events));
  if (!result.ok) throw new Error('the toy game did not start');
  return hub;
}

describe('GameHost', () => {
  it('starts a game: its first events are logged, the state is their fold, and the change is announced', () => {
    const { games, log, changes } = started();
    expect(games.get('g1')).toMatchObject({ gameId: 'g1', tableId: 't1', seq: 1, finished: false, state: { total: 1 } });
    expect(log.read('g1').map((row) => row.event)).toEqual([{ type: 'Added', by: 'ann', n: 1, note: 'first' }]);
    expect(changes).toEqual([{ kind: 'counter', gameId: 'g1', tableId: 't1', seq: 1, finished: false, since: 0 }]);
  });

  it('applies a command made against the current state: decided, appended, folded, announced', () => {
    const { games, log, changes } = started();
    const result = games.apply('g1', 'seq 1', add('bob', 2, 'second'), 'bob');
    expect(result).toMatchObject({ ok: true, game: { seq: 2, state: { total: 3 } } });
    expect(log.read('g1').at(-1)).toMatchObject({ seq: 2, actor: 'bob', event: { type: 'Added', n: 2 } });
    expect(changes.at(-1)).toMatchObject({ gameId: 'g1', seq: 2, since: 1 });
  });

  it("runs the owner's bookkeeping of a change before announcing it, so a listener reads it whole", () => {
    const log = new ToyLog();
    const bus = new HubEventBus(pino({ level: 'silent' }));
    const kept: string[] = [];
    const heard: string[][] = [];
    const games = new GameHost(counter, log, bus, pino({ level: 'silent' }), {
      beforeAnnounce: ({ rows, before }) => kept.push(...rows.map((row) => `${before.total}+${row.event.type}`)),
    });
    bus.on('game.changed', () => heard.push([...kept]));
    games.start('g1', 't1', add('ann', 1), (events) => log.create('g1', 'ann', events));
    games.apply('g1', 'seq 1', add('bob', 2), 'bob');
    expect(heard).toEqual([['0+Added'], ['0+Added', '1+Added']]);
  });

  it('refuses a command made against an older state before the engine sees it, and logs nothing', () => {
    const { games, log } = started();
    games.apply('g1', 'seq 1', add('bob', 2), 'bob');
    expect(() => games.apply('g1', 'seq 1', add('ann', 2), 'ann')).toThrow(expect.objectContaining({ code: 'stale-state', message: expect.stringMatching(/made against seq 1, but counter g1 is at seq 2/) }));
    expect(log.read('g1')).toHaveLength(2);
  });

  it('returns a rule violation as a value and changes nothing', () => {
    const { games, log, changes } = started();
    expect(games.apply('g1', 'seq 1', add('bob', 0), 'bob')).toMatchObject({ ok: false, game: { seq: 1 }, violation: { code: 'not-positive' } });
    expect(log.read('g1')).toHaveLength(1);
    expect(changes).toHaveLength(1);
  });

  it('closes the log when the rules end the game, and refuses commands after it', () => {
    const { games, log } = started();
    const result = games.apply('g1', 'seq 1', add('bob', 9), 'bob');
    expect(result).toMatchObject({ ok: true, game: { finished: true, seq: 3, endedAt: expect.any(String) } });
    expect(log.db.prepare('SELECT ended_at FROM toy_games').pluck().get()).not.toBeNull();
    expect(() => games.apply('g1', 'seq 3', add('ann', 1), 'ann')).toThrow(expect.objectContaining({ code: 'conflict' }));
  });

  it('resumes after a restart: the state is the fold of the log and the seq where it ended', () => {
    const log = new ToyLog();
    const first = started(log);
    first.games.apply('g1', 'seq 1', add('bob', 2), 'bob');
    first.games.apply('g1', 'seq 2', add('ann', 3), 'ann');
    const second = host(log);
    expect(second.games.resume('g1', 't1')).toEqual({ game: first.games.get('g1'), fromSnapshot: null });
    expect(second.games.apply('g1', 'seq 3', add('bob', 1), 'bob')).toMatchObject({ ok: true, game: { seq: 4, state: { total: 7 } } });
  });

  it('saves a snapshot every N events and resumes from it, replaying only the events after it', () => {
    const log = new ToyLog();
    const { games } = started(log, 2);
    games.apply('g1', 'seq 1', add('bob', 1), 'bob');
    games.apply('g1', 'seq 2', add('ann', 1), 'ann');
    expect(log.saved.get('g1')).toMatchObject({ seq: 2, state: { total: 2 } });
    const resumed = host(log, 2).games.resume('g1', 't1');
    expect(resumed).toMatchObject({ fromSnapshot: 2, game: { seq: 3, state: { total: 3 } } });
  });

  it('ignores a snapshot that no longer belongs to the chain (its hash differs) and replays the whole log', () => {
    const log = new ToyLog();
    const { games } = started(log, 2);
    games.apply('g1', 'seq 1', add('bob', 1), 'bob');
    log.saved.set('g1', { seq: 2, hash: 'f'.repeat(64), state: { total: 99, notes: [], winner: null } });
    expect(host(log, 2).games.resume('g1', 't1')).toMatchObject({ fromSnapshot: null, game: { seq: 2, state: { total: 2 } } });
  });

  it("a judge's restore hands the engine the state replayed from the log, and logs the restore as one more event", () => {
    const { games, log } = started();
    games.apply('g1', 'seq 1', add('bob', 2), 'bob');
    games.apply('g1', 'seq 2', add('ann', 3), 'ann');
    const result = games.restore('g1', 'seq 3', { judge: 'Anna', reason: 'misread', toSeq: 1 }, (state) => ({ type: 'Restore', toSeq: 1, state }), 'judge:Anna');
    expect(result).toMatchObject({ ok: true, game: { seq: 4, state: { total: 1 } } });
    expect(log.read('g1').at(-1)).toMatchObject({ seq: 4, actor: 'judge:Anna', event: { type: 'Restored', toSeq: 1 } });
    expect(() => games.restore('g1', 'seq 4', { judge: 'Anna', reason: 'r', toSeq: 4 }, (state) => ({ type: 'Restore', toSeq: 4, state }), 'judge:Anna')).toThrow(
      expect.objectContaining({ code: 'invalid-command' }),
    );
  });

  it('logs what closed a game its rules had not ended, and a restart shows it closed the same way', () => {
    const log = new ToyLog();
    const { games } = started(log);
    expect(games.end('g1', 'time')).toMatchObject({ finished: true, seq: 1, endedBy: 'time', endedAt: expect.any(String) });
    expect(log.ended('g1')).toMatchObject({ by: 'time' });
    const restarted = host(log).games;
    expect(restarted.resume('g1', 't1', log.ended('g1')).game).toEqual(games.get('g1'));
    expect(() => restarted.apply('g1', 'seq 1', add('ann', 1), 'ann')).toThrow(expect.objectContaining({ code: 'conflict' }));
  });

  it("a judge's restore reopens a finished game: the end and the restore stay in the log, the game runs again", () => {
    const { games, log } = started();
    games.apply('g1', 'seq 1', add('bob', 9), 'bob');
    const result = games.restore('g1', 'seq 3', { judge: 'Anna', reason: 'miscounted', toSeq: 1 }, (state) => ({ type: 'Restore', toSeq: 1, state }), 'judge:Anna');
    expect(result).toMatchObject({ ok: true, game: { finished: false, seq: 4, state: { total: 1, winner: null } } });
    expect(result.game.endedAt).toBeUndefined();
    expect(log.read('g1').map((row) => row.event.type)).toEqual(['Added', 'Added', 'Won', 'Restored']);
    expect(games.apply('g1', 'seq 4', add('ann', 1), 'ann')).toMatchObject({ ok: true, game: { seq: 5 } });
  });

  it('shows each viewer its own view and its own cut of the events after a seq; viewers alike share one view', () => {
    const { games } = started();
    games.apply('g1', 'seq 1', add('bob', 2, 'second'), 'bob');
    expect(games.view('g1', 'bob')?.notes).toEqual([{ by: 'ann', note: '' }, { by: 'bob', note: 'second' }]);
    expect(games.view('g1', 'ann')?.notes).toEqual([{ by: 'ann', note: 'first' }, { by: 'bob', note: '' }]);
    expect(games.view('g1', 'spectator')).toBe(games.view('g1', 'spectator'));
    expect(games.events('g1', 'spectator')).toEqual([
      { seq: 1, event: { type: 'Added', by: 'ann', n: 1, note: '' } },
      { seq: 2, event: { type: 'Added', by: 'bob', n: 2, note: '' } },
    ]);
    expect(games.events('g1', 'bob', 1)).toEqual([{ seq: 2, event: { type: 'Added', by: 'bob', n: 2, note: 'second' } }]);
  });

  it('keeps about the latest events it is told to, also through a resume, each with its seq', () => {
    const log = new ToyLog();
    const bus = new HubEventBus(pino({ level: 'silent' }));
    const keeping = () => new GameHost(counter, log, bus, pino({ level: 'silent' }), { recentEvents: 3 });
    const games = keeping();
    games.start('g1', 't1', add('ann', 1), (events) => log.create('g1', 'ann', events));
    for (let seq = 1; seq <= 5; seq++) games.apply('g1', `seq ${seq}`, add('bob', 1), 'bob');
    expect(games.events('g1', 'judge').map((e) => e.seq)).toEqual([4, 5, 6]);
    const resumed = keeping();
    resumed.resume('g1', 't1');
    expect(resumed.events('g1', 'judge')).toEqual(games.events('g1', 'judge'));
  });

  it('keeps the state in memory the fold of its log, whatever the commands (refused, stale, winning) and wherever it resumes', () => {
    const command = fc.record({ by: fc.constantFrom<Player>('ann', 'bob'), n: fc.integer({ min: -1, max: 4 }), stale: fc.boolean() });
    fc.assert(
      fc.property(fc.array(command, { maxLength: 12 }), fc.integer({ min: 1, max: 4 }), (commands, snapshotEvery) => {
        const log = new ToyLog();
        const { games } = started(log, snapshotEvery);
        for (const { by, n, stale } of commands) {
          const game = games.get('g1');
          if (!game || game.finished) break;
          try {
            games.apply('g1', `seq ${stale ? game.seq - 1 : game.seq}`, add(by, n), by);
          } catch (error) {
            expect(error).toMatchObject({ code: 'stale-state' });
          }
        }
        const folded = log.read('g1').reduce((state, row) => counter.evolve(state, row.event), counter.initial);
        expect(games.get('g1')?.state).toEqual(folded);
        if (games.get('g1')?.finished === false) expect(host(log, snapshotEvery).games.resume('g1', 't1').game).toEqual(games.get('g1'));
      }),
    );
  });
});
