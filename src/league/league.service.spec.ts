import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database/database.tokens.js';
import { openDatabase } from '../database/open-database.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { createLogger } from '../logging/logger.js';
import { verifyExport } from '../match-log/verify-export.js';
import type { LeagueDecks, LeagueReaders, LeagueTables } from './league.ports.js';
import { DeckCheckService } from './deck-check.service.js';
import { LeagueEventsStore } from './league-events.store.js';
import { LeagueService } from './league.service.js';
import { createEventSchema } from './league.schema.js';

// The league service on a real SQLite file, with scripted tables: each table's game is a list of engine
// events (src/rules/event.ts) the test appends, as the match service would log them.

class ScriptedTables implements LeagueTables {
  readonly games = new Map<string, { seq: number; event: unknown }[]>();
  readonly running = new Map<string, string>();
  readonly started: { tableId: string; players: readonly string[]; sameSeats: boolean }[] = [];
  readonly ended: string[] = [];
  /** Tables where a game of someone else's runs. */
  readonly busy = new Set<string>();
  private listener: ((tableId: string) => void) | undefined;
  private n = 0;

  startGame(tableId: string, game: { players: readonly [string, string]; sameSeats: boolean }): string {
    const matchId = `m${++this.n}`;
    this.games.set(matchId, []);
    this.running.set(tableId, matchId);
    this.started.push({ tableId, players: game.players, sameSeats: game.sameSeats });
    return matchId;
  }
  gameRunning(tableId: string): boolean {
    return this.busy.has(tableId);
  }
  endGame(tableId: string): void {
    this.ended.push(tableId);
  }
  /** Judge corrections applied to each game, as the match log would hold them. */
  readonly corrections: { tableId: string; matchId: string; judge: string; reason: string; action: unknown }[] = [];
  judgeCorrect(tableId: string, matchId: string, correction: { judge: string; reason: string; action: unknown }): void {
    this.corrections.push({ tableId, matchId, ...correction });
  }
  gameLog(matchId: string, afterSeq: number) {
    return (this.games.get(matchId) ?? []).filter((r) => r.seq > afterSeq);
  }
  joinCodes(tableId: string) {
    return { p1: `${tableId}-A`, p2: `${tableId}-B` };
  }
  seatFor(tableId: string, code: string) {
    return code === `${tableId}-A` ? 'p1' : code === `${tableId}-B` ? 'p2' : undefined;
  }
  onChange(listener: (tableId: string) => void) {
    this.listener = listener;
    return () => (this.listener = undefined);
  }
  tableExists(tableId: string): boolean {
    return tableId.startsWith('t');
  }

  /** Engine events at a table's running game, then the change the match service reports. */
  play(tableId: string, ...events: object[]): void {
    const log = this.games.get(this.running.get(tableId) ?? '') ?? [];
    for (const event of events) log.push({ seq: log.length + 1, event });
    this.listener?.(tableId);
  }
  turn(tableId: string, player: 'p1' | 'p2', number: number, ...during: object[]): void {
    this.play(tableId, { type: 'TurnStarted', player, number }, ...during, { type: 'TurnEnded', player, number });
  }
  win(tableId: string, winner: 'p1' | 'p2'): void {
    this.play(tableId, { type: 'PrizesTaken', player: winner, count: 6 }, { type: 'GameWon', winner, reasons: ['prizes'] });
  }
}

/** Zone readers: a tag read on a table's zone. */
class ScriptedReaders implements LeagueReaders {
  private listener: ((tableId: string, uid: string, cardId: string) => void) | undefined;
  onCardRead(listener: (tableId: string, uid: string, cardId: string) => void) {
    this.listener = listener;
    return () => (this.listener = undefined);
  }
  read(tableId: string, uid: string, cardId: string): void {
    this.listener?.(tableId, uid, cardId);
  }
}

/** The registered deck every player of these tests has: 4 Pikachu ex, 2 Boss's Orders (src/decks registers it). */
const decks: LeagueDecks = {
  register: () => 7,
  cards: () => [{ cardId: 'sv8-57', count: 4 }, { cardId: 'me1-114', count: 2 }],
  cardName: (cardId) => ({ 'sv8-57': 'Pikachu ex', 'me1-114': "Boss's Orders", 'sv2-185': 'Iono' })[cardId] ?? cardId,
};

let dir: string;
let readers: ScriptedReaders;
let db: Db;
let tables: ScriptedTables;
let now: Date;
const START = Date.parse('2026-11-25T18:00:00.000Z');

let checks: DeckCheckService;
let bus: HubEventBus;

/** The league as the hub boots it: the store replays the log, then the services start following tables and readers. */
function service(): LeagueService {
  const clock = { now: () => now };
  const logger = createLogger('error');
  bus = new HubEventBus(logger);
  const store = new LeagueEventsStore(db, clock, bus);
  store.onModuleInit();
  const s = new LeagueService(store, tables, clock, { int: () => 0 }, decks, logger);
  checks = new DeckCheckService(store, tables, readers, decks, clock, logger);
  s.onApplicationBootstrap();
  checks.onApplicationBootstrap();
  return s;
}

function eightPlayerEvent(s: LeagueService, over: Record<string, unknown> = {}) {
  const created = s.createEvent(
    createEventSchema.parse({ name: 'League Cup', date: '2026-11-25', format: 'standard', bestOf: 3, roundMinutes: 50, rounds: 3, tableIds: ['t1', 't2', 't3', 't4'], ...over }),
    'organiser',
  );
  const id = created.event.eventId;
  for (const name of ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gul', 'Hana']) s.registerPlayer(id, { name }, 'organiser');
  return id;
}

/** The hub's file without a disk flush per commit: the event's rules are under test here, not its durability (the hub's durability tests). */
const openHubFile = () => openDatabase(join(dir, 'hub.db'), { synchronous: 'NORMAL' });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'league-'));
  db = openHubFile();
  tables = new ScriptedTables();
  readers = new ScriptedReaders();
  now = new Date(START);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a league event at the hub', () => {
  it('pairs 8 players on 4 tables and starts game 1 at each when the round starts', () => {
    const s = service();
    const id = eightPlayerEvent(s);
    const paired = s.pairNextRound(id, 'organiser');
    expect(paired.rounds[0]?.pairings.map((p) => [p.table, p.tableId])).toEqual([[1, 't1'], [2, 't2'], [3, 't3'], [4, 't4']]);
    s.startRound(id, 'organiser');
    expect(tables.started.map((g) => [g.tableId, g.sameSeats])).toEqual([['t1', false], ['t2', false], ['t3', false], ['t4', false]]);
    expect(s.seatCodes(id)[0]).toEqual({ table: 1, tableId: 't1', codes: { p1: 't1-A', p2: 't1-B' } });
  });

  it('plays a best-of-three: the next game starts at the same seats after a win, two wins record the match', () => {
    const s = service();
    const id = eightPlayerEvent(s);
    s.pairNextRound(id, 'organiser');
    s.startRound(id, 'organiser');
    tables.win('t1', 'p1');
    expect(tables.started.at(-1)).toEqual({ tableId: 't1', players: expect.any(Array), sameSeats: true });
    tables.win('t1', 'p2');
    tables.win('t1', 'p1');
    const pairing = s.view(id, 'public').rounds[0]?.pairings[0];
    expect(pairing?.result).toEqual({ outcome: 'p1', games: ['p1', 'p2', 'p1'], by: 'games' });
  });

  it("calls time when a table's clock runs out, counts Turn 0 and three more turns, and proposes the result by Prize cards", () => {
    // Play! Pokémon Tournament Rules Handbook, end-of-match procedure (see match-result.ts).
    const s = service();
    const id = eightPlayerEvent(s);
    s.pairNextRound(id, 'organiser');
    s.startRound(id, 'organiser');
    tables.win('t1', 'p1'); // game 2 at table 1 is running when time is called
    tables.turn('t1', 'p1', 1, { type: 'PrizesTaken', player: 'p1', count: 2 });
    tables.play('t1', { type: 'TurnStarted', player: 'p2', number: 2 });
    now = new Date(START + 50 * 60_000);
    s.tick();
    const called = () => s.view(id, 'public').rounds[0]?.pairings[0];
    expect(called()?.timeCalled).toEqual({ at: '2026-11-25T18:50:00.000Z', turn: 0 });
    tables.play('t1', { type: 'TurnEnded', player: 'p2', number: 2 });
    expect(called()?.timeCalled?.turn).toBe(1);
    tables.turn('t1', 'p1', 3);
    tables.turn('t1', 'p2', 4, { type: 'PrizesTaken', player: 'p2', count: 1 });
    expect(called()?.proposal).toBeNull();
    tables.turn('t1', 'p1', 5);
    // Game 2 goes to p1 on Prize cards (2 to 1); p1 has won both games.
    expect(called()?.games.map((g) => g.outcome)).toEqual(['p1', 'p1']);
    expect(called()?.proposal).toEqual({ outcome: 'p1', games: ['p1', 'p1'] });
    expect(tables.ended).toContain('t1');
    s.confirmResult(id, 1, 1, { p1: 't1-A', p2: 't1-B' });
    expect(called()?.result).toEqual({ outcome: 'p1', games: ['p1', 'p1'], by: 'players' });
  });

  it('a tie on Prize cards after the three turns, at one game each, proposes a tied match', () => {
    const s = service();
    const id = eightPlayerEvent(s);
    s.pairNextRound(id, 'organiser');
    s.startRound(id, 'organiser');
    tables.win('t2', 'p1');
    tables.win('t2', 'p2');
    s.callTime(id, 'judge:Jo', 2);
    for (const n of [1, 2, 3]) tables.turn('t2', n % 2 === 1 ? 'p1' : 'p2', n);
    expect(s.view(id, 'public').rounds[0]?.pairings[1]?.proposal).toEqual({ outcome: 'tie', games: ['p1', 'p2', 'tie'] });
  });

  it("stops a table's clock while a judge pauses it and adds a judge's extension, both in the log with the reason", () => {
    const s = service();
    const id = eightPlayerEvent(s);
    s.pairNextRound(id, 'organiser');
    s.startRound(id, 'organiser');
    now = new Date(START + 10 * 60_000);
    s.pauseTable(id, 3, 'judge:Jo', 'ruling at the table');
    now = new Date(START + 14 * 60_000);
    s.resumeTable(id, 3, 'judge:Jo');
    s.extendTable(id, 3, 3, 'judge:Jo', 'deck check');
    now = new Date(START + 50 * 60_000);
    s.tick();
    const view = s.view(id, 'public').rounds[0]?.pairings;
    expect(view?.[0]?.timeCalled).not.toBeNull();
    expect(view?.[2]?.timeCalled).toBeNull();
    expect(view?.[2]?.clock?.remainingMs).toBe(7 * 60_000);
    const log = s.exportJson(id).log.map((r) => r.event);
    expect(log).toContainEqual({ type: 'ClockPaused', round: 1, table: 3, at: '2026-11-25T18:10:00.000Z', judge: 'judge:Jo', reason: 'ruling at the table' });
    expect(log).toContainEqual({ type: 'TimeExtended', round: 1, table: 3, minutes: 3, judge: 'judge:Jo', reason: 'deck check' });
  });

  it('survives a restart: the same event, round, games and extra-turn count come back from the log', () => {
    const s = service();
    const id = eightPlayerEvent(s);
    s.pairNextRound(id, 'organiser');
    s.startRound(id, 'organiser');
    tables.play('t1', { type: 'TurnStarted', player: 'p1', number: 1 });
    s.callTime(id, 'organiser');
    const before = s.view(id, 'organiser');
    s.onModuleDestroy();
    const again = service();
    expect(again.view(id, 'organiser')).toEqual(before);
    tables.play('t1', { type: 'TurnEnded', player: 'p1', number: 1 });
    for (const n of [2, 3, 4]) tables.turn('t1', n % 2 === 0 ? 'p2' : 'p1', n);
    expect(again.view(id, 'public').rounds[0]?.pairings[0]?.proposal).toEqual({ outcome: 'tie', games: ['tie'] });
  });

  it('runs three rounds to standings with tiebreakers, with a drop, a late entry and a game loss', () => {
    const s = service();
    const id = eightPlayerEvent(s, { bestOf: 1 });
    for (let round = 1; round <= 3; round += 1) {
      if (round === 2) {
        s.dropPlayer(id, 'P8', 'organiser');
        s.registerPlayer(id, { name: 'Ivo' }, 'organiser');
      }
      const view = s.pairNextRound(id, 'organiser');
      s.startRound(id, 'organiser');
      const pairings = view.rounds[round - 1]?.pairings ?? [];
      for (const p of pairings) {
        if (p.p2 === null || p.tableId === null) continue;
        if (round === 3 && p.table === 1) s.givePenalty(id, { playerId: p.p1.id, kind: 'game-loss', reason: 'marked cards' }, 'judge:Jo');
        else tables.win(p.tableId, 'p1');
      }
      s.endRound(id, 'organiser');
    }
    const standings = s.view(id, 'public').standings;
    expect(standings).toHaveLength(9);
    expect(standings.find((r) => r.playerId === 'P8')).toMatchObject({ dropped: true });
    expect(standings.find((r) => r.playerId === 'P9')).toMatchObject({ losses: expect.any(Number) });
    expect(standings.map((r) => r.matchPoints)).toEqual([...standings.map((r) => r.matchPoints)].sort((a, b) => b - a));
    expect(() => s.pairNextRound(id, 'organiser')).toThrow('the Swiss rounds are over');
    s.closeEvent(id);
    expect(() => s.givePenalty(id, { playerId: 'P1', kind: 'warning', reason: 'late' }, 'judge:Jo')).toThrow('League Cup is closed');
    expect(service().list()[0]).toMatchObject({ closed: true });
    expect(s.standingsCsv(id).split('\r\n')[0]).toBe("rank,player,name,match points,wins,losses,ties,opponents' win %,opponents' opponents' win %,dropped");
  });

  it('tells the hub when a round ended, once, for the scheduled backup to take one then', () => {
    const s = service();
    const ended: { eventId: string; round: number }[] = [];
    bus.on('league.roundEnded', (e) => ended.push(e));
    const id = eightPlayerEvent(s, { bestOf: 1 });
    const view = s.pairNextRound(id, 'organiser');
    s.startRound(id, 'organiser');
    for (const p of view.rounds[0]?.pairings ?? []) if (p.p2 !== null && p.tableId !== null) tables.win(p.tableId, 'p1');
    expect(ended).toEqual([]);
    s.endRound(id, 'organiser');
    expect(ended).toEqual([{ eventId: id, round: 1 }]);
  });

  it("puts a Double Prize Card penalty into the running game's match log as a judge correction: the offending player's opponent needs 2 fewer Prize cards", () => {
    // Penalty Guidelines 2018, 7.3. Double Prize Card (src/rules TOURNAMENT_REFS.doublePrizeCard).
    const s = service();
    const id = eightPlayerEvent(s);
    s.pairNextRound(id, 'organiser');
    s.startRound(id, 'organiser');
    const [first] = s.view(id, 'public').rounds[0]!.pairings;
    s.givePenalty(id, { playerId: first!.p2!.id, kind: 'prize-penalty', prizes: 2, reason: 'drew an extra card' }, 'judge:Jo');
    expect(tables.corrections).toEqual([
      { tableId: 't1', matchId: 'm1', judge: 'judge:Jo', reason: 'Prize card penalty: drew an extra card', action: { kind: 'prize-card-penalty', player: 'p1', count: 2 } },
    ]);
    expect(s.exportJson(id).log.at(-1)).toMatchObject({
      actor: 'judge:Jo',
      event: { type: 'PenaltyGiven', playerId: first!.p2!.id, kind: 'prize-penalty', prizes: 2, matchId: 'm1', reason: 'drew an extra card', judge: 'judge:Jo', round: 1, table: 1 },
    });
    // A warning takes no Prize card.
    s.givePenalty(id, { playerId: first!.p1.id, kind: 'warning', reason: 'slow play' }, 'judge:Jo');
    expect(tables.corrections).toHaveLength(1);
  });

  it('a Prize card penalty the rules refuse in the game is not logged in the event either', () => {
    const s = service();
    const id = eightPlayerEvent(s);
    s.pairNextRound(id, 'organiser');
    s.startRound(id, 'organiser');
    tables.judgeCorrect = () => {
      throw new Error('The game is over.');
    };
    const before = s.exportJson(id).log.length;
    expect(() => s.givePenalty(id, { playerId: 'P1', kind: 'prize-penalty', reason: 'marked sleeves' }, 'judge:Jo')).toThrow('The game is over.');
    expect(s.exportJson(id).log).toHaveLength(before);
  });

  it("tells the event's watchers when a round starts, when time is called and as each extra turn begins (league.changed)", () => {
    const s = service();
    const id = eightPlayerEvent(s);
    s.pairNextRound(id, 'organiser');
    const changes: string[] = [];
    bus.on('league.changed', (e) => changes.push(e.eventId));
    s.startRound(id, 'organiser');
    expect(changes.length).toBeGreaterThan(0);
    tables.play('t1', { type: 'TurnStarted', player: 'p1', number: 1 });
    changes.length = 0;
    s.callTime(id, 'organiser');
    expect(changes).toEqual([id]);
    changes.length = 0;
    tables.play('t1', { type: 'TurnEnded', player: 'p1', number: 1 });
    expect(changes).toEqual([id]);
    expect(s.view(id, 'public').rounds[0]?.pairings[0]?.timeCalled?.turn).toBe(1);
  });

  it("follows a judge's restore that reopens a game it has scored: the match result is taken back and comes from the game as it ends now", () => {
    const s = service();
    const id = eightPlayerEvent(s, { bestOf: 1 });
    s.pairNextRound(id, 'organiser');
    s.startRound(id, 'organiser');
    tables.turn('t1', 'p1', 1, { type: 'PrizesTaken', player: 'p1', count: 1 });
    tables.win('t1', 'p1');
    const atTable1 = () => s.view(id, 'public').rounds[0]!.pairings[0]!;
    expect(atTable1().result).toEqual({ outcome: 'p1', games: ['p1'], by: 'games' });
    // The winning attack was illegal: the judge puts the game back into turn 2, p1 having taken 1 Prize card.
    tables.play('t1', { type: 'JudgeRestored', judge: 'Jo', reason: 'attack without enough Energy', toSeq: 3, state: { stage: 'main', winner: null, turn: { number: 2 }, players: { p1: { prizesTaken: 1 }, p2: { prizesTaken: 0 } } } });
    expect(atTable1()).toMatchObject({ result: null, proposal: null, games: [{ game: 1, outcome: null, prizesTaken: null }] });
    expect(s.exportJson(id).log.at(-1)).toMatchObject({ actor: 'judge:Jo', event: { type: 'GameReopened', round: 1, table: 1, game: 1, judge: 'Jo', reason: 'attack without enough Energy' } });
    // Time is called in turn 2 of the restored game: that turn is Turn 0.
    s.callTime(id, 'judge:Jo', 1);
    expect(atTable1().timeCalled?.turn).toBe(0);
    tables.play('t1', { type: 'TurnEnded', player: 'p2', number: 2 });
    tables.win('t1', 'p2');
    expect(atTable1().result).toBeNull();
    expect(atTable1().games).toEqual([{ game: 1, matchId: 'm1', outcome: 'p2', prizesTaken: { p1: 1, p2: 6 } }]);
    expect(atTable1().proposal).toEqual({ outcome: 'p2', games: ['p2'] });
  });

  describe("each player confirms the hub's proposal from their own tablet, with their seat's code", () => {
    // Play! Pokémon Tournament Rules Handbook, end-of-match procedure: both players agree on the result.
    /** Best of one, time called at table 1 in turn 1, p1 then wins on Prize cards in the extra turns: the hub proposes p1. */
    function proposedAtTable1() {
      const s = service();
      const id = eightPlayerEvent(s, { bestOf: 1 });
      s.pairNextRound(id, 'organiser');
      s.startRound(id, 'organiser');
      tables.turn('t1', 'p1', 1, { type: 'PrizesTaken', player: 'p1', count: 1 });
      tables.play('t1', { type: 'TurnStarted', player: 'p2', number: 2 });
      s.callTime(id, 'judge:Jo', 1);
      tables.play('t1', { type: 'TurnEnded', player: 'p2', number: 2 });
      tables.win('t1', 'p1');
      const atTable1 = () => s.view(id, 'public').rounds[0]!.pairings[0]!;
      expect(atTable1().proposal).toEqual({ outcome: 'p1', games: ['p1'] });
      return { s, id, atTable1 };
    }

    it('one seat confirming records nothing yet; the other seat confirming records the proposal', () => {
      const { s, id, atTable1 } = proposedAtTable1();
      s.confirmSeat(id, 1, 1, 't1-B');
      expect(atTable1()).toMatchObject({ confirmedBy: ['p2'], result: null });
      expect(s.exportJson(id).log.at(-1)).toMatchObject({ actor: 'players', event: { type: 'ResultConfirmed', round: 1, table: 1, seat: 'p2' } });
      s.confirmSeat(id, 1, 1, 't1-A');
      expect(atTable1().result).toEqual({ outcome: 'p1', games: ['p1'], by: 'players' });
      expect(s.exportJson(id).log.slice(-2).map((e) => e.event.type)).toEqual(['ResultConfirmed', 'MatchResultRecorded']);
    });

    it('the same seat confirming twice is one confirmation, not two', () => {
      const { s, id, atTable1 } = proposedAtTable1();
      s.confirmSeat(id, 1, 1, 't1-A');
      s.confirmSeat(id, 1, 1, 't1-A');
      expect(atTable1()).toMatchObject({ confirmedBy: ['p1'], result: null });
    });

    it("a judge's restore that changes the proposal drops the confirmations of the old one", () => {
      const { s, id, atTable1 } = proposedAtTable1();
      s.confirmSeat(id, 1, 1, 't1-B');
      tables.play('t1', { type: 'JudgeRestored', judge: 'Jo', reason: 'attack without enough Energy', toSeq: 4, state: { stage: 'main', winner: null, turn: { number: 2 }, players: { p1: { prizesTaken: 1 }, p2: { prizesTaken: 0 } } } });
      expect(atTable1()).toMatchObject({ proposal: null, confirmedBy: [] });
      tables.win('t1', 'p2');
      expect(atTable1()).toMatchObject({ proposal: { outcome: 'p2', games: ['p2'] }, confirmedBy: [] });
      s.confirmSeat(id, 1, 1, 't1-A');
      expect(atTable1()).toMatchObject({ confirmedBy: ['p1'], result: null });
    });

    it("refuses a code that is no seat's at the table, and logs nothing", () => {
      const { s, id, atTable1 } = proposedAtTable1();
      const logged = s.exportJson(id).log.length;
      for (const code of ['t2-A', 'nope']) expect(() => s.confirmSeat(id, 1, 1, code)).toThrow(expect.objectContaining({ code: 'forbidden' }));
      expect(s.exportJson(id).log).toHaveLength(logged);
      expect(atTable1()).toMatchObject({ confirmedBy: [], result: null });
    });

    it('whatever the order and repeats, the result is recorded exactly when both seats have confirmed, and a wrong code is never logged', () => {
      fc.assert(
        fc.property(fc.array(fc.constantFrom('t1-A', 't1-B', 't1-X'), { maxLength: 6 }), (codes) => {
          // A fresh hub for each run: the same table must not carry another run's event.
          db.close();
          rmSync(dir, { recursive: true, force: true });
          dir = mkdtempSync(join(tmpdir(), 'league-'));
          db = openHubFile();
          tables = new ScriptedTables();
          const { s, id, atTable1 } = proposedAtTable1();
          for (const code of codes) {
            if (atTable1().result !== null) break;
            try {
              s.confirmSeat(id, 1, 1, code);
            } catch (error) {
              expect([code, error]).toMatchObject(['t1-X', { code: 'forbidden' }]);
            }
          }
          const seatsSeen = new Set(codes.filter((c) => c !== 't1-X'));
          expect(atTable1().result !== null).toBe(seatsSeen.size === 2);
          const confirmations = s.exportJson(id).log.filter((e) => e.event.type === 'ResultConfirmed');
          expect(confirmations).toHaveLength(seatsSeen.size);
        }),
        { numRuns: 25 },
      );
    });

    it('refuses a confirmation where the hub proposes nothing yet', () => {
      const s = service();
      const id = eightPlayerEvent(s);
      s.pairNextRound(id, 'organiser');
      s.startRound(id, 'organiser');
      expect(() => s.confirmSeat(id, 1, 1, 't1-A')).toThrow(expect.objectContaining({ code: 'conflict' }));
    });
  });

  it('keeps deck registrations and Play! Pokémon IDs from the public view', () => {
    const s = service();
    const id = eightPlayerEvent(s);
    s.registerPlayer(id, { name: 'Ivo', playId: '1234567', deckList: '4 Pikachu ex SSP 57' }, 'organiser');
    expect(s.view(id, 'organiser').players.at(-1)).toMatchObject({ playId: '1234567', deckRegistrationId: 7 });
    expect(s.view(id, 'public').players.at(-1)).toEqual({ id: 'P9', name: 'Ivo', firstRound: 1, dropped: false });
  });

  it('checks a deck read card by card on a free table, and names the missing card and the extra one', () => {
    const s = service();
    const id = eightPlayerEvent(s);
    s.registerPlayer(id, { name: 'Ivo', deckList: '4 Pikachu ex SSP 57\n2 Boss\'s Orders MEG 114' }, 'organiser');
    expect(() => checks.startDeckCheck(id, 'P1', 't9', 'judge:Jo')).toThrow('Ana has registered no deck list to check against');
    checks.startDeckCheck(id, 'P9', 't9', 'judge:Jo');
    // Three Pikachu ex (one read twice), both Boss's Orders, and an Iono that is not on the list; a read at another table does not count.
    for (const [uid, cardId] of [['u1', 'sv8-57'], ['u2', 'sv8-57'], ['u2', 'sv8-57'], ['u3', 'sv8-57'], ['u4', 'me1-114'], ['u5', 'me1-114'], ['u6', 'sv2-185']]) readers.read('t9', uid!, cardId!);
    readers.read('t1', 'u7', 'sv8-57');
    const done = checks.finishDeckCheck(id, 'P9', 'judge:Jo');
    expect(done).toMatchObject({ scanned: 6, judge: 'judge:Jo' });
    expect(done.result).toEqual({ judge: 'judge:Jo', missing: [{ cardId: 'sv8-57', count: 1, name: 'Pikachu ex' }], extra: [{ cardId: 'sv2-185', count: 1, name: 'Iono' }] });
    expect(s.exportJson(id).log.map((r) => r.event.type).filter((t) => t.startsWith('Deck'))).toEqual(['DeckCheckStarted', ...Array(6).fill('DeckCardsScanned'), 'DeckCheckFinished']);
    expect(s.view(id, 'public')).not.toHaveProperty('deckChecks');
  });

  it('takes the cards a station sends for a deck check, once each', () => {
    const s = service();
    const id = eightPlayerEvent(s);
    s.registerPlayer(id, { name: 'Ivo', deckList: 'x' }, 'organiser');
    checks.startDeckCheck(id, 'P9', null, 'organiser');
    const cards = [...['a', 'b', 'c', 'd'].map((uid) => ({ uid, cardId: 'sv8-57' })), { uid: 'e', cardId: 'me1-114' }, { uid: 'e', cardId: 'me1-114' }];
    expect(checks.scanCards(id, 'P9', cards, 'organiser').scanned).toBe(5);
    expect(checks.finishDeckCheck(id, 'P9', 'organiser').result?.missing).toEqual([{ cardId: 'me1-114', count: 1, name: "Boss's Orders" }]);
  });

  it('imports pairings made elsewhere from CSV, and names what it cannot read', () => {
    const s = service();
    const id = eightPlayerEvent(s);
    expect(() => s.importRound(id, 'table,player1,player2\n1,P1,P2\n2,Nobody,P3\n', 'organiser')).toThrow(/row 3: no player "Nobody"/);
    const view = s.importRound(id, 'table,player1,player2\r\n1,Ana,Ben\r\n2,P3,P4\r\n3,Eva,Finn\r\n4,"Gul",P8\r\n', 'organiser');
    expect(view.rounds[0]?.pairings.map((p) => [p.table, p.p1.id, p.p2?.id, p.tableId])).toEqual([[1, 'P1', 'P2', 't1'], [2, 'P3', 'P4', 't2'], [3, 'P5', 'P6', 't3'], [4, 'P7', 'P8', 't4']]);
  });

  it("exports its log as a hash chain the match log's verifier accepts, and the verifier sees a changed fact", () => {
    const s = service();
    const id = eightPlayerEvent(s);
    s.pairNextRound(id, 'organiser');
    const text = s.exportLog(id);
    expect(verifyExport(text)).toMatchObject({ ok: true, events: 10 });
    expect(verifyExport(text.replace('"name":"Ana"', '"name":"Anna"')).ok).toBe(false);
  });

  it('does not start a round while another game runs at one of its tables', () => {
    const s = service();
    const id = eightPlayerEvent(s);
    s.pairNextRound(id, 'organiser');
    tables.busy.add('t3');
    expect(() => s.startRound(id, 'organiser')).toThrow('a game is still running at t3: end it before the round starts');
    expect(s.view(id, 'public').rounds[0]?.startedAt).toBeNull();
  });

  describe("the organiser's corrections before a player is paired", () => {
    it('renames a mistyped player: the views, the pairings and the event log carry the new name', () => {
      const s = service();
      const id = eightPlayerEvent(s);
      s.renamePlayer(id, 'P2', 'Benedikt', 'organiser');
      const paired = s.pairNextRound(id, 'organiser');
      expect(s.view(id, 'public').players.find((p) => p.id === 'P2')?.name).toBe('Benedikt');
      expect(paired.rounds[0]?.pairings.flatMap((p) => [p.p1, p.p2]).find((p) => p?.id === 'P2')?.name).toBe('Benedikt');
      expect(s.exportJson(id).log.at(-2)).toMatchObject({ actor: 'organiser', event: { type: 'PlayerRenamed', playerId: 'P2', name: 'Benedikt', by: 'organiser' } });
    });

    it('removes a player registered by mistake, logged, and never gives their id to the next player', () => {
      const s = service();
      const id = eightPlayerEvent(s);
      s.registerPlayer(id, { name: 'Ivo' }, 'organiser');
      const removed = s.removePlayer(id, 'P9', 'organiser');
      expect(removed.players.map((p) => p.id)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']);
      expect(s.exportJson(id).log.at(-1)).toMatchObject({ actor: 'organiser', event: { type: 'PlayerRemoved', playerId: 'P9', by: 'organiser' } });
      expect(s.registerPlayer(id, { name: 'Ivy' }, 'organiser').playerId).toBe('P10');
      // The log replays to the same event after a restart, and its chain still verifies.
      expect(service().view(id, 'organiser').players.map((p) => p.name).slice(-1)).toEqual(['Ivy']);
      expect(verifyExport(s.exportLog(id)).ok).toBe(true);
    });

    it('refuses to remove a player once a round pairs them, a bye included: they are dropped instead', () => {
      const s = service();
      const id = eightPlayerEvent(s);
      s.registerPlayer(id, { name: 'Ivo' }, 'organiser'); // nine players: one has the bye
      s.pairNextRound(id, 'organiser');
      for (const playerId of ['P1', 'P9']) expect(() => s.removePlayer(id, playerId, 'organiser')).toThrow(/is paired in round 1: drop them instead/);
      expect(s.view(id, 'organiser').players).toHaveLength(9);
    });

    it('refuses to remove a player a penalty names', () => {
      const s = service();
      const id = eightPlayerEvent(s);
      s.givePenalty(id, { playerId: 'P3', kind: 'warning', reason: 'late' }, 'judge:Jo');
      expect(() => s.removePlayer(id, 'P3', 'organiser')).toThrow('Cleo has a penalty on record: drop them instead');
    });
  });

  it('refuses to pair the next round while the current one is not over', () => {
    const s = service();
    const id = eightPlayerEvent(s);
    s.pairNextRound(id, 'organiser');
    expect(() => s.pairNextRound(id, 'organiser')).toThrow('round 1 is not over yet');
  });
});
