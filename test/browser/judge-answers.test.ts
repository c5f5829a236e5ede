import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './artifacts.js';
import { viewWhere } from './game-flow.js';
import { openTable, type TableFixture } from './table-fixture.js';
import './poll-timing.js';

/**
 * Issue #15 item 9: a prompt that says "Player 2 or a judge answers" can be answered from the judge view, the
 * engine's own decisions (who goes first) included, which a seat's tablet asks in a dialog of its own.
 */
describe('the judge answers a prompt the players leave open', () => {
  let table: TableFixture;

  beforeAll(async () => {
    table = await openTable({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await table?.close();
  });

  it('who goes first: the toss winner has not chosen, the judge chooses for them in the judge view', async () => {
    const { page, dashboard, match } = table;
    const tossed = await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first');
    const winner = tossed.tossWinner!;
    await page.goto(`${dashboard.url}/judge`);
    await page.getByLabel('Name', { exact: true }).fill('Demo Judge');
    await page.getByLabel('PIN', { exact: true }).fill('0000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Who goes first?' });
    await dialog.waitFor();
    // Named, and worded as whose decision it is: the judge is not the player asked.
    const [name, other] = winner === 'p1' ? ['Ash (Player 1)', 'Misty (Player 2)'] : ['Misty (Player 2)', 'Ash (Player 1)'];
    expect(await dialog.textContent()).toContain(`${name} won the coin toss and decides who goes first.`);
    expect(await dialog.textContent()).toContain(`${name} or a judge answers`);
    expect(await dialog.getByRole('group').getByRole('button').allTextContents()).toEqual([`${name} goes first`, `${other} goes first`]);
    await screenshot(page, 'judge-answers-toss');
    await dialog.getByRole('button', { name: `${name} goes first` }).click();
    const placing = await viewWhere(match.seats.p1, (v) => v.stage === 'placing');
    expect(placing.firstPlayer).toBe(winner);
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
