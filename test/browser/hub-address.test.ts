import { X509Certificate, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startHub, type HubProcess } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';

/**
 * Issue 17, items 6 and 8: a store hub on HTTPS with its own certificate, opened by a tablet that
 * trusts exactly that certificate; the store overview shows where tablets open the dashboard (QR
 * code and addresses) and the fingerprint a person compares when a browser warns.
 */
describe('the store overview of a hub on HTTPS', () => {
  let hub: HubProcess;
  let browser: LaunchedBrowser;
  let page: Page;
  let fingerprint: string;

  beforeAll(async () => {
    hub = await startHub({ env: { MIRRORMAT__HTTP__TLS__MODE: 'self-signed', MIRRORMAT__HTTP__HOST: '0.0.0.0', MIRRORMAT__HUB__ID: `tablet-${process.pid}` } });
    const certificate = new X509Certificate(readFileSync(join(hub.dataDir, 'tls', 'hub.crt')));
    fingerprint = certificate.fingerprint256;
    const spki = createHash('sha256').update(certificate.publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
    browser = await launchBrowser({ viewport: { width: 390, height: 844 }, locale: 'de-DE', trustedKeys: [spki] });
    page = await browser.context.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
  });

  it('shows the tablets\' address as a QR code and text, the mDNS name and the certificate fingerprint, in German', async () => {
    await page.goto(`${hub.url}/`);
    await page.evaluate("localStorage.setItem('mirrormat.language', 'de')");
    await page.reload();
    const card = page.getByTestId('hub-address');
    await expect.poll(() => card.getByRole('heading').textContent(), { timeout: 15_000 }).toBe('Tablets: Dashboard öffnen');
    expect(await page.evaluate('window.isSecureContext')).toBe(true);
    expect(await card.getByTestId('fingerprint').textContent()).toBe(fingerprint);
    const qr = card.getByRole('img');
    expect(await qr.getAttribute('alt')).toMatch(new RegExp(`^QR-Code von https://[^/]+\\.local:${hub.port}/$`));
    expect(await card.textContent()).toContain(`„Mirrormat tablet-${process.pid}“`);
    await screenshot(page, 'hub-address-de-phone');
  });

  it('is an installable app on HTTPS: a manifest with its icons, and the table page keeps the screen on', async () => {
    // Run in the page (as text: this file is compiled without the DOM's types).
    const manifest = await page.evaluate(`(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
      const body = await (await fetch(href)).json();
      const icons = await Promise.all(body.icons.map(async (icon) => [icon.sizes, (await fetch(icon.src)).status]));
      return { name: body.name, display: body.display, icons };
    })()`);
    expect(manifest).toEqual({ name: 'Mirrormat', display: 'standalone', icons: [['any', 200], ['192x192', 200], ['512x512', 200]] });
    await page.goto(`${hub.url}/table/demo`);
    await expect.poll(() => page.evaluate('document.documentElement.dataset.wakeLock'), { timeout: 10_000 }).toBe('held');
  });
});
