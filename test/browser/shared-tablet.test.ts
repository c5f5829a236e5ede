import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import './poll-timing.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { startMatch, takeSeat, viewWhere, type StartedMatch } from './game-flow.js';
import { cardDef } from './seat-client.js';

/** Two players at a kitchen table with one tablet: both take their seat on it and play turns in turn. */
describe('one tablet shared by both players', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let match: StartedMatch;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1024, height: 1366 } });
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    match = await startMatch(hub);
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    match?.close();
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('seats both players, asks each their own questions and gives each their own actions on their turn', async () => {
    const tossed = await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first');
    const first: Seat = tossed.tossWinner!;
    const second: Seat = first === 'p1' ? 'p2' : 'p1';
    const chooseFirst = () => page.getByTestId('prompt-dialog').getByRole('button', { name: 'I go first' }).click();

    // The toss winner's question opens as soon as their seat is taken here.
    await takeSeat(page, dashboard.url, match.codes.p1);
    if (first === 'p1') await chooseFirst();
    // Once seated, the seat's controls are folded at the bottom of the page.
    await page.getByTestId('seat-controls').locator('summary').click();
    await page.getByLabel('Shared tablet: the other player’s seat code').fill(match.codes.p2);
    await page.getByRole('button', { name: 'Seat them here too' }).click();
    await page.getByText('Player 2 plays on this tablet too (shared tablet).').waitFor();
    if (first === 'p2') await chooseFirst();
    await viewWhere(match.seats.p1, (v) => v.stage === 'placing' && v.firstPlayer === first);

    await match.seats.p1.mustAccept({ type: 'PlaceActive', player: 'p1', card: await cardDef(hub, 'xy0-12') });
    await match.seats.p2.mustAccept({ type: 'PlaceActive', player: 'p2', card: await cardDef(hub, 'xy0-3') });
    await page.getByTestId('actions-p1').getByRole('button', { name: 'Setup finished' }).click();
    await page.getByTestId('actions-p2').getByRole('button', { name: 'Setup finished' }).click();
    await expect.poll(() => page.getByTestId('turn').textContent()).toMatch(/^Turn 1: /);

    expect(await page.getByTestId(`actions-${first}`).getByTestId('end-turn').count()).toBe(1);
    expect(await page.getByTestId(`actions-${second}`).getByTestId('end-turn').count()).toBe(0);
    await screenshot(page, 'table-shared-tablet');
    await page.getByTestId(`actions-${first}`).getByTestId('end-turn').click();
    await expect.poll(() => page.getByTestId('turn').textContent()).toMatch(/^Turn 2: /);
    expect(await page.getByTestId(`actions-${second}`).getByTestId('end-turn').count()).toBe(1);
    expect(await page.getByTestId(`actions-${first}`).getByTestId('end-turn').count()).toBe(0);
  });
});
