import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { importCatalogue } from './catalogue-import.js';
import './poll-timing.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { startMatch, takeSeat, viewWhere, type StartedMatch } from './game-flow.js';
import { cardDef } from './seat-client.js';

const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');

/**
 * 000 "Angreifen im Detail" f: what an attack does besides its damage comes before its Knock Outs and the
 * turn's end. Pansage's Collect ("Draw a card.") is text the engine leaves to the players: the attacking
 * player's tablet lists it in a dialog, the opponent's says whom the game waits for, and "Attack done"
 * ends the turn. Then an Ability's "up to 2" is asked on the tablet before it is used, and a Stadium that takes it
 * away disables it with the Stadium named beside it (the tablet shows the Abilities the hub serves, issue #12 §1).
 */
describe("an attack's own text on the tablet", () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let match: StartedMatch;
  const pages = {} as Record<Seat, Page>;
  // Path to the Peak is not in the demo catalogue: imported as a store imports its cards.
  const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-hub-'));

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1280, height: 1000 } });
    importCatalogue(dataDir, { swsh6: ['swsh6-148'] });
    hub = await startHub({ dataDir });
    dashboard = await serveDashboard(hub);
    match = await startMatch(hub);
    pages.p1 = await browser.context.newPage();
    pages.p2 = await browser.context.newPage();
  });

  afterAll(async () => {
    match?.close();
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits for the players, then "Attack done" ends the turn', async () => {
    await takeSeat(pages.p1, dashboard.url, match.codes.p1);
    await takeSeat(pages.p2, dashboard.url, match.codes.p2);
    const tossed = await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first');
    const first = tossed.tossWinner!;
    const second = other(first);
    await pages[first].getByTestId('prompt-dialog').getByRole('button', { name: 'I go first' }).click();
    await viewWhere(match.seats.p1, (v) => v.stage === 'placing');

    await match.seats[first].mustAccept({ type: 'PlaceActive', player: first, card: await cardDef(hub, 'xy0-3') });
    await match.seats[second].mustAccept({ type: 'PlaceActive', player: second, card: await cardDef(hub, 'xy0-2') });
    await match.seats[first].mustAccept({ type: 'FinishSetup', player: first });
    await match.seats[second].mustAccept({ type: 'FinishSetup', player: second });
    await viewWhere(match.seats[first], (v) => v.turn?.number === 1);
    await match.seats[first].mustAccept({ type: 'EndTurn', player: first });
    await viewWhere(match.seats[second], (v) => v.turn?.number === 2);
    const pansage = (await viewWhere(match.seats[second], (v) => v.players[second].active !== null)).players[second].active!.id;
    await match.seats[second].mustAccept({ type: 'AttachEnergy', player: second, card: await cardDef(hub, 'sve-1'), target: pansage });
    await match.seats[second].mustAccept({ type: 'Attack', player: second, attack: 0 });

    const dialog = pages[second].getByTestId('prompt-dialog');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('What Collect does besides its damage');
    expect(await dialog.textContent()).toContain('Draw a card.');
    await expect.poll(() => pages[first].getByTestId('prompt').first().textContent()).toContain("enters what the attack's text does.");
    expect(await pages[first].getByTestId('prompt-dialog').count()).toBe(0);
    // The turn has not ended: the attack waits.
    expect((await viewWhere(match.seats[second], (v) => v.prompts.length > 0)).turn?.number).toBe(2);
    await screenshot(pages[second], 'table-attack-effects');

    await dialog.getByRole('button', { name: 'Attack done' }).click();
    await viewWhere(match.seats[first], (v) => v.turn?.number === 3 && v.turn.player === first);
    await expect.poll(() => pages[second].getByTestId('prompt-dialog').count()).toBe(0);

    // 000 'Was ist der Unterschied zwischen „bis zu“ und „beliebig viele“?': Miraidon ex "Tandem Unit" ("search your deck
    // for up to 2 Basic Lightning Pokémon") asks its count, 1 to 2, before it is used, and the hub keeps the count chosen.
    await match.seats[first].mustAccept({ type: 'PlayToBench', player: first, card: await cardDef(hub, 'sv1-81') });
    await pages[first].getByRole('button', { name: 'Use Ability: Tandem Unit (Miraidon ex)' }).click();
    const confirm = pages[first].getByTestId('confirm-effect');
    expect(await confirm.getByText('How many? 1 to 2').count()).toBe(1);
    expect(await confirm.getByTestId('effect-count').inputValue()).toBe('2');
    await confirm.getByTestId('effect-count').fill('1');
    await confirm.getByTestId('confirm-effect-button').click();
    await viewWhere(match.seats[first], (v) => v.turn?.chosen?.name === 'Tandem Unit' && v.turn.chosen.count === 1);

    // Path to the Peak: "Pokémon with a Rule Box in play (both yours and your opponent's) have no Abilities." Miraidon ex
    // keeps its button, disabled, with the Stadium that takes Tandem Unit away beside it.
    await match.seats[first].mustAccept({ type: 'PlayTrainer', player: first, card: await cardDef(hub, 'swsh6-148') });
    await expect.poll(() => pages[first].getByRole('button', { name: 'Use Ability: Tandem Unit (Miraidon ex)' }).isDisabled()).toBe(true);
    const tandem = pages[first].getByRole('button', { name: 'Use Ability: Tandem Unit (Miraidon ex)' });
    const reason = pages[first].locator(`[id="${await tandem.getAttribute('aria-describedby')}"]`);
    expect(await reason.textContent()).toContain("This Ability can't be used while Path to the Peak is in play.");
    await screenshot(pages[first], 'table-ability-taken-away');
  });
});
