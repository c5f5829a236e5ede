import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogueDir } from '../../src/catalogue/source-paths.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { DEMO_ADMIN_TOKEN, startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { SeatClient } from './seat-client.js';
import './poll-timing.js';

/** The virtual table's deck picker: a registered deck fills the cards off the mat, one virtual sticker per copy. */
describe('picking a deck on the virtual table', () => {
  const demoDeck = (JSON.parse(readFileSync(join(demoCatalogueDir(), 'decks', 'en', 'sv1.json'), 'utf8')) as { cards: { id: string; count: number }[] }[])[0]!;
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let page: Page;
  let registrationId: number;

  async function admin(path: string, body: unknown): Promise<any> {
    const res = await fetch(`${hub.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_ADMIN_TOKEN}` },
      body: JSON.stringify(body),
    });
    expect(res.ok).toBe(true);
    return res.json();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    page = await browser.context.newPage();
    const { list } = await admin('/api/decks/export', { cards: demoDeck.cards.map(({ id, count }) => ({ id, count })) });
    ({ id: registrationId } = await admin('/api/decks/registrations', { scope: 'event', scopeId: 'demo-night', player: 'Misty', format: 'expanded', list }));
  });

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('puts every copy of the deck off the mat, each with its own tag UID, and a card from it on a zone reaches the reader', async () => {
    await page.goto(`${dashboard.url}/virtual/demo`);
    // The organiser signs in: the hub makes every sticker and knows each one's card.
    await page.getByLabel('Admin token').fill(DEMO_ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const deckPanel = page.getByTestId('virtual-deck');
    await deckPanel.getByLabel('Event or match id').fill('demo-night');
    await deckPanel.getByRole('button', { name: 'List the decks' }).click();
    await deckPanel.getByRole('group', { name: 'Registered decks' }).getByRole('button', { name: `Misty (expanded, no. ${registrationId})` }).click();
    await deckPanel.getByRole('button', { name: "Add Misty's deck (expanded, 60 cards) to the cards off the mat" }).click();
    await expect.poll(() => deckPanel.getByRole('status').textContent()).toBe("60 cards of Misty's deck are off the mat, each with its own sticker.");

    const cards = page.getByTestId('virtual-card');
    expect(await cards.count()).toBe(60);
    // The page shows each card by name and number; its sticker's UID is no text on it.
    const uids = await cards.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-uid') ?? ''));
    expect((await cards.allTextContents()).join(' ')).not.toMatch(/04[0-9A-F]{12}/);
    expect(new Set(uids).size).toBe(60);
    for (const uid of uids) expect(uid).toMatch(/^04[0-9A-F]{12}$/);
    const copies = (name: string) => cards.filter({ hasText: name });
    for (const line of demoDeck.cards) expect(await copies(`(${line.id})`).count()).toBe(line.count);

    const pawmi = copies('(sv1-74)').first();
    const uid = await pawmi.getAttribute('data-uid');
    await pawmi.click();
    const zone = page.getByTestId('zone-p1.active');
    await zone.getByTestId('put-here').click();
    await expect.poll(() => zone.getByRole('listitem').allTextContents()).toEqual(['Pawmi (sv1-74)']);
    // The page is a spectator session: it learns that a card lies there, not which tag.
    await expect.poll(() => zone.getByTestId('reader-sees').textContent()).toBe('reader connected · a card is there');
    expect(await cards.count()).toBe(59);
    expect(await cards.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-uid')))).not.toContain(uid);

    // The hub's reader saw that copy's own tag, as a judge may see it; the open REST route says only that a card is there.
    const judge = await SeatClient.signIn(hub, 'demo', { role: 'judge', name: 'Demo Judge', pin: '0000' });
    await judge.until(
      (m) => (m.type === 'zones' || m.type === 'snapshot') && m.zones.some((z) => z.zone === 'p1.active' && z.reading?.kind === 'present' && z.reading.uid === uid && z.reading.cardId === 'sv1-74'),
    );
    judge.close();
    const detail = (await (await fetch(`${hub.url}/api/tables/demo`)).json()) as { zones: { zone: string; reading: unknown }[] };
    expect(detail.zones.find((z) => z.zone === 'p1.active')?.reading).toEqual({ kind: 'present' });
    await screenshot(page, 'virtual-table-deck');

    // On a phone the page stays short with the deck off the mat (it was 7,084 px tall here, the Active Spot at 4,610 px;
    // then 3,502 px and 918 px): each player's side is one block, the Active Spot first, the zones two to a row with
    // only the buttons that can be used now, that player's cards below them as chips folding into a box of their own;
    // the tools to add cards come last. Both Active Spots are reached within about a screen and a half. The demo's ready
    // decks, a button each among those tools, add about 170 px.
    await page.setViewportSize({ width: 390, height: 844 });
    const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
    await page.evaluate('window.scrollTo(0, 0)');
    const activeTop = (await zone.boundingBox())?.y ?? Infinity;
    const otherActiveTop = (await page.getByTestId('zone-p2.active').boundingBox())?.y ?? Infinity;
    await screenshot(page, 'virtual-table-deck-390');
    expect(height).toBeLessThan(3_300);
    expect(activeTop).toBeLessThan(700);
    expect(otherActiveTop).toBeLessThan(1_300);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('adds the cards of a pasted deck list, and lists the lines it could not add with why', async () => {
    // A player's cards stay with the hub: the reloaded page lays out the first test's deck again, 59 off the mat and Pawmi on its zone.
    await page.goto(`${dashboard.url}/virtual/demo`);
    const cards = page.getByTestId('virtual-card');
    await expect.poll(() => cards.count()).toBe(59);
    await expect.poll(() => page.getByTestId('zone-p1.active').getByRole('listitem').allTextContents()).toEqual(['Pawmi (sv1-74)']);
    const deckPanel = page.getByTestId('virtual-deck');
    await deckPanel.getByLabel('Or paste a deck list (TCG Live, Limitless)').fill('4 Froakie KSS 12\n3 Basic {W} Energy SVE 3\n2 Missingno XYZ 1\n');
    await deckPanel.getByRole('button', { name: 'Add the listed cards' }).click();
    await expect.poll(() => deckPanel.getByRole('status').textContent()).toBe('7 cards of the list are off the mat, each with its own sticker.');
    expect(await cards.filter({ hasText: 'Froakie (xy0-12)' }).count()).toBe(4);
    expect(await cards.filter({ hasText: 'Basic Water Energy (sve-3)' }).count()).toBe(3);
    expect(new Set(await cards.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-uid')))).size).toBe(59 + 7);
    const problems = await deckPanel.getByRole('alert', { name: 'Lines not added' }).getByRole('listitem').allTextContents();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Line 3 “2 Missingno XYZ 1”: .+/);
  });

  it("offers the demo's ready decks: one click puts a whole deck off the mat for the player chosen, with no deck registered first", async () => {
    await page.goto(`${dashboard.url}/virtual/demo`);
    await page.getByRole('radio', { name: /^Player 2/ }).check();
    const deckPanel = page.getByTestId('virtual-deck');
    expect(await deckPanel.getByText('The decks the demo brings, ready to play: a click puts every card of one off the mat for Player 2.').count()).toBe(1);
    const ready = deckPanel.getByRole('group', { name: 'Ready decks' });
    const offered = await ready.getByRole('button').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['Chespin (60 cards)', 'Fennekin (60 cards)', 'Froakie (60 cards)']));
    await ready.getByRole('button', { name: 'Chespin (60 cards)' }).click();
    await expect.poll(() => deckPanel.getByRole('status').textContent()).toBe('60 cards of the deck Chespin are off the mat for Player 2, each with its own sticker.');
    const pool = page.getByTestId('virtual-pool-p2').getByTestId('virtual-card');
    expect(await pool.count()).toBe(60);
    expect(await pool.filter({ hasText: 'Chespin (xy0-' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'virtual-table-ready-decks');
    await page.setViewportSize({ width: 390, height: 844 });
    await deckPanel.scrollIntoViewIfNeeded();
    await screenshot(page, 'virtual-table-ready-decks-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
