import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import './poll-timing.js';

/**
 * A Team-Format game (003 "Team-Format (fortgesetzt)") from the dashboard: the organiser starts
 * it on the formats page and hands out the seat tokens; seat A1 signs in on the game's page,
 * plays a Supporter on its side field, and a second Supporter on that field the same turn is
 * refused with where 003 says so ("Unterstützerkarten": one per turn and field).
 */
describe('a team game at the dashboard', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let page: Page;
  let tokenA1 = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    page = await browser.context.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('starts a team game from the formats page and shows each seat its token once', async () => {
    await page.goto(`${dashboard.url}/formats`);
    await expect.poll(() => page.getByText('No team game yet.').count()).toBe(1);
    await page.getByTestId('admin-token').fill(hub.adminToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('team-game-id').fill('kitchen');
    for (const [seat, name] of [
      ['A1', 'Monika'],
      ['A2', 'Ralph'],
      ['B1', 'Aino'],
      ['B2', 'Jonas'],
    ] as const) {
      await page.getByTestId(`team-player-${seat}`).fill(name);
    }
    await page.getByTestId('team-first').selectOption('A');
    await page.getByTestId('start-team-submit').click();
    await expect.poll(() => page.getByTestId('team-started').isVisible()).toBe(true);
    tokenA1 = (await page.getByTestId('team-token-A1').textContent()) ?? '';
    expect(tokenA1).toMatch(/\S{16,}/);
    await screenshot(page, 'formats-team-started');
    await page.getByRole('button', { name: 'Tokens handed out' }).click();
    const list = page.getByTestId('runs-team-games');
    await expect.poll(() => list.textContent()).toContain('kitchen');
    await list.getByRole('link', { name: 'kitchen' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/team/kitchen');
  });

  it('shows the seats, the turn and the Prize cards', async () => {
    await expect.poll(() => page.getByTestId('team-turn').textContent()).toBe('Turn 1 · team A (Monika & Ralph) plays');
    expect(await page.getByTestId('team-seat-B1').getByRole('rowheader').textContent()).toBe('Aino');
    expect(await page.getByTestId('team-seat-A1').getByTestId('team-prizes-left').textContent()).toBe('6');
    expect(await page.getByTestId('team-taken').textContent()).toContain('Team A (Monika & Ralph): 0 of 12 Prize cards taken, 9 win the game');
  });

  it('seat A1 plays a Supporter on the left field, and a second one there this turn is refused with its 003 section', async () => {
    // The organiser's admin sign-in stays for the tab; a seat's own token takes over on the game page.
    await page.getByTestId('team-seat').selectOption('A1');
    await page.getByTestId('team-seat-token').fill(tokenA1);
    await page.getByRole('button', { name: 'Sign in as this seat' }).click();
    await expect.poll(() => page.getByTestId('team-signed-in').textContent()).toContain('A1 (Monika)');
    await page.getByTestId('team-action-type').selectOption('PlayCard');
    await page.getByTestId('team-action-field').selectOption('left');
    await page.getByTestId('team-action-kind').selectOption('Supporter');
    await page.getByTestId('team-action-send').click();
    const left = page.getByTestId('team-field-left');
    await expect.poll(() => left.getByTestId('team-played-Supporter').textContent()).toBe('1');
    expect(await page.getByTestId('team-refusal').count()).toBe(0);

    await page.getByTestId('team-action-send').click();
    const refusal = page.getByTestId('team-refusal');
    await expect.poll(() => refusal.textContent()).toContain('Unterstützerkarten');
    expect(await refusal.textContent()).toContain('Team-Format (fortgesetzt)');
    expect(await left.getByTestId('team-played-Supporter').textContent()).toBe('1');
    const state = (await (await fetch(`${hub.url}/api/team-games/kitchen`)).json()) as { state: { fields: { left: { played: { Supporter: number } } } } };
    expect(state.state.fields.left.played.Supporter).toBe(1);
    await screenshot(page, 'team-supporter-refused');
  });

  it("ends the game on a card's own win condition, and the organiser sees the winner and why", async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Signed out of the seat: the admin token from the formats page acts for the table.
    await page.getByTestId('team-action-type').selectOption('CardDecidesGame');
    await page.getByLabel('Team', { exact: true }).selectOption('B');
    await page.getByLabel('Card', { exact: true }).fill('Unown');
    await page.getByTestId('team-action-send').click();
    await expect.poll(() => page.getByTestId('team-winner').textContent()).toContain('Team B (Aino & Jonas) wins');
    await expect.poll(() => page.getByTestId('team-winner').textContent()).toContain('Unown: team B met its win condition');
    expect(await page.getByTestId('team-action-form').count()).toBe(0);
    await screenshot(page, 'team-won');
  });
});
