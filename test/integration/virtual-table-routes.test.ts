import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView, Seat } from '../../src/rules/index.js';
import { viewWhere } from '../browser/game-flow.js';
import { adminFetch, SeatClient } from '../browser/seat-client.js';
import { startHub, type HubProcess } from '../support/hub-process.js';

interface Sticker {
  uid: string;
  seat: Seat;
  card: { id: string; name: string };
}

/**
 * The organiser's routes of the virtual table and the seat actions, on a real hub: stickers the hub
 * makes and enrols, so an Energy stacked on a Pokémon on the simulated zones is attached with no
 * question; the zones read back after a reload; each seat's actions checked with the rules.
 */
describe('the virtual table and the seat actions over REST', () => {
  let hub: HubProcess;
  const seats = {} as Record<Seat, SeatClient>;
  let codes: Record<Seat, string>;

  const zone = (name: string, body: unknown) =>
    fetch(`${hub.url}/api/demo/tables/demo/zones/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const seatActions = (code?: string) => fetch(`${hub.url}/api/tables/demo/seat-actions`, { headers: code === undefined ? {} : { 'x-seat-code': code } });

  beforeAll(async () => {
    hub = await startHub();
  });

  afterAll(async () => {
    seats.p1?.close();
    seats.p2?.close();
    await hub?.stop();
  });

  it('makes and enrols stickers for the organiser only, for the cards of the catalogue only', async () => {
    const open = await fetch(`${hub.url}/api/demo/tables/demo/stickers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seat: 'p1', cards: ['xy0-8'] }) });
    expect(open.status).toBe(401);
    const unknown = await adminFetch(hub, '/api/demo/tables/demo/stickers', { seat: 'p1', cards: ['xy0-8', 'nope-99'] });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe('no card "nope-99" in the catalogue');
    // A page cannot name the UID: the hub makes it.
    const named = await adminFetch(hub, '/api/demo/tables/demo/stickers', { seat: 'p1', cards: ['xy0-8'], uid: '04AAAAAAAAAAAA' });
    expect(named.status).toBe(400);
    expect((await adminFetch(hub, '/api/demo/tables/nowhere/stickers', { seat: 'p1', cards: ['xy0-8'] })).status).toBe(404);
  });

  it('attaches an Energy stacked on the Active Pokémon with no prompt, and reads the zones back after a reload', async () => {
    const made = async (seat: Seat, cards: string[]) => ((await (await adminFetch(hub, '/api/demo/tables/demo/stickers', { seat, cards })).json()) as { stickers: Sticker[] }).stickers;
    const [fennekin, fire] = await made('p1', ['xy0-8', 'sve-2']);
    const [chespin] = await made('p2', ['xy0-3']);
    expect(fennekin!.uid).toMatch(/^04[0-9A-F]{12}$/);
    expect([fennekin!.card.name, fire!.card.name, chespin!.seat]).toEqual(['Fennekin', 'Basic Fire Energy', 'p2']);

    expect((await adminFetch(hub, '/api/tables/demo/match', { players: [{ name: 'Ash' }, { name: 'Misty' }] })).status).toBe(201);
    codes = (await (await adminFetch(hub, '/api/tables/demo/join-codes')).json()) as Record<Seat, string>;
    seats.p1 = await SeatClient.join(hub, 'demo', codes.p1);
    seats.p2 = await SeatClient.join(hub, 'demo', codes.p2);
    const tossed = await viewWhere(seats.p1, (v) => v.stage === 'choose-first');
    await seats[tossed.tossWinner!].mustAccept({ type: 'ChooseFirstPlayer', player: tossed.tossWinner!, first: 'p1' });

    // Only a card id on the first tag, as the virtual table sends it; the rest the hub knows from the stickers.
    expect((await zone('p1.active', { action: 'place', uid: fennekin!.uid })).status).toBe(204);
    expect((await zone('p2.active', { action: 'place', uid: chespin!.uid })).status).toBe(204);
    await viewWhere(seats.p1, (v) => v.players.p1.active !== null && v.players.p2.active !== null, 15_000);
    await seats.p1.mustAccept({ type: 'FinishSetup', player: 'p1' });
    await seats.p2.mustAccept({ type: 'FinishSetup', player: 'p2' });
    await viewWhere(seats.p1, (v) => v.turn?.number === 1);

    expect((await zone('p1.active', { action: 'several', uids: [fennekin!.uid, fire!.uid] })).status).toBe(204);
    const attached = await viewWhere(seats.p1, (v: GameView) => (v.players.p1.active && 'attached' in v.players.p1.active ? v.players.p1.active.attached.length : 0) === 1, 15_000);
    // The mirror attached it itself: a tag it did not know would have raised "Enrol it" and attached nothing.
    expect(attached.turn?.energyAttached).toBe(1);

    const laidOut = (await (await adminFetch(hub, '/api/demo/tables/demo/virtual')).json()) as { stickers: Sticker[]; zones: Record<string, string[]> };
    expect(laidOut.zones).toEqual({ 'p1.active': [fennekin!.uid, fire!.uid], 'p2.active': [chespin!.uid] });
    expect(laidOut.stickers.map((s) => [s.seat, s.card.id])).toEqual([
      ['p1', 'xy0-8'],
      ['p1', 'sve-2'],
      ['p2', 'xy0-3'],
    ]);
    expect((await fetch(`${hub.url}/api/demo/tables/demo/virtual`)).status).toBe(401);
  });

  it("serves each seat its actions, checked with the rules, to that seat's code only", async () => {
    expect((await seatActions()).status).toBe(401);
    expect((await seatActions('WRONG7')).status).toBe(401);
    const answer = await seatActions(codes.p1);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { stateId: string; seat: Seat; actions: { action: string; legal: boolean; violation?: { code: string; ref: { file: string } } }[] };
    expect(body.seat).toBe('p1');
    expect(body.stateId).toBe(seats.p1.stateId);
    // Turn 1 of the player who goes first: Fennekin's attacks are refused with the rule (000), ending the turn is not.
    expect(body.actions.map((a) => [a.action, a.legal, a.violation?.code])).toEqual([
      ['attack:0', false, 'first-turn-attack'],
      ['attack:1', false, 'first-turn-attack'],
      ['retreat', false, 'no-such-pokemon'],
      ['end-turn', true, undefined],
    ]);
    expect(body.actions[0]?.violation?.ref.file).toBe('000_0830806de1b6dc84.txt');
  });
});
