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

/** startMatch seats Ash as p1 and Misty as p2. */
const NAMES = { p1: 'Ash', p2: 'Misty' } as const;

/** The demo config's judge. */
const JUDGE = { name: 'Demo Judge', pin: '0000' };

describe('the judge view', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let match: StartedMatch;
  let judge: Page;
  let spectator: Page;
  const spectatorFrames: string[] = [];
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
    await match.seats[first].mustAccept({ type: 'PlaceActive', player: first, card: await cardDef(hub, 'xy0-8') });
    await match.seats[second].mustAccept({ type: 'PlaceActive', player: second, card: await cardDef(hub, 'xy0-1') });
    await match.seats[first].mustAccept({ type: 'FinishSetup', player: first });
    await match.seats[second].mustAccept({ type: 'FinishSetup', player: second });
    await viewWhere(match.seats.p1, (v) => v.turn?.number === 1);
    judge = await browser.context.newPage();
    spectator = await browser.context.newPage();
    spectator.on('websocket', (socket) => socket.on('framereceived', (frame) => spectatorFrames.push(String(frame.payload))));
  });

  afterAll(async () => {
    match?.close();
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('refuses a wrong PIN on the sign-in form, the name kept, and signs the judge in with the right one', async () => {
    await judge.goto(`${dashboard.url}/judge`);
    await judge.getByLabel('Name', { exact: true }).fill(JUDGE.name);
    await judge.getByLabel('PIN', { exact: true }).fill('9999');
    await judge.getByRole('button', { name: 'Sign in' }).click();
    // Back on the form, in the page's words, with the name as typed.
    await expect.poll(() => judge.getByTestId('judge-sign-in-refused').textContent()).toBe('This name and PIN are not a judge of this hub. Check both and sign in again.');
    expect(await judge.getByLabel('Name', { exact: true }).inputValue()).toBe(JUDGE.name);
    await judge.getByLabel('PIN', { exact: true }).fill(JUDGE.pin);
    await judge.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => judge.getByTestId('connection').textContent()).toContain('judge Demo Judge');
    await expect.poll(() => judge.getByTestId('hidden-zones').textContent()).toContain('Hidden zones');
    // The table picker names each table as the store overview does, its id beside the name.
    expect(await judge.getByTestId('judge-table').locator('option').allTextContents()).toEqual(['Demo table (demo)']);
  });

  it('corrects the board with a reason, logged under the judge name, and the table sees it', async () => {
    await spectator.goto(`${dashboard.url}/table/demo/spectate`);
    await judge.getByTestId('correction-kind').selectOption('set-condition');
    await judge.getByTestId('correction-target').selectOption({ label: `${NAMES[second]}: Weedle` });
    await judge.getByLabel('Special Condition', { exact: true }).selectOption('Poisoned');
    await judge.getByTestId('correction-reason').fill('String Shot hit; the table forgot the Poison');
    await judge.getByTestId('correction-submit').click();
    const weedle = spectator.getByRole('article', { name: 'Weedle' });
    await expect.poll(() => weedle.getByTestId('condition').allTextContents()).toEqual(['☠ Poisoned']);

    await judge.getByTestId('correction-kind').selectOption('put-damage-counters');
    await judge.getByTestId('correction-target').selectOption({ label: `${NAMES[second]}: Weedle` });
    await judge.getByTestId('correction-amount').fill('2');
    await judge.getByTestId('correction-reason').fill('Two counters from the last attack were not placed');
    await judge.getByTestId('correction-submit').click();
    await expect.poll(() => weedle.getByTestId('hp').textContent()).toBe('20 of 40 HP left');
    expect(await weedle.getByTestId('damage').textContent()).toBe('2 damage counters');
    await screenshot(judge, 'judge-after-corrections');
  });

  it("tells the judge who reads a reason, and keeps it from spectators: they read that the judge corrected the game, not why", async () => {
    expect(await judge.getByTestId('correction-reason-readers').textContent()).toBe(
      'Both players of this match read the reason; spectators do not. Name no card a player may not see, such as a card in a hand or a Prize card.',
    );
    const lines = spectator.getByTestId('battle-log-line');
    await expect.poll(() => lines.allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/ · Judge Demo Judge corrected the game$/)]));
    const spectated = (await lines.allTextContents()).join('\n');
    expect(spectated).toContain('20 damage to Weedle (judge Demo Judge)');
    for (const reason of ['the table forgot the Poison', 'Two counters from the last attack']) {
      expect(spectated).not.toContain(reason);
      expect(spectatorFrames.filter((text) => text.includes(reason))).toEqual([]);
    }
    expect(spectatorFrames.length).toBeGreaterThan(0);
    await screenshot(spectator, 'spectator-after-corrections');
  });

  it('walks the Checkup in the rulebook order when the turn ends: Poison, Burn with its coin, then the Knock Out', async () => {
    await judge.getByTestId('correction-kind').selectOption('set-condition');
    await judge.getByTestId('correction-target').selectOption({ label: `${NAMES[second]}: Weedle` });
    await judge.getByLabel('Special Condition', { exact: true }).selectOption('Burned');
    await judge.getByTestId('correction-reason').fill('Burned by an effect the table applied by hand');
    await judge.getByTestId('correction-submit').click();
    const weedle = spectator.getByRole('article', { name: 'Weedle' });
    await expect.poll(() => weedle.getByTestId('condition').allTextContents()).toEqual(['☠ Poisoned', '♨ Burned']);

    // 20 damage + Poison 10 + Burn 20 is Weedle's 40 HP: the Checkup knocks it out.
    await match.seats[first].mustAccept({ type: 'EndTurn', player: first });
    const lines = spectator.getByTestId('checkup-sheet').getByTestId('checkup-line');
    await expect.poll(() => lines.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const text = await lines.allTextContents();
    expect(text[0]).toBe('Poison — Weedle: 1 damage counter added');
    // The demo table's coins come from the simulated flipper, and the sheet says so for this one.
    expect(text[1]).toMatch(/^Burn — Weedle: 2 damage counters, coin (heads|tails) · from ⚙ simulated flipper, not a real coin$/);
    expect(text[2]).toBe(`Knock Out — Weedle of ${NAMES[second]} is Knocked Out`);
    expect(await spectator.getByTestId('checkup-sheet').getByRole('heading').textContent()).toBe('Pokémon Checkup after turn 1 done');
    await expect.poll(() => spectator.getByTestId('result').textContent()).toMatch(new RegExp(`^${NAMES[first]} wins`));
    const latest = spectator.getByTestId('latest-coin');
    expect(await latest.getByTestId('coin-origin').getAttribute('data-origin')).toBe('simulated');
    expect(await latest.textContent()).toMatch(/^Latest coin flip(heads|tails) — Pokémon Checkup, Weedle: .+From: ⚙ simulated flipper, not a real coin$/);
    await screenshot(spectator, 'spectator-checkup-knock-out');
  });

  it('names the cards of the hidden zones as the judge reads them on the paper cards, the sticker id only in small type', async () => {
    const discard = judge.getByTestId(`hidden-discard-${second}`);
    await expect.poll(() => discard.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^Weedle sticker \S+$/)]);
    expect(await discard.locator('small.sticker-id').count()).toBe(1);
    expect(await discard.textContent()).not.toMatch(/\[/);
    await screenshot(judge, 'judge-hidden-zones');
  });

  it('lists every coin flip of the match for the judge, each with where it came from', async () => {
    const rows = judge.getByTestId('coin-flip-list').getByTestId('coin-flip-row');
    // The toss in setup and the Burn flip at the Checkup.
    await expect.poll(() => rows.count()).toBe(2);
    const origins = judge.getByTestId('coin-flip-list').getByTestId('coin-origin');
    expect(await origins.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-origin')))).toEqual(['simulated', 'simulated']);
    expect(await rows.first().textContent()).toMatch(/^setup.+(heads|tails)⚙ simulated flipper MMCF-1-SIM \S+ \(firmware [^)]+\), not a real coin$/);
    expect(await rows.nth(1).textContent()).toMatch(/^1Pokémon Checkup, Weedle: .+(heads|tails)⚙ simulated flipper/);
    await screenshot(judge, 'judge-coin-flips');
    // At the tablet and phone sizes the judge page fits the screen: the correction form's selects and a flipper's long
    // note in this list once stuck out past its edge.
    for (const size of [{ width: 1024, height: 768 }, { width: 390, height: 844 }]) {
      await judge.setViewportSize(size);
      expect(await judge.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'), `sideways scrolling at ${size.width} px`).toBe(0);
    }
    await judge.setViewportSize({ width: 1280, height: 1000 });
  });

  it('reads the log over the PIN sign-in alone, with no organiser token anywhere in the browser, and verifies it', async () => {
    const requests: { url: string; authorization: string | undefined }[] = [];
    judge.on('request', (request) => requests.push({ url: request.url(), authorization: request.headers()['authorization'] }));
    await judge.getByRole('button', { name: 'Load the log' }).click();
    await expect.poll(() => judge.getByTestId('chain-check').textContent()).toMatch(/^✔ Hash chain intact: all \d+ events are as they were logged$/);
    expect(requests.filter((r) => r.url.includes('/api/matches'))).toEqual([]);
    expect(requests.filter((r) => r.authorization !== undefined)).toEqual([]);
    // What the browser keeps: the judge's sign-in, and no organiser token.
    const stored = await judge.evaluate<string>(
      'JSON.stringify([localStorage, sessionStorage].map((s) => Array.from({ length: s.length }, (_, i) => [s.key(i), s.getItem(s.key(i))])))',
    );
    expect(stored).toContain(JUDGE.name);
    expect(stored).not.toContain(hub.adminToken);
  });

  it('scrubs the log back to the board before the corrections', async () => {
    const scrubber = judge.getByTestId('scrubber');
    const total = Number(await scrubber.getAttribute('max'));
    const past = judge.getByTestId('past-board');
    expect(await past.getByTestId('result').textContent()).toMatch(new RegExp(`^${NAMES[first]} wins`));

    // Walk back until the judge's first correction is the event shown: it carries the judge and the reason.
    let at = total;
    for (; at > 0; at--) {
      await scrubber.fill(String(at));
      if ((await judge.getByTestId('scrub-event').textContent())?.includes('String Shot hit')) break;
    }
    expect(at).toBeGreaterThan(0);
    expect(await judge.getByTestId('scrub-event').textContent()).toContain('entered by judge Demo Judge');
    // In the battle log's words, with the player whose Pokémon it happened to, not an event's internal name (issue 15 item 9).
    expect(await judge.getByTestId('scrub-event').textContent()).toMatch(new RegExp(`^#\\d+ Turn 1 · Weedle is now Poisoned · player: ${NAMES[second]} · entered by judge Demo Judge · `));
    expect(await past.getByRole('article', { name: 'Weedle' }).getByTestId('condition').allTextContents()).toEqual(['☠ Poisoned']);
    expect(await past.getByRole('article', { name: 'Weedle' }).getByTestId('hp').textContent()).toBe('40 of 40 HP left');

    await scrubber.fill(String(at - 1));
    expect(await past.getByRole('article', { name: 'Weedle' }).getByTestId('condition').count()).toBe(0);
    expect(await judge.getByTestId('scrub-position').textContent()).toBe(`${at - 1} of ${total}`);
    await screenshot(judge, 'judge-scrubbed');
  });

  it("tells a correction's reason once, where the judge reads the step, and each step no battle-log line tells in plain words", async () => {
    const scrubber = judge.getByTestId('scrubber');
    const total = Number(await scrubber.getAttribute('max'));
    const told: string[] = [];
    for (let at = 1; at <= total; at++) {
      await scrubber.fill(String(at));
      told.push((await judge.getByTestId('scrub-event').textContent()) ?? '');
      if (told.at(-1)?.includes('20 damage to Weedle (judge Demo Judge)')) await screenshot(judge, 'judge-scrubbed-correction');
      if (told.at(-1)?.includes('has finished setting up')) await screenshot(judge, 'judge-scrubbed-untold');
    }
    const times = (text: string, words: string) => text.split(words).length - 1;
    // The judge's own line tells it ("corrected the game: …"); at the damage it put on, the line names the judge and the note after it the reason.
    const counters = 'Two counters from the last attack were not placed';
    expect(told.filter((text) => text.includes(counters)).map((text) => times(text, counters))).toEqual([1, 1]);
    expect(told.find((text) => text.includes('20 damage to Weedle (judge Demo Judge)'))).toContain(`correction by Demo Judge: “${counters}”`);
    // The battle log beside the board tells it once too: in the judge's line, not again in the damage line after it.
    const panel = await judge.getByTestId('battle-log-line').allTextContents();
    expect(panel.filter((line) => line.includes(counters))).toEqual([`Turn 1 · Judge Demo Judge corrected the game: ${counters}`]);
    expect(panel).toContain('Turn 1 · 20 damage to Weedle (judge Demo Judge)');
    // A Special Condition set by hand has no reason in its line: the correction note after it tells it, once.
    const poison = told.find((text) => text.includes('Weedle is now Poisoned')) ?? '';
    expect(times(poison, 'String Shot hit')).toBe(1);
    // Steps no line tells, in plain words: a player's part named, the engine's own in one sentence; never an event's name.
    expect(told).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^#\\d+ ${NAMES[first]} has finished setting up · entered by `))]));
    expect(told).toEqual(expect.arrayContaining([expect.stringMatching(/^#\d+ A step the hub keeps track of; the battle log has no line for it · entered by /)]));
    expect(told.join('\n')).not.toMatch(/[a-z][A-Z][a-z]|bookkeeping/);
  });
});
