import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { DEMO_ADMIN_TOKEN, startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { pageIn, type Language } from './locale-strings.js';
import './poll-timing.js';

const PHONE = { width: 390, height: 844 };

/** Twelve Trainer cards of Scarlet & Violet (regulation mark G, out of Standard) and a line of a set the demo catalogue lacks. */
const LIST = '4 Rare Candy SVI 191\n4 Ultra Ball SVI 196\n4 Nest Ball SVI 181\n4 Charmander MEW 4';

/** What a reader of each language sees of the deck rules the list breaks (000 “Zusammenstellen von Decks”, 001 “Pakanrakennus”). */
const SEEN: Record<Exclude<Language, 'en'>, { labels: Record<'signIn' | 'eventName' | 'create' | 'playerName' | 'deckList' | 'register', string>; rules: readonly string[]; english: readonly string[] }> = {
  de: {
    labels: { signIn: 'Anmelden', eventName: 'Name des Turniers', create: 'Turnier anlegen', playerName: 'Name', deckList: 'Deckliste (optional)', register: 'Spieler anmelden' },
    rules: [
      'Das Deck enthält 12 Karten; dieses Format verlangt genau 60.',
      'Das Deck enthält kein Basis-Pokémon; es muss mindestens eines enthalten.',
      'Nestball (Regulierungszeichen G) ist für Standard-Format nicht zugelassen.',
      'der Hub kennt das Erweiterungskürzel „MEW“ nicht.',
    ],
    // Nest Ball is named as the German card prints it (the demo catalogue has its German name).
    english: ['The deck holds', 'is not legal in', 'unknown set code', 'Nest Ball'],
  },
  fi: {
    labels: { signIn: 'Kirjaudu', eventName: 'Turnauksen nimi', create: 'Luo turnaus', playerName: 'Nimi', deckList: 'Pakkalista (valinnainen)', register: 'Ilmoita pelaaja' },
    rules: [
      'Pakassa on 12 korttia; tässä formaatissa pakan pitää olla tasan 60 korttia.',
      'Pakassa ei ole yhtään perus-Pokémonia; siinä täytyy olla vähintään yksi.',
      'Rare Candy (regulation mark G) ei ole sallittu formaatissa Standard.',
      'hub ei tunne sarjan koodia ”MEW”.',
    ],
    english: ['The deck holds', 'is not legal in', 'unknown set code'],
  },
};

/**
 * The newcomer walk of 2026-11-26 found a deck list's problems shown in English on German and Finnish pages. An
 * organiser pastes a list the hub cannot register: each broken deck rule and each line not read is worded in the
 * page's language, with the rulebook's terms, the cards in the card language of the page.
 */
describe('a deck list’s problems in the language of the page', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: PHONE });
    hub = await startHub();
    dashboard = await serveDashboard(hub);
  });

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  const pasteList = async (page: Page, seen: (typeof SEEN)['de']) => {
    await page.goto(`${dashboard.url}/league`);
    await page.getByTestId('admin-token').fill(DEMO_ADMIN_TOKEN);
    await page.getByRole('button', { name: seen.labels.signIn, exact: true }).click();
    await page.getByLabel(seen.labels.eventName).fill('Liga');
    await page.getByLabel('Demo table').check();
    await page.getByRole('button', { name: seen.labels.create }).click();
    await page.waitForURL(/\/league\/[^/]+\/organise$/);
    await page.getByLabel(seen.labels.playerName, { exact: true }).fill('Aino');
    await page.getByLabel(seen.labels.deckList).fill(LIST);
    await page.getByRole('button', { name: seen.labels.register }).click();
    return page.getByTestId('deck-problems');
  };

  it.each(['de', 'fi'] as const)('words every problem in %s, none in the hub’s English', async (language) => {
    const seen = SEEN[language];
    const page = await pageIn(browser.context, language);
    const problems = await pasteList(page, seen);
    // The cards' German names arrive from the catalogue after the check's answer: the English name stands until then.
    for (const rule of seen.rules) await expect.poll(() => problems.textContent()).toContain(rule);
    const text = (await problems.textContent()) ?? '';
    for (const english of seen.english) expect(text).not.toContain(english);
    await screenshot(page, `league-deck-problems-${language}-phone`);
    await page.close();
  });
});
