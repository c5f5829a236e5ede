import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * Builds the host side of the zone-board firmware (unit tests and board emulator) with its
 * Makefile. Suites that run at the same time share one build directory, so make runs under flock.
 */
export const ZONE_BOARD_DIR = dirname(fileURLToPath(import.meta.url));
export const BUILD_DIR = join(ZONE_BOARD_DIR, 'build');
export const EMULATOR = join(BUILD_DIR, 'zone-board-emulator');
export const UNIT_TESTS = join(BUILD_DIR, 'zone-board-tests');

const run = promisify(execFile);

export async function buildHost(): Promise<void> {
  mkdirSync(BUILD_DIR, { recursive: true });
  try {
    await run('flock', [join(BUILD_DIR, '.make.lock'), 'make', '-C', ZONE_BOARD_DIR, '-j2', 'all'], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`building the zone-board firmware failed:\n${stdout}\n${stderr}`);
  }
}
