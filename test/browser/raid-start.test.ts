import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import './poll-timing.js';

/**
 * A store starts a raid from the dashboard, no curl: on the raids & drafts page the organiser signs
 * in with the admin token, names the players and their Active, finds the raid Pokémon in the
 * catalogue, types the raid deck, and lands on the raid's page; the list links to it.
 */
describe('starting a raid from the dashboard', () => {
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

  it('offers nothing to start before the admin token, and lists no raid yet', async () => {
    await page.goto(`${dashboard.url}/formats`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Raids & drafts');
    await expect.poll(() => page.getByText('No raid yet.').count()).toBe(1);
    expect(await page.getByTestId('start-raid-submit').isDisabled()).toBe(true);
  });

  it('says which raid-deck line it cannot read, and starts nothing', async () => {
    await page.getByTestId('admin-token').fill(hub.adminToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const form = page.getByTestId('start-raid');
    await form.getByLabel('Dice').selectOption('table');
    await page.getByTestId('raid-id').fill('front-desk');
    await page.getByTestId('raid-player-0').fill('Monika');
    await page.getByTestId('raid-player-active-0').fill('xy0-26');
    await page.getByTestId('raid-add-player').click();
    await page.getByTestId('raid-player-1').fill('Ralph');
    await page.getByTestId('raid-player-active-1').fill('xy0-29');
    const boss = page.getByTestId('start-raid-rest');
    await boss.getByLabel('Find a Pokémon by name').fill('Miraidon');
    await boss.getByRole('button', { name: 'Find' }).click();
    await boss.getByRole('button', { name: /sv1-80$/ }).click();
    expect(await page.getByTestId('raid-boss-chosen').textContent()).toContain('sv1-80');
    await page.getByTestId('raid-recommended').uncheck();
    await page.getByTestId('raid-deck-lines').fill('twenty sve-4');
    await page.getByTestId('start-raid-submit').click();
    await expect.poll(() => page.getByTestId('start-raid-error').textContent()).toContain('twenty sve-4');
    expect(await (await fetch(`${hub.url}/api/raids`)).json()).toEqual([]);
    await screenshot(page, 'formats-start-raid');
  });

  it("starts the raid, opens its page, and the table plays a step there", async () => {
    await page.getByTestId('raid-deck-lines').fill('20 sve-4');
    await page.getByTestId('start-raid-submit').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/raid/front-desk');
    await expect.poll(() => page.getByTestId('raid-turn').textContent()).toContain('Turn 1');
    expect(await page.getByTestId('boss-b1').getByRole('heading').textContent()).toBe('Miraidon');
    expect(await page.getByTestId('raid-deck-size').textContent()).toBe('20');
    expect(await page.getByText('You roll a real die and enter it.').count()).toBe(1);
    // Still signed in: the token stays for this tab.
    await page.getByTestId('raid-pass-0').click();
    await expect.poll(() => page.getByTestId('raid-player-0').getByTestId('raid-acted').textContent()).toBe('attacked or passed');
  });

  it('lists the raid with a link to its page', async () => {
    await page.getByRole('link', { name: 'Raids & drafts' }).click();
    const list = page.getByTestId('runs-raids');
    await expect.poll(() => list.textContent()).toContain('front-desk');
    expect(await list.textContent()).toContain('running');
    await list.getByRole('link', { name: 'front-desk' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/raid/front-desk');
  });
});
