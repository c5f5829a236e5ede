import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time (ms) of the files under dir, skipping build output and dependencies. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.endsWith('.spec.ts')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds the hub (`npm run build`: nest and the dashboard) when dist/main.js is missing or older
 * than any file of src/ or dashboard/, so a benchmark never measures yesterday's hub.
 * Returns whether it built.
 */
export function ensureHubBuilt(root: string): boolean {
  const entry = join(root, 'dist', 'main.js');
  if (existsSync(entry)) {
    const built = statSync(entry).mtimeMs;
    if (newestMtime(join(root, 'src')) <= built && newestMtime(join(root, 'dashboard')) <= built) return false;
  }
  process.stderr.write('bench: dist/ is missing or stale, running npm run build\n');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  return true;
}
