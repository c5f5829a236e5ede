import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView } from '../../src/rules/index.js';
import { screenshot } from './artifacts.js';
import { takeSeat, viewWhere } from './game-flow.js';
import { openTable, setUpGame, type TableFixture } from './table-fixture.js';

/**
 * #14 item 14 on the tablet: a player's adjustment of the opponent's side (damage counters an attack's text puts)
 * waits for the opponent, whose tablet says what would change and why, with Accept and Decline. Once made, its reason
 * is told once: by the adjustment's own line, the damage after it naming the player alone.
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

  it("tells the reason once in the battle log, and the judge's time slider notes it at the damage", async () => {
    const { dashboard, browser, page } = table;
    const reason = 'Snorlax: attack text';
    const lines = page.getByTestId('battle-log-line');
    await expect.poll(async () => (await lines.allTextContents()).filter((line) => line.includes('20 damage to Chespin'))).toHaveLength(1);
    const panel = await lines.allTextContents();
    const proposer = panel.find((line) => line.includes(`adjusted the game: ${reason}`))?.match(/· (\w+) adjusted/)?.[1];
    expect(panel.filter((line) => line.includes(reason))).toEqual([expect.stringMatching(new RegExp(`^Turn 1 · (Ash|Misty) adjusted the game: ${reason}$`))]);
    expect(panel).toContain(`Turn 1 · 20 damage to Chespin (${proposer}'s adjustment)`);
    await screenshot(page, 'table-adjustment-reason-once');

    const judge = await browser.context.newPage();
    await judge.goto(`${dashboard.url}/judge`);
    await judge.getByLabel('Name', { exact: true }).fill('Demo Judge');
    await judge.getByLabel('PIN', { exact: true }).fill('0000');
    await judge.getByRole('button', { name: 'Sign in' }).click();
    await judge.getByRole('button', { name: 'Load the log' }).click();
    const scrubber = judge.getByTestId('scrubber');
    await scrubber.waitFor();
    const total = Number(await scrubber.getAttribute('max'));
    const told: string[] = [];
    for (let at = 1; at <= total; at++) {
      await scrubber.fill(String(at));
      told.push((await judge.getByTestId('scrub-event').textContent()) ?? '');
    }
    const damage = told.find((text) => text.includes(`20 damage to Chespin (${proposer}'s adjustment)`)) ?? '';
    expect(damage).toContain(`adjustment by ${proposer}: “${reason}”`);
    expect(told.find((text) => text.includes('adjusted the game'))).not.toContain('adjustment by');
    await judge.close();
  });
});
