import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import './poll-timing.js';

/**
 * 003 "Raid-Format" played from the raid page against the real hub: two players, Miraidon as the
 * raid Pokémon (two attacks, so the die picks one once it has three Energy), a raid deck of Lightning
 * Energy, the dice rolled at the table and typed in. The page shows the boss, the prompt, the
 * players and every roll with its origin.
 */
describe('the raid page', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    page = await browser.context.newPage();
    const started = await fetch(`${hub.url}/api/raids`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hub.adminToken}` },
      body: JSON.stringify({
        raidId: 'kitchen',
        format: 'raid',
        dice: 'table',
        players: [
          { name: 'Monika', active: 'xy0-26' },
          { name: 'Ralph', active: 'xy0-29' },
        ],
        boss: ['sv1-80'],
        raidDeck: [{ cardId: 'sve-4', count: 20 }],
      }),
    });
    expect(started.status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  const turn = () => page.getByTestId('raid-turn').textContent();
  /** The open prompt's line, or null when the raid waits for no prompt (textContent of a missing element would wait for it). */
  const promptKind = async () => {
    const kind = page.getByTestId('raid-prompt-kind');
    return (await kind.count()) === 0 ? null : kind.textContent();
  };

  it('shows the boss, the raid deck and the players before anyone acts, and nothing to act with before the admin token', async () => {
    await page.goto(`${dashboard.url}/raid/kitchen`);
    await expect.poll(turn).toContain('Turn 1');
    expect(await turn()).toContain("the players' turn");
    expect(await page.getByTestId('boss-b1').getByRole('heading').textContent()).toBe('Miraidon');
    expect(await page.getByTestId('raid-deck-size').textContent()).toBe('20');
    expect(await page.getByTestId('raid-contribution').textContent()).toContain('0 of 20 damage toward the next full contribution');
    expect(await page.getByTestId('raid-player-0').textContent()).toContain('Snorlax');
    expect(await page.getByTestId('raid-player-1').getByTestId('raid-prizes').textContent()).toBe('6');
    expect(await page.getByTestId('raid-attack-0').isDisabled()).toBe(true);
  });

  it('plays three boss turns: the players attack, the boss draws Energy, the die picks its attack, its text is carried out', async () => {
    await page.getByTestId('admin-token').fill(hub.adminToken);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Turn 1: Snorlax uses Strength (70), Bidoof passes. 70 damage on the boss: three full contributions of 20.
    await page.getByTestId('raid-player-0').getByLabel('Attack', { exact: true }).selectOption('Strength');
    await page.getByTestId('raid-attack-0').click();
    await expect.poll(() => page.getByTestId('raid-player-0').getByTestId('raid-acted').textContent()).toBe('attacked or passed');
    expect(await page.getByTestId('boss-b1').getByTestId('boss-damage').textContent()).toBe('70 damage (7 damage counters)');
    expect(await page.getByTestId('raid-contribution').textContent()).toContain("3 full contributions of 20 damage: counted after the boss's attack");
    await page.getByTestId('raid-pass-1').click();

    // The boss draws players + 1 = 3 Energy and has both attacks: the die at the table decides.
    await expect.poll(promptKind).toBe('Die: which attack the boss uses');
    await expect.poll(() => page.getByTestId('raid-deck-size').textContent()).toBe('17');
    expect(await page.getByTestId('boss-b1').getByTestId('boss-energy').textContent()).toMatch(/^3 Energy: /);
    await screenshot(page, 'raid-die-prompt');
    await page.getByTestId('raid-die-face').fill('2');
    await page.getByLabel('Which die (optional)').fill('green d6');
    await page.getByTestId('raid-roll').click();

    // Lightning Laser's text (30 to a Benched Pokémon) is for the players to carry out.
    await expect.poll(promptKind).toContain("Carry out the text of Miraidon's attack");
    expect(await page.getByTestId('raid-prompt-text').textContent()).toContain('Benched');
    await page.getByTestId('raid-resolve').click();

    await expect.poll(turn).toContain('Turn 2');
    // Lightning Laser's 90 hit each Active; three contributions of 20 went to the Lost Zone, 10 damage stays.
    expect(await page.getByTestId('raid-player-0').textContent()).toContain('90 damage');
    expect(await page.getByTestId('raid-lost-zone').textContent()).toBe('3');
    expect(await page.getByTestId('boss-b1').getByTestId('boss-damage').textContent()).toBe('10 damage (1 damage counter)');
    expect(await page.getByTestId('raid-contribution').textContent()).toContain('10 of 20 damage toward the next full contribution');
    expect(await page.getByTestId('raid-rolls').getByTestId('raid-roll-line').allTextContents()).toEqual([
      'Die: which attack the boss uses: 2 → Lightning Laser · a die at the table (green d6)',
    ]);

    // Bidoof (70 HP) was Knocked Out: Ralph took a Prize card of his own and puts a new Active in play.
    expect(await page.getByTestId('raid-player-1').textContent()).toContain('no Pokémon in play');
    expect(await page.getByTestId('raid-player-1').getByTestId('raid-prizes').textContent()).toBe('5');
    await screenshot(page, 'raid-turn-2');

    // Turns 2 and 3: a Knocked Out player's new Active comes in, both pass, the boss rolls again.
    for (const next of [3, 4]) {
      for (const player of [0, 1]) {
        const row = page.getByTestId(`raid-player-${player}`);
        if ((await row.textContent())?.includes('no Pokémon in play')) {
          await page.getByTestId(`raid-new-active-${player}`).fill('xy0-26');
          await row.getByRole('button', { name: 'Put it in the Active Spot' }).click();
          await expect.poll(() => row.textContent()).toContain('Snorlax');
        }
        await page.getByTestId(`raid-pass-${player}`).click();
        await expect.poll(() => row.getByTestId('raid-acted').textContent()).not.toBe('not yet');
      }
      await expect.poll(promptKind).toBe('Die: which attack the boss uses');
      await page.getByTestId('raid-die-face').fill('1');
      await page.getByTestId('raid-roll').click();
      await expect.poll(async () => (await turn())?.includes(`Turn ${next}`) || (await promptKind())?.startsWith('Carry out')).toBe(true);
      if ((await promptKind())?.startsWith('Carry out')) await page.getByTestId('raid-resolve').click();
      await expect.poll(turn).toContain(`Turn ${next}`);
    }
    await expect.poll(() => page.getByTestId('raid-roll-line').count()).toBe(3);
    await screenshot(page, 'raid-turn-4');
  });

  it('offers no second action to a player who has acted, and the hub refuses one all the same', async () => {
    await page.getByTestId('raid-pass-0').click();
    await expect.poll(() => page.getByTestId('raid-player-0').getByTestId('raid-acted').textContent()).toBe('attacked or passed');
    expect(await page.getByTestId('raid-pass-0').count()).toBe(0);
    const refused = await fetch(`${hub.url}/api/raids/kitchen/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hub.adminToken}` },
      body: JSON.stringify({ type: 'PassAttack', player: 0 }),
    });
    expect(refused.status).toBe(422);
  });

  it('reads in German as 003 words it', async () => {
    await page.getByTestId('language').selectOption('de');
    await expect.poll(() => page.getByRole('heading', { name: 'Raid-Pokémon' }).count()).toBe(1);
    expect(await page.getByText('Nirgendwo', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('raid-roll-line').first().textContent()).toContain('ein Würfel am Tisch (green d6)');
    await screenshot(page, 'raid-de');
    await page.getByTestId('language').selectOption('en');
  });
  it("shows Giovanni's team: the Active the hub's die put there first, the Bench behind it, and the roll as a software roll", async () => {
    const started = await fetch(`${hub.url}/api/raids`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hub.adminToken}` },
      body: JSON.stringify({
        raidId: 'giovanni',
        format: 'giovanni',
        players: [
          { name: 'Monika', active: 'xy0-26' },
          { name: 'Ralph', active: 'xy0-29' },
        ],
        boss: ['sv1-80', 'sv1-81', 'xy0-14', 'xy0-10', 'xy0-5', 'sv1-76'],
        raidDeck: [{ cardId: 'sve-4', count: 20 }],
      }),
    });
    expect(started.status).toBe(201);
    await page.goto(`${dashboard.url}/raid/giovanni`);
    const team = page.getByTestId('raid-boss');
    await expect.poll(() => team.getByRole('heading', { level: 2 }).textContent()).toBe("Giovanni's team");
    expect(await team.getByRole('article').count()).toBe(6);
    expect(await team.getByRole('article').first().getByRole('heading').textContent()).toMatch(/ · Active$/);
    expect(await team.getByRole('article').nth(1).getByRole('heading').textContent()).toMatch(/ · Bench$/);
    await expect.poll(() => page.getByTestId('raid-roll-line').allTextContents()).toHaveLength(1);
    expect((await page.getByTestId('raid-roll-line').allTextContents())[0]).toMatch(/^Die: the boss team's Active Pokémon: [1-6] → (Miraidon|Miraidon ex|Greninja|Delphox|Chesnaught|Pawmot) · ⚠ software roll \(the hub's crypto\.randomInt\)$/);
    await screenshot(page, 'raid-giovanni');
  });
});
