import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import './poll-timing.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';
import { startMatch, viewWhere, type StartedMatch } from './game-flow.js';

/**
 * A table with no coin flipper whose config allows the hub's software flip: every coin is a
 * software flip, and every page that shows a coin says so in words, not by colour.
 */
const ADMIN_TOKEN = 'coin-origins-admin-token';
const JUDGE = { name: 'Origin Judge', pin: '2468' };

describe('a software coin flip on the dashboard', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mirrormat-coin-origins-'));
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let match: StartedMatch;
  let spectator: Page;
  let judge: Page;

  beforeAll(async () => {
    const config = join(dir, 'mirrormat.yaml');
    writeFileSync(
      config,
      [
        'http: { host: 127.0.0.1, port: 0 }',
        'mqtt: { mode: embedded, host: 127.0.0.1 }',
        `auth: { adminToken: ${ADMIN_TOKEN}, judges: [{ name: ${JUDGE.name}, pin: "${JUDGE.pin}" }] }`,
        'pcsc: { enabled: false }',
        'tables:',
        '  - { id: demo, name: No flipper, profile: sv, format: standard, allowSoftwareFlips: true }',
        '',
      ].join('\n'),
    );
    browser = await launchBrowser({ viewport: { width: 1280, height: 1000 } });
    hub = await startHub({ config, adminToken: ADMIN_TOKEN });
    dashboard = await serveDashboard(hub);
    match = await startMatch(hub);
    // The toss needs a coin: with no flipper, the hub flips it in software.
    await viewWhere(match.seats.p1, (v) => v.coinFlips.length === 1);
    spectator = await browser.context.newPage();
    judge = await browser.context.newPage();
  });

  afterAll(async () => {
    match?.close();
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is marked as a software flip, with the warning sign, on the public board', async () => {
    await spectator.goto(`${dashboard.url}/table/demo/spectate`);
    const origin = spectator.getByTestId('latest-coin').getByTestId('coin-origin');
    await expect.poll(() => origin.textContent()).toBe('⚠ SOFTWARE FLIP (crypto RNG), not the coin flipper');
    expect(await origin.getAttribute('data-origin')).toBe('software');
    await screenshot(spectator, 'spectator-software-flip');
  });

  it('is counted and listed as a software flip for the judge', async () => {
    await judge.goto(`${dashboard.url}/judge`);
    await judge.getByLabel('Name', { exact: true }).fill(JUDGE.name);
    await judge.getByLabel('PIN', { exact: true }).fill(JUDGE.pin);
    await judge.getByRole('button', { name: 'Sign in' }).click();
    const list = judge.getByTestId('coin-flip-list');
    await expect.poll(() => list.getByTestId('coin-flip-row').count()).toBe(1);
    expect(await list.getByText('1 flip came from the hub\'s software flip, not the coin flipper.').count()).toBe(1);
    expect(await list.getByTestId('coin-origin').getAttribute('data-origin')).toBe('software');
    expect(await list.getByTestId('coin-flip-row').textContent()).toMatch(/^setupWho goes first: .+(heads|tails)⚠ SOFTWARE FLIP \(crypto RNG\), not the coin flipper$/);
    await screenshot(judge, 'judge-software-flip');
  });

  it('says so in German and Finnish too', async () => {
    const origin = spectator.getByTestId('latest-coin').getByTestId('coin-origin');
    await spectator.getByTestId('language').selectOption('de');
    await expect.poll(() => origin.textContent()).toBe('⚠ SOFTWARE-WURF (Krypto-Zufall), nicht der Münzwerfer');
    await spectator.getByTestId('language').selectOption('fi');
    await expect.poll(() => origin.textContent()).toBe('⚠ OHJELMISTOHEITTO (kryptografinen satunnaisluku), ei kolikonheittäjä');
    await spectator.getByTestId('language').selectOption('en');
  });
});
