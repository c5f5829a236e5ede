import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { DEMO_ADMIN_TOKEN, startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { pageIn, strings, type Language } from './locale-strings.js';
import './poll-timing.js';

const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');
const PLAYERS = { p1: 'Ash', p2: 'Misty' } as const;
/** The sizes, tablet and phone, in every language (the desktop board's faces: card-face.test.ts at 1440×900). */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

/**
 * Issue #15's method: a newcomer's first game on a fresh hub, from the dashboard alone, in each interface language
 * and at tablet and phone sizes. The organiser starts the match on the store overview, both players take
 * their seats by code, the cards go on the virtual table (an Energy stacked and attached), the second player attacks,
 * the battle log and "Now, with your cards" say what happened, a concession ends the game on the result page and the
 * overlay. Every step leaves a screenshot (test-artifacts/dashboard/walk-<language>-<size>-<step>.png) for a person
 * to look at; the assertions are what a first-time player must be able to rely on at each step.
 */
describe("a newcomer's first game", () => {
  let hub: HubProcess | undefined;
  let dashboard: DashboardServer | undefined;
  let browser: LaunchedBrowser | undefined;

  afterEach(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  for (const language of ['en', 'de', 'fi'] as const) {
    for (const size of SIZES) {
      it(`in ${language} at ${size.width}×${size.height}`, async () => {
        browser = await launchBrowser({ viewport: size });
        hub = await startHub();
        dashboard = await serveDashboard(hub);
        await walk(browser, dashboard.url, language, `walk-${language}-${size.width}x${size.height}`);
      });
    }
  }
});

async function walk(browser: LaunchedBrowser, base: string, language: Language, prefix: string): Promise<void> {
  const t = strings(language);
  const seatName = (seat: Seat) => t(`seat.${seat}`);
  const shot = async (page: Page, step: string) => {
    await screenshot(page, `${prefix}-${step}`);
    // Nothing wider than the screen: no sideways scrolling to read a line or reach a control.
    expect(await overflowing(page), `${prefix}-${step}`).toEqual([]);
  };
  const open = async (path: string): Promise<Page> => {
    const page = await pageIn(browser.context, language);
    await page.goto(`${base}${path}`);
    return page;
  };
  const signIn = async (page: Page) => {
    const token = page.getByTestId('admin-token');
    await token.fill(DEMO_ADMIN_TOKEN);
    await token.press('Enter');
  };

  // The organiser: the store overview, signed in, a match started, the seat codes shown.
  const organiser = await open('/');
  await organiser.getByTestId('table-card-demo').waitFor();
  await shot(organiser, '01-overview');
  await signIn(organiser);
  const card = organiser.getByTestId('table-card-demo');
  await card.getByLabel(t('organiser.playerName', { seat: seatName('p1') })).fill(PLAYERS.p1);
  await card.getByLabel(t('organiser.playerName', { seat: seatName('p2') })).fill(PLAYERS.p2);
  await shot(organiser, '02-signed-in');
  await card.getByRole('button', { name: t('organiser.startMatch') }).click();
  const codes = card.getByRole('group', { name: t('organiser.seatCodes') });
  await expect.poll(() => codes.getByTestId('seat-code').count()).toBe(2);
  // The next step is said: the players scan or type their codes.
  expect(await card.getByTestId('seat-codes-hint').textContent()).toBe(t('organiser.seatCodesHint', { open: t('overview.open') }));
  await shot(organiser, '03-seat-codes');

  // Each player takes their seat on their own device by typing the code.
  const pages = {} as Record<Seat, Page>;
  for (const seat of ['p1', 'p2'] as const) {
    const code = (await codes.getByTestId('seat-code').nth(seat === 'p1' ? 0 : 1).textContent())!;
    pages[seat] = await open('/table/demo');
    await shot(pages[seat], `04-join-${seat}`);
    await pages[seat].getByLabel(t('table.seatCode')).fill(code);
    await pages[seat].getByRole('button', { name: t('table.takeSeat') }).click();
    await pages[seat].getByText(t('table.seatedAs', { seat: seatName(seat) })).waitFor();
  }

  // The simulated flipper tossed; its winner goes first.
  let tossWinner: Seat | null = null;
  await expect
    .poll(async () => {
      for (const seat of ['p1', 'p2'] as const) {
        if ((await pages[seat].getByRole('button', { name: t('prompt.chooseFirst.me') }).count()) > 0) tossWinner = seat;
      }
      return tossWinner;
    })
    .not.toBeNull();
  const first = tossWinner as unknown as Seat;
  const second = other(first);
  await shot(pages[first], '05-choose-first');
  await pages[first].getByRole('button', { name: t('prompt.chooseFirst.me') }).click();
  await expect.poll(() => pages[first].getByTestId('setup-hint').count()).toBe(1);
  await shot(pages[first], '06-setup-hint');

  // The cards on the virtual table: each player's pool, a Basic Pokémon face down on the Active Spot.
  const virtual = await open('/virtual/demo');
  await signIn(virtual);
  for (const [seat, ids] of [
    [first, 'xy0-8 sve-2'],
    [second, 'xy0-3 sve-1'],
  ] as const) {
    const pool = virtual.getByTestId(`virtual-pool-${seat}`).getByTestId('virtual-card');
    await virtual.getByRole('radio', { name: new RegExp(`^${seatName(seat)}`) }).check();
    await virtual.getByLabel(t('virtual.cardIds')).fill(ids);
    await virtual.getByRole('button', { name: t('virtual.addCards'), exact: true }).click();
    await expect.poll(() => pool.count()).toBe(ids.split(' ').length);
  }
  const putOn = async (seat: Seat, id: string, stack: boolean) => {
    await virtual.getByTestId(`virtual-pool-${seat}`).getByRole('button', { name: new RegExp(`\\(${id}\\)`) }).first().click();
    await virtual.getByTestId(`zone-${seat}.active`).getByRole('button', { name: t(stack ? 'virtual.stackHere' : 'virtual.putHere') }).click();
  };
  await putOn(first, 'xy0-8', false);
  await putOn(second, 'xy0-3', false);
  await shot(virtual, '07-virtual-actives');
  for (const seat of [first, second]) await expect.poll(() => pages[seat].getByRole('button', { name: t('actions.finishSetup') }).count(), { timeout: 15_000 }).toBe(1);
  await shot(pages[first], '08-setup-placed');
  // One after the other, as at a table: each waits until the hub took the press (the button goes), so no press is made against a stale view.
  for (const seat of [first, second]) {
    const finished = pages[seat].getByRole('button', { name: t('actions.finishSetup') });
    await finished.click();
    await expect.poll(async () => (await finished.count()) === 0 || (await finished.isDisabled()), { timeout: 15_000 }).toBe(true);
  }
  await expect.poll(() => pages[first].getByTestId('end-turn').isEnabled(), { timeout: 15_000 }).toBe(true);
  await shot(pages[first], '09-turn-1');
  await shot(pages[second], '09-turn-1-opponent');
  // Issue 15 item 7: each tablet says whose turn it is from its reader's side, and no text names a seat "p1" or "p2".
  expect(await pages[first].getByTestId(`side-${first}`).getByRole('heading', { level: 2 }).textContent()).toContain(`▶ ${t('table.yourTurn')}`);
  expect(await pages[second].getByTestId(`side-${first}`).getByRole('heading', { level: 2 }).textContent()).toContain(`▶ ${t('table.turnOf', { name: PLAYERS[first] })}`);
  expect(await pages[second].getByTestId(`actions-${second}`).textContent()).toContain(t('actions.notYourTurn', { name: PLAYERS[first] }));
  expect(await pages[first].getByTestId(`actions-${first}`).textContent()).not.toContain(t('actions.notYourTurn', { name: PLAYERS[second] }));
  for (const seat of [first, second]) expect(await pages[seat].locator('main').textContent()).not.toMatch(/\bp[12]\b/);

  // Turn 1: an Energy stacked on the Active Pokémon is attached; the first player may not attack.
  await putOn(first, 'sve-2', true);
  await expect.poll(() => pages[first].getByTestId('check-energy').textContent(), { timeout: 15_000 }).not.toMatch(/☐/);
  expect(await pages[first].getByTestId('table-prompt').count()).toBe(0);
  await expect.poll(() => pages[first].getByTestId('attack').first().getByRole('button').isDisabled()).toBe(true);
  await shot(pages[first], '10-energy-attached');
  await pages[first].getByTestId('end-turn').click();

  // Turn 2: the second player attaches and attacks.
  await expect.poll(() => pages[second].getByTestId('end-turn').isEnabled(), { timeout: 15_000 }).toBe(true);
  await putOn(second, 'sve-1', true);
  const attack = pages[second].getByTestId('attack').first().getByRole('button').first();
  await expect.poll(() => attack.isEnabled(), { timeout: 15_000 }).toBe(true);
  await shot(pages[second], '11-turn-2-attack-ready');
  await attack.click();
  await shot(pages[second], '12-attack-confirm');
  await pages[second].getByTestId('confirm-attack-button').click();
  await expect.poll(() => pages[first].getByTestId('end-turn').isEnabled(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => pages[first].getByTestId('battle-log-line').count()).toBeGreaterThan(0);
  await shot(pages[first], '13-after-attack');
  await shot(pages[second], '13-after-attack-attacker');

  // A spectator and the judge see the same game.
  const spectator = await open('/table/demo/spectate');
  await spectator.getByTestId('battle-log-line').first().waitFor();
  await shot(spectator, '14-spectator');

  // The first player concedes: the result page, the table card and the overlay name the winner.
  await pages[first].getByRole('button', { name: t('actions.concede') }).click();
  await shot(pages[first], '15-concede-dialog');
  await pages[first].getByRole('dialog', { name: t('actions.concedeTitle') }).getByRole('button', { name: t('actions.concede') }).click();
  const overlay = await open('/overlay/demo');
  await expect.poll(() => overlay.getByTestId('overlay-result').textContent()).toContain(PLAYERS[second]);
  await shot(overlay, '16-overlay-winner');
  await expect.poll(() => card.getByTestId('table-status').textContent()).toContain(PLAYERS[second]);
  await shot(organiser, '17-overview-finished');
  // The loser's tablet says the game is over and leads to the result; no turn is left to check off.
  expect(await pages[first].getByTestId('game-over').textContent()).toBe(`${t('actions.gameOver')} ${t('actions.seeResult')}`);
  expect(await pages[first].getByTestId('check-energy').count()).toBe(0);
  // The game ended mid-turn by a concession: no Checkup sheet claims one happened.
  expect(await pages[first].getByTestId('checkup-sheet').count()).toBe(0);
  await shot(pages[first], '18-table-finished');
  await card.getByRole('link', { name: t('result.open') }).click();
  await expect.poll(() => organiser.getByTestId('result-heading').textContent()).toContain(PLAYERS[second]);
  await shot(organiser, '19-result');
}

/** The elements that stick out past the right edge of the window (by their tag, class and first words). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== 'fixed' && !el.closest('.skip-link');
    });
    // The innermost ones: a wide child makes its parents wide too.
    return wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)))
      .map((el) => el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ').join('.') : '') + ': ' + (el.textContent || '').trim().slice(0, 40));
  })()`);
}
