import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import './poll-timing.js';
import { serveDashboard, type DashboardServer } from './dashboard-server.js';

describe('the dashboard shell against the demo hub', () => {
  let hub: HubProcess;
  let dashboard: DashboardServer;
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    hub = await startHub();
    dashboard = await serveDashboard(hub);
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await dashboard?.close();
    await hub?.stop();
  });

  it('shows every table with its match state and the health of its readers and coin flipper', async () => {
    await page.goto(`${dashboard.url}/`);
    const card = page.getByTestId('table-card-demo');
    await expect.poll(() => card.getByTestId('table-status').textContent()).toContain('No match');
    const health = await card.getByTestId('health-item').allTextContents();
    expect(health.find((line) => line.startsWith('Coin flipper:'))).toMatch(/^Coin flipper: ✔ up\s*$/);
    expect(health.find((line) => line.startsWith('Reader:'))).toMatch(/^Reader: ✔ up \(11 of 11 up\)$/);
    await expect.poll(() => page.getByRole('heading', { name: /^Hub:/ }).textContent()).toMatch(/up|degraded/);
    // The hub's device connections are named by what they connect, not by their internal names; the demo's are switched off,
    // which is said plainly: no fault, no "0 of 2 up".
    const connections = (await page.getByTestId('health-item').allTextContents()).find((line) => line.startsWith('Device connections:'));
    expect(connections).toBe("Device connections: not in use · switched off in the hub's configuration: USB NFC readers (PC/SC), Reader boards (MQTT)");
    await screenshot(page, 'overview-en');
  });

  it('switches the interface between English, German and Finnish and keeps the choice', async () => {
    await page.goto(`${dashboard.url}/`);
    await page.getByTestId('language').selectOption('de');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ladenübersicht');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByTestId('table-card-demo').getByTestId('table-status').textContent()).toContain('Kein Match');
    await screenshot(page, 'overview-de');

    await page.getByTestId('language').selectOption('fi');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Kaupan yleiskuva');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Kaupan yleiskuva');
    expect(await page.locator('html').getAttribute('lang')).toBe('fi');
    await screenshot(page, 'overview-fi');
    await page.getByTestId('language').selectOption('en');
  });

  it('is usable from the keyboard: the first Tab reaches the skip link, which moves focus to the page', async () => {
    await page.goto(`${dashboard.url}/table/demo`);
    // The page is rendered by script: a Tab pressed before the app has mounted stays on the body.
    await page.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'attached' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('document.activeElement?.id')).toBe('main');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
  });

  it('loads a client route directly, as a reload or a bookmark does', async () => {
    const response = await page.goto(`${dashboard.url}/table/demo/spectate`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Demo table — spectating'); // the table's name, not its id
    await expect.poll(() => page.getByTestId('connection').textContent()).toContain('Live');
  });

  it('offers sticker enrolment, and says so when no reader is there to write on', async () => {
    const readers = (await (await fetch(`${hub.url}/api/enrolment/readers`)).json()) as unknown[];
    await page.goto(`${dashboard.url}/enrol`);
    await expect
      .poll(() => page.getByLabel('Reader', { exact: true }).locator('option').first().textContent())
      .toBe(readers.length === 0 ? 'No reader found' : 'Choose the reader');
    expect(await page.getByRole('button', { name: 'Write the sticker' }).isDisabled()).toBe(true);
    await screenshot(page, 'enrolment');
  });

  it('fits a tablet in portrait and in landscape without sideways scrolling', async () => {
    for (const [name, viewport] of [
      ['portrait', { width: 768, height: 1024 }],
      ['landscape', { width: 1024, height: 768 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${dashboard.url}/`);
      await expect.poll(() => page.getByTestId('table-card-demo').count()).toBe(1);
      const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(overflow, name).toBe(0);
      await screenshot(page, `overview-tablet-${name}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
