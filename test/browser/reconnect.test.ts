import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { freePort, startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import './poll-timing.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { adminFetch } from './seat-client.js';

async function startMatchAs(hub: HubProcess, names: readonly [string, string]): Promise<void> {
  const response = await adminFetch(hub, '/api/tables/demo/match', { players: names.map((name) => ({ name })) });
  if (response.status !== 201) throw new Error(`starting the match failed: ${response.status} ${await response.text()}`);
}

/**
 * The hub goes away under an open page and another comes up at the same address with other
 * state (a fresh data directory): the page must say it lost the connection, then show only what
 * the new hub's snapshot says, nothing left over from before.
 */
describe('reconnecting to the hub', () => {
  let port: number;
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    port = await freePort();
    browser = await launchBrowser();
    hub = await startHub({ env: { MIRRORMAT__HTTP__PORT: String(port) } });
    dashboard = await serveDashboard(hub);
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('marks the board stale while the hub is gone and resumes from the new hub’s fresh snapshot', async () => {
    await startMatchAs(hub, ['Ash', 'Misty']);
    await page.goto(`${dashboard.url}/table/demo/spectate`);
    await expect.poll(() => page.getByTestId('side-p1').getByRole('heading', { level: 2 }).textContent()).toContain('Ash');

    await hub.stop();
    await expect.poll(() => page.getByTestId('connection').textContent(), { timeout: 10_000 }).toContain('reconnecting');
    expect(await page.getByTestId('stale').textContent()).toContain('may be out of date');
    await screenshot(page, 'spectator-reconnecting');

    hub = await startHub({ env: { MIRRORMAT__HTTP__PORT: String(port) } });
    await expect.poll(() => page.getByTestId('no-match').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('stale').count()).toBe(0);
    expect(await page.getByText('Ash').count()).toBe(0);
    await expect.poll(() => page.getByTestId('connection').textContent()).toContain('Live');

    await startMatchAs(hub, ['Brock', 'Dawn']);
    await expect.poll(() => page.getByTestId('side-p1').getByRole('heading', { level: 2 }).textContent()).toContain('Brock');
  });
});
