import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import './poll-timing.js';

/** 003's mini games from the mini games page against the real hub: the score and every die roll with its origin. */
describe('the mini games page', () => {
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

  const rolls = () => page.getByTestId('minigame-roll-line').allTextContents();

  it('plays "Highest number wins": the hub\'s die and a die at the table decide the value, the higher card takes the round', async () => {
    await page.goto(`${dashboard.url}/minigames`);
    await page.getByTestId('minigame-kind').selectOption('highest-number');
    await page.getByTestId('minigame-player-1').fill('Aino');
    await page.getByTestId('minigame-player-2').fill('Ben');
    await page.getByTestId('minigame-start').click();
    await expect.poll(() => page.getByTestId('minigame-score').textContent()).toBe('Aino 0 : 0 Ben (first to 6 rounds)');

    // The hub rolls: its face picks the value to compare, and the roll is marked as a software roll.
    await page.getByTestId('minigame-roll').click();
    await expect.poll(() => page.getByTestId('minigame-stat').count()).toBe(1);
    expect(await rolls()).toHaveLength(1);
    expect((await rolls())[0]).toMatch(/^[1-6] → (HP|Height|Weight|Pokédex number|Retreat Cost|Attack damage) · ⚠ software roll \(the hub's crypto\.randomInt\)$/);
    await page.getByTestId('minigame-value-1').fill('120');
    await page.getByTestId('minigame-value-2').fill('60');
    await page.getByTestId('minigame-compare').click();
    await expect.poll(() => page.getByTestId('minigame-score').textContent()).toBe('Aino 1 : 0 Ben (first to 6 rounds)');
    expect((await rolls())[0]).toMatch(/ · 120 : 60 → Aino$/);

    // A die rolled at the table, typed in: 1 is HP, and the roll says where it came from.
    await page.getByTestId('minigame-face').fill('1');
    await page.getByRole('button', { name: 'Enter the roll' }).click();
    await expect.poll(() => page.getByTestId('minigame-stat').textContent()).toBe('Compare: HP');
    expect((await rolls())[1]).toBe('1 → HP · a die at the table');
    await page.getByTestId('minigame-value-1').fill('60');
    await page.getByTestId('minigame-value-2').fill('90');
    await page.getByTestId('minigame-compare').click();
    await expect.poll(() => page.getByTestId('minigame-score').textContent()).toBe('Aino 1 : 1 Ben (first to 6 rounds)');
    await screenshot(page, 'minigames-highest-number');

    // The page keeps the game for the tab: a reload shows the same score and rolls.
    await page.reload();
    await expect.poll(() => page.getByTestId('minigame-score').textContent()).toBe('Aino 1 : 1 Ben (first to 6 rounds)');
    expect(await rolls()).toHaveLength(2);
  });

  it('keeps the score of "Who\'s that Pokémon?": three tries per entry, then the other player reads', async () => {
    await page.getByRole('button', { name: 'Start another game' }).click();
    await page.getByTestId('minigame-kind').selectOption('whos-that-pokemon');
    await page.getByTestId('minigame-player-1').fill('Aino');
    await page.getByTestId('minigame-player-2').fill('Ben');
    await page.getByLabel('Cards each').fill('1');
    await page.getByTestId('minigame-start').click();
    await expect.poll(() => page.getByText('Aino reads a Pokédex entry; Ben guesses (3 tries left).').count()).toBe(1);
    await page.getByRole('button', { name: 'Wrong' }).click();
    await expect.poll(() => page.getByText('Aino reads a Pokédex entry; Ben guesses (2 tries left).').count()).toBe(1);
    await page.getByRole('button', { name: 'Right' }).click();
    await expect.poll(() => page.getByText('Ben reads a Pokédex entry; Aino guesses (3 tries left).').count()).toBe(1);
    await page.getByRole('button', { name: 'Wrong' }).click();
    await expect.poll(() => page.getByText('Ben reads a Pokédex entry; Aino guesses (2 tries left).').count()).toBe(1);
    await page.getByRole('button', { name: 'Wrong' }).click();
    await expect.poll(() => page.getByText('Ben reads a Pokédex entry; Aino guesses (1 try left).').count()).toBe(1);
    await page.getByRole('button', { name: 'Wrong' }).click();
    await expect.poll(() => page.getByTestId('minigame-winner').textContent()).toBe('Ben wins!');
    expect(await page.getByTestId('minigame-score').textContent()).toContain('Ben: named 1, read 1 of 1');
    await screenshot(page, 'minigames-whos-that');
  });
  it('keeps the pairs of "Energy memory": a pair of one type is kept, two types are turned back and the next player goes', async () => {
    await page.getByRole('button', { name: 'Start another game' }).click();
    await page.getByTestId('minigame-kind').selectOption('energy-memory');
    await page.getByTestId('minigame-player-1').fill('Aino');
    await page.getByTestId('minigame-player-2').fill('Ben');
    await page.getByTestId('minigame-start').click();
    await expect.poll(() => page.getByTestId('minigame-turn').textContent()).toBe('Aino turns over two cards.');
    await page.getByLabel('First card').selectOption('Fire');
    await page.getByLabel('Second card').selectOption('Fire');
    await page.getByTestId('minigame-turn-over').click();
    await expect.poll(() => page.getByTestId('minigame-turn').textContent()).toBe('Ben turns over two cards.');
    expect(await page.getByTestId('minigame-score').getByRole('listitem').allTextContents()).toEqual(['Aino: 1 pair', 'Ben: 0 pairs']);
    expect(await page.getByText(/^Face down: /).textContent()).toContain('Fire 2');
    await page.getByLabel('First card').selectOption('Fire');
    await page.getByLabel('Second card').selectOption('Water');
    await page.getByTestId('minigame-turn-over').click();
    await expect.poll(() => page.getByTestId('minigame-turn').textContent()).toBe('Aino turns over two cards.');
    expect(await page.getByTestId('minigame-score').getByRole('listitem').allTextContents()).toEqual(['Aino: 1 pair', 'Ben: 0 pairs']);
    await screenshot(page, 'minigames-energy-memory');
  });
});
