import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogueDir } from '../../src/catalogue/source-paths.js';
import type { GameView, Seat } from '../../src/rules/index.js';
import { viewWhere } from '../browser/game-flow.js';
import { SeatClient } from '../browser/seat-client.js';
import { api, startHub, type HubProcess } from '../support/hub-process.js';

/**
 * A match started with the players' registered decks (issue 13, item 14) on a real hub process: the hub brings
 * each registration's list to the rules, so a card taken from the deck must be one the deck holds
 * (000 "Zusammenstellen von Decks").
 */
const EVENT = 'league-night-7';
/** The demo's Miraidon deck (sv1): four Pawmi, four Nest Ball, no Chespin. */
const demoDeck = (JSON.parse(readFileSync(join(demoCatalogueDir(), 'decks', 'en', 'sv1.json'), 'utf8')) as { cards: { id: string; count: number }[] }[])[0]!;
const NEST_BALL = 'Search your deck for a Basic Pokémon and put it onto your Bench. Then, shuffle your deck.';

let hub: HubProcess;
let seats: Record<Seat, SeatClient> | undefined;
const registrations: Partial<Record<'Ash' | 'Misty', number>> = {};

beforeAll(async () => {
  hub = await startHub();
  const { body } = await api(hub, 'POST', '/api/decks/export', { cards: demoDeck.cards.map(({ id, count }) => ({ id, count })) });
  for (const player of ['Ash', 'Misty'] as const) {
    const registered = await api(hub, 'POST', '/api/decks/registrations', { scope: 'event', scopeId: EVENT, player, format: 'expanded', list: body.list });
    expect(registered.status).toBe(201);
    registrations[player] = registered.body.id;
  }
}, 60_000);

afterAll(async () => {
  seats?.p1.close();
  seats?.p2.close();
  await hub?.stop();
});

describe('starting a match with registered decks', () => {
  it('refuses an unknown registration and one for another format, naming it', async () => {
    const unknown = await api(hub, 'POST', '/api/tables/demo/match', { format: 'expanded', players: [{ name: 'Ash', deckRegistration: 9999 }, { name: 'Misty' }] });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'not-found', message: 'no deck registration 9999' } } });
    const otherFormat = await api(hub, 'POST', '/api/tables/demo/match', { format: 'standard', players: [{ name: 'Ash', deckRegistration: registrations.Ash }, { name: 'Misty' }] });
    expect(otherFormat).toMatchObject({ status: 400, body: { error: { message: `deck registration ${registrations.Ash} (Ash) is for expanded, not standard` } } });
    expect((await api(hub, 'GET', '/api/matches?table=demo&unfinished=true', undefined, false)).body).toEqual([]);
  });

  it('refuses a card taken from the deck that the registered list lacks, with the rule, and takes one it holds', async () => {
    const started = await api(hub, 'POST', '/api/tables/demo/match', {
      format: 'expanded',
      players: [
        { name: 'Ash', deckRegistration: registrations.Ash },
        { name: 'Misty', deckRegistration: registrations.Misty },
      ],
    });
    expect(started).toMatchObject({ status: 201, body: { format: 'expanded' } });
    const codes = (await api(hub, 'GET', '/api/tables/demo/join-codes')).body as Record<Seat, string>;
    seats = { p1: await SeatClient.join(hub, 'demo', codes.p1), p2: await SeatClient.join(hub, 'demo', codes.p2) };
    const first = (await viewWhere(seats.p1, (v) => v.stage === 'choose-first')).tossWinner!;
    const second: Seat = first === 'p1' ? 'p2' : 'p1';
    await seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await seats[first].mustAccept({ type: 'PlaceActive', player: first, card: 'sv1-74' });
    await seats[second].mustAccept({ type: 'PlaceActive', player: second, card: 'sv1-74' });
    await seats[first].mustAccept({ type: 'FinishSetup', player: first });
    await seats[second].mustAccept({ type: 'FinishSetup', player: second });
    await viewWhere(seats[first], (v: GameView) => v.turn?.number === 1);

    const search = (card: string) => ({ type: 'PlayToBench', player: first, card, from: 'deck', source: { kind: 'effect', card: 'Nest Ball', text: NEST_BALL } });
    // Chespin (xy0-3) is a Basic Pokémon legal in Expanded, but not in this deck.
    expect(await seats[first].command(search('xy0-3'))).toMatchObject({
      type: 'refused',
      violation: {
        code: 'not-in-deck-list',
        message: 'Chespin (xy0-3) is not in your registered deck, so it cannot come from it.',
        ref: { file: '000_0830806de1b6dc84.txt', section: 'Zusammenstellen von Decks' },
      },
    });
    await seats[first].mustAccept(search('sv1-74'));
    await viewWhere(seats[first], (v) => v.players[first].bench.length === 1);
  });
});
