import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { takeSeat, viewWhere } from './game-flow.js';
import './poll-timing.js';
import { adminFetch, cardDef, SeatClient } from './seat-client.js';

const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');

/**
 * The board in 003's formats against the real hub: a "Menü der Beschränkungen" match with several
 * Stadiums in play and one Item card per turn, and a "Packkampf" match with a Ditto marker.
 * The seats play by commands; the tablet of the first player shows what the engine's state says.
 */
describe('the board in the formats of 003', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let page: Page;
  let seats: Record<Seat, SeatClient> | null = null;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1280, height: 1000 } });
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    page = await browser.context.newPage();
  }, 60_000);

  afterAll(async () => {
    seats?.p1.close();
    seats?.p2.close();
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  /** Starts a match in the format, plays the toss and setup with a Basic each; answers the first player. */
  async function playToFirstTurn(format: Record<string, string>, active: string): Promise<{ first: Seat; codes: Record<Seat, string> }> {
    seats?.p1.close();
    seats?.p2.close();
    const started = await adminFetch(hub, '/api/tables/demo/match', { players: [{ name: 'Aino' }, { name: 'Ben' }], ...format });
    expect(started.status).toBe(201);
    const codes = (await (await adminFetch(hub, '/api/tables/demo/join-codes')).json()) as Record<Seat, string>;
    seats = { p1: await SeatClient.join(hub, 'demo', codes.p1), p2: await SeatClient.join(hub, 'demo', codes.p2) };
    const first = (await viewWhere(seats.p1, (v) => v.stage === 'choose-first')).tossWinner!;
    await seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await viewWhere(seats.p1, (v) => v.stage === 'placing');
    const basic = await cardDef(hub, active);
    for (const seat of ['p1', 'p2'] as const) await seats[seat].mustAccept({ type: 'PlaceActive', player: seat, card: basic });
    for (const seat of ['p1', 'p2'] as const) await seats[seat].mustAccept({ type: 'FinishSetup', player: seat });
    await viewWhere(seats.p1, (v) => v.turn?.number === 1);
    return { first, codes };
  }

  it('lists several Stadiums in play, oldest first, and counts Item cards against the one a turn allows', async () => {
    // 8: several Stadiums, 7: one Item card per turn (src/formats/restriction-menu.format.ts). The XY profile lets a same-named Stadium in.
    const { first, codes } = await playToFirstTurn({ format: 'menue:78', profile: 'xy' }, 'xy0-26');
    const mesagoza = await cardDef(hub, 'sv1-178');
    await seats![first].mustAccept({ type: 'PlayTrainer', player: first, card: mesagoza });
    await seats![first].mustAccept({ type: 'EndTurn', player: first });
    const second = other(first);
    await viewWhere(seats!.p1, (v) => v.turn?.player === second);
    await seats![second].mustAccept({ type: 'PlayTrainer', player: second, card: mesagoza });
    await viewWhere(seats!.p1, (v) => (v.stadiums?.length ?? 0) === 2);

    await takeSeat(page, dashboard.url, codes[second]);
    const stadiums = page.getByTestId('stadiums');
    await expect.poll(() => stadiums.getByRole('listitem').allTextContents()).toEqual(['Mesagoza', 'Mesagoza']);
    expect(await page.getByTestId('stadium').textContent()).toMatch(/^Stadiums in play:/);
    expect(await page.getByTestId('check-items').textContent()).toBe('☐ Items played: 0 of 1');
    // Mesagoza's "Once during each player's turn, that player may …": the seat whose turn it is may use it (src/rules/use-stadium.ts).
    await expect.poll(() => page.getByRole('button', { name: 'Use Stadium: Mesagoza' }).isEnabled()).toBe(true);
    await screenshot(page, 'formats-several-stadiums');

    await page.getByTestId('language').selectOption('de');
    await expect.poll(() => page.getByTestId('check-items').textContent()).toBe('☐ Itemkarten gespielt: 0 von 1');
    expect(await page.getByTestId('stadium').textContent()).toMatch(/^Stadionkarten im Spiel:/);
    await page.getByTestId('language').selectOption('en');
    const ended = await adminFetch(hub, '/api/tables/demo/match/end', {});
    expect(ended.ok).toBe(true);
  });

  it('places the Ditto marker from the tablet and shows it on the Pokémon, in words as well as the mark', async () => {
    const { first, codes } = await playToFirstTurn({ format: 'packkampf' }, 'sv1-74');
    const pawmi = (await viewWhere(seats![first], (v) => v.players[first].active !== null)).players[first].active!.id;

    await takeSeat(page, dashboard.url, codes[first]);
    const place = page.getByTestId('place-ditto');
    await expect.poll(() => place.locator('legend').textContent()).toBe('Place your Ditto marker this turn on');
    await place.getByRole('button', { name: 'Pawmi' }).click();
    await viewWhere(seats![first], (v) => v.players[first].active?.id === pawmi && 'ditto' in v.players[first].active && v.players[first].active.ditto === 'marked');

    const marked = page.locator(`[data-pokemon="${pawmi}"]`);
    await expect.poll(() => marked.getByTestId('ditto-marker').textContent()).toBe('◆ Ditto marker');
    expect(await page.getByTestId('ditto-marker').count()).toBe(1);
    // One marker a turn: the action is gone once it is placed.
    await expect.poll(() => page.getByTestId('place-ditto').count()).toBe(0);
    // Not in the player's first turn: the marker's evolution waits.
    expect(await page.getByTestId('evolve-ditto').count()).toBe(0);
    await screenshot(page, 'formats-ditto-marker');

    // Two turns on, "Entwicklungsvorteil": any Stage 2 onto the marked Pokémon, and the turn ends.
    await seats![first].mustAccept({ type: 'EndTurn', player: first });
    await seats![other(first)].mustAccept({ type: 'EndTurn', player: other(first) });
    await viewWhere(seats![first], (v) => v.turn?.number === 3);
    const evolve = page.getByTestId('evolve-ditto');
    await evolve.getByRole('button', { name: 'Pawmi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Evolve with the Ditto marker' });
    await dialog.getByLabel('Stage 1 or Stage 2 card (name)').fill('Greninja');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await dialog.getByRole('button', { name: 'Greninja xy0-14' }).click();
    const evolved = await viewWhere(seats![first], (v) => v.turn?.number === 4);
    const top = evolved.players[first].active;
    expect(top && 'stack' in top ? top.stack.map((c) => c.def.name) : []).toEqual(['Pawmi', 'Greninja']);
    await expect.poll(() => marked.getByTestId('pokemon-name').textContent()).toBe('Greninja · Stage 2');
    expect(await marked.getByTestId('ditto-marker').count()).toBe(0);
    const ended = await adminFetch(hub, '/api/tables/demo/match/end', {});
    expect(ended.ok).toBe(true);
  });

  it("asks for the starting Pokémon where the format lets players choose it, and takes the Basic named from the deck", async () => {
    // 9: each player may choose their starting Pokémon (src/formats/restriction-menu.format.ts).
    seats?.p1.close();
    seats?.p2.close();
    const started = await adminFetch(hub, '/api/tables/demo/match', { players: [{ name: 'Aino' }, { name: 'Ben' }], format: 'menue:9' });
    expect(started.status).toBe(201);
    const codes = (await (await adminFetch(hub, '/api/tables/demo/join-codes')).json()) as Record<Seat, string>;
    seats = { p1: await SeatClient.join(hub, 'demo', codes.p1), p2: await SeatClient.join(hub, 'demo', codes.p2) };
    const first = (await viewWhere(seats.p1, (v) => v.stage === 'choose-first')).tossWinner!;
    await seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await viewWhere(seats.p1, (v) => v.prompts.some((p) => p.kind === 'starting-pokemon' && p.player === 'p1'));

    await takeSeat(page, dashboard.url, codes.p1);
    const dialog = page.getByTestId('starting-pokemon-dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe('Aino: choose your starting Pokémon');
    await dialog.getByLabel('Basic Pokémon from your deck (name)').fill('Paw');
    await dialog.getByRole('button', { name: 'Find' }).click();
    // Pawmo and Pawmot (Stage 1 and 2) are not offered; the Basics Pawmi and Pawniard are.
    await expect.poll(() => dialog.getByRole('list', { name: 'Cards found' }).getByRole('button').allTextContents()).toEqual(['Pawmi sv1-74', 'Pawniard xy0-19']);
    await screenshot(page, 'formats-starting-pokemon');
    await dialog.getByRole('button', { name: 'Pawmi sv1-74' }).click();
    const view = await viewWhere(seats.p1, (v) => v.players.p1.active !== null && !v.prompts.some((p) => p.kind === 'starting-pokemon' && p.player === 'p1'));
    expect(view.players.p1.active && 'stack' in view.players.p1.active ? view.players.p1.active.stack[0]!.def.id : null).toBe('sv1-74');
    await expect.poll(() => page.getByTestId('starting-pokemon-dialog').count()).toBe(0);
    const ended = await adminFetch(hub, '/api/tables/demo/match/end', {});
    expect(ended.ok).toBe(true);
  });
  it('counts achievement points in the "Erfolge" format, and takes a Pokédex entry confirmed with the opponent\'s seat code', async () => {
    const { first, codes } = await playToFirstTurn({ format: 'erfolge' }, 'sv1-74');
    const second = other(first);
    const pawmi = (await viewWhere(seats![first], (v) => v.players[first].active !== null)).players[first].active!.id;
    await takeSeat(page, dashboard.url, codes[first]);
    const panel = page.getByTestId('achievements');
    await expect.poll(() => panel.getByTestId(`achievement-points-${first}`).textContent()).toContain(': 0 of 100 achievement points');

    await panel.getByLabel('Who read it').selectOption(first);
    await panel.getByLabel('The Pokémon played').selectOption(pawmi);
    await panel.getByLabel(/ confirms with their join code$/).fill(codes[second]);
    await panel.getByTestId('confirm-pokedex').click();
    await expect.poll(() => panel.getByTestId(`achievement-points-${first}`).textContent()).toContain(': 3 of 100 achievement points');
    expect(await panel.getByTestId('achievement-awards').textContent()).toContain('Read the Pokédex entry aloud when you play a Pokémon card (+3)');
    expect(await panel.getByTestId(`achievement-points-${second}`).textContent()).toContain(': 0 of 100 achievement points');

    // The player who read it cannot confirm it with their own code.
    await panel.getByLabel('Who read it').selectOption(second);
    // As the page's seat names the opponent's Pokémon: by its per-match alias, never its tag (issue 14).
    const bens = (await viewWhere(seats![first], (v) => v.players[second].active !== null)).players[second].active!.id;
    await panel.getByLabel('The Pokémon played').selectOption(bens);
    await panel.getByLabel(/ confirms with their join code$/).fill(codes[second]);
    await panel.getByTestId('confirm-pokedex').click();
    await expect.poll(() => panel.getByRole('alert').count()).toBe(1);
    expect(await panel.getByTestId(`achievement-points-${second}`).textContent()).toContain(': 0 of 100 achievement points');
    await screenshot(page, 'formats-achievements');
    const ended = await adminFetch(hub, '/api/tables/demo/match/end', {});
    expect(ended.ok).toBe(true);
  });
  it('attaches any card face down as Rainbow Energy from the tablet where the format allows it', async () => {
    // b (11): a card face down as Rainbow Energy (src/formats/restriction-menu.format.ts).
    const { first, codes } = await playToFirstTurn({ format: 'menue:b' }, 'sv1-74');
    const pawmi = (await viewWhere(seats![first], (v) => v.players[first].active !== null)).players[first].active!.id;
    await takeSeat(page, dashboard.url, codes[first]);
    await page.getByTestId('face-down-energy').getByRole('button', { name: 'Pawmi' }).click();
    const dialog = page.getByRole('dialog', { name: 'A card face down as Rainbow Energy' });
    await dialog.getByLabel('The card from your hand (name)').fill('Potion');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await dialog.getByRole('button', { name: 'Potion sv1-188' }).click();
    const view = await viewWhere(seats![first], (v) => (v.turn?.energyAttached ?? 0) === 1);
    const active = view.players[first].active;
    expect(active && 'attached' in active ? active.attached.map((c) => c.def.supertype) : []).toEqual(['Energy']);
    // One Energy a turn: the action is gone once it is attached.
    await expect.poll(() => page.getByTestId('face-down-energy').count()).toBe(0);
    expect(await page.locator(`[data-pokemon="${pawmi}"]`).getByLabel('Energy attached').count()).toBe(1);
    await screenshot(page, 'formats-face-down-energy');
    const ended = await adminFetch(hub, '/api/tables/demo/match/end', {});
    expect(ended.ok).toBe(true);
  });
});
