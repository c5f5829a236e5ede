import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireFiles, requirePrograms } from '../../test/support/require-system.js';
import { buildHost, UNIT_TESTS } from './host-build.js';

const run = promisify(execFile);

describe('zone-board firmware, host unit tests (g++)', () => {
  beforeAll(async () => {
    requirePrograms('g++', 'make', 'flock');
    requireFiles({ '/usr/include/mosquitto.h': 'libmosquitto-dev' });
    await buildHost();
  }, 180_000);

  it('builds from the same sources as the ESP32 firmware and passes every host test', async () => {
    const { stdout } = await run(UNIT_TESTS).catch((error: { stdout?: string }) => {
      throw new Error(`host unit tests failed:\n${error.stdout ?? String(error)}`);
    });
    const summary = /^(\d+) tests, (\d+) failed$/m.exec(stdout);
    expect(summary, stdout).not.toBeNull();
    expect(Number(summary?.[1])).toBeGreaterThanOrEqual(25);
    expect(Number(summary?.[2])).toBe(0);
  });
});
