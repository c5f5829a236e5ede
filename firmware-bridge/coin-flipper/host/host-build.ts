import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds the host side of the coin flipper firmware (unit tests, pty emulator, sketch checks)
 * with its Makefile. Suites running at the same time share build/, so make runs under flock.
 */

function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the repository root above host-build.ts');
    dir = parent;
  }
  return dir;
}

// Found from the repository root, so this also works when compiled elsewhere (the bench).
export const FIRMWARE_DIR = join(repoRoot(), 'firmware-bridge', 'coin-flipper');
export const BUILD_DIR = join(FIRMWARE_DIR, 'build');
export const EMULATOR = join(BUILD_DIR, 'coin-flipper-emu');
export const UNIT_TESTS = join(BUILD_DIR, 'firmware-tests');

export function buildHost(): void {
  mkdirSync(BUILD_DIR, { recursive: true });
  const make = spawnSync('flock', [join(BUILD_DIR, '.make.lock'), 'make', '-C', FIRMWARE_DIR, 'all'], { encoding: 'utf8' });
  if (make.status !== 0) {
    throw new Error(`building the coin flipper firmware on the host failed:\n${make.stdout}\n${make.stderr}${make.error ? `\n${make.error.message}` : ''}`);
  }
}
