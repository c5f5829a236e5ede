import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView } from '../../src/rules/index.js';
import { screenshot } from './artifacts.js';
import { takeSeat, viewWhere } from './game-flow.js';
import './poll-timing.js';
import { openTable, setUpGame, type TableFixture } from './table-fixture.js';

/**
 * #15: players put damage counters and Special Conditions by hand where card text the engine leaves to them says so.
 * On their own Pokémon it applies at once; on the opponent's, the opponent accepts it first (adjustment-confirmation.ts).
 */
describe('players change damage counters and Special Conditions by tapping a Pokémon', () => {
  let table: TableFixture;

  beforeAll(async () => {
    table = await openTable();
  });

  afterAll(async () => {
    await table?.close();
  });

  const pokemonOn = (page: Page, name: string) => page.getByRole('article', { name });
  const damageOf = (view: GameView, id: string) => [...Object.values(view.players)].flatMap((p) => [p.active, ...p.bench]).find((p) => p?.id === id) as { damage?: number } | undefined;

  it('puts 3 counters on the opponent’s Active once they accept, and counters on one’s own Bench at once', async () => {
    const { match, page, dashboard, browser } = table;
    const { first, second } = await setUpGame(table, { first: 'xy0-26', second: 'xy0-3', firstBench: ['xy0-12'] });
    const opponent = await browser.context.newPage();
    await takeSeat(page, dashboard.url, match.codes[first]);
    await takeSeat(opponent, dashboard.url, match.codes[second]);
    const opponentName = second === 'p1' ? 'Ash' : 'Misty';

    await page.getByRole('button', { name: 'Damage counters and Special Conditions: Chespin' }).click();
    const sheet = page.getByTestId('adjust-sheet');
    for (let i = 0; i < 3; i++) await sheet.getByRole('button', { name: 'Add 1 damage counter' }).click();
    expect(await sheet.getByTestId('adjust-change').textContent()).toBe('Put 3 damage counters');
    await sheet.getByLabel('Why (optional)').fill('Snorlax: attack text');
    await sheet.getByRole('button', { name: 'Ask to change the damage counters' }).click();
    // The change asked for closes the sheet: what happens next is on the board.
    await expect.poll(() => sheet.count()).toBe(0);

    const pending = page.getByTestId('pending-adjustment');
    await expect.poll(() => pending.textContent()).toContain(`Waiting for ${opponentName} to accept: Put 3 damage counters on Chespin.`);
    expect(await pokemonOn(page, 'Chespin').getByTestId('damage').textContent()).toBe('0 damage counters');
    await screenshot(page, 'table-adjust-pending');

    const dialog = opponent.getByTestId('prompt-dialog');
    expect(await dialog.getByTestId('adjustment').textContent()).toBe('Put 3 damage counters on Chespin.');
    expect(await dialog.textContent()).toContain('Why: Snorlax: attack text');
    await dialog.getByRole('button', { name: 'Accept' }).click();

    for (const board of [page, opponent]) {
      await expect.poll(() => pokemonOn(board, 'Chespin').getByTestId('damage').textContent()).toBe('3 damage counters');
      expect(await pokemonOn(board, 'Chespin').getByTestId('hp').textContent()).toBe('30 of 60 HP left');
      expect(await pokemonOn(board, 'Chespin').locator('.damage-marker').allTextContents()).toEqual(['10', '10', '10']);
    }
    await expect.poll(() => pending.count()).toBe(0);

    // One's own Bench Pokémon: it applies at once, nobody is asked.
    await page.getByRole('button', { name: 'Damage counters and Special Conditions: Froakie' }).click();
    await sheet.getByRole('button', { name: 'Add 5 damage counters' }).click();
    // Special Conditions only on an Active Pokémon (002 "Special Conditions"): the Bench's sheet has none.
    expect(await sheet.getByRole('button', { name: 'Poisoned' }).count()).toBe(0);
    await sheet.getByRole('button', { name: 'Change the damage counters' }).click();
    await expect.poll(() => sheet.count()).toBe(0);
    await expect.poll(() => pokemonOn(page, 'Froakie').getByTestId('damage').textContent()).toBe('5 damage counters');
    await page.getByRole('button', { name: 'Damage counters and Special Conditions: Snorlax' }).click();
    await sheet.getByRole('button', { name: 'Poisoned' }).click();
    await expect.poll(() => sheet.count()).toBe(0);
    await expect.poll(() => pokemonOn(page, 'Snorlax').getByTestId('condition').textContent()).toContain('Poisoned');
    // Opened again, the sheet shows the change made.
    await page.getByRole('button', { name: 'Damage counters and Special Conditions: Snorlax' }).click();
    expect(await sheet.getByRole('button', { name: 'Poisoned' }).getAttribute('aria-pressed')).toBe('true');
    await sheet.getByRole('button', { name: 'Done' }).click();
    const froakie = (await viewWhere(match.seats[second], (v) => v.players[first].bench[0] !== undefined)).players[first].bench[0]!.id;
    const seen = await viewWhere(match.seats[second], (v) => damageOf(v, froakie)?.damage === 50);
    expect(seen.prompts).toEqual([]);
    await expect.poll(() => pokemonOn(opponent, 'Froakie').getByTestId('damage').textContent()).toBe('5 damage counters');
    await expect.poll(() => pokemonOn(opponent, 'Snorlax').getByTestId('condition').textContent()).toContain('Poisoned');
    expect(await pokemonOn(opponent, 'Froakie').locator('.damage-marker').allTextContents()).toEqual(['50']);
    await screenshot(page, 'table-adjust-own-bench');
    await screenshot(opponent, 'table-adjust-opponent');
  });
});
