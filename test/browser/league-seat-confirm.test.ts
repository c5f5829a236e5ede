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
 * The end-of-round result confirmed from the players' own tablets (issue 16 item 4; Play! Pokémon
 * Tournament Rules Handbook, end-of-match procedure): after time and the three extra turns the hub
 * proposes the result; each seated page shows it in words with a Confirm button, the first to confirm
 * waits for the other, and once both have confirmed the result is recorded.
 */
describe("a league table's result, confirmed by each player on their tablet", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-league-confirm-'));
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  const seats: SeatClient[] = [];

  beforeAll(async () => {
    hub = await startHub({ dataDir });
    dashboard = await serveDashboard(hub);
    browser = await launchBrowser({ viewport: { width: 1024, height: 768 } });
  }, 120_000);

  afterAll(async () => {
    for (const s of seats) s.close();
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the proposal on both seated pages; the first to confirm waits for the other; both confirmed records it', async () => {
    expect((await api(hub, 'POST', '/api/tables', { id: 'league-1', name: 'League 1' })).status).toBeLessThan(300);
    const created = await api(hub, 'POST', '/api/league/events', { name: 'League Night', date: '2026-11-25', format: 'expanded', bestOf: 1, roundMinutes: 50, rounds: 1, tableIds: ['league-1'] });
    const eventId: string = created.body.event.eventId;
    for (const name of ['Ash', 'Misty']) expect((await api(hub, 'POST', `/api/league/events/${eventId}/players`, { name })).status).toBe(201);
    // Swiss pairing orders round 1's players by chance (as TOM does), so the pairing is imported to seat Ash as player 1.
    expect((await api(hub, 'POST', `/api/league/events/${eventId}/rounds/import`, { csv: 'table,player1,player2\n1,Ash,Misty\n' })).status).toBeLessThan(300);
    expect((await api(hub, 'POST', `/api/league/events/${eventId}/rounds/current/start`, {})).status).toBeLessThan(300);
    const { codes } = ((await api(hub, 'GET', `/api/league/events/${eventId}/rounds/current/seat-codes`)).body as { codes: Record<Seat, string> }[])[0]!;

    // The game over the seats' WebSockets: time is called in turn 1 (Turn 0), then three more turns, no Prize card taken.
    const bySeat = { p1: await SeatClient.join(hub, 'league-1', codes.p1), p2: await SeatClient.join(hub, 'league-1', codes.p2) };
    seats.push(bySeat.p1, bySeat.p2);
    const first = (await viewWhere(bySeat.p1, (v) => v.stage === 'choose-first')).tossWinner!;
    const second: Seat = first === 'p1' ? 'p2' : 'p1';
    await bySeat[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await bySeat[first].mustAccept({ type: 'PlaceActive', player: first, card: 'xy0-26' });
    await bySeat[second].mustAccept({ type: 'PlaceActive', player: second, card: 'xy0-12' });
    await bySeat[first].mustAccept({ type: 'FinishSetup', player: first });
    await bySeat[second].mustAccept({ type: 'FinishSetup', player: second });
    await viewWhere(bySeat[first], (v) => v.turn?.number === 1);
    expect((await api(hub, 'POST', `/api/league/events/${eventId}/rounds/current/time`, {})).status).toBe(200);
    for (let number = 1; number <= 4; number += 1) {
      const player: Seat = number % 2 === 1 ? first : second;
      await viewWhere(bySeat[player], (v) => v.turn?.number === number);
      await bySeat[player].mustAccept({ type: 'EndTurn', player });
    }
    const pairing = async () => ((await api(hub, 'GET', `/api/league/events/${eventId}`)).body as { rounds: { pairings: { proposal: unknown; result: unknown }[] }[] }).rounds[0]!.pairings[0]!;
    await expect.poll(async () => (await pairing()).proposal, { timeout: 15_000 }).toEqual({ outcome: 'tie', games: ['tie'] });

    // Each player's tablet, opened from their seat's QR code.
    const ash = await browser.context.newPage();
    const misty = await browser.context.newPage();
    await ash.goto(`${dashboard.url}/table/league-1?code=${codes.p1}`);
    await misty.goto(`${dashboard.url}/table/league-1?code=${codes.p2}`);
    const proposalText = 'Time: both players have taken the same number of Prize cards — game 1 is a tie. Match: a tie, 0–0.';
    for (const page of [ash, misty]) await expect.poll(() => page.getByTestId('seat-result').locator('p').first().textContent(), { timeout: 15_000 }).toBe(proposalText);

    await ash.getByRole('button', { name: 'Confirm as Ash' }).click();
    await expect.poll(() => ash.getByTestId('seat-result').textContent(), { timeout: 15_000 }).toContain('Waiting for Misty to confirm');
    expect(await misty.getByRole('button', { name: 'Confirm as Misty' }).count()).toBe(1);
    expect((await pairing()).result).toBeNull();
    await screenshot(ash, 'league-seat-confirm-waiting');
    // The judge at the table sees who has confirmed, and could still decide.
    const judge = await browser.context.newPage();
    await judge.goto(`${dashboard.url}/judge`);
    await judge.getByLabel('Name', { exact: true }).fill('Demo Judge');
    await judge.getByLabel('PIN', { exact: true }).fill('0000');
    await judge.getByRole('button', { name: 'Sign in' }).click();
    await judge.getByTestId('judge-table').selectOption('league-1');
    await expect.poll(() => judge.getByTestId('judge-clock').textContent(), { timeout: 15_000 }).toContain('Ash has confirmed.');
    expect(await judge.getByRole('button', { name: 'Record this result' }).count()).toBe(1);

    await misty.getByRole('button', { name: 'Confirm as Misty' }).click();
    await expect.poll(async () => (await pairing()).result, { timeout: 15_000 }).toEqual({ outcome: 'tie', games: ['tie'], by: 'players' });
    for (const page of [ash, misty]) await expect.poll(() => page.getByTestId('seat-result').count(), { timeout: 15_000 }).toBe(0);
  });
});
