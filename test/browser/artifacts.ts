import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../support/hub-process.js';

/** Screenshots of every view land in test-artifacts/ (gitignored), for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(repoRoot(), 'test-artifacts', 'dashboard');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
