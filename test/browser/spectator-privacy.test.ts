import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView, Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import './poll-timing.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { startMatch, viewWhere, type StartedMatch } from './game-flow.js';
import { cardDef } from './seat-client.js';


describe('the spectator page and the stream overlay', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let match: StartedMatch;
  let spectator: Page;
  const frames: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    match = await startMatch(hub);
    spectator = await browser.context.newPage();
    spectator.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
  });

  afterAll(async () => {
    match?.close();
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('receives no hidden field: no hand contents ever, no face-down Pokémon before the reveal', async () => {
    await spectator.goto(`${dashboard.url}/table/demo/spectate`);
    await expect.poll(() => spectator.getByTestId('game-status').textContent()).toContain('Setup');

    const tossed = await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first');
    const first: Seat = tossed.tossWinner!;
    await match.seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await match.seats.p1.mustAccept({ type: 'PlaceActive', player: 'p1', card: await cardDef(hub, 'xy0-8') });
    await match.seats.p2.mustAccept({ type: 'PlaceActive', player: 'p2', card: await cardDef(hub, 'xy0-1') });
    await expect.poll(() => spectator.getByLabel('Face-down Pokémon').count()).toBe(2);
    await screenshot(spectator, 'spectator-setup');

    const beforeReveal = frames.length;
    expect(beforeReveal).toBeGreaterThan(0);
    for (const text of frames) {
      expect(text).not.toContain('Fennekin');
      expect(text).not.toContain('Weedle');
      expect(text).not.toContain('xy0-');
      const view = (JSON.parse(text) as { view?: GameView | null }).view;
      for (const active of [view?.players.p1.active, view?.players.p2.active]) {
        if (active) expect(Object.keys(active).sort()).toEqual(['faceDown', 'hidden', 'id', 'owner']);
      }
    }

    await match.seats.p1.mustAccept({ type: 'FinishSetup', player: 'p1' });
    await match.seats.p2.mustAccept({ type: 'FinishSetup', player: 'p2' });
    await expect.poll(() => spectator.getByTestId('pokemon-name').allTextContents()).toEqual(expect.arrayContaining(['Fennekin', 'Weedle']));
    // Revealed cards are public: the same frames now carry them, so the check above could fail.
    expect(frames.slice(beforeReveal).some((text) => text.includes('Fennekin') && text.includes('xy0-8'))).toBe(true);

    const views = frames
      .map((text) => JSON.parse(text) as { type: string; view?: GameView | null })
      .filter((m) => (m.type === 'snapshot' || m.type === 'update') && m.view);
    expect(views.length).toBeGreaterThan(3);
    for (const { view } of views) {
      expect(view!.viewer).toEqual({ role: 'spectator' });
      for (const seat of ['p1', 'p2'] as const) {
        expect(view!.players[seat].hand.known).toBeNull();
        expect(typeof view!.players[seat].hand.count).toBe('number');
      }
    }
    await screenshot(spectator, 'spectator-revealed');
  });

  it('names the cards in German or French where the catalogue has them', async () => {
    await spectator.getByLabel('Card names').selectOption('de');
    await expect.poll(() => spectator.getByTestId('pokemon-name').allTextContents()).toEqual(expect.arrayContaining(['Fynx', 'Hornliu']));
    await spectator.getByLabel('Card names').selectOption('fr');
    await expect.poll(() => spectator.getByTestId('pokemon-name').allTextContents()).toEqual(expect.arrayContaining(['Feunnec', 'Aspicot']));

    // Without a choice of their own, card names follow the interface language.
    const german = await browser.context.newPage();
    await german.goto(`${dashboard.url}/table/demo/spectate`);
    await german.getByTestId('language').selectOption('de');
    await expect.poll(() => german.getByTestId('pokemon-name').allTextContents()).toEqual(expect.arrayContaining(['Fynx', 'Hornliu']));
    // Headed with the table's name from mirrormat.demo.yaml, not its id "demo" (as it once was).
    await expect.poll(() => german.getByRole('heading', { level: 1 }).textContent()).toBe('Demo table — Zuschauer');
    await screenshot(german, 'spectator-de');
    await german.getByTestId('language').selectOption('en');
    await german.close();
  });

  it('draws the overlay on a transparent page with both Actives, Prizes left and whose turn', async () => {
    const overlay = await browser.context.newPage();
    await overlay.setViewportSize({ width: 1920, height: 1080 });
    await overlay.goto(`${dashboard.url}/overlay/demo`);
    await expect.poll(() => overlay.getByTestId('overlay-p1').textContent()).toBe('Fennekin 60 of 60 HP left · 0 damage counters');
    expect(await overlay.getByTestId('overlay-p2').textContent()).toBe('Weedle 40 of 40 HP left · 0 damage counters');
    expect(await overlay.getByText(/6 Prizes left/).count()).toBe(2);
    expect(await overlay.getByText('▶ turn').count()).toBe(1);
    const backgrounds = await overlay.evaluate('[getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor]');
    expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
    await overlay.screenshot({ path: (await screenshot(overlay, 'overlay')).replace('.png', '-transparent.png'), omitBackground: true });
  });
});
