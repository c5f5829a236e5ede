import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Seat } from '../../src/rules/index.js';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { importCatalogue } from './catalogue-import.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { startMatch, viewWhere, type StartedMatch } from './game-flow.js';
import { cardDef } from './seat-client.js';

/** A hub with a match on the demo table, the dashboard, and one browser page: what a table test starts from. */
export interface TableFixture {
  readonly hub: HubProcess;
  readonly dashboard: DashboardServer;
  readonly browser: LaunchedBrowser;
  readonly match: StartedMatch;
  readonly page: Page;
  close(): Promise<void>;
}

/** `cards`: real cards of ../shared/cards the game needs beside the demo catalogue, by set (see catalogue-import.ts); `env`: the hub's config overrides. */
export async function openTable(options: { viewport?: { width: number; height: number }; cards?: Readonly<Record<string, readonly string[]>>; env?: Readonly<Record<string, string>> } = {}): Promise<TableFixture> {
  const browser = await launchBrowser({ viewport: options.viewport ?? { width: 1024, height: 768 } });
  const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-hub-'));
  if (options.cards) importCatalogue(dataDir, options.cards);
  const hub = await startHub({ dataDir, ...(options.env === undefined ? {} : { env: options.env }) });
  const dashboard = await serveDashboard(hub);
  const match = await startMatch(hub);
  const page = await browser.context.newPage();
  return {
    hub,
    dashboard,
    browser,
    match,
    page,
    async close() {
      match.close();
      await browser.close();
      await dashboard.close();
      await hub.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Over the seats' WebSockets: the toss winner goes first, each places its Active (the first player also its Bench),
 * both finish setup; resolves once turn 1 runs, with who goes first.
 */
export async function setUpGame(table: TableFixture, cards: { first: string; second: string; firstBench?: readonly string[] }): Promise<{ first: Seat; second: Seat }> {
  const { match, hub } = table;
  const first = (await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first')).tossWinner!;
  const second: Seat = first === 'p1' ? 'p2' : 'p1';
  await match.seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
  await match.seats[first].mustAccept({ type: 'PlaceActive', player: first, card: await cardDef(hub, cards.first) });
  await match.seats[second].mustAccept({ type: 'PlaceActive', player: second, card: await cardDef(hub, cards.second) });
  for (const id of cards.firstBench ?? []) await match.seats[first].mustAccept({ type: 'PlayToBench', player: first, card: await cardDef(hub, id) });
  await match.seats[first].mustAccept({ type: 'FinishSetup', player: first });
  await match.seats[second].mustAccept({ type: 'FinishSetup', player: second });
  await viewWhere(match.seats[first], (v) => v.turn?.number === 1);
  return { first, second };
}
