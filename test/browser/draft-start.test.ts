import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import './poll-timing.js';

/**
 * A store creates a Ditto-Draft from the dashboard (003): the organiser types each player's packs,
 * the page shows each seat's token once to hand out, and a player takes a seat with it and picks.
 */
describe('creating a draft from the dashboard', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let page: Page;

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

  it("creates the draft and shows each seat's token once", async () => {
    await page.goto(`${dashboard.url}/formats`);
    await page.getByTestId('admin-token').fill(hub.adminToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('draft-name').fill('Friday league');
    await page.getByTestId('draft-pack-kind').selectOption('cards');
    await page.getByTestId('draft-player-0').fill('Aino');
    await page.getByTestId('draft-packs-0').fill('sv1-74 sv1-75 sv1-166\n\nxy0-1 xy0-2 xy0-3');
    await page.getByTestId('draft-player-1').fill('Ben');
    await page.getByTestId('draft-packs-1').fill('xy0-26, xy0-27, sv1-178\n\nxy0-8, xy0-9, xy0-10');
    await page.getByTestId('create-draft-submit').click();
    await expect.poll(() => page.getByTestId('draft-created').count()).toBe(1);
    const tokens = [await page.getByTestId('draft-token-0').textContent(), await page.getByTestId('draft-token-1').textContent()];
    expect(tokens.every((t) => (t ?? '').length >= 16)).toBe(true);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(await page.getByText('Each seat\'s token is shown only now').count()).toBe(1);
    await screenshot(page, 'formats-draft-tokens');

    // The list shows the draft, never a token.
    const list = page.getByTestId('runs-drafts');
    await expect.poll(() => list.textContent()).toContain('Friday league');
    expect(await list.textContent()).toContain('Aino, Ben');
    expect(await list.textContent()).not.toContain(tokens[0]!);

    // Aino takes her seat with her token and picks.
    await page.getByRole('link', { name: 'Open the draft "Friday league"' }).click();
    await page.getByTestId('draft-token').fill(tokens[0]!);
    await page.getByRole('button', { name: 'Take my seat' }).click();
    await expect.poll(async () => (await page.getByTestId('draft-pack-card').locator('strong').allTextContents()).sort()).toEqual(['Arven', 'Pawmi', 'Pawmo']);
    await page.getByRole('button', { name: 'Pick Pawmo' }).click();
    await expect.poll(() => page.getByTestId('draft-pool-card').allTextContents()).toEqual(['Pawmo']);
  });

  it('says which player has no pack, and creates nothing', async () => {
    await page.goto(`${dashboard.url}/formats`);
    await page.getByTestId('draft-name').fill('Saturday');
    await page.getByTestId('draft-player-0').fill('Aino');
    await page.getByTestId('draft-packs-0').fill('sv1-74');
    await page.getByTestId('draft-player-1').fill('Ben');
    await page.getByTestId('draft-packs-1').fill('\n\n');
    await page.getByTestId('create-draft-submit').click();
    await expect.poll(() => page.getByTestId('create-draft-error').textContent()).toBe('Ben has no pack yet.');
    expect(((await (await fetch(`${hub.url}/api/drafts`)).json()) as unknown[]).length).toBe(1);
  });
});
