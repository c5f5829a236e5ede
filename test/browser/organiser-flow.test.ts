import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogueDir, sharedPokemonTcgDataDir } from '../../src/catalogue/source-paths.js';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { DEMO_ADMIN_TOKEN, startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import './poll-timing.js';

const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');
const SEAT_NAME = { p1: 'Player 1', p2: 'Player 2' } as const;

/**
 * A first game from a fresh hub with the dashboard alone, no REST call by hand: the organiser signs
 * in on the store overview and starts the match, each player takes their seat from the QR code's
 * link or by typing the code shown, the cards go on the virtual table (an Energy and an evolution
 * stacked with no prompt), the first player's attacks are disabled with the rule beside them, a
 * concession ends the game, and the overlay, the table card and the result page name the winner.
 * Played once on a tablet (1024×768) and once, as the next game between the same players, on phones (390×844),
 * where it ends by a concession right after the setup.
 */
describe('a first game from the dashboard alone', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The store's set source, a directory of pokemon-tcg-data (issue 17, item 10): its newest set is newer than the demo's.
    hub = await startHub({ env: { MIRRORMAT__CATALOGUE__SET_SOURCE__FROM: sharedPokemonTcgDataDir() } });
    dashboard = await serveDashboard(hub);
  });

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  async function signInAsOrganiser(page: Page): Promise<void> {
    await page.getByLabel('Admin token').fill(DEMO_ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in with the admin token.').waitFor();
  }

  /** A page of its own (its own session storage, as on a player's own device) at this size. */
  async function devicePage(context: BrowserContext, viewport: { width: number; height: number }): Promise<Page> {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    return page;
  }

  async function putOn(virtual: Page, seat: Seat, name: string, zone: string, stack: boolean): Promise<void> {
    await virtual.getByTestId(`virtual-pool-${seat}`).getByRole('button', { name: new RegExp(`^${name} \\(`) }).first().click();
    await virtual.getByTestId(`zone-${zone}`).getByRole('button', { name: stack ? 'Stack the selected card here' : 'Put the selected card here' }).click();
  }

  /** Turns 1–3 of the first game: an Energy and an evolution stacked with no prompt, the first-turn attack refused inline. */
  async function stackAndEvolve(virtual: Page, pages: Record<Seat, Page>, firstSeat: Seat, second: Seat, size: string): Promise<void> {
    // The Energy stacked on the Active Pokémon is attached: no "Enrol it", no question at all.
    await putOn(virtual, firstSeat, 'Basic Fire Energy', `${firstSeat}.active`, true);
    await expect.poll(() => pages[firstSeat].getByTestId('check-energy').textContent(), { timeout: 15_000 }).toBe('☑ Energy attached: yes');
    for (const seat of [firstSeat, second]) expect(await pages[seat].getByTestId('table-prompt').count()).toBe(0);

    // The first player may not attack on the first turn: the attack is disabled, the rule beside it.
    const mine = pages[firstSeat];
    await expect.poll(() => mine.getByRole('button', { name: 'Scratch' }).isDisabled()).toBe(true);
    // Fennekin's first attack, Scratch: found by its place, as its name follows the card language below.
    const scratch = mine.getByTestId('attack').first();
    expect(await scratch.textContent()).toContain('Scratch');
    // The section's subject in English: the German heading is quoted only to German readers (it once was to all).
    expect(await scratch.getByTestId('action-reason').textContent()).toBe(
      '⊘ The player who goes first cannot attack on their first turn. (Rule: “Attacking: check the Energy attached to your Active Pokémon”, Scarlet & Violet rulebook (German))',
    );
    expect(await scratch.getByTestId('cost-met').count()).toBe(0);
    expect(await mine.getByTestId(`side-${firstSeat}`).getByRole('heading', { level: 2 }).textContent()).toContain('▶ Your turn');
    await screenshot(mine, `table-${size}-attack-refused-inline`);
    // The same reason in German and Finnish, the rulebook named in the reader's language.
    for (const [language, reason] of [
      ['de', '⊘ Wer beginnt, darf in seinem ersten Zug nicht angreifen. (Regel: „A) Prüfe die an dein Aktives Pokémon angelegte Energie“, Regelheft Karmesin & Purpur)'],
      ['fi', '⊘ Aloittava pelaaja ei saa hyökätä ensimmäisellä vuorollaan. (Sääntö: ”Hyökkäys: tarkista aktiiviseen Pokémoniin liitetty energia”, Scarlet & Violet -sääntökirja (saksa))'],
      ['en', null],
    ] as const) {
      await mine.getByTestId('language').selectOption(language);
      if (reason === null) continue;
      await expect.poll(() => scratch.getByTestId('action-reason').textContent()).toBe(reason);
      await screenshot(mine, `table-${size}-attack-refused-inline-${language}`);
    }
    await mine.getByTestId('end-turn').click();

    await expect.poll(() => pages[second].getByTestId('turn').textContent()).toMatch(/^Turn 2: /);
    await pages[second].getByTestId('end-turn').click();

    // Turn 3: Braixen stacked on Fennekin evolves it, again with no question.
    await expect.poll(() => mine.getByTestId('turn').textContent()).toMatch(/^Turn 3: /);
    await putOn(virtual, firstSeat, 'Braixen', `${firstSeat}.active`, true);
    await expect.poll(() => mine.getByTestId(`side-${firstSeat}`).getByTestId('pokemon-name').first().textContent(), { timeout: 15_000 }).toMatch(/^Braixen/);
    for (const seat of [firstSeat, second]) expect(await pages[seat].getByTestId('table-prompt').count()).toBe(0);
    await screenshot(virtual, `virtual-${size}-stacked`);
    await screenshot(mine, `table-${size}-evolved`);
  }

  async function playGame(viewport: { width: number; height: number }, size: string, joinBy: 'link' | 'code', next: boolean): Promise<void> {
    const context = browser.context;
    const organiser = await devicePage(context, viewport);
    await organiser.goto(dashboard.url);
    await signInAsOrganiser(organiser);
    const card = organiser.getByTestId('table-card-demo');
    if (next) {
      // The last game's players are offered for the next one.
      expect(await card.getByLabel('Name of Player 1').inputValue()).toBe('Ash');
      await card.getByRole('button', { name: 'Start the next game' }).click();
    } else {
      // Disabled until both names are in, and it says so beside it.
      const start = card.getByRole('button', { name: 'Start match' });
      expect(await start.isDisabled()).toBe(true);
      const why = await start.getAttribute('aria-describedby');
      expect(await organiser.locator(`[id="${why}"]`).textContent()).toBe("Enter both players' names to start.");
      await card.getByLabel('Name of Player 1').fill('Ash');
      await card.getByLabel('Name of Player 2').fill('Misty');
      await card.getByRole('button', { name: 'Start match' }).click();
    }
    const codes = card.getByRole('group', { name: 'Seat codes' });
    await expect.poll(() => codes.getByTestId('seat-code').count()).toBe(2);
    for (const seat of ['p1', 'p2'] as const) {
      const label = `${SEAT_NAME[seat]} (${seat === 'p1' ? 'Ash' : 'Misty'})`;
      await expect.poll(() => codes.getByRole('img', { name: `QR code that opens the table view as ${label}` }).count()).toBe(1);
    }
    await screenshot(organiser, `organiser-${size}-seat-codes`);

    const pages = {} as Record<Seat, Page>;
    for (const seat of ['p1', 'p2'] as const) {
      const label = `${SEAT_NAME[seat]} (${seat === 'p1' ? 'Ash' : 'Misty'})`;
      pages[seat] = await devicePage(context, viewport);
      if (joinBy === 'link') {
        // What scanning the QR code opens: the link under it holds the same address.
        const href = await codes.getByRole('link', { name: `Link for ${label}` }).getAttribute('href');
        expect(href).toMatch(/\/table\/demo\?code=[A-Z0-9]{6}$/);
        await pages[seat].goto(href!);
        await pages[seat].getByText(`You play as ${SEAT_NAME[seat]} on this tablet.`).waitFor();
        // The code does not stay in the address (nor in the history).
        expect(new URL(pages[seat].url()).search).toBe('');
      } else {
        const code = (await codes.getByTestId('seat-code').nth(seat === 'p1' ? 0 : 1).textContent())!;
        await pages[seat].goto(`${dashboard.url}/table/demo`);
        await pages[seat].getByLabel('Seat code').fill(code);
        await pages[seat].getByRole('button', { name: 'Take seat' }).click();
        await pages[seat].getByText(`You play as ${SEAT_NAME[seat]} on this tablet.`).waitFor();
      }
    }

    // The simulated flipper tosses; the winner chooses on their page.
    let first: Seat | null = null;
    await expect
      .poll(async () => {
        for (const seat of ['p1', 'p2'] as const) {
          if ((await pages[seat].getByRole('button', { name: 'I go first' }).count()) > 0) first = seat;
        }
        return first;
      })
      .not.toBeNull();
    const firstSeat = first as unknown as Seat;
    const second = other(firstSeat);
    await pages[firstSeat].getByRole('button', { name: 'I go first' }).click();
    await expect.poll(() => pages[firstSeat].getByTestId('setup-hint').textContent()).toMatch(/^Put a Basic Pokémon face down on your Active Spot/);

    // The cards of each player go on the virtual table; the hub made every sticker and knows its card.
    const virtual = await devicePage(context, viewport);
    await virtual.goto(`${dashboard.url}/virtual/demo`);
    await signInAsOrganiser(virtual);
    // The cards the hub knows lie on the table (the last game's, in a next game) are laid out before any is counted.
    await virtual.getByTestId('virtual-mat').and(virtual.locator('[data-loaded="true"]')).waitFor();
    for (const [seat, ids] of [
      [firstSeat, 'xy0-8 sve-2 xy0-9'],
      [second, 'xy0-3'],
    ] as const) {
      const pool = virtual.getByTestId(`virtual-pool-${seat}`).getByTestId('virtual-card');
      const before = await pool.count();
      await virtual.getByRole('radio', { name: new RegExp(`^${SEAT_NAME[seat]}`) }).check();
      await virtual.getByLabel('Card ids').fill(ids);
      await virtual.getByRole('button', { name: 'Add cards' }).click();
      await expect.poll(() => pool.count()).toBe(before + ids.split(' ').length);
    }
    // No tag UID on the page: cards by name and number.
    expect(await virtual.getByTestId('virtual-card').allTextContents()).toEqual(expect.arrayContaining(['Fennekin (xy0-8)', 'Basic Fire Energy (sve-2)', 'Chespin (xy0-3)']));
    expect((await virtual.locator('main').textContent()) ?? '').not.toMatch(/04[0-9A-F]{12}/);
    await putOn(virtual, firstSeat, 'Fennekin', `${firstSeat}.active`, false);
    await putOn(virtual, second, 'Chespin', `${second}.active`, false);
    for (const seat of [firstSeat, second]) {
      await expect.poll(() => pages[seat].getByTestId('setup-hint').textContent(), { timeout: 15_000 }).toMatch(/^Put Basic Pokémon face down on your Bench if you like/);
    }
    await screenshot(pages[firstSeat], `table-${size}-setup`);
    for (const seat of [firstSeat, second]) await pages[seat].getByRole('button', { name: 'Setup finished' }).click();
    await expect.poll(() => pages[firstSeat].getByTestId('turn').textContent()).toMatch(/^Turn 1: /);

    // A reload of the virtual table lays the cards out again from the hub: nothing seems to have left its zone.
    await virtual.reload();
    await expect.poll(() => virtual.getByTestId(`zone-${firstSeat}.active`).getByRole('listitem').allTextContents()).toEqual(['Fennekin (xy0-8)']);

    // The next game between the same players goes to its end at once: the stacking and the refused attack were the
    // first game's, and each play of them costs CI about 15 s.
    if (!next) await stackAndEvolve(virtual, pages, firstSeat, second, size);

    // The second player concedes: the overlay, the table card and the result page name the winner.
    await pages[second].getByRole('button', { name: 'Concede' }).click();
    await pages[second].getByRole('dialog', { name: 'Concede this game?' }).getByRole('button', { name: 'Concede' }).click();
    const winner = `${firstSeat === 'p1' ? 'Ash' : 'Misty'} wins (opponent conceded)`;
    const overlay = await devicePage(context, { width: 1920, height: 1080 });
    await overlay.goto(`${dashboard.url}/overlay/demo`);
    await expect.poll(() => overlay.getByTestId('overlay-result').textContent()).toBe(`★ ${winner}`);
    await screenshot(overlay, `overlay-${size}-winner`);
    await expect.poll(async () => (await card.getByTestId('table-status').textContent())?.startsWith(`${winner} · `)).toBe(true);
    await screenshot(organiser, `organiser-${size}-finished`);
    // The game ended mid-turn by a concession: no Checkup sheet claims one happened (the newcomer's walk ends by a Knock Out).
    expect(await pages[second].getByTestId('checkup-sheet').count()).toBe(0);
    await card.getByRole('link', { name: 'Result' }).click();
    await expect.poll(() => organiser.getByTestId('result-heading').textContent()).toBe(winner);
    await screenshot(organiser, `result-${size}`);

    // The cards come off the mat for the next game, back to their players.
    for (const zone of [`${firstSeat}.active`, `${second}.active`]) {
      const stack = virtual.getByTestId(`zone-${zone}`);
      while ((await stack.getByRole('listitem').count()) > 0) {
        const left = await stack.getByRole('listitem').count();
        await stack.getByRole('button', { name: 'Take the top card off' }).click();
        await expect.poll(() => stack.getByRole('listitem').count()).toBe(left - 1);
      }
    }
    for (const page of [organiser, virtual, overlay, pages.p1, pages.p2]) await page.close();
  }

  it('on tablets (1024×768): the players take their seats from the QR codes\' links', async () => {
    await playGame({ width: 1024, height: 768 }, '1024x768', 'link', false);
  });

  it('on phones (390×844), the next game between the same players: the seats taken by typing the codes', async () => {
    await playGame({ width: 390, height: 844 }, '390x844', 'code', true);
  });

  it("starts a match with the players' registered decks, the names taken from them", async () => {
    // The players registered their lists for the evening (their own step, on the deck page or over the API).
    const deck = (JSON.parse(readFileSync(join(demoCatalogueDir(), 'decks', 'en', 'sv1.json'), 'utf8')) as { cards: { id: string; count: number }[] }[])[0]!;
    const register = async (player: string, cards: readonly { id: string; count: number }[]) => {
      const exported = await fetch(`${hub.url}/api/decks/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cards: cards.map(({ id, count }) => ({ id, count })) }),
      });
      const { list } = (await exported.json()) as { list: string };
      // An event's registration is the organiser's (issue 14: no one registers in another's name).
      const answer = await fetch(`${hub.url}/api/decks/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_ADMIN_TOKEN}` },
        body: JSON.stringify({ scope: 'event', scopeId: 'friday', player, format: 'expanded', list }),
      });
      const body = (await answer.json()) as { id: number };
      expect(answer.status, JSON.stringify(body)).toBe(201);
      return body.id;
    };
    const brock = await register('Brock', deck.cards);
    const dawn = await register('Dawn', deck.cards);

    const organiser = await browser.context.newPage();
    await organiser.goto(dashboard.url);
    await signInAsOrganiser(organiser);
    const card = organiser.getByTestId('table-card-demo');
    await card.getByLabel('Name of Player 1').fill('');
    await card.getByLabel('Name of Player 2').fill('');
    await card.getByText('Registered decks (optional)').click();
    await card.getByLabel('Event').fill('friday');
    await card.getByRole('button', { name: 'List the decks' }).click();
    await expect.poll(() => card.getByLabel('Deck of Player 1').locator('option').allTextContents()).toEqual([
      'none',
      `Brock (expanded, 60 cards, no. ${brock})`,
      `Dawn (expanded, 60 cards, no. ${dawn})`,
    ]);
    await card.getByLabel('Deck of Player 1').selectOption(`${brock}`);
    await card.getByLabel('Deck of Player 2').selectOption(`${dawn}`);
    // Choosing a deck names its player; the deck's size goes with the start, for the rules to check.
    expect([await card.getByLabel('Name of Player 1').inputValue(), await card.getByLabel('Name of Player 2').inputValue()]).toEqual(['Brock', 'Dawn']);
    expect(await card.getByLabel('Format').inputValue()).toBe('expanded');
    await screenshot(organiser, 'organiser-registered-decks');
    // After the last games the form offers the next one; the organiser names new players.
    await card.getByRole('button', { name: /^Start (match|the next game)$/ }).click();
    await expect.poll(() => card.getByRole('group', { name: 'Seat codes' }).getByTestId('seat-code').count()).toBe(2);
    // The QR images are drawn after the seat codes arrive: waited for, as above (read once, it failed on a busy machine).
    await expect.poll(() => card.getByRole('img', { name: 'QR code that opens the table view as Player 2 (Dawn)' }).count()).toBe(1);
    await card.getByRole('button', { name: 'End match' }).click();
    await organiser.getByRole('dialog', { name: 'End the match at Demo table?' }).getByRole('button', { name: 'End match' }).click();
    // Ended during setup: the card says who ended it (it said "Finished", as if the rules had ended the game).
    await expect.poll(() => card.getByTestId('table-status').textContent()).toMatch(/^Ended by the organiser · SV rules, Expanded$/);
    await organiser.close();
  });

  it('tells the signed-in organiser that the catalogue is older than the newest set, and imports that set at a click', async () => {
    const organiser = await browser.context.newPage();
    await organiser.goto(dashboard.url);
    const older = organiser.getByText('The catalogue is older than the newest set (Ascended Heroes, January 30, 2026).');
    await organiser.getByRole('heading', { name: 'Store overview' }).waitFor();
    // Not for a visitor: only the organiser can import.
    expect(await older.count()).toBe(0);
    await signInAsOrganiser(organiser);
    await older.waitFor();
    await organiser.getByRole('button', { name: 'Import Ascended Heroes' }).click();
    await organiser.getByRole('status').filter({ hasText: 'Ascended Heroes is in the catalogue: 295 cards.' }).waitFor();
    // Now up to date, the notice is gone; the new cards are served.
    await expect.poll(() => older.count()).toBe(0);
    expect((await fetch(`${hub.url}/api/cards/me2pt5-1`)).status).toBe(200);
    await organiser.close();
  });
});
