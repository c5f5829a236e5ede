import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { api, startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { viewWhere } from './game-flow.js';
import { SeatClient } from './seat-client.js';

/**
 * The league round's clock on the hub's time (issue 16), in Finnish: the table view and the spectator
 * page of a league table show the same time left, counted from the deadline and the hub's now in the
 * league-event frames; when the organiser calls time during turn 1, both show "Vuoro 0" (Turn 0).
 * After the three extra turns each player confirms the hub's proposed result on their own tablet
 * (Play! Pokémon end-of-match procedure): the first waits for the other, the judge sees who has.
 */
describe('the round clock at a league table', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-league-clock-'));
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  const seats: SeatClient[] = [];

  beforeAll(async () => {
    hub = await startHub({ dataDir });
    dashboard = await serveDashboard(hub);
    browser = await launchBrowser({ viewport: { width: 1024, height: 768 }, locale: 'fi-FI' });
  }, 120_000);

  afterAll(async () => {
    for (const s of seats) s.close();
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the same time left on the table view and the spectator page, then "Vuoro 0" once time is called', async () => {
    expect((await api(hub, 'POST', '/api/tables', { id: 'liiga-1', name: 'Liiga 1' })).status).toBeLessThan(300);
    const created = await api(hub, 'POST', '/api/league/events', { name: 'Liigailta', date: '2026-11-25', format: 'expanded', bestOf: 1, roundMinutes: 50, rounds: 1, tableIds: ['liiga-1'] });
    const eventId: string = created.body.event.eventId;
    for (const name of ['Aino', 'Eero']) expect((await api(hub, 'POST', `/api/league/events/${eventId}/players`, { name })).status).toBe(201);
    expect((await api(hub, 'POST', `/api/league/events/${eventId}/rounds`, {})).status).toBeLessThan(300);
    expect((await api(hub, 'POST', `/api/league/events/${eventId}/rounds/current/start`, {})).status).toBeLessThan(300);

    const table = await browser.context.newPage();
    const spectator = await browser.context.newPage();
    await table.goto(`${dashboard.url}/table/liiga-1`);
    await spectator.goto(`${dashboard.url}/table/liiga-1/spectate`);
    const clockAt = (page: typeof table) => page.getByTestId('round-clock');
    await expect.poll(() => clockAt(table).textContent(), { timeout: 15_000 }).toMatch(/^Kierros 1 · 49:\d\d jäljellä$/);
    await expect.poll(() => clockAt(spectator).textContent(), { timeout: 15_000 }).toMatch(/^Kierros 1 · 49:\d\d jäljellä$/);
    // Both count from the same deadline on the hub's clock: at most the second between two reads apart.
    const [a, b] = [await clockAt(table).textContent(), await clockAt(spectator).textContent()];
    const seconds = (text: string | null) => {
      const [, m, s] = /(\d+):(\d\d)/.exec(text ?? '') ?? [];
      return Number(m) * 60 + Number(s);
    };
    expect(Math.abs(seconds(a) - seconds(b))).toBeLessThanOrEqual(1);

    // A judge pauses the table's clock with a reason: both pages stand still; then the judge resumes it.
    const judge = await browser.context.newPage();
    await judge.goto(`${dashboard.url}/judge`);
    await judge.getByLabel('Nimi').fill('Demo Judge');
    await judge.getByLabel('PIN').fill('0000');
    await judge.getByRole('button', { name: 'Kirjaudu' }).click();
    await judge.getByTestId('judge-table').selectOption('liiga-1');
    await judge.getByTestId('judge-clock').getByLabel('Syy (kirjataan lokiin)').fill('sääntökysymys');
    await judge.getByRole('button', { name: 'Pysäytä kello' }).click();
    await expect.poll(() => clockAt(table).textContent(), { timeout: 15_000 }).toMatch(/jäljellä · pysäytetty$/);
    await expect.poll(() => clockAt(spectator).textContent(), { timeout: 15_000 }).toMatch(/jäljellä · pysäytetty$/);
    await screenshot(judge, 'league-clock-judge-paused-fi');
    await judge.getByRole('button', { name: 'Käynnistä kello' }).click();
    await expect.poll(() => clockAt(table).textContent(), { timeout: 15_000 }).toMatch(/^Kierros 1 · 49:\d\d jäljellä$/);
    const log = (await api(hub, 'GET', `/api/league/events/${eventId}/log`)).body as string;
    expect(log).toContain('"type":"ClockPaused"');
    expect(log).toContain('"reason":"sääntökysymys"');

    // Turn 1 runs when time is called: it is Turn 0.
    const { codes } = ((await api(hub, 'GET', `/api/league/events/${eventId}/rounds/current/seat-codes`)).body as { codes: Record<Seat, string> }[])[0]!;
    const p1 = await SeatClient.join(hub, 'liiga-1', codes.p1);
    const p2 = await SeatClient.join(hub, 'liiga-1', codes.p2);
    seats.push(p1, p2);
    const bySeat = { p1, p2 };
    const first = (await viewWhere(p1, (v) => v.stage === 'choose-first')).tossWinner!;
    const second: Seat = first === 'p1' ? 'p2' : 'p1';
    await bySeat[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await bySeat[first].mustAccept({ type: 'PlaceActive', player: first, card: 'xy0-26' });
    await bySeat[second].mustAccept({ type: 'PlaceActive', player: second, card: 'xy0-12' });
    await bySeat[first].mustAccept({ type: 'FinishSetup', player: first });
    await bySeat[second].mustAccept({ type: 'FinishSetup', player: second });
    await viewWhere(bySeat[first], (v) => v.turn?.number === 1);
    expect((await api(hub, 'POST', `/api/league/events/${eventId}/rounds/current/time`, {})).status).toBe(200);

    await expect.poll(() => clockAt(table).textContent(), { timeout: 15_000 }).toBe('Kierros 1 · Aika · Vuoro 0');
    await expect.poll(() => clockAt(spectator).textContent(), { timeout: 15_000 }).toBe('Kierros 1 · Aika · Vuoro 0');
    await screenshot(spectator, 'league-clock-spectator-turn-0-fi');
    await screenshot(table, 'league-clock-table-turn-0-fi');

    // The first extra turn: "Vuoro 1/3" at both.
    await bySeat[first].mustAccept({ type: 'EndTurn', player: first });
    await expect.poll(() => clockAt(table).textContent(), { timeout: 15_000 }).toBe('Kierros 1 · Aika · Vuoro 1/3');
    await expect.poll(() => clockAt(spectator).textContent(), { timeout: 15_000 }).toBe('Kierros 1 · Aika · Vuoro 1/3');
  });

  it("has each player confirm the proposed result on their own tablet after the three extra turns; both confirmations record it", async () => {
    // The game above runs on in its first extra turn (game turn 2): it and the next two end with no Prize card taken.
    const eventId = ((await api(hub, 'GET', '/api/league/events')).body as { eventId: string }[])[0]!.eventId;
    const { codes } = ((await api(hub, 'GET', `/api/league/events/${eventId}/rounds/current/seat-codes`)).body as { codes: Record<Seat, string> }[])[0]!;
    const bySeat = { p1: await SeatClient.join(hub, 'liiga-1', codes.p1), p2: await SeatClient.join(hub, 'liiga-1', codes.p2) };
    seats.push(bySeat.p1, bySeat.p2);
    for (let number = 2; number <= 4; number += 1) {
      const player = (await viewWhere(bySeat.p1, (v) => v.turn?.number === number)).turn!.player;
      await bySeat[player].mustAccept({ type: 'EndTurn', player });
    }
    type Pairing = { p1: { name: string }; p2: { name: string }; proposal: unknown; result: unknown };
    const pairing = async () => ((await api(hub, 'GET', `/api/league/events/${eventId}`)).body as { rounds: { pairings: Pairing[] }[] }).rounds[0]!.pairings[0]!;
    await expect.poll(async () => (await pairing()).proposal, { timeout: 15_000 }).toEqual({ outcome: 'tie', games: ['tie'] });
    // Swiss pairing seats round 1's players by chance: each seat's name comes from the pairing.
    const { p1: { name: one }, p2: { name: two } } = await pairing();

    // Each player's tablet, opened from their seat's QR code.
    const first = await browser.context.newPage();
    const second = await browser.context.newPage();
    await first.goto(`${dashboard.url}/table/liiga-1?code=${codes.p1}`);
    await second.goto(`${dashboard.url}/table/liiga-1?code=${codes.p2}`);
    const proposalText = 'Aika: molemmat ovat ottaneet yhtä monta palkintokorttia — peli 1 päättyy tasapeliin. Ottelu: tasapeli, 0–0.';
    for (const page of [first, second]) await expect.poll(() => page.getByTestId('seat-result').locator('p').first().textContent(), { timeout: 15_000 }).toBe(proposalText);
    // No turn runs any more: the clock says the result waits, not "Vuoro 0" again, and no move is offered.
    expect(await first.getByTestId('round-clock').textContent()).toBe('Kierros 1 · Aika · tulos vahvistettavana');
    for (const page of [first, second]) {
      expect(await page.getByTestId('game-ended').textContent()).toBe('Tämä peli on lopetettu (aika loppui tai järjestäjä lopetti sen): siinä ei enää pelata siirtoja.');
      expect(await page.getByRole('button', { name: 'Päätä vuoro' }).count()).toBe(0);
    }

    await first.getByRole('button', { name: `Vahvista pelaajana ${one}` }).click();
    await expect.poll(() => first.getByTestId('seat-result').textContent(), { timeout: 15_000 }).toContain(`Odotetaan, että ${two} vahvistaa`);
    expect(await second.getByRole('button', { name: `Vahvista pelaajana ${two}` }).count()).toBe(1);
    expect((await pairing()).result).toBeNull();
    await screenshot(first, 'league-seat-confirm-waiting-fi');
    // The judge at the table sees who has confirmed, and could still decide.
    const judge = await browser.context.newPage();
    await judge.goto(`${dashboard.url}/judge`);
    await judge.getByLabel('Nimi').fill('Demo Judge');
    await judge.getByLabel('PIN').fill('0000');
    await judge.getByRole('button', { name: 'Kirjaudu' }).click();
    await judge.getByTestId('judge-table').selectOption('liiga-1');
    await expect.poll(() => judge.getByTestId('judge-clock').textContent(), { timeout: 15_000 }).toContain(`${one} on vahvistanut.`);
    expect(await judge.getByRole('button', { name: 'Kirjaa tämä tulos' }).count()).toBe(1);

    await second.getByRole('button', { name: `Vahvista pelaajana ${two}` }).click();
    await expect.poll(async () => (await pairing()).result, { timeout: 15_000 }).toEqual({ outcome: 'tie', games: ['tie'], by: 'players' });
    for (const page of [first, second]) await expect.poll(() => page.getByTestId('seat-result').count(), { timeout: 15_000 }).toBe(0);
  });
});
