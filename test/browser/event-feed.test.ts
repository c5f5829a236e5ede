import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import './poll-timing.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { startMatch, takeSeat, viewWhere, type StartedMatch } from './game-flow.js';
import { cardDef } from './seat-client.js';

/**
 * The events to the views (issue 15): Ash's tablet in German shows the battle log and "Jetzt mit
 * deinen Karten" after each event that needs the paper cards; the spectator's page shows the same
 * log, with the face-down setup Pokémon as "a Pokémon" until both players have finished setup.
 * Fennekin (xy0-8) for Ash, Weedle (xy0-1, 40 HP) for Misty; the other plays come from the seats' clients.
 */
describe('the battle log and "Now, with your cards" on the demo table', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  /** The spectator's own browser: Ash's language choice is kept in Ash's browser only. */
  let spectatorBrowser: LaunchedBrowser;
  let match: StartedMatch;
  let ash: Page;
  let spectator: Page;
  /** The table's tablet with no seat taken: it says what both players do, and stays open into the next match. */
  let tablet: Page;
  const spectatorFrames: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1024, height: 768 } });
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    match = await startMatch(hub);
    spectatorBrowser = await launchBrowser({ viewport: { width: 1024, height: 768 } });
    ash = await browser.context.newPage();
    spectator = await spectatorBrowser.context.newPage();
    tablet = await browser.context.newPage();
    await tablet.goto(`${dashboard.url}/table/demo`);
    // Following the match before it moves on: what the page loads with asks nothing.
    await tablet.getByTestId('battle-log-line').getByText('Match started').waitFor();
    spectator.on('websocket', (socket) => socket.on('framereceived', (frame) => spectatorFrames.push(String(frame.payload))));
  });

  afterAll(async () => {
    match?.close();
    await browser?.close();
    await spectatorBrowser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('tells the setup in words to the spectator without naming a face-down Pokémon, and Ash in German what to do with the cards', async () => {
    await takeSeat(ash, dashboard.url, match.codes.p1);
    await ash.getByTestId('language').selectOption('de');
    await spectator.goto(`${dashboard.url}/table/demo/spectate`);

    const tossed = await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first');
    await match.seats[tossed.tossWinner!].mustAccept({ type: 'ChooseFirstPlayer', player: tossed.tossWinner!, first: 'p1' });
    await match.seats.p1.mustAccept({ type: 'PlaceActive', player: 'p1', card: await cardDef(hub, 'xy0-8') });
    await match.seats.p2.mustAccept({ type: 'PlaceActive', player: 'p2', card: await cardDef(hub, 'xy0-1') });

    const spectatorLog = spectator.getByTestId('battle-log');
    await expect.poll(() => spectatorLog.getByTestId('battle-log-line').first().textContent()).toBe('Setup · Misty puts a Pokémon face down as the Active Pokémon');
    expect(await spectatorLog.textContent()).toContain('Ash puts a Pokémon face down as the Active Pokémon');
    expect(await spectator.locator('body').textContent()).not.toMatch(/Fennekin|Weedle/);
    for (const frame of spectatorFrames) expect(frame).not.toMatch(/Fennekin|Weedle|xy0-/);
    await screenshot(spectator, 'event-feed-spectator-setup');

    // Ash finishes setup: the hub sets out the Prize cards in the game, Ash does it with the paper cards.
    await match.seats.p1.mustAccept({ type: 'FinishSetup', player: 'p1' });
    const paper = ash.getByTestId('with-your-cards');
    await expect.poll(() => paper.textContent()).toContain('Jetzt mit deinen Karten');
    expect(await paper.textContent()).toContain('Lege die obersten 6 Karten deines Decks verdeckt als Preiskarten aus.');
    await screenshot(ash, 'event-feed-de-prizes');

    await match.seats.p2.mustAccept({ type: 'FinishSetup', player: 'p2' });
    await expect.poll(() => spectator.getByTestId('pokemon-name').allTextContents()).toEqual(expect.arrayContaining(['Fennekin', 'Weedle']));
    // Ash goes first: the turn's draw, with the paper cards too. The Prize cards to set out stay until Ash says they
    // are done: the next events came too soon to read it, let alone do it.
    await expect.poll(() => paper.textContent()).toContain('Ziehe 1 Karte.');
    expect(await paper.textContent()).toContain('Lege die obersten 6 Karten deines Decks verdeckt als Preiskarten aus.');
    await screenshot(ash, 'event-feed-de-prizes-kept');
    // A tap dismisses it.
    await paper.getByRole('button', { name: 'Erledigt' }).click();
    await expect.poll(() => paper.count()).toBe(0);
    const ashLog = ash.getByTestId('battle-log');
    expect(await ashLog.getByTestId('battle-log-line').first().textContent()).toBe('Zug 1 · Ash zieht eine Karte');
  });

  it('after a Knock Out: the log says it in German with the German card name, and Ash takes the Prize card', async () => {
    const view = (await viewWhere(match.seats.p1, (v) => v.turn?.player === 'p1')) as GameView;
    const weedle = view.players.p2.active!.id;
    // Weedle's 40 HP: four damage counters from an effect the players enter knock it out.
    await match.seats.p1.mustAccept({ type: 'Adjust', player: 'p1', reason: 'effect of a card', action: { kind: 'put-damage-counters', target: weedle, counters: 4 } });
    // Misty confirms an adjustment of her side (#14 item 14).
    await match.seats.p2.mustAccept({ type: 'AnswerAdjustment', player: 'p2', accept: true });
    const paper = ash.getByTestId('with-your-cards');
    await expect.poll(() => paper.textContent()).toContain('Nimm 1 Preiskarte auf die Hand.');
    const lines = await ash.getByTestId('battle-log').getByTestId('battle-log-line').allTextContents();
    expect(lines).toContain('Zug 1 · Hornliu von Misty ist kampfunfähig');
    expect(lines).toContain('Zug 1 · Ash nimmt 1 Preiskarte');
    await screenshot(ash, 'event-feed-de-knock-out');
    await expect.poll(() => spectator.getByTestId('battle-log').getByTestId('battle-log-line').allTextContents()).toContain("Turn 1 · Misty's Weedle is Knocked Out");
    await screenshot(spectator, 'event-feed-spectator-knock-out');
  });

  it('a tablet left open into the next match keeps its Prize cards to set out until Done, though Done was pressed in the match before', async () => {
    const paper = tablet.getByTestId('with-your-cards');
    await expect.poll(() => paper.textContent()).toContain('Ash: Take 1 Prize card into your hand.');
    // Done in the first match, after its later events: the next match's events count from 1 again, below it.
    await paper.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => paper.count()).toBe(0);
    match.close();
    match = await startMatch(hub);
    const tossed = await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first');
    await expect.poll(() => tablet.getByTestId('battle-log').textContent()).toContain('wins the coin toss');
    await match.seats[tossed.tossWinner!].mustAccept({ type: 'ChooseFirstPlayer', player: tossed.tossWinner!, first: 'p1' });
    await match.seats.p1.mustAccept({ type: 'PlaceActive', player: 'p1', card: await cardDef(hub, 'xy0-8') });
    await match.seats.p2.mustAccept({ type: 'PlaceActive', player: 'p2', card: await cardDef(hub, 'xy0-1') });
    await match.seats.p1.mustAccept({ type: 'FinishSetup', player: 'p1' });
    const ashPrizes = 'Ash: Set out 6 Prize cards face down from the top of your deck.';
    await expect.poll(() => paper.textContent()).toContain(ashPrizes);
    await match.seats.p2.mustAccept({ type: 'FinishSetup', player: 'p2' });
    await expect.poll(() => paper.textContent()).toContain('Ash: Draw 1 card.');
    expect(await paper.textContent()).toContain(ashPrizes);
  });
});
