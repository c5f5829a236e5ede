import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { takeSeat, viewWhere } from './game-flow.js';
import './poll-timing.js';
import { adminFetch, SeatClient } from './seat-client.js';

/**
 * 003 "Erfolge", Vorbereitung: before the first turn both players agree on the tablet which
 * achievements count and their points, each with their seat's join code; one code alone is refused.
 */
describe('the achievements agreement on the table tablet', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let page: Page;
  let codes: Record<Seat, string>;
  /** The seat that did not win the toss: its tablet shows no "who goes first" dialog over the panel. */
  let seat: Seat;

  beforeAll(async () => {
    browser = await launchBrowser();
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    page = await browser.context.newPage();
    const started = await adminFetch(hub, '/api/tables/demo/match', { players: [{ name: 'Aino' }, { name: 'Ben' }], format: 'erfolge' });
    expect(started.status).toBe(201);
    codes = (await (await adminFetch(hub, '/api/tables/demo/join-codes')).json()) as Record<Seat, string>;
    const watcher = await SeatClient.join(hub, 'demo', codes.p1);
    seat = (await viewWhere(watcher, (v) => v.stage === 'choose-first')).tossWinner === 'p1' ? 'p2' : 'p1';
    watcher.close();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  const form = () => page.getByTestId('achievement-agreement');

  it("refuses the agreement with one player's code alone", async () => {
    await takeSeat(page, dashboard.url, codes[seat]);
    await expect.poll(() => form().count()).toBe(1);
    await form().getByTestId('agree-draw-more-than-ten').uncheck();
    await form().getByTestId('agree-code-p1').fill(codes.p1);
    await form().getByTestId('agree-code-p2').fill(codes.p1);
    await form().getByTestId('agree-achievements').click();
    await expect.poll(() => form().getByRole('alert').count()).toBe(1);
    expect(await form().getByRole('alert').textContent()).toContain('both players agree');
  });

  it('takes the agreement with both codes: the tally counts only what they chose, at their points', async () => {
    await form().getByTestId('agree-points-pokedex-entry').fill('10');
    await form().getByTestId('agree-code-p1').fill(codes.p1);
    await form().getByTestId('agree-code-p2').fill(codes.p2);
    const answer = page.waitForResponse((r) => r.url().endsWith('/achievements/agreement') && r.request().method() === 'POST');
    await form().getByTestId('agree-achievements').click();
    expect((await answer).status()).toBe(200);
    await expect.poll(() => form().getByTestId('agreement-saved').count()).toBe(1);
    const tally = (await (await answer).json()) as { agreed: { id: string; points: number }[] };
    expect(tally.agreed.find((a) => a.id === 'pokedex-entry')?.points).toBe(10);
    expect(tally.agreed.some((a) => a.id === 'draw-more-than-ten')).toBe(false);
    await screenshot(page, 'formats-achievements-agreement');
  });
});
