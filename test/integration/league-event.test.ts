import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogueDir } from '../../src/catalogue/source-paths.js';
import type { LeagueView } from '../../src/league/league-view.js';
import { verifyExport } from '../../src/match-log/verify-export.js';
import type { GameView, Seat } from '../../src/rules/index.js';
import { viewWhere } from '../browser/game-flow.js';
import { SeatClient } from '../browser/seat-client.js';
import { startHub, type HubProcess } from '../support/hub-process.js';

/**
 * A league event on a running hub: 8 players, best-of-three, 3 Swiss rounds on 4 tables. Games are
 * played through the engine over the WebSocket (a concession ends a game quickly; in round 2 turns
 * are played). In round 2 the organiser calls time while each table's game 2 is in its first turn:
 * that turn is Turn 0, the hub counts three more from the engine's turn events, and proposes the
 * result (Play! Pokémon Tournament Rules Handbook, end-of-match procedure), which the players confirm
 * with their seat codes. The hub is restarted between Turn 0 and the extra turns. At the end a judge
 * checks a player's deck, read card by card on the free demo table's zones, one card short.
 */
const TABLES = ['lg-1', 'lg-2', 'lg-3', 'lg-4'];
const PLAYERS = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gul', 'Hana'];
const JUDGE = { name: 'Demo Judge', pin: '0000' };
/** The demo catalogue's Miraidon deck (legal in Expanded): Ana registers it. */
const demoDeck = (JSON.parse(readFileSync(join(demoCatalogueDir(), 'decks', 'en', 'sv1.json'), 'utf8')) as { cards: { id: string; count: number }[] }[])[0]!;

describe('a 3-round best-of-three league event of 8 players on 4 tables', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-league-'));
  let hub: HubProcess;
  let eventId: string;
  const seated = new Map<string, Record<Seat, SeatClient>>();

  const call = async (path: string, body?: unknown, expected = [200, 201]): Promise<unknown> => {
    const response = await fetch(`${hub.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${hub.adminToken}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!expected.includes(response.status)) throw new Error(`${path}: ${response.status} ${text}`);
    return response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text;
  };
  /** A judge at the table: name and PIN in the body, no admin token. */
  const asJudge = async (path: string, body: Record<string, unknown>, judge = JUDGE) => {
    const response = await fetch(`${hub.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ judge, ...body }) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const event = async () => (await call(`/api/league/events/${eventId}`)) as LeagueView;
  const pairingsNow = async () => (await event()).rounds.at(-1)?.pairings ?? [];
  const until = async <T>(what: string, test: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await test();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`${what} never happened: ${JSON.stringify(await pairingsNow()).slice(0, 3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const closeSeats = () => {
    for (const seats of seated.values()) {
      seats.p1.close();
      seats.p2.close();
    }
    seated.clear();
  };
  const takeSeats = async () => {
    closeSeats();
    const codes = (await call(`/api/league/events/${eventId}/rounds/current/seat-codes`)) as { tableId: string; codes: Record<Seat, string> }[];
    for (const { tableId, codes: c } of codes) seated.set(tableId, { p1: await SeatClient.join(hub, tableId, c.p1), p2: await SeatClient.join(hub, tableId, c.p2) });
    return codes;
  };
  /** The running game at the table: its match id, once the league has started it. */
  const gameAt = async (tableId: string, game: number) =>
    until(`game ${game} at ${tableId}`, async () => (await pairingsNow()).find((p) => p.tableId === tableId)?.games.find((g) => g.game === game)?.matchId);
  /** Toss, first player, both Active Pokémon, setup finished: turn 1 runs. Returns who plays first. */
  const setUp = async (tableId: string, matchId: string): Promise<Seat> => {
    const seats = seated.get(tableId)!;
    const tossed = await viewWhere(seats.p1, (v) => v.matchId === matchId && v.stage === 'choose-first');
    const first = tossed.tossWinner!;
    const second: Seat = first === 'p1' ? 'p2' : 'p1';
    await seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await seats[first].mustAccept({ type: 'PlaceActive', player: first, card: 'xy0-26' });
    await seats[second].mustAccept({ type: 'PlaceActive', player: second, card: 'xy0-12' });
    await seats[first].mustAccept({ type: 'FinishSetup', player: first });
    await seats[second].mustAccept({ type: 'FinishSetup', player: second });
    await viewWhere(seats[first], (v) => v.matchId === matchId && v.turn?.number === 1);
    return first;
  };
  const concede = async (tableId: string, game: number, loser: Seat) => {
    const matchId = await gameAt(tableId, game);
    const seats = seated.get(tableId)!;
    await viewWhere(seats[loser], (v: GameView) => v.matchId === matchId && v.stage !== 'not-started');
    await seats[loser].mustAccept({ type: 'Concede', player: loser });
  };
  const endTurn = async (tableId: string) => {
    const seats = seated.get(tableId)!;
    const view = (seats.p1.latestView() as GameView | null)!;
    const player = view.turn!.player;
    const number = view.turn!.number;
    await seats[player].mustAccept({ type: 'EndTurn', player });
    await viewWhere(seats.p1, (v) => v.turn !== null && v.turn.number === number + 1);
  };
  const resultsIn = async () => until('every result', async () => ((await pairingsNow()).every((p) => p.p2 === null || p.result !== null) ? true : undefined), 30_000);

  beforeAll(async () => {
    hub = await startHub({ dataDir });
    for (const id of TABLES) await call('/api/tables', { id, name: `League ${id}` });
    const created = (await call('/api/league/events', {
      name: 'League Challenge',
      date: '2026-11-25',
      format: 'expanded',
      bestOf: 3,
      roundMinutes: 50,
      rounds: 3,
      tableIds: TABLES,
    })) as LeagueView;
    eventId = created.event.eventId;
    const { list } = (await call('/api/decks/export', { cards: demoDeck.cards.map(({ id, count }) => ({ id, count })) })) as { list: string };
    for (const name of PLAYERS) await call(`/api/league/events/${eventId}/players`, name === 'Ana' ? { name, playId: '1234567', deckList: list } : { name });
  }, 120_000);

  afterAll(async () => {
    closeSeats();
    await hub?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('round 1: pairs 8 players on the 4 tables, and records each best-of-three from its games', async () => {
    const paired = (await call(`/api/league/events/${eventId}/rounds`, {})) as LeagueView;
    expect(paired.rounds[0]?.pairings.map((p) => p.tableId)).toEqual(TABLES);
    await call(`/api/league/events/${eventId}/rounds/current/start`, {});
    await takeSeats();
    for (const tableId of TABLES) {
      await concede(tableId, 1, 'p2');
      // Table 1 goes to three games: p2 wins game 2.
      if (tableId === 'lg-1') await concede(tableId, 2, 'p1');
      await concede(tableId, tableId === 'lg-1' ? 3 : 2, 'p2');
    }
    await resultsIn();
    const pairings = await pairingsNow();
    expect(pairings.map((p) => p.result?.games)).toEqual([['p1', 'p2', 'p1'], ['p1', 'p1'], ['p1', 'p1'], ['p1', 'p1']]);
    await call(`/api/league/events/${eventId}/rounds/current/end`, {});
  });

  it('round 2: time is called in game 2, the turn in progress is Turn 0, and the hub counts three more turns across a restart', async () => {
    await call(`/api/league/events/${eventId}/rounds`, {});
    const view = await event();
    // Round 2 pairs winners with winners.
    const points = new Map(view.standings.map((s) => [s.playerId, s.matchPoints]));
    for (const p of view.rounds[1]!.pairings) expect(points.get(p.p1.id)).toBe(points.get(p.p2!.id));
    await call(`/api/league/events/${eventId}/rounds/current/start`, {});
    const codes = await takeSeats();
    for (const tableId of TABLES) {
      await concede(tableId, 1, 'p2');
      await setUp(tableId, await gameAt(tableId, 2));
    }
    await call(`/api/league/events/${eventId}/rounds/current/time`, {});
    expect((await pairingsNow()).map((p) => p.timeCalled?.turn)).toEqual([0, 0, 0, 0]);

    closeSeats();
    await hub.stop();
    hub = await startHub({ dataDir });
    expect((await pairingsNow()).map((p) => p.timeCalled?.turn)).toEqual([0, 0, 0, 0]);
    for (const { tableId, codes: c } of codes) seated.set(tableId, { p1: await SeatClient.join(hub, tableId, c.p1), p2: await SeatClient.join(hub, tableId, c.p2) });

    for (const tableId of TABLES) {
      for (let turn = 1; turn <= 3; turn += 1) {
        await endTurn(tableId);
        await until(`turn ${turn} at ${tableId}`, async () => ((await pairingsNow()).find((p) => p.tableId === tableId)?.timeCalled?.turn === turn ? true : undefined));
      }
      expect((await pairingsNow()).find((p) => p.tableId === tableId)?.proposal).toBeNull();
      await endTurn(tableId);
    }
    // Game 2 is a tie on Prize cards (none taken); p1 won game 1: p1 wins the match.
    const proposals = await until('every proposal', async () => {
      const pairings = await pairingsNow();
      return pairings.every((p) => p.proposal !== null) ? pairings.map((p) => p.proposal) : undefined;
    });
    expect(proposals).toEqual(TABLES.map(() => ({ outcome: 'p1', games: ['p1', 'tie'] })));
    // Table 1's players confirm each from their own tablet, with their own seat's code; the others with both codes at once.
    const [first, ...others] = codes;
    const atTable1 = async () => (await pairingsNow()).find((p) => p.table === 1)!;
    await call(`/api/league/events/${eventId}/rounds/2/tables/1/result`, { confirmSeat: first!.codes.p2 });
    expect(await atTable1()).toMatchObject({ confirmedBy: ['p2'], result: null });
    await call(`/api/league/events/${eventId}/rounds/2/tables/1/result`, { confirmSeat: others[0]!.codes.p1 }, [401]);
    await call(`/api/league/events/${eventId}/rounds/2/tables/1/result`, { confirmSeat: first!.codes.p1 });
    expect((await atTable1()).result).toEqual({ outcome: 'p1', games: ['p1', 'tie'], by: 'players' });
    for (const [i, { codes: c }] of others.entries()) await call(`/api/league/events/${eventId}/rounds/2/tables/${i + 2}/result`, { confirm: c });
    await resultsIn();
    await call(`/api/league/events/${eventId}/rounds/current/end`, {});
  });

  it('round 3 and the standings: match points, then opponents\' and opponents\' opponents\' win percentage; the log verifies', async () => {
    await call(`/api/league/events/${eventId}/rounds`, {});
    await call(`/api/league/events/${eventId}/rounds/current/start`, {});
    await takeSeats();
    for (const tableId of TABLES) {
      await concede(tableId, 1, 'p1');
      await concede(tableId, 2, 'p1');
    }
    await resultsIn();
    await call(`/api/league/events/${eventId}/rounds/current/end`, {});
    const standings = (await event()).standings;
    expect(standings).toHaveLength(8);
    expect(standings.map((s) => s.matchPoints).reduce((a, b) => a + b, 0)).toBe(3 * 3 * 4);
    for (let i = 1; i < standings.length; i += 1) {
      const [a, b] = [standings[i - 1]!, standings[i]!];
      expect(a.matchPoints > b.matchPoints || (a.matchPoints === b.matchPoints && (a.owp > b.owp || (a.owp === b.owp && a.oowp >= b.oowp)))).toBe(true);
    }
    for (const s of standings) expect(s.owp).toBeGreaterThanOrEqual(0.25);
    const csv = (await call(`/api/league/events/${eventId}/standings.csv`)) as string;
    expect(csv.split('\r\n')).toHaveLength(10);
    const log = (await call(`/api/league/events/${eventId}/log`)) as string;
    expect(verifyExport(log)).toMatchObject({ ok: true });
    // The refusal names its reason, which a page words in its reader's language.
    expect(await call(`/api/league/events/${eventId}/rounds`, {}, [409])).toMatchObject({ error: { code: 'conflict', reason: 'swiss-over', params: {} } });
  });

  it('a judge checks Ana\'s deck card by card on the demo table\'s zones: one card is missing, named', async () => {
    expect((await asJudge(`/api/league/events/${eventId}/deck-checks`, { playerId: 'P1', tableId: 'demo' }, { name: 'Demo Judge', pin: '9999' })).status).toBe(401);
    const started = await asJudge(`/api/league/events/${eventId}/deck-checks`, { playerId: 'P1', tableId: 'demo' });
    expect(started).toMatchObject({ status: 201, body: { scanned: 0 } });
    const cards = demoDeck.cards.flatMap(({ id, count }) => Array.from({ length: count }, () => id));
    const left = cards.slice(1);
    for (const [i, cardId] of left.entries()) {
      const zone = i % 2 === 0 ? 'p1.active' : 'p2.active';
      await call(`/api/demo/tables/demo/zones/${zone}`, { action: 'place', uid: `04${String(i).padStart(12, '0')}`, cardId }, [204]);
      await call(`/api/demo/tables/demo/zones/${zone}`, { action: 'remove' }, [204]);
    }
    const done = (await asJudge(`/api/league/events/${eventId}/deck-checks/P1/finish`, {})).body;
    expect(done.scanned).toBe(left.length);
    expect(done.result).toEqual({ judge: 'judge:Demo Judge', missing: [{ cardId: cards[0], count: 1, name: expect.any(String) }], extra: [] });
    // Nobody but the organiser sees a deck list: not the public view, not a player's.
    expect(JSON.stringify(await event())).not.toContain(cards[0]!);
    expect(JSON.stringify(await call(`/api/league/events/${eventId}/players/P1`))).not.toContain('deckRegistrationId');
    const log = (await call(`/api/league/events/${eventId}/log`)) as string;
    expect(log).toContain('"type":"DeckCheckFinished"');
    expect(verifyExport(log)).toMatchObject({ ok: true });
  });
});
