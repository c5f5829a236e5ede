import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogueDir } from '../../src/catalogue/source-paths.js';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { DEMO_ADMIN_TOKEN, startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { viewWhere } from './game-flow.js';
import './poll-timing.js';
import { SeatClient } from './seat-client.js';

const TABLET = { width: 1024, height: 768 };

/** The page's main content checked with axe-core: the serious and critical findings, as "rule: target" lines. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const found = (await page.evaluate("axe.run(document.querySelector('main')).then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => v.id + ': ' + n.target.join(' '))))")) as string[];
  return found;
}
const PHONE = { width: 390, height: 844 };

/**
 * Whether every cell of the standings lies inside the phone's width, and how far their panel scrolls sideways: on a phone
 * they fit it as the pairings do, each player a block (league.css), so nothing is off to the right and axe finds no
 * scrolling region to reach.
 */
async function standingsSideways(page: Page): Promise<{ inside: boolean; scroll: number }> {
  return page.locator('table.league-standings').evaluate((table, width) => {
    const panel = table.closest('.panel') ?? table;
    const cells = [...table.querySelectorAll('tbody th, tbody td')].map((cell) => cell.getBoundingClientRect());
    return { inside: cells.length > 0 && cells.every((r) => r.left >= 0 && r.right <= width), scroll: panel.scrollWidth - panel.clientWidth };
  }, PHONE.width);
}

/**
 * A league night run from the dashboard alone, in German (issue #16): the organiser creates the
 * event on the demo table, registers four players (one with the deck list TCG Live exports in
 * German), pairs round 1 (Swiss), starts it, sees each table's time as the hub serves it, prints the
 * pairings with the seat codes, enters both results and reads the standings. The players' public
 * page shows the pairings, a player's own table and the standings, and never a seat code, a deck
 * list or a Play! Pokémon ID. A second event, best of three, takes its pairing as CSV on the
 * organiser's page, and the public page follows its score game by game.
 */
describe('the organiser runs a league night from the dashboard, in German', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let organiser: Page;
  let eventId: string;
  let germanList: string;

  async function admin(path: string, body?: unknown): Promise<any> {
    const res = await fetch(`${hub.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${DEMO_ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.ok).toBe(true);
    return res.json();
  }

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: TABLET, locale: 'de-DE' });
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    // The demo deck as TCG Live exports it, then in German: its section headers and Pawmi as "Pamo" (catalogue/demo/i18n).
    const demoDeck = (JSON.parse(readFileSync(join(demoCatalogueDir(), 'decks', 'en', 'sv1.json'), 'utf8')) as { cards: { id: string; count: number }[] }[])[0]!;
    const { list } = (await admin('/api/decks/export', { cards: demoDeck.cards.map(({ id, count }) => ({ id, count })) })) as { list: string };
    germanList = list.replace(/^Energy:/m, 'Energie:').replace(/^4 Pawmi SVI 74$/m, '4 Pamo SVI 74');
    expect(germanList).toContain('4 Pamo SVI 74');
    organiser = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('creates the event, registers four players (one German deck list), pairs round 1 onto the demo table and starts it', async () => {
    await organiser.goto(`${dashboard.url}/league`);
    await organiser.getByRole('heading', { name: 'Liga-Turniere' }).waitFor();
    expect(await organiser.locator('html').getAttribute('lang')).toBe('de');
    await organiser.getByTestId('admin-token').fill(DEMO_ADMIN_TOKEN);
    await organiser.getByRole('button', { name: 'Anmelden' }).click();

    await organiser.getByLabel('Name des Turniers').fill('Liga-Abend');
    await organiser.getByLabel('Format').selectOption('expanded');
    await organiser.getByLabel('Matches').selectOption('1');
    await organiser.getByLabel('Rundenzeit (Minuten)').fill('30');
    await organiser.getByLabel('Schweizer Runden').fill('2');
    await organiser.getByRole('checkbox', { name: 'Demo table' }).check();
    await organiser.setViewportSize(PHONE);
    await screenshot(organiser, 'league-new-event-390');
    await organiser.setViewportSize(TABLET);
    await organiser.getByRole('button', { name: 'Turnier anlegen' }).click();
    await organiser.getByRole('heading', { name: 'Liga-Abend' }).waitFor();
    eventId = /\/league\/([^/]+)\/organise$/.exec(organiser.url())![1]!;

    const register = organiser.getByRole('button', { name: 'Spieler anmelden' });
    for (const player of [{ name: 'Anna', playId: '1234567', deck: germanList }, { name: 'Ben' }, { name: 'Clara' }, { name: 'David' }]) {
      await organiser.getByLabel('Name', { exact: true }).fill(player.name);
      if (player.playId) await organiser.getByLabel('Play! Pokémon-ID (optional)').fill(player.playId);
      if (player.deck) await organiser.getByLabel('Deckliste (optional)').fill(player.deck);
      await register.click();
      await expect.poll(() => organiser.locator('[data-testid^="player-"] th').allTextContents()).toContain(player.name);
    }
    await expect.poll(() => organiser.getByRole('heading', { name: '4 Spieler' }).count()).toBe(1);
    // The German list resolved to every card: the hub registered it.
    await expect.poll(() => organiser.getByTestId('player-P1').textContent()).toContain('registriert');
    expect(await organiser.getByRole('alert').count()).toBe(0);

    await organiser.getByRole('button', { name: 'Runde 1 paaren (Schweizer System)' }).click();
    await organiser.getByRole('heading', { name: 'Runde 1' }).waitFor();
    // Table 1 plays on the demo table, table 2 on paper.
    await expect.poll(() => organiser.getByTestId('pairing-1').getByRole('link', { name: '(demo)' }).count()).toBe(1);
    expect(await organiser.getByTestId('pairing-2').getByRole('link').count()).toBe(0);
    expect(await organiser.getByTestId('clock-1').textContent()).toBe('nicht gestartet');

    await organiser.getByRole('button', { name: 'Runde 1 starten' }).click();
    await expect.poll(() => organiser.getByText('Die Runde läuft; ihre Uhr läuft auf dem Hub.').count()).toBe(1);
    // Each table's time as the hub reported it: 30 minutes a round, a few seconds gone at most.
    for (const table of [1, 2]) expect(await organiser.getByTestId(`clock-${table}`).textContent()).toMatch(/^noch (30:00|29:[0-5]\d)$/);
    // Where the demo table's players find their seat codes, with the way there.
    const where = organiser.getByTestId('seat-codes-where');
    expect(await where.textContent()).toBe(
      'Spieler an einem Hub-Tisch melden sich am Tablet mit ihrem Platzcode an; die Codes stehen auf den gedruckten Paarungen und auf der Karte jedes Tisches in der Ladenübersicht: Paarungen zum Drucken · Ladenübersicht',
    );
    expect(await where.getByRole('link', { name: 'Paarungen zum Drucken' }).getAttribute('href')).toBe(`/league/${eventId}/print/pairings`);
    expect(await where.getByRole('link', { name: 'Ladenübersicht' }).getAttribute('href')).toBe('/');
    await screenshot(organiser, 'league-organiser-1024-round-1');
  });

  it("prints the round's pairings with each seat's join code and QR code for the demo table", async () => {
    const codes = (await admin(`/api/league/events/${eventId}/rounds/current/seat-codes`)) as { table: number; codes: { p1: string; p2: string } }[];
    expect(codes.map((c) => c.table)).toEqual([1]);
    await organiser.goto(`${dashboard.url}/league/${eventId}/print/pairings`);
    await organiser.getByRole('heading', { name: 'Paarungen, Runde 1' }).waitFor();
    const table1 = organiser.getByTestId('pairing-1');
    await expect.poll(() => table1.getByTestId('seat-code').allTextContents()).toEqual([codes[0]!.codes.p1, codes[0]!.codes.p2]);
    await expect.poll(() => table1.getByRole('img').count()).toBe(2);
    // On paper: no navigation, no print button, black on white.
    await organiser.emulateMedia({ media: 'print' });
    expect(await organiser.locator('header.banner').isVisible()).toBe(false);
    expect(await organiser.getByRole('button', { name: 'Drucken' }).isVisible()).toBe(false);
    expect(await organiser.evaluate('[getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]')).toEqual(['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
    await screenshot(organiser, 'league-print-pairings-1024');
    await organiser.emulateMedia({ media: 'screen' });
  });

  it('enters both results and shows the standings with their tiebreakers', async () => {
    await organiser.goto(`${dashboard.url}/league/${eventId}/organise`);
    await organiser.getByRole('heading', { name: 'Runde 1' }).waitFor();
    for (const table of [1, 2]) {
      const row = organiser.getByTestId(`pairing-${table}`);
      const winner = (await row.locator('td').first().textContent())!;
      await row.getByLabel(`Ergebnis an Tisch ${table}`).selectOption('p1');
      await row.getByRole('button', { name: 'Ergebnis eintragen' }).click();
      // Table 1 is the demo table, its game still running: a result ends it there, so the page asks once more.
      if (table === 1) await organiser.getByTestId('end-game-dialog').getByRole('button', { name: 'Eintragen und Spiel beenden' }).click();
      await expect.poll(() => row.locator('strong').textContent()).toMatch(new RegExp(`^${winner} gewinnt`));
    }
    const standings = organiser.locator('table.league-standings tbody tr');
    await expect.poll(() => standings.count()).toBe(4);
    const rows = await standings.allInnerTexts();
    // Two winners with 3 match points first, two players with 0 after; each opponent won none: 25 % floor.
    expect(rows.map((r) => r.split('\t')[2])).toEqual(['3', '3', '0', '0']);
    expect(rows[0]).toMatch(/25,0\s%/);
    expect(await accessibilityProblems(organiser)).toEqual([]);
    await screenshot(organiser, 'league-organiser-1024-results');
    await organiser.setViewportSize(PHONE);
    await expect.poll(() => standingsSideways(organiser)).toEqual({ inside: true, scroll: 0 });
    expect(await accessibilityProblems(organiser)).toEqual([]);
    await screenshot(organiser, 'league-organiser-390-results');
    await organiser.setViewportSize(TABLET);
  });

  it("shows players their table and everyone the pairings and standings, never a seat code, a deck list or a Play! Pokémon ID", async () => {
    const codes = (await admin(`/api/league/events/${eventId}/rounds/current/seat-codes`)) as { codes: { p1: string; p2: string } }[];
    const player = await browser.context.newPage();
    const answers: string[] = [];
    player.on('response', (response) => {
      if (response.url().includes('/api/league/')) void response.text().then((text) => answers.push(text));
    });
    // The public page follows its event live: every frame the hub pushes is checked too.
    player.on('websocket', (socket) => socket.on('framereceived', (frame) => answers.push(String(frame.payload))));
    await player.setViewportSize(PHONE);
    await player.goto(`${dashboard.url}/league/${eventId}`);
    await player.getByRole('heading', { name: 'Paarungen, Runde 1' }).waitFor();
    await player.getByLabel('Ich bin').selectOption({ label: 'Anna' });
    await expect.poll(() => player.getByTestId('my-pairing').textContent()).toMatch(/^Runde 1: Tisch [12] gegen (Ben|Clara|David)\./);
    await expect.poll(() => player.locator('table.league-standings tbody tr').count()).toBe(4);
    await expect.poll(() => standingsSideways(player)).toEqual({ inside: true, scroll: 0 });
    expect(await accessibilityProblems(player)).toEqual([]);
    await screenshot(player, 'league-public-390');
    await player.setViewportSize(TABLET);
    await screenshot(player, 'league-public-1024');

    const shown = (await player.locator('body').innerText()) + answers.join('\n');
    expect(answers.length).toBeGreaterThan(0);
    for (const secret of [codes[0]!.codes.p1, codes[0]!.codes.p2, 'Pamo', 'SVI 74', '1234567']) expect(shown).not.toContain(secret);
    expect(await player.getByTestId('seat-code').count()).toBe(0);

    // The printable pairings without the admin token: no codes either.
    await player.goto(`${dashboard.url}/league/${eventId}/print/pairings`);
    await player.getByRole('heading', { name: 'Paarungen, Runde 1' }).waitFor();
    expect(await player.getByTestId('seat-code').count()).toBe(0);
    await player.close();
  });
  it('gives a warning, runs a deck check with nothing read, then ends round 1, drops a player, takes a late entry and pairs round 2', async () => {
    await organiser.goto(`${dashboard.url}/league/${eventId}/organise`);
    await organiser.getByRole('heading', { name: 'Strafen' }).waitFor();
    await organiser.getByLabel('Spieler', { exact: true }).selectOption({ label: 'Ben' });
    await organiser.getByLabel('Strafe', { exact: true }).selectOption('warning');
    await organiser.getByLabel('Grund').fill('Karten nicht gemischt');
    await organiser.getByRole('button', { name: 'Strafe vergeben' }).click();
    await expect.poll(() => organiser.locator('.league-penalties').textContent()).toContain('Ben: Verwarnung (Karten nicht gemischt), von der Turnierleitung');
    // The warning shows beside Ben in the standings.
    await expect.poll(() => organiser.locator('table.league-standings').getByText('Verwarnung').count()).toBe(1);

    await organiser.getByLabel('Spieler (mit registriertem Deck)').selectOption({ label: 'Anna' });
    await organiser.getByRole('button', { name: 'Deckkontrolle starten' }).click();
    const check = organiser.getByTestId('deck-check-P1');
    await expect.poll(() => check.textContent()).toContain('Bisher 0 Karten gelesen.');
    await check.getByRole('button', { name: 'Deckkontrolle abschließen' }).click();
    // No card was read: every card of the registered list is missing, by its German name (Pawmi is "Pamo").
    await expect.poll(() => check.textContent()).toMatch(/Es fehlen: .*4× Pamo\b/);

    await organiser.getByRole('button', { name: 'Runde 1 beenden' }).click();
    await organiser.getByRole('button', { name: 'David aussteigen lassen' }).click();
    // A drop cannot be undone: the page asks once more.
    await organiser.getByTestId('drop-dialog').getByRole('button', { name: 'David aussteigen lassen' }).click();
    await expect.poll(() => organiser.getByTestId('player-P4').textContent()).toContain('ausgestiegen');
    await organiser.getByLabel('Name', { exact: true }).fill('Emil');
    await organiser.getByRole('button', { name: 'Nachmeldung anmelden' }).click();
    await expect.poll(() => organiser.getByTestId('player-P5').textContent()).toContain('Nachmeldung ab Runde 2');

    await organiser.getByRole('button', { name: 'Runde 2 paaren (Schweizer System)' }).click();
    await organiser.getByRole('heading', { name: 'Runde 2' }).waitFor();
    const pairedNow = async () => (await organiser.locator('table.league-pairings').first().locator('tbody td').allTextContents()).join(' ');
    // The page follows the event's pushes: the new pairings arrive with the round.
    await expect.poll(pairedNow).toContain('Emil');
    const paired = await pairedNow();
    expect(paired).not.toContain('David');
    await screenshot(organiser, 'league-organiser-1024-round-2');

    // The organiser's export (admin token) downloads as a file: the event and its whole log.
    const [download] = await Promise.all([organiser.waitForEvent('download'), organiser.getByRole('button', { name: 'Turnier exportieren (JSON)' }).click()]);
    expect(download.suggestedFilename()).toBe(`${eventId}.json`);
    const exported = readFileSync((await download.path())!, 'utf8');
    expect(exported).toContain('Liga-Abend');
    expect(exported).toContain('Karten nicht gemischt');
  });

  it('imports a best-of-three round as CSV on the organiser page; the public page shows the match score game by game', async () => {
    await admin('/api/tables', { id: 'liga-2', name: 'Liga 2' });
    const cup = ((await admin('/api/league/events', { name: 'Liga-Cup', date: '2026-11-26', format: 'expanded', bestOf: 3, roundMinutes: 30, rounds: 1, tableIds: ['liga-2'] })) as { event: { eventId: string } }).event.eventId;
    for (const name of ['Frieda', 'Gustav']) await admin(`/api/league/events/${cup}/players`, { name });
    await organiser.goto(`${dashboard.url}/league/${cup}/organise`);
    await organiser.getByText('Anderswo erstellte Paarungen importieren').click();
    await organiser.getByLabel('Paarungen als CSV (Tisch, Spieler 1, Spieler 2; BYE für ein Freilos)').fill('table,player1,player2\n1,Gustav,Frieda\n');
    await organiser.getByRole('button', { name: 'Paarungen importieren' }).click();
    await organiser.getByRole('heading', { name: 'Runde 1' }).waitFor();
    // The imported order stands: Gustav is player 1 (Swiss pairing would have drawn it).
    await expect.poll(async () => (await organiser.getByTestId('pairing-1').locator('td').allTextContents()).slice(0, 2)).toEqual(['Gustav', 'Frieda']);
    await organiser.getByRole('button', { name: 'Runde 1 starten' }).click();

    const spectator = await browser.context.newPage();
    await spectator.goto(`${dashboard.url}/league/${cup}`);
    const result = spectator.getByTestId('pairing-1').locator('td').nth(3);
    const { codes } = ((await admin(`/api/league/events/${cup}/rounds/current/seat-codes`)) as { codes: Record<Seat, string> }[])[0]!;
    const seats = { p1: await SeatClient.join(hub, 'liga-2', codes.p1), p2: await SeatClient.join(hub, 'liga-2', codes.p2) };
    /** Each game of the match at the same seats: the loser concedes once the hub has started it. */
    const concede = async (game: number, loser: Seat) => {
      const games = async () => ((await admin(`/api/league/events/${cup}`)) as { rounds: { pairings: { games: { matchId: string }[] }[] }[] }).rounds[0]!.pairings[0]!.games;
      await expect.poll(async () => (await games()).length).toBe(game);
      const { matchId } = (await games())[game - 1]!;
      await viewWhere(seats[loser], (v) => v.matchId === matchId && v.stage !== 'not-started');
      await seats[loser].mustAccept({ type: 'Concede', player: loser });
    };
    try {
      await concede(1, 'p2');
      await expect.poll(() => result.textContent()).toBe('Spiel 2, 1–0');
      await concede(2, 'p1');
      await expect.poll(() => result.textContent()).toBe('Spiel 3, 1–1');
      await concede(3, 'p2');
      // Two games won decide the match: the hub records it from the games, with their score.
      await expect.poll(() => result.textContent()).toBe('Gustav gewinnt (2–1)');
      await screenshot(spectator, 'league-public-best-of-three-1024');
    } finally {
      seats.p1.close();
      seats.p2.close();
      await spectator.close();
    }
  });
});
