import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import './poll-timing.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { startMatch, viewWhere, type StartedMatch } from './game-flow.js';
import { cardDef } from './seat-client.js';

/** startMatch seats Ash as p1 and Misty as p2; the demo config's judge. */
const NAMES = { p1: 'Ash', p2: 'Misty' } as const;
const JUDGE = { name: 'Demo Judge', pin: '0000' };

describe("the judge's undo to the last legal state, and restore to a point of the log", () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let match: StartedMatch;
  let judge: Page;
  let table: Page;
  let first: Seat;
  let second: Seat;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1280, height: 1000 } });
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    match = await startMatch(hub);
    const tossed = await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first');
    first = tossed.tossWinner!;
    second = first === 'p1' ? 'p2' : 'p1';
    await match.seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await match.seats[first].mustAccept({ type: 'PlaceActive', player: first, card: await cardDef(hub, 'xy0-26') });
    await match.seats[second].mustAccept({ type: 'PlaceActive', player: second, card: await cardDef(hub, 'xy0-1') });
    await match.seats[first].mustAccept({ type: 'FinishSetup', player: first });
    await match.seats[second].mustAccept({ type: 'FinishSetup', player: second });
    await viewWhere(match.seats.p1, (v) => v.turn?.number === 1);

    judge = await browser.context.newPage();
    await judge.goto(`${dashboard.url}/judge`);
    await judge.getByLabel('Name', { exact: true }).fill(JUDGE.name);
    await judge.getByLabel('PIN', { exact: true }).fill(JUDGE.pin);
    await judge.getByRole('button', { name: 'Sign in' }).click();
    await judge.getByText('judge Demo Judge').waitFor();
    table = await browser.context.newPage();
    await table.goto(`${dashboard.url}/table/demo/spectate`);
  }, 60_000);

  afterAll(async () => {
    match?.close();
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('shows the point before the latest play, asks for a reason, and every screen at the table shows the restore', async () => {
    await match.seats[first].mustAccept({ type: 'PlayToBench', player: first, card: await cardDef(hub, 'xy0-12') });
    const froakie = table.getByRole('article', { name: 'Froakie' });
    await froakie.waitFor();

    await judge.getByRole('button', { name: 'Load the log' }).click();
    await expect.poll(() => judge.getByTestId('last-legal').textContent()).toMatch(
      new RegExp(`^The last legal state is after event #\\d+, just before the play entered by ${NAMES[first]} \\(player ${first === 'p1' ? 1 : 2}\\) at .+: ${NAMES[first]} puts Froakie on the Bench\\.`),
    );
    await judge.getByRole('button', { name: 'Undo to the last legal state' }).click();
    const dialog = judge.getByTestId('restore-dialog');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toMatch(/^Restore the game to the state after event #\d+\?$/);
    expect(await dialog.getByTestId('restore-reopens').count()).toBe(0);
    // The reason box has the focus, and the restore waits for a reason.
    expect(await judge.evaluate('document.activeElement?.tagName')).toBe('TEXTAREA');
    const confirm = dialog.getByRole('button', { name: /^Restore to #\d+$/ });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason (required)').fill('The mirror read a Froakie that was only moved over the Bench');
    await screenshot(judge, 'judge-restore-dialog');
    await confirm.click();

    await expect.poll(() => froakie.count()).toBe(0);
    const banner = table.getByTestId('restore-banner');
    await expect.poll(() => banner.textContent()).toMatch(
      /^↶ A judge restored the game\. Demo Judge put it back to the state after event #\d+\./,
    );
    // A spectator learns that a judge restored the game and who, never why: the reason may name a hidden card.
    expect(await table.getByTestId('restore-banner').textContent()).not.toContain('Froakie');
    expect(await table.getByRole('status').filter({ has: banner }).count()).toBe(1);
    await screenshot(table, 'spectator-restore-banner');
    // The log reloads itself: the restore is its last entry, told as the battle log tells it, with the judge and the
    // reason, once: no note after the time says it again.
    await expect
      .poll(() => judge.getByTestId('scrub-event').textContent())
      .toMatch(/Judge Demo Judge put the game back to log entry \d+: The mirror read a Froakie.* · entered by judge Demo Judge · [^·“]+$/);
    await expect.poll(() => judge.getByTestId('chain-check').textContent()).toMatch(/^✔ Hash chain intact/);
  });

  it("restores to the point chosen on the scrubber: a judge's correction after it is undone", async () => {
    const snorlax = table.getByRole('article', { name: 'Snorlax' });
    await judge.getByTestId('correction-kind').selectOption('put-damage-counters');
    await judge.getByTestId('correction-target').selectOption({ label: `${NAMES[first]}: Snorlax` });
    await judge.getByTestId('correction-amount').fill('3');
    await judge.getByTestId('correction-reason').fill('Counters put on the wrong Pokémon');
    await judge.getByTestId('correction-submit').click();
    await expect.poll(() => snorlax.getByTestId('damage').textContent()).toBe('3 damage counters');

    const scrubber = judge.getByTestId('scrubber');
    await expect.poll(async () => (await judge.getByTestId('scrub-event').textContent()) ?? '').toContain('Counters put on the wrong');
    // Back to the entry before the correction: the past board shows Snorlax without the counters.
    const total = Number(await scrubber.getAttribute('max'));
    let at = total;
    while (at > 0 && (await judge.getByTestId('scrub-event').textContent())?.includes('Counters put on the wrong')) await scrubber.fill(String(--at));
    expect(await judge.getByTestId('past-board').getByRole('article', { name: 'Snorlax' }).getByTestId('damage').textContent()).toBe('0 damage counters');
    await judge.getByRole('button', { name: `Restore to here (after event #${at})` }).click();
    const dialog = judge.getByTestId('restore-dialog');
    expect(await dialog.textContent()).toContain(`Events #${at + 1} to #${total} stay in the log but no longer count`);
    await dialog.getByLabel('Reason (required)').fill('Wrong target for the correction');
    await dialog.getByRole('button', { name: `Restore to #${at}` }).click();

    await expect.poll(() => snorlax.getByTestId('damage').textContent()).toBe('0 damage counters');
    await expect.poll(() => table.getByTestId('restore-banner').textContent()).toContain(`back to the state after event #${at}.`);
    await screenshot(judge, 'judge-restored-to-scrubber-point');
  });

  it('the banner goes when dismissed, and stays away on a reload of that page', async () => {
    await table.getByRole('button', { name: 'Dismiss the restore notice' }).click();
    await expect.poll(() => table.getByTestId('restore-banner').count()).toBe(0);
    await table.reload();
    await table.getByRole('article', { name: 'Snorlax' }).waitFor();
    expect(await table.getByTestId('restore-banner').count()).toBe(0);
  });

  it('puts back a game an illegal Knock Out ended: the judge undoes it on the finished game, and the game runs again', async () => {
    const weedle = table.getByRole('article', { name: 'Weedle' });
    await weedle.waitFor();
    const target = (await viewWhere(match.seats[first], (v) => v.players[second].active !== null)).players[second].active!.id;
    await match.seats[first].mustAccept({
      type: 'Adjust',
      player: first,
      reason: 'attack text: 9 damage counters',
      action: { kind: 'put-damage-counters', target, counters: 9 },
    });
    // The opponent confirms an adjustment of their side (#14 item 14).
    await match.seats[second].mustAccept({ type: 'AnswerAdjustment', player: second, accept: true });
    await expect.poll(() => table.getByTestId('result').textContent()).toBe(`${NAMES[first]} wins (opponent has no Pokémon in play)`);
    await expect.poll(() => weedle.count()).toBe(0);
    // The end of the game is summed up on the Checkup sheet, Knock Out included.
    await expect.poll(() => table.getByTestId('checkup-sheet').textContent()).toContain('Weedle');

    // The log follows the game to its end; the undo stays offered on the finished game and goes before the Knock Out.
    await expect.poll(async () => (await judge.getByTestId('last-legal').textContent()) ?? '').toContain(`just before the play entered by ${NAMES[first]} (player ${first === 'p1' ? 1 : 2})`);
    const undo = judge.getByRole('button', { name: 'Undo to the last legal state' });
    // Polled: the proposal alone already reads "just before the play entered by …"; the page may still be taking in the end.
    await expect.poll(() => undo.isDisabled()).toBe(false);
    await screenshot(judge, 'judge-restore-finished-game');
    await undo.click();
    const dialog = judge.getByTestId('restore-dialog');
    expect(await dialog.getByTestId('restore-reopens').textContent()).toMatch(/^The game is over: restoring reopens the match/);
    await dialog.getByLabel('Reason (required)').fill('Weedle took 30 damage, not 90: no Knock Out');
    await dialog.getByRole('button', { name: /^Restore to #\d+$/ }).click();

    await weedle.waitFor();
    await expect.poll(() => table.getByTestId('result').count()).toBe(0);
    await expect.poll(() => table.getByTestId('turn').textContent()).toContain(NAMES[first]);
    await expect.poll(() => table.getByTestId('restore-banner').textContent()).toMatch(/^↶ A judge restored the game\. Demo Judge put it back to the state after event #\d+\./);
    // The undone Knock Out's sheet goes with it.
    await expect.poll(() => table.getByTestId('checkup-sheet').count()).toBe(0);
    await expect.poll(() => judge.getByTestId('chain-check').textContent()).toMatch(/^✔ Hash chain intact/);
    await screenshot(table, 'spectator-finished-game-restored');
    // The same Pokémon is back in the Active Spot, as the seat that targeted it names it (a per-match alias, issue 14).
    expect((await viewWhere(match.seats[first], (v) => v.stage !== 'finished')).players[second].active?.id).toBe(target);
  });

  it('a cancelled restore changes nothing', async () => {
    const before = (await viewWhere(match.seats[first], () => true)).version;
    await judge.getByRole('button', { name: 'Undo to the last legal state' }).click();
    await judge.keyboard.press('Escape');
    await expect.poll(() => judge.getByTestId('restore-dialog').count()).toBe(0);
    expect((await viewWhere(match.seats[first], () => true)).version).toBe(before);
  });
});
