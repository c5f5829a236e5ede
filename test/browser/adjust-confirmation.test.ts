import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView } from '../../src/rules/index.js';
import { screenshot } from './artifacts.js';
import { takeSeat, viewWhere } from './game-flow.js';
import { openTable, setUpGame, type TableFixture } from './table-fixture.js';

/**
 * #14 item 14 on the tablet: a player's adjustment of the opponent's side (damage counters an attack's text puts)
 * waits for the opponent, whose tablet says what would change and why, with Accept and Decline.
 */
describe('the opponent confirms an adjustment of their side on their tablet', () => {
  let table: TableFixture;

  beforeAll(async () => {
    table = await openTable();
  });

  afterAll(async () => {
    await table?.close();
  });

  it('shows the proposal to the opponent, and Accept puts the counters', async () => {
    const { match, page, dashboard } = table;
    const { first, second } = await setUpGame(table, { first: 'xy0-26', second: 'xy0-3' });
    await takeSeat(page, dashboard.url, match.codes[second]);
    const target = (await viewWhere(match.seats[first], (v) => v.players[second].active !== null)).players[second].active!.id;
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
