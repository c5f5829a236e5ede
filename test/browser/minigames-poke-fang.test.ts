import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import './poll-timing.js';

/**
 * 003 "Poké-Fang" from the mini games page against the real hub: a shared row of Weedle (Grass), Inkay
 * (Darkness), Swirlix (Fairy), each caught by one Energy of its type, and Froakie (Water and one more).
 * Aino catches three types first and wins.
 */
describe('Poké-Fang on the mini games page', () => {
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

  const turn = () => page.getByTestId('poke-fang-turn').textContent();
  const slot = (s: number) => page.getByTestId(`poke-fang-slot-0-${s}`);
  const caught = (player: number) => page.getByTestId(`poke-fang-caught-${player}`).textContent();
  const attach = async (slotLabel: string, energy: string) => {
    await page.getByTestId('poke-fang-slot').selectOption({ label: slotLabel });
    await page.getByTestId('poke-fang-energy-type').selectOption(energy);
    await page.getByTestId('poke-fang-attach').click();
  };

  it('lays out the row and counts the catches until three types win', async () => {
    await page.goto(`${dashboard.url}/minigames`);
    await page.getByTestId('minigame-kind').selectOption('poke-fang');
    await page.getByTestId('minigame-player-1').fill('Aino');
    await page.getByTestId('minigame-player-2').fill('Ben');
    await page.getByTestId('poke-fang-row-input-0').fill('xy0-1 xy0-18 xy0-24 xy0-12');
    await page.getByTestId('minigame-start').click();
    await expect.poll(turn).toBe("Aino's turn (turn 1)");
    expect(await slot(0).getByRole('heading').textContent()).toBe('1. Weedle');
    expect(await slot(3).textContent()).toContain('Caught when it has: Water, Colorless');

    // Aino: a Grass Energy covers Weedle's attack: caught, its place is empty.
    await attach('1. Weedle', 'Grass');
    await expect.poll(turn).toBe("Ben's turn (turn 2)");
    expect(await caught(0)).toBe('Aino: 1 Pokémon — Weedle (Grass)');
    expect(await slot(0).getByRole('heading').textContent()).toBe('1. Empty place 1');

    // Ben: Fire on Froakie does not cover its Water cost: it stays, its Energy with it.
    await attach('4. Froakie', 'Fire');
    await expect.poll(turn).toBe("Aino's turn (turn 3)");
    expect(await slot(3).getByTestId('poke-fang-energy-1').textContent()).toBe('Ben: 1 Energy attached: Fire');
    expect(await slot(3).getByTestId('poke-fang-energy-0').textContent()).toBe('Aino: 0 Energy attached');
    expect(await caught(1)).toBe('Ben: 0 Pokémon');

    // The top card of the Pokémon deck fills the empty place.
    await page.getByTestId('poke-fang-card-0-0').fill('xy0-25');
    await slot(0).getByRole('button', { name: 'Lay it out' }).click();
    await expect.poll(() => slot(0).getByRole('heading').textContent()).toBe("1. Farfetch'd");
    await screenshot(page, 'minigames-poke-fang');

    await attach('2. Inkay', 'Darkness');
    await expect.poll(turn).toBe("Ben's turn (turn 4)");
    await page.getByTestId('poke-fang-pass').click();
    await expect.poll(turn).toBe("Aino's turn (turn 5)");
    await attach('3. Swirlix', 'Fairy');
    await expect.poll(() => page.getByTestId('minigame-winner').textContent()).toBe('Aino wins!');
    expect(await caught(0)).toBe('Aino: 3 Pokémon — Weedle (Grass), Inkay (Darkness), Swirlix (Fairy)');
    expect(await page.getByTestId('poke-fang-attach').count()).toBe(0);
    await screenshot(page, 'minigames-poke-fang-won');
  });

  it("holds back a row of five, and shows the hub's reason for a row with a Trainer card in it", async () => {
    await page.getByRole('button', { name: 'Start another game' }).click();
    await page.getByTestId('minigame-kind').selectOption('poke-fang');
    await page.getByTestId('minigame-player-1').fill('Aino');
    await page.getByTestId('minigame-player-2').fill('Ben');
    await page.getByTestId('poke-fang-row-input-0').fill('xy0-1 xy0-18 xy0-24 sv1-166, xy0-12');
    await page.getByTestId('minigame-start').click();
    // Five ids are not a row of four: the browser's own check holds the form back.
    expect(await page.getByTestId('poke-fang-row-input-0').evaluate((el) => (el as { validity: { valid: boolean } }).validity.valid)).toBe(false);
    await page.getByTestId('poke-fang-row-input-0').fill('xy0-1 xy0-18 xy0-24 sv1-166');
    await page.getByTestId('minigame-start').click();
    await expect.poll(() => page.getByTestId('minigame-error').textContent()).toBe('Arven is not a Pokémon: the row holds Pokémon only');
    expect(await page.getByTestId('minigame').count()).toBe(0);
  });
});
