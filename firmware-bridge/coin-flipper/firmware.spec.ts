import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { requirePrograms } from '../../test/support/require-system.js';
import { buildHost, UNIT_TESTS } from './host/host-build.js';

describe('coin flipper firmware (host build of the same sources the board runs)', () => {
  beforeAll(() => {
    requirePrograms('g++', 'make', 'flock');
    buildHost();
  }, 120_000);

  it('passes every firmware unit test', () => {
    const run = spawnSync(UNIT_TESTS, { encoding: 'utf8' });
    const summary = /(\d+) cases, (\d+) passed, (\d+) failed/.exec(run.stdout);
    expect(run.status, `firmware tests failed:\n${run.stdout}\n${run.stderr}`).toBe(0);
    expect(summary, `no summary line in:\n${run.stdout}`).not.toBeNull();
    expect(Number(summary?.[1])).toBeGreaterThanOrEqual(28);
    expect(Number(summary?.[3])).toBe(0);
  });
});
