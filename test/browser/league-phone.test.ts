import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { DEMO_ADMIN_TOKEN, startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { pageIn } from './locale-strings.js';
import './poll-timing.js';

const PHONE = { width: 390, height: 844 };
const PLAYERS = ['Aino', 'Eero', 'Ilona', 'Oskari'] as const;

/** Every element the locator finds lies inside the phone's width: nothing to reach by scrolling a panel sideways. */
async function allInsideTheScreen(page: Page, selector: string): Promise<boolean> {
  const boxes = await page.locator(selector).evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
  return boxes.length > 0 && boxes.every((b) => b.left >= 0 && b.right <= PHONE.width);
}

/**
 * A newcomer runs a league night from a phone, in Finnish, and judges it there (the store walk of 2026-11-26): the
 * round cannot be paired before two players are registered, and the page says so; a deck list the hub cannot
 * register shows why beside the list, with the sets its catalogue lacks; each pairing's result entry and each
 * player's drop button are on the screen, not off to the right of a panel that scrolls sideways; a drop, which cannot
 * be undone, is asked once more; a judge's wrong PIN goes back to the sign-in form, in Finnish, with the name kept
 * and none of a judge's controls, and the right PIN opens them; a result that ends a game still played at a hub
 * table is asked once more.
 */
describe('a league night run and judged from a phone, in Finnish', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let organiser: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: PHONE, locale: 'fi-FI' });
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    organiser = await pageIn(browser.context, 'fi');
  });

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('says that a round needs two players before it can be paired', async () => {
    await organiser.goto(`${dashboard.url}/league`);
    await organiser.getByTestId('admin-token').fill(DEMO_ADMIN_TOKEN);
    await organiser.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
    await organiser.getByLabel('Turnauksen nimi').fill('Torstailiiga');
    await organiser.getByLabel('Demo table').check();
    await organiser.getByRole('button', { name: 'Luo turnaus' }).click();
    await organiser.waitForURL(/\/league\/[^/]+\/organise$/);

    const pair = organiser.getByRole('button', { name: 'Parita kierros 1 (sveitsiläinen)' });
    expect(await pair.isDisabled()).toBe(true);
    expect(await organiser.getByText('Ilmoita vähintään kaksi pelaajaa (alla), jotta kierroksen voi parittaa.').isVisible()).toBe(true);
    await screenshot(organiser, 'league-phone-fi-before-players');
  });

  it('shows beside a deck list why the hub cannot register it: the sets its catalogue lacks, the rulebook by name, never its file', async () => {
    // The player is not registered until the list is fixed or emptied.
    await organiser.getByLabel('Nimi', { exact: true }).fill(PLAYERS[0]);
    await organiser.getByLabel('Pakkalista (valinnainen)').fill('Pokémon: 4\n4 Charmander MEW 4');
    await organiser.getByRole('button', { name: 'Ilmoita pelaaja' }).click();
    const problems = organiser.getByTestId('deck-problems');
    await expect.poll(() => problems.textContent()).toContain('Tätä pakkalistaa ei voi rekisteröidä formaattiin Standard.');
    expect(await organiser.getByTestId('deck-missing-sets').textContent()).toContain('näiden sarjojen kortteja: MEW.');
    expect(await problems.textContent()).toContain('Scarlet & Violet -sääntökirja (saksa)');
    expect(await problems.textContent()).not.toContain('.txt');
    expect(await organiser.getByText('Ei vielä ilmoittautuneita pelaajia.').isVisible()).toBe(true);
    await screenshot(organiser, 'league-phone-fi-deck-problems');
    await organiser.getByLabel('Pakkalista (valinnainen)').fill('');
    expect(await problems.count()).toBe(0);
  });

  it('pairs round 1 once two players are registered, and starts it', async () => {
    const pair = organiser.getByRole('button', { name: 'Parita kierros 1 (sveitsiläinen)' });
    for (const name of PLAYERS) {
      await organiser.getByLabel('Nimi', { exact: true }).fill(name);
      await organiser.getByRole('button', { name: 'Ilmoita pelaaja' }).click();
      // Before round 1 a player is removed, not dropped: nothing has been played yet.
      await organiser.getByRole('button', { name: `Poista ${name} ilmoittautuneista` }).waitFor();
    }
    expect(await pair.isDisabled()).toBe(false);
    expect(await organiser.getByText('Ilmoita vähintään kaksi pelaajaa').count()).toBe(0);
    await pair.click();
    await organiser.getByRole('button', { name: 'Aloita kierros 1' }).click();
    await organiser.getByRole('button', { name: 'Päätä kierros 1' }).waitFor();
    // The list of events counts in Finnish: one round, "kierros", not "kierrosta".
    await organiser.goto(`${dashboard.url}/league`);
    await expect.poll(() => organiser.locator('.league-event-list li').first().textContent()).toContain('Standard · 4 pelaajaa · 1 kierros paritettu');
    await organiser.goBack();
    await organiser.getByRole('button', { name: 'Päätä kierros 1' }).waitFor();
  });

  it("shows each pairing's result entry and each player's drop button on the phone's screen", async () => {
    await expect.poll(() => organiser.getByRole('combobox', { name: /^Pöydän \d tulos$/ }).count()).toBe(2);
    expect(await allInsideTheScreen(organiser, '.league-result-entry select, .league-result-entry button')).toBe(true);
    expect(await allInsideTheScreen(organiser, '.league-players button')).toBe(true);
    // Neither panel scrolls sideways any more.
    const sideways = await organiser.locator('.league-round, .league-players').evaluateAll((elements) => elements.map((e) => (e.closest('.panel') ?? e).scrollWidth - (e.closest('.panel') ?? e).clientWidth));
    expect(sideways).toEqual([0, 0]);
    await screenshot(organiser, 'league-phone-fi-round-1');
  });

  it('asks before a drop: keeping the player changes nothing, confirming drops them', async () => {
    await organiser.getByRole('button', { name: 'Merkitse Oskari luopuneeksi' }).click();
    const dialog = organiser.getByTestId('drop-dialog');
    expect(await dialog.getByRole('heading').textContent()).toBe('Merkitäänkö Oskari luopuneeksi?');
    await screenshot(organiser, 'league-phone-fi-drop-dialog');
    await dialog.getByRole('button', { name: 'Pidä turnauksessa' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await organiser.getByTestId('player-P4').textContent()).not.toContain('luopunut');

    await organiser.getByRole('button', { name: 'Merkitse Oskari luopuneeksi' }).click();
    await dialog.getByRole('button', { name: 'Merkitse Oskari luopuneeksi' }).click();
    await expect.poll(() => organiser.getByTestId('player-P4').textContent()).toContain('luopunut');
  });

  it("sends a judge's wrong PIN back to the sign-in form, in Finnish, with the name kept and no judge's controls; the right PIN opens them", async () => {
    const judge = await pageIn(browser.context, 'fi');
    await judge.goto(`${dashboard.url}/judge`);
    await judge.getByLabel('Nimi', { exact: true }).fill('Demo Judge');
    await judge.getByLabel('PIN', { exact: true }).fill('9999');
    await judge.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
    await expect
      .poll(() => judge.getByTestId('judge-sign-in-refused').textContent())
      .toBe('Nimi ja PIN-koodi eivät täsmää yhteenkään tämän hubin tuomariin. Tarkista molemmat ja kirjaudu uudelleen.');
    expect(await judge.getByLabel('Nimi', { exact: true }).inputValue()).toBe('Demo Judge');
    expect(await judge.getByRole('button', { name: 'Pysäytä kello' }).count()).toBe(0);
    await screenshot(judge, 'league-phone-fi-judge-wrong-pin');

    await judge.getByLabel('PIN', { exact: true }).fill('0000');
    await judge.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
    // Round 1 runs on the demo table: the signed-in judge may pause its clock.
    await judge.getByRole('button', { name: 'Pysäytä kello' }).waitFor();
    expect(await judge.getByTestId('judge-sign-in-refused').count()).toBe(0);
    await judge.close();
  });

  it('asks before a result ends the game still played at a hub table; letting them play on records nothing', async () => {
    // Table 1 is the demo table: round 1's game 1 runs there.
    const row = organiser.getByTestId('pairing-1');
    await row.getByLabel('Pöydän 1 tulos').selectOption('p1');
    await row.getByRole('button', { name: 'Kirjaa tulos' }).click();
    const dialog = organiser.getByTestId('end-game-dialog');
    expect(await dialog.getByRole('heading').textContent()).toBe('Päätetäänkö pöydän 1 peli?');
    await screenshot(organiser, 'league-phone-fi-end-game-dialog');
    await dialog.getByRole('button', { name: 'Anna pelata loppuun' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.locator('strong').count()).toBe(0);

    await row.getByRole('button', { name: 'Kirjaa tulos' }).click();
    await dialog.getByRole('button', { name: 'Kirjaa ja päätä peli' }).click();
    await expect.poll(() => row.locator('strong').textContent()).toMatch(/ voittaa$/);
    // Table 2 plays on paper: its result is recorded at once.
    const paper = organiser.getByTestId('pairing-2');
    await paper.getByLabel('Pöydän 2 tulos').selectOption('tie');
    await paper.getByRole('button', { name: 'Kirjaa tulos' }).click();
    await expect.poll(() => paper.locator('strong').textContent()).toBe('Tasapeli');
    expect(await dialog.count()).toBe(0);
  });
});
