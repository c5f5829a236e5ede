import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { startMatch, takeSeat, viewWhere, type StartedMatch } from './game-flow.js';
import { adminFetch } from './seat-client.js';
import './poll-timing.js';

const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');

/**
 * Issue 15's walk, "Start next game": the last game's cards still lay on the virtual table, and the next game asked
 * about them ("Cards left the table", a second Active) and held until answered. Now the table is told once to clear
 * the mat, in a line that asks nothing, and the old cards play no part in the new game.
 */
describe("the next game on a table where the last game's cards still lie", () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let match: StartedMatch | undefined;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1024, height: 768 } });
    hub = await startHub();
    dashboard = await serveDashboard(hub);
  });
  afterAll(async () => {
    match?.close();
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  /** Virtual stickers for a seat's cards, as the virtual table makes them. */
  const stickers = async (seat: Seat, cards: readonly string[]): Promise<string[]> => {
    const res = await adminFetch(hub, '/api/demo/tables/demo/stickers', { seat, cards });
    return ((await res.json()) as { stickers: { uid: string }[] }).stickers.map((s) => s.uid);
  };
  /** What the virtual table's zone then holds, bottom first, as its page sends it to the simulated reader. */
  const lay = async (zone: string, uids: readonly string[]) => {
    const body = uids.length === 0 ? { action: 'remove' } : uids.length === 1 ? { action: 'place', uid: uids[0] } : { action: 'several', uids };
    expect((await adminFetch(hub, `/api/demo/tables/demo/zones/${zone}`, body)).status).toBe(204);
  };
  const tossWinner = async (m: StartedMatch): Promise<Seat> => (await viewWhere(m.seats.p1, (v) => v.stage === 'choose-first')).tossWinner!;

  it('tells the players once to clear the mat, asks nothing about the old cards, and plays the new game with the cards put down for it', async () => {
    // The first game: each Active a Pawmi, the first player's with a Lightning Energy; the second player concedes.
    match = await startMatch(hub);
    const first = await tossWinner(match);
    await match.seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    const cards = { [first]: await stickers(first, ['sv1-74', 'sve-4']), [other(first)]: await stickers(other(first), ['sv1-74']) } as Record<Seat, string[]>;
    for (const seat of ['p1', 'p2'] as const) await lay(`${seat}.active`, [cards[seat][0]!]);
    await viewWhere(match.seats.p1, (v) => v.players.p1.active !== null && v.players.p2.active !== null, 15_000);
    for (const seat of [first, other(first)]) await match.seats[seat].mustAccept({ type: 'FinishSetup', player: seat });
    await lay(`${first}.active`, cards[first]);
    await viewWhere(match.seats[first], (v) => JSON.stringify(v.players[first].active ?? null).includes('sve-4'), 15_000);
    await match.seats[other(first)].mustAccept({ type: 'Concede', player: other(first) });
    await viewWhere(match.seats.p1, (v) => v.stage === 'finished');
    match.close();

    // "Start next game": the cards are still on the mat.
    match = await startMatch(hub);
    const page = await browser.context.newPage();
    await takeSeat(page, dashboard.url, match.codes.p1);
    const notice = page.getByTestId('table-notice');
    await expect.poll(() => notice.textContent(), { timeout: 15_000 }).toBe(
      "Clear the mat: The last game's cards are still on the mat, and the readers leave them out of this game. Take them all off before you lay out this game. A card you lift and put straight back still counts as the last game's: keep it off the mat for 2 seconds or more.",
    );
    const next = await tossWinner(match);
    await match.seats[next].mustAccept({ type: 'ChooseFirstPlayer', player: next, first: next });
    await screenshot(page, 'next-game-clear-the-mat');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'next-game-clear-the-mat-390');
    await page.setViewportSize({ width: 1024, height: 768 });

    // Taken off one by one, as the virtual table's "Take the top card" does: no card of the last game is placed, none asked about.
    await lay(`${first}.active`, [cards[first][0]!]);
    await page.waitForTimeout(500);
    for (const seat of ['p1', 'p2'] as const) await lay(`${seat}.active`, []);
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(0);
    expect(await page.getByTestId('table-prompt').count()).toBe(0);
    expect(await page.getByTestId('table-prompt-dialog').count()).toBe(0);
    const view = await viewWhere(match.seats.p1, () => true);
    expect([view.players.p1.active, view.players.p2.active]).toEqual([null, null]);

    // The new game's own Pawmi is its Active Pokémon.
    const [fresh] = await stickers('p1', ['sv1-74']);
    await lay('p1.active', [fresh!]);
    await viewWhere(match.seats.p1, (v) => v.players.p1.active?.id === fresh, 15_000);
    expect(await page.getByTestId('table-prompt').count()).toBe(0);
    await screenshot(page, 'next-game-new-active');
  });
});
