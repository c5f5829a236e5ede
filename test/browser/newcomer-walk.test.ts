import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { DEMO_ADMIN_TOKEN, startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { importCatalogue } from './catalogue-import.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { pageIn, strings, type Language } from './locale-strings.js';
import './poll-timing.js';

const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');
const PLAYERS = { p1: 'Ash', p2: 'Misty' } as const;
/**
 * The decks, chosen so the game ends in three turns with no coin deciding it. The first player: Pawmi (60 HP), Basic
 * Lightning Energy and Pawmo, whose Thunder Shock (one Lightning Energy) does 30. The second player: Team Rocket's
 * Zubat (50 HP, Weakness Lightning ×2), whose Poison Spray (one Darkness Energy) leaves the opponent's Active
 * Poisoned, and a Darkness Energy. Thunder Shock's 30 ×2 Knocks Out Zubat, the second player's only Pokémon.
 */
const DECKS = { first: ['sv1-74', 'sve-4', 'sv1-75'], second: ['sv10-120', 'sve-7'] } as const;
/** Pawmi as each page names it (the card language follows the page's). */
const PAWMI: Readonly<Record<Language, string>> = { en: 'Pawmi', de: 'Pamo', fi: 'Pawmi' };
/** Team Rocket's Zubat's attack as each page names it: German from the catalogue, the English print in English and Finnish. */
const POISON_SPRAY: Readonly<Record<Language, string>> = { en: 'Poison Spray', de: 'Giftspray', fi: 'Poison Spray' };
/** The sizes, tablet and phone (the desktop board's faces: card-face.test.ts at 1440×900). */
const TABLET = { width: 1024, height: 768 } as const;
const PHONE = { width: 390, height: 844 } as const;
type Size = typeof TABLET | typeof PHONE;
const sizeName = (size: Size) => `${size.width}x${size.height}`;
/**
 * One game per language, played at the size given here; every step is looked at in both sizes (the page resized,
 * checked for overflow and photographed, then put back). Playing the same game twice per language to see it at two
 * sizes cost CI 2½ minutes and checked nothing more: the controls and their names do not change with the width.
 * The played size alternates, so both sizes are played through, and German, the longest labels, on the phone.
 */
const PLAYED: Readonly<Record<Language, Size>> = { en: TABLET, de: PHONE, fi: TABLET };

/**
 * Issue #15's method: a newcomer's first game on a fresh hub, from the dashboard alone, in each interface language
 * and at tablet and phone sizes. The organiser starts the match on the store overview, both players take
 * their seats by code, the second player takes a mulligan, the cards go on the virtual table (Energy and an evolution
 * stacked, with no prompt), the first player's attack on turn 1 is shown refused with its rule, the second player's
 * attack Poisons, the Checkup counts the Poison, and a Knock Out of the last Pokémon wins the game for the first
 * player; "Now, with your cards" says what to do with the paper cards, and the result page and the overlay name the
 * winner. Every step leaves a screenshot (test-artifacts/dashboard/walk-<language>-<size>-<step>.png) for a person
 * to look at; the assertions are what a first-time player must be able to rely on at each step.
 */
describe("a newcomer's first game", () => {
  let hub: HubProcess | undefined;
  let dashboard: DashboardServer | undefined;
  let browser: LaunchedBrowser | undefined;
  let dataDir: string | undefined;
  // Team Rocket's Zubat is not in the demo catalogue: the store imports it as it imports its cards, once; each game's
  // fresh hub starts from a copy of that data directory.
  const catalogue = mkdtempSync(join(tmpdir(), 'mirrormat-walk-catalogue-'));
  beforeAll(() => importCatalogue(catalogue, { sv10: ['sv10-120'] }));
  afterAll(() => rmSync(catalogue, { recursive: true, force: true }));

  afterEach(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  for (const language of ['en', 'de', 'fi'] as const) {
    const played = PLAYED[language];
    it(`in ${language}, played at ${played.width}×${played.height}, seen at ${TABLET.width}×${TABLET.height} and ${PHONE.width}×${PHONE.height}`, { timeout: 240_000 }, async () => {
      browser = await launchBrowser({ viewport: played });
      dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-walk-'));
      cpSync(catalogue, dataDir, { recursive: true });
      hub = await startHub({ dataDir });
      dashboard = await serveDashboard(hub);
      await walk(browser, dashboard.url, language, played);
    });
  }
});

async function walk(browser: LaunchedBrowser, base: string, language: Language, played: Size): Promise<void> {
  const t = strings(language);
  const seatName = (seat: Seat) => t(`seat.${seat}`);
  const shot = async (page: Page, step: string) => {
    for (const size of played === TABLET ? [TABLET, PHONE] : [PHONE, TABLET]) {
      if (size !== played) await resize(page, size);
      const name = `walk-${language}-${sizeName(size)}-${step}`;
      await screenshot(page, name);
      // Nothing wider than the screen: no sideways scrolling to read a line or reach a control.
      expect(await overflowing(page), name).toEqual([]);
    }
    await resize(page, played);
  };
  const open = async (path: string): Promise<Page> => {
    const page = await pageIn(browser.context, language);
    await page.goto(`${base}${path}`);
    return page;
  };
  const withYourCards = (page: Page) => page.getByRole('status', { name: t('withYourCards.title') });
  // Issue 15, "on a phone your actions and your Active first": what to do with the paper cards now is read without
  // scrolling, and the player's own Active Spot starts in the same first screen (it sat 1,100–1,400 px down).
  const seenFirstOnAPhone = async (page: Page, seat: Seat) => {
    await resize(page, PHONE);
    await page.evaluate('window.scrollTo(0, 0)');
    const paper = (await withYourCards(page).boundingBox())!;
    const active = (await page.getByTestId(`side-${seat}`).locator('.active-spot').boundingBox())!;
    const name = `walk-${language}-${sizeName(PHONE)}`;
    expect(paper.y + paper.height, `${name}: "${t('withYourCards.title')}" ends below the first screen`).toBeLessThanOrEqual(PHONE.height);
    expect(active.y, `${name}: the Active Spot starts below the first screen`).toBeLessThan(PHONE.height);
    await resize(page, played);
  };
  // On an ordinary turn, with no instruction shown, the first of the player's actions is inside the first screen too
  // (it sat just below it, at about 750 px in English and 930 px in German). Looked at where the game is played on a phone.
  const actionsFirstOnAPhone = async (page: Page, seat: Seat, first: string) => {
    if (played !== PHONE) return;
    await page.evaluate('window.scrollTo(0, 0)');
    const actions = page.getByTestId(`actions-${seat}`);
    const control = actions.getByRole('button', { name: first, exact: true });
    expect(await actions.getByRole('button').first().textContent(), 'the first of the actions').toBe(first);
    const box = (await control.boundingBox())!;
    expect(box.y + box.height, `walk-${language}-${sizeName(PHONE)}: "${first}" ends below the first screen`).toBeLessThanOrEqual(PHONE.height);
  };
  const signIn = async (page: Page) => {
    const token = page.getByTestId('admin-token');
    await token.fill(DEMO_ADMIN_TOKEN);
    await token.press('Enter');
  };

  // The organiser: the store overview, signed in, a match started, the seat codes shown.
  const organiser = await open('/');
  await organiser.getByTestId('table-card-demo').waitFor();
  // Where the admin token is, for a newcomer who started the demo and never saw it (the configuration's key and file).
  expect(await organiser.getByTestId('admin-token-where').textContent()).toMatch(/auth\.adminToken.+mirrormat\.demo\.yaml/);
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
    // The page says where the code comes from, for a player who opened it before the organiser showed the codes.
    expect(await pages[seat].getByTestId('seat-code-hint').textContent()).toBe(t('table.seatCodeHint'));
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

  // 000 "Alles auf Anfang": the second player has no Basic Pokémon in hand and takes a mulligan; the tablet says what to do with the cards.
  await pages[second].getByRole('button', { name: t('actions.mulligan') }).click();
  await expect.poll(() => withYourCards(pages[second]).textContent(), { timeout: 15_000 }).toContain(t('withYourCards.mulligan', { count: 7 }));
  await shot(pages[second], '07-mulligan');
  await seenFirstOnAPhone(pages[second], second);

  // The cards on the virtual table: each player's pool, a Basic Pokémon face down on the Active Spot.
  const virtual = await open('/virtual/demo');
  // The tap pad, first named here, is said in one sentence.
  expect(await virtual.getByTestId('tap-pad-hint').textContent()).toBe(t('virtual.tapPadHint'));
  await signIn(virtual);
  for (const [seat, ids] of [
    [first, DECKS.first],
    [second, DECKS.second],
  ] as const) {
    const pool = virtual.getByTestId(`virtual-pool-${seat}`).getByTestId('virtual-card');
    await virtual.getByRole('radio', { name: new RegExp(`^${seatName(seat)}`) }).check();
    await virtual.getByLabel(t('virtual.cardIds')).fill(ids.join(' '));
    await virtual.getByRole('button', { name: t('virtual.addCards'), exact: true }).click();
    await expect.poll(() => pool.count()).toBe(ids.length);
  }
  const putOn = async (seat: Seat, id: string, stack: boolean) => {
    await virtual.getByTestId(`virtual-pool-${seat}`).getByRole('button', { name: new RegExp(`\\(${id}\\)`) }).first().click();
    await virtual.getByTestId(`zone-${seat}.active`).getByRole('button', { name: t(stack ? 'virtual.stackHere' : 'virtual.putHere') }).click();
  };
  await putOn(first, DECKS.first[0], false);
  await putOn(second, DECKS.second[0], false);
  await shot(virtual, '08-virtual-actives');
  for (const seat of [first, second]) await expect.poll(() => pages[seat].getByRole('button', { name: t('actions.finishSetup') }).count(), { timeout: 15_000 }).toBe(1);
  await shot(pages[first], '09-setup-placed');
  // One after the other, as at a table: each waits until the hub took the press (the button goes or is disabled), so no
  // press is made against a stale view. One query, not a count then a look: the button may go in between.
  const finishSetup = async (seat: Seat) => {
    await pages[seat].getByRole('button', { name: t('actions.finishSetup') }).click();
    await expect.poll(() => pages[seat].getByRole('button', { name: t('actions.finishSetup'), disabled: false }).count(), { timeout: 15_000 }).toBe(0);
  };
  for (const seat of [first, second]) await finishSetup(seat);

  // The first player may draw one extra card for the opponent's mulligan, is told to, and presses "Setup finished" again.
  const extraCards = pages[first].getByRole('dialog', { name: t('prompt.mulligan.title') });
  await shot(pages[first], '10-mulligan-draws');
  await extraCards.getByRole('button', { name: t('prompt.mulligan.draw') }).click();
  await expect.poll(() => withYourCards(pages[first]).textContent(), { timeout: 15_000 }).toContain(t('withYourCards.drawMulliganCards_one', { count: 1 }));
  expect(await pages[first].getByTestId('setup-hint').textContent()).toBe(t('actions.setupHint.afterMulliganCards', { name: PLAYERS[second] }));
  await finishSetup(first);
  await expect.poll(() => pages[first].getByTestId('end-turn').isEnabled(), { timeout: 15_000 }).toBe(true);
  await shot(pages[first], '11-turn-1');
  await shot(pages[second], '11-turn-1-opponent');
  // Issue 15 item 7: each tablet says whose turn it is from its reader's side, and no text names a seat "p1" or "p2".
  expect(await pages[first].getByTestId(`side-${first}`).getByRole('heading', { level: 2 }).textContent()).toContain(`▶ ${t('table.yourTurn')}`);
  expect(await pages[second].getByTestId(`side-${first}`).getByRole('heading', { level: 2 }).textContent()).toContain(`▶ ${t('table.turnOf', { name: PLAYERS[first] })}`);
  expect(await pages[second].getByTestId(`actions-${second}`).textContent()).toContain(t('actions.notYourTurn', { name: PLAYERS[first] }));
  expect(await pages[first].getByTestId(`actions-${first}`).textContent()).not.toContain(t('actions.notYourTurn', { name: PLAYERS[second] }));
  for (const seat of [first, second]) expect(await pages[seat].locator('main').textContent()).not.toMatch(/\bp[12]\b/);

  // Turn 1: an Energy stacked on the Active Pokémon is attached with no prompt; the first player's attack is shown
  // disabled with the rule beside it (000 "Der erste Zug").
  await putOn(first, DECKS.first[1], true);
  await expect.poll(() => pages[first].getByTestId('check-energy').textContent(), { timeout: 15_000 }).not.toMatch(/☐/);
  expect(await pages[first].getByTestId('table-prompt').count()).toBe(0);
  const refusedAttack = pages[first].getByTestId('attack').first().getByRole('button').first();
  await expect.poll(() => refusedAttack.isDisabled()).toBe(true);
  // The reason is the button's description: a screen reader says it with the button, and it is printed beside it.
  const describedBy = (await refusedAttack.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const description = await Promise.all(describedBy.map((id) => pages[first].locator(`[id="${id}"]`).textContent()));
  expect(description.join(' ')).toContain(t('refusals.first-turn-attack'));
  await shot(pages[first], '12-energy-attached-attack-refused');
  await pages[first].getByTestId('end-turn').click();

  // Turn 2: the second player attaches and attacks; Poison Spray leaves the first player's Active Poisoned.
  await expect.poll(() => pages[second].getByTestId('end-turn').isEnabled(), { timeout: 15_000 }).toBe(true);
  await putOn(second, DECKS.second[1], true);
  const attack = pages[second].getByTestId('attack').first().getByRole('button').first();
  await expect.poll(() => attack.isEnabled(), { timeout: 15_000 }).toBe(true);
  await shot(pages[second], '13-turn-2-attack-ready');
  await actionsFirstOnAPhone(pages[second], second, POISON_SPRAY[language]);
  await attack.click();
  await shot(pages[second], '14-attack-confirm');
  await pages[second].getByTestId('confirm-attack-button').click();

  // The Pokémon Checkup after turn 2 (000 "Pokémon-Check"): Poison puts 1 damage counter on the first player's Active.
  await expect.poll(() => pages[first].getByTestId('end-turn').isEnabled(), { timeout: 15_000 }).toBe(true);
  const checkup = pages[first].getByRole('region', { name: new RegExp(`^${t('checkup.title', { turn: 2 })}`) });
  await expect.poll(() => checkup.getByTestId('checkup-line').first().textContent()).toContain(t('checkup.step.poison'));
  const firstActive = pages[first].getByTestId(`side-${first}`);
  expect(await firstActive.textContent()).toContain(t('card.hpLeft', { left: 50, max: 60 }));
  expect(await firstActive.getByRole('list', { name: t('card.conditions') }).textContent()).toContain(t('condition.Poisoned'));
  await expect.poll(() => pages[first].getByTestId('battle-log-line').count()).toBeGreaterThan(0);
  // What the engine worked out goes on the paper cards: the attacker marks the Poison, the owner puts the Checkup's counter.
  // Each page hears of the attack on its own connection: the lines are waited for, not read once.
  await expect.poll(() => withYourCards(pages[second]).textContent()).toContain(t('withYourCards.markCondition.Poisoned', { pokemon: PAWMI[language] }));
  await expect.poll(() => withYourCards(pages[first]).textContent()).toContain(t('withYourCards.putDamageCounters_one', { count: 1, pokemon: PAWMI[language] }));
  await shot(pages[first], '15-checkup-poisoned');
  await shot(pages[second], '15-after-attack-attacker');

  // A spectator and the judge see the same game.
  const spectator = await open('/table/demo/spectate');
  await spectator.getByTestId('battle-log-line').first().waitFor();
  await shot(spectator, '16-spectator');

  // Turn 3: Pawmo stacked on Pawmi evolves it with no prompt; the damage stays, the Poison ends (000 "Entwicklung").
  await putOn(first, DECKS.first[2], true);
  await expect.poll(() => firstActive.textContent(), { timeout: 15_000 }).toContain(t('card.hpLeft', { left: 80, max: 90 }));
  expect(await pages[first].getByTestId('table-prompt').count()).toBe(0);
  await shot(pages[first], '17-evolved');

  // Thunder Shock Knocks Out Zubat, the second player's only Pokémon: the first player takes a Prize card and wins.
  const thunderShock = pages[first].getByTestId('attack').first().getByRole('button').first();
  await expect.poll(() => thunderShock.isEnabled(), { timeout: 15_000 }).toBe(true);
  await thunderShock.click();
  await pages[first].getByTestId('confirm-attack-button').click();
  await expect.poll(() => withYourCards(pages[first]).textContent(), { timeout: 15_000 }).toContain(t('withYourCards.takePrizes_one', { count: 1 }));
  const [discardBefore, discardAfter] = t('withYourCards.discardKnockedOut').split('{{pokemon}}') as [string, string];
  await expect.poll(() => withYourCards(pages[second]).textContent(), { timeout: 15_000 }).toContain(discardAfter.trim());
  expect(await withYourCards(pages[second]).textContent()).toContain(discardBefore.trim());
  await shot(pages[first], '18-knock-out-winner');
  await shot(pages[second], '18-knock-out-loser');
  await seenFirstOnAPhone(pages[first], first);
  await seenFirstOnAPhone(pages[second], second);

  // The result page, the table card and the overlay name the winner.
  const overlay = await open('/overlay/demo');
  await expect.poll(() => overlay.getByTestId('overlay-result').textContent()).toContain(PLAYERS[first]);
  await shot(overlay, '19-overlay-winner');
  await expect.poll(() => card.getByTestId('table-status').textContent()).toContain(PLAYERS[first]);
  await shot(organiser, '20-overview-finished');
  // The loser's tablet says the game is over and leads to the result; no turn is left to check off.
  expect(await pages[second].getByTestId('game-over').textContent()).toBe(`${t('actions.gameOver')} ${t('actions.seeResult')}`);
  expect(await pages[second].getByTestId('check-energy').count()).toBe(0);
  await card.getByRole('link', { name: t('result.open') }).click();
  await expect.poll(() => organiser.getByTestId('result-heading').textContent()).toContain(PLAYERS[first]);
  await shot(organiser, '21-result');
}

/** The page at another size, laid out again (two frames: a resize listener's render, then its paint). */
async function resize(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}

/**
 * The elements that stick out past the right edge of the window (by their tag, class and first words). Only those
 * shown: a folded <details> keeps its content's boxes from its last layout, which may have been at another width.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && el.checkVisibility() && getComputedStyle(el).position !== 'fixed' && !el.closest('.skip-link');
    });
    // The innermost ones: a wide child makes its parents wide too.
    return wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)))
      .map((el) => el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ').join('.') : '') + ': ' + (el.textContent || '').trim().slice(0, 40));
  })()`);
}
