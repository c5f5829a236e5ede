import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './artifacts.js';
import { takeSeat, viewWhere } from './game-flow.js';
import './poll-timing.js';
import { openTable, setUpGame, type TableFixture } from './table-fixture.js';

/**
 * #15: for players who cannot watch the screen, a Knock Out goes into a live region for screen readers and, once
 * the player turns speaking on, through the browser's speech synthesis in the interface language.
 */
describe('a Knock Out is announced on the table view', () => {
  let table: TableFixture;

  beforeAll(async () => {
    table = await openTable();
  });

  afterAll(async () => {
    await table?.close();
  });

  it('puts the Knock Out line into the live region and speaks it once speaking is turned on', async () => {
    const { match, page, dashboard } = table;
    // Headless Chromium has no voices: record what would be spoken.
    await page.addInitScript('window.spoken = []; window.speechSynthesis.speak = (u) => { window.spoken.push([u.text, u.lang]); };');
    const { first, second } = await setUpGame(table, { first: 'xy0-26', second: 'xy0-3' });
    await takeSeat(page, dashboard.url, match.codes[first]);
    const speak = page.getByRole('checkbox', { name: /^Speak what happens/ });
    expect(await speak.isChecked()).toBe(false);
    await speak.check();

    const target = (await viewWhere(match.seats[first], (v) => v.players[second].active !== null)).players[second].active!.id;
    await match.seats[first].mustAccept({ type: 'ProposeAdjust', player: first, reason: 'card text', action: { kind: 'put-damage-counters', target, counters: 6 } });
    await viewWhere(match.seats[second], (v) => v.prompts.some((p) => p.kind === 'confirm-adjustment'));
    await match.seats[second].mustAccept({ type: 'AnswerAdjustment', player: second, accept: true });

    const opponent = second === 'p1' ? 'Ash' : 'Misty';
    const live = page.getByTestId('announcements');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => live.textContent()).toContain(`${opponent}'s Chespin is Knocked Out`);
    const spoken = (await page.evaluate('window.spoken')) as [string, string][];
    expect(spoken).toContainEqual([`${opponent}'s Chespin is Knocked Out`, 'en-GB']);
    await screenshot(page, 'table-announced-knock-out');
  });
});
