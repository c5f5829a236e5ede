import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { requirePrograms } from '../../test/support/require-system.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('coin flipper firmware (host build of the same sources the board runs)', () => {
  beforeAll(() => {
    requirePrograms('g++', 'make');
  });

  it('builds the host unit tests and the pty emulator, and every firmware unit test passes', () => {
    const build = spawnSync('make', ['-C', here, 'all'], { encoding: 'utf8' });
    expect(build.status, `make failed:\n${build.stdout}\n${build.stderr}`).toBe(0);

    const run = spawnSync(`${here}/build/firmware-tests`, { encoding: 'utf8' });
    const summary = /(\d+) cases, (\d+) passed, (\d+) failed/.exec(run.stdout);
    expect(run.status, `firmware tests failed:\n${run.stdout}\n${run.stderr}`).toBe(0);
    expect(summary, `no summary line in:\n${run.stdout}`).not.toBeNull();
    expect(Number(summary?.[1])).toBeGreaterThan(20);
    expect(Number(summary?.[3])).toBe(0);
  }, 120_000);
});
