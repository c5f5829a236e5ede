import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogueDir } from '../../src/catalogue/source-paths.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { DEMO_ADMIN_TOKEN, startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import './poll-timing.js';

/** The enrolment page's registered-deck picker against the demo hub: a deck registered over REST, picked card by card. */
describe('enrolling stickers from a registered deck on the dashboard', () => {
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
    ({ id: registrationId } = await admin('/api/decks/registrations', { scope: 'event', scopeId: 'league-night', player: 'Misty', format: 'expanded', list }));
  });

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('lists the deck with the stickers each card has, and choosing a card fills the card to enrol', async () => {
    await page.goto(`${dashboard.url}/enrol`);
    const picker = page.getByTestId('deck-picker');
    await expect.poll(() => picker.getByRole('button', { name: 'Show the deck' }).isDisabled()).toBe(true);
    await page.getByLabel('Organiser token').fill(DEMO_ADMIN_TOKEN);
    await picker.getByLabel('Registration number').fill(String(registrationId));
    await picker.getByRole('button', { name: 'Show the deck' }).click();

    const rows = picker.getByTestId('deck-card');
    await expect.poll(() => rows.count()).toBe(demoDeck.cards.length);
    expect(await picker.getByRole('status').textContent()).toBe("Misty's deck (expanded): 0 of 60 cards have a sticker.");
    expect((await rows.first().locator('th, td').allTextContents()).slice(0, 3)).toEqual(['Pawmi', 'sv1-74', '0 of 4, 4 missing']);

    await picker.getByRole('button', { name: 'Choose Miraidon ex (sv1-81)' }).click();
    expect(await page.getByLabel('Card id', { exact: true }).inputValue()).toBe('sv1-81');
    expect(await picker.getByRole('button', { name: 'Choose Miraidon ex (sv1-81)' }).getAttribute('aria-pressed')).toBe('true');

    await picker.getByRole('button', { name: 'Choose the next card without a sticker' }).click();
    expect(await page.getByLabel('Card id', { exact: true }).inputValue()).toBe('sv1-74');
    await screenshot(page, 'enrolment-deck-en');
  });

  it("lists an event's registered decks by player, and choosing one shows its cards", async () => {
    await page.goto(`${dashboard.url}/enrol`);
    const picker = page.getByTestId('deck-picker');
    await page.getByLabel('Organiser token').fill(DEMO_ADMIN_TOKEN);
    await picker.getByLabel('Event or match id').fill('league-night');
    await picker.getByRole('button', { name: 'List the decks' }).click();
    const misty = picker.getByRole('group', { name: 'Registered decks' }).getByRole('button', { name: `Misty (expanded, no. ${registrationId})` });
    await misty.click();
    await expect.poll(() => picker.getByTestId('deck-card').count()).toBe(demoDeck.cards.length);
    expect(await picker.getByLabel('Registration number').inputValue()).toBe(String(registrationId));
    expect(await misty.getAttribute('aria-pressed')).toBe('true');

    await picker.getByLabel('Event or match id').fill('no-such-event');
    await picker.getByRole('button', { name: 'List the decks' }).click();
    await expect.poll(() => picker.getByText('No deck is registered for it.').count()).toBe(1);
  });

  it('says why when the registration does not exist', async () => {
    const picker = page.getByTestId('deck-picker');
    await picker.getByLabel('Registration number').fill(String(registrationId + 1000));
    await picker.getByRole('button', { name: 'Show the deck' }).click();
    await expect.poll(() => picker.getByRole('alert').textContent()).toBe(`The deck could not be shown: no deck registration ${registrationId + 1000}`);
    expect(await picker.getByTestId('deck-card').count()).toBe(0);
  });
});
