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
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { startMatch, takeSeat, viewWhere, type StartedMatch } from './game-flow.js';
import { cardDef } from './seat-client.js';

/**
 * #12 §1 on the tablet: Area Zero Underdepths (sv7-131) "When this card leaves play, both players discard Pokémon from
 * their Bench until they have 5": the player whose Bench is too big chooses which to discard in a dialog.
 */
describe('discarding down to the Bench size when Area Zero Underdepths leaves play', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let match: StartedMatch;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1024, height: 768 } });
    const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-hub-'));
    importCatalogue(dataDir, { sv7: ['sv7-128', 'sv7-131'], sv2: ['sv2-62'] });
    hub = await startHub({ dataDir });
    dashboard = await serveDashboard(hub);
    match = await startMatch(hub);
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    match?.close();
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
    if (hub) rmSync(hub.dataDir, { recursive: true, force: true });
  });

  it('asks for exactly the extra Pokémon and discards the ones chosen', async () => {
    const first = (await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first')).tossWinner!;
    const second: Seat = first === 'p1' ? 'p2' : 'p1';
    const terapagos = await cardDef(hub, 'sv7-128');
    const pikachu = await cardDef(hub, 'sv2-62');
    await match.seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await match.seats[first].mustAccept({ type: 'PlaceActive', player: first, card: terapagos });
    await match.seats[second].mustAccept({ type: 'PlaceActive', player: second, card: pikachu });
    for (let i = 0; i < 5; i += 1) await match.seats[first].mustAccept({ type: 'PlayToBench', player: first, card: pikachu });
    await match.seats[first].mustAccept({ type: 'FinishSetup', player: first });
    await match.seats[second].mustAccept({ type: 'FinishSetup', player: second });
    await viewWhere(match.seats[first], (v) => v.turn?.number === 1);
    await match.seats[first].mustAccept({ type: 'PlayTrainer', player: first, card: await cardDef(hub, 'sv7-131') });
    await match.seats[first].mustAccept({ type: 'PlayToBench', player: first, card: pikachu, from: 'deck' });
    await match.seats[first].mustAccept({ type: 'PlayToBench', player: first, card: pikachu, from: 'deck' });
    // The Stadium leaves play (a judge's correction stands in for the card that would discard it).
    const stadium = (await viewWhere(match.seats[first], (v) => v.stadium !== null)).stadium!.uid;
    await takeSeat(page, dashboard.url, match.codes[first]);
    await match.seats[first].mustAccept({ type: 'Adjust', player: first, reason: 'test: the Stadium is discarded', action: { kind: 'move-card', uid: stadium, to: 'discard' } });

    const dialog = page.getByTestId('prompt-dialog');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Your Bench is too big');
    expect(await dialog.textContent()).toContain('Choose 2 Benched Pokémon to discard');
    const discard = dialog.getByRole('button', { name: 'Discard these' });
    await dialog.getByRole('checkbox').nth(0).check();
    expect(await discard.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').nth(1).check();
    await screenshot(page, 'table-bench-discard');
    await discard.click();
    const after = await viewWhere(match.seats[first], (v) => v.prompts.length === 0 && v.players[first].bench.length === 5);
    expect(after.players[first].discard.filter((c) => c.def.name === 'Pikachu')).toHaveLength(2);
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
