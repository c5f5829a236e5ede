import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import './poll-timing.js';

/**
 * 003 "Ditto-Draft" from a seat's page against the real hub: Aino and Ben, two packs each. A seat
 * sees the pack in front of it and its own picks, never the other seat's; the packs go round to
 * the left, and with the second pack to the right.
 */
describe('the draft page', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let page: Page;
  let draftId: string;
  let tokens: { seat: number; token: string }[];

  beforeAll(async () => {
    browser = await launchBrowser();
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    page = await browser.context.newPage();
    const created = await fetch(`${hub.url}/api/drafts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hub.adminToken}` },
      body: JSON.stringify({
        name: 'Friday league',
        players: [
          { name: 'Aino', packs: [{ cards: ['sv1-74', 'sv1-75', 'sv1-166'] }, { cards: ['xy0-1', 'xy0-2', 'xy0-3'] }] },
          { name: 'Ben', packs: [{ cards: ['xy0-26', 'xy0-27', 'sv1-178'] }, { cards: ['xy0-8', 'xy0-9', 'xy0-10'] }] },
        ],
      }),
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: string; tokens: { seat: number; token: string }[] };
    draftId = body.id;
    tokens = body.tokens;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  const packNames = async () => (await page.getByTestId('draft-pack-card').locator('strong').allTextContents()).sort();
  const tokenOf = (seat: number) => tokens.find((t) => t.seat === seat)!.token;

  it('shows everyone the round and who has picked, and no card without a seat token', async () => {
    await page.goto(`${dashboard.url}/draft/${draftId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ditto-Draft: Friday league');
    expect(await page.getByTestId('draft-status').textContent()).toContain('Pack 1 of 2');
    expect(await page.getByTestId('draft-direction').textContent()).toContain('Pass the pack to the player on your left');
    expect(await page.getByTestId('draft-pack').count()).toBe(0);
    expect(await page.getByText('Pawmi').count()).toBe(0);
  });

  it("shows a seat only its own pack: Aino sees her pack, none of Ben's cards", async () => {
    await page.getByTestId('draft-token').fill(tokenOf(0));
    await page.getByRole('button', { name: 'Take my seat' }).click();
    await expect.poll(packNames).toEqual(['Arven', 'Pawmi', 'Pawmo']);
    expect(await page.getByText('Seated as Aino.').count()).toBe(1);
    for (const bens of ['Snorlax', 'Miltank', 'Mesagoza']) expect(await page.getByText(bens).count()).toBe(0);
    await screenshot(page, 'draft-seat-aino');
  });

  it('picks a card: it joins her picks, and she waits until Ben has picked; then Ben\'s pack comes to her from the right', async () => {
    await page.getByRole('button', { name: 'Pick Pawmo' }).click();
    await expect.poll(() => page.getByTestId('draft-pool-card').allTextContents()).toEqual(['Pawmo']);
    expect(await page.getByText('You have picked: wait until every player has').count()).toBe(1);
    expect(await page.getByTestId('draft-status').textContent()).toContain('Aino: has picked');

    const bens = await fetch(`${hub.url}/api/drafts/${draftId}/picks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-draft-token': tokenOf(1) },
      body: JSON.stringify({ cardId: 'xy0-26' }),
    });
    expect(bens.status).toBe(200);
    await expect.poll(packNames).toEqual(['Mesagoza', 'Miltank']);
    expect(await page.getByTestId('draft-pool-card').allTextContents()).toEqual(['Pawmo']);
    expect(await page.getByText('Snorlax').count()).toBe(0);
    await screenshot(page, 'draft-passed');
  });

  it('refuses a wrong token with the hub\'s message and shows no pack', async () => {
    await page.getByRole('button', { name: 'Leave the seat' }).click();
    await page.getByTestId('draft-token').fill('not-a-token-of-this-draft');
    await page.getByRole('button', { name: 'Take my seat' }).click();
    await expect.poll(() => page.getByTestId('draft-error').count()).toBe(1);
    expect(await page.getByTestId('draft-pack').count()).toBe(0);
  });
});
