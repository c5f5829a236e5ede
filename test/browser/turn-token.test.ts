import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { api, startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import './poll-timing.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { startMatch, takeSeat, viewWhere, type StartedMatch } from './game-flow.js';

/**
 * The turn token on the tablet: the toss winner's choice stays the engine's one dialog (the mirror's
 * own "who goes first" is only listed); a token tapped on the simulated tap pad opens the seat's menu
 * as a dialog in the reader's language, "Setup done" finishes setup, and only that seat gets it.
 */
describe('the turn token menu on the table view', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let match: StartedMatch;
  const pages = {} as Record<Seat, Page>;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1280, height: 1000 } });
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    match = await startMatch(hub);
    pages.p1 = await browser.context.newPage();
    pages.p2 = await browser.context.newPage();
  });

  afterAll(async () => {
    match?.close();
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('opens, translated, on the seat that tapped, and finishes setup', async () => {
    await takeSeat(pages.p1, dashboard.url, match.codes.p1);
    await takeSeat(pages.p2, dashboard.url, match.codes.p2);
    const tossed = await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first');
    const first = tossed.tossWinner!;
    const second: Seat = first === 'p1' ? 'p2' : 'p1';
    // One dialog asks: the engine's; the mirror's question is listed beside it.
    await expect.poll(() => pages[first].getByTestId('table-prompt').textContent()).toMatch(/^⚠ Who goes first\?/);
    expect(await pages[first].getByTestId('table-prompt-dialog').count()).toBe(0);
    await pages[first].getByTestId('prompt-dialog').getByRole('button', { name: 'I go first' }).click();
    await viewWhere(match.seats.p1, (v) => v.stage === 'placing');

    for (const [zone, uid, cardId] of [
      [`${first}.active`, '04BEEF00000001', 'xy0-8'],
      [`${second}.active`, '04BEEF00000002', 'xy0-1'],
    ] as const) {
      expect((await api(hub, 'POST', `/api/demo/tables/demo/zones/${zone}`, { action: 'place', uid, cardId })).status).toBe(204);
    }
    await viewWhere(match.seats[second], (v) => v.players.p1.active !== null && v.players.p2.active !== null);

    // The second player reads German: the menu comes in German.
    await pages[second].getByTestId('language').selectOption('de');
    expect((await api(hub, 'POST', `/api/demo/tables/demo/zones/${second}.tap`, { action: 'tap-token' })).status).toBe(204);
    const menu = pages[second].getByTestId('table-prompt-dialog');
    await expect.poll(() => menu.getByRole('heading').textContent()).toBe('Zugmenü');
    expect(await menu.getByRole('button').allTextContents()).toEqual(['Vorbereitung fertig', 'Abbrechen']);
    expect(await menu.textContent()).toContain(`Zugmarker von Spieler ${second === 'p1' ? 1 : 2}: Vorbereitung.`);
    expect(await pages[first].getByTestId('table-prompt-dialog').count()).toBe(0);
    await screenshot(pages[second], 'turn-token-menu-de');
    await menu.getByRole('button', { name: 'Vorbereitung fertig' }).click();
    await expect.poll(() => pages[second].getByTestId('table-prompt-dialog').count()).toBe(0);
    await viewWhere(match.seats[second], (v) => v.players[second].setupDone);

    // The first player taps theirs on the virtual table: the same reader events as a real tap pad.
    const virtual = await browser.context.newPage();
    await virtual.goto(`${dashboard.url}/virtual/demo`);
    await virtual.getByTestId(`zone-${first}.tap`).getByTestId('tap-turn-token').click();
    const mine = pages[first].getByTestId('table-prompt-dialog');
    await expect.poll(() => mine.getByRole('heading').textContent()).toBe('Turn menu');
    await mine.getByRole('button', { name: 'Setup done' }).click();
    await expect.poll(() => pages[first].getByTestId('turn').textContent()).toMatch(/^Turn 1: /);
  });
});
