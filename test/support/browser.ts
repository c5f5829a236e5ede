import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { requirePrograms } from './require-system.js';

/** Debian's chromium, started headless through playwright-core's CDP driver (no downloaded browser). */
export const CHROMIUM = '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedBrowser {
  readonly context: BrowserContext;
  readonly browser: Browser | null;
  close(): Promise<void>;
}

/**
 * A fresh browser with its own profile directory (removed on close), so no test sees another's
 * storage. Fails with the install command when chromium is missing, never skips.
 */
export async function launchBrowser(
  options: {
    viewport?: { width: number; height: number };
    locale?: string;
    /** Certificates this browser trusts, as the base64 SHA-256 of their public key (a tablet whose person trusted the hub's own certificate). */
    trustedKeys?: readonly string[];
  } = {},
): Promise<LaunchedBrowser> {
  requirePrograms(CHROMIUM);
  const profile = mkdtempSync(join(tmpdir(), 'mirrormat-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: options.trustedKeys?.length ? [...ARGS, `--ignore-certificate-errors-spki-list=${options.trustedKeys.join(',')}`] : ARGS,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: options.locale ?? 'en-US',
  });
  return {
    context,
    browser: context.browser(),
    async close() {
      await context.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
