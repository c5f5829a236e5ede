import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView, Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { startMatch, takeSeat, viewWhere, type StartedMatch } from './game-flow.js';
import { cardDef } from './seat-client.js';

/**
 * #14 item 14 on the tablet: a player's adjustment of the opponent's side (damage counters an attack's text puts)
 * waits for the opponent, whose tablet says what would change and why, with Accept and Decline.
 */
describe("the opponent confirms an adjustment of their side on their tablet", () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let match: StartedMatch;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1024, height: 768 } });
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

  it('shows the proposal to the opponent, and Accept puts the counters', async () => {
    const first = (await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first')).tossWinner!;
    const second: Seat = first === 'p1' ? 'p2' : 'p1';
    await takeSeat(page, dashboard.url, match.codes[second]);
    await match.seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await match.seats[first].mustAccept({ type: 'PlaceActive', player: first, card: await cardDef(hub, 'xy0-26') });
    await match.seats[second].mustAccept({ type: 'PlaceActive', player: second, card: await cardDef(hub, 'xy0-3') });
    await match.seats[first].mustAccept({ type: 'FinishSetup', player: first });
    await match.seats[second].mustAccept({ type: 'FinishSetup', player: second });
    const target = (await viewWhere(match.seats[first], (v) => v.turn?.number === 1 && v.players[second].active !== null)).players[second].active!.id;
    await match.seats[first].mustAccept({ type: 'Adjust', player: first, reason: 'Snorlax: attack text', action: { kind: 'put-damage-counters', target, counters: 2 } });

    const dialog = page.getByTestId('prompt-dialog');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(`${first === 'p1' ? 'Ash' : 'Misty'} wants to change your side`);
    expect(await dialog.getByTestId('adjustment').textContent()).toBe('Put 2 damage counters on Chespin.');
    expect(await dialog.textContent()).toContain('Why: Snorlax: attack text');
    await screenshot(page, 'table-confirm-adjustment');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    const damaged = await viewWhere(match.seats[first], (v: GameView) => (v.players[second].active as { damage?: number } | null)?.damage === 20);
    expect(damaged.prompts).toEqual([]);
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
