import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC emits the decorator metadata NestJS injection needs; vite's default transformer does not.
const plugins = [swc.vite({ module: { type: 'es6' } })];

// Every suite runs in forked processes: nfc-pcsc's native addon aborts inside worker threads.
const shared = { plugins, oxc: false as const };

export default defineConfig({
  test: {
    pool: 'forks',
    // One file per core (vitest's default leaves one core idle: on the 2-core CI machine, one file at a time).
    // Most suites wait on hub processes, brokers and the browser, so the second core is mostly free.
    maxWorkers: availableParallelism(),
    projects: [
      {
        ...shared,
        // The dashboard's aliases (dashboard/vite.config.ts), so its modules run in specs as in the page.
        resolve: {
          alias: { '@protocol': fileURLToPath(new URL('src/protocol/index.ts', import.meta.url)), '@rules/index.js': fileURLToPath(new URL('src/rules/index.ts', import.meta.url)) },
        },
        test: { name: 'unit', include: ['src/**/*.spec.ts', 'firmware-bridge/**/*.spec.ts', 'dashboard/src/**/*.spec.ts'], pool: 'forks' },
      },
      {
        ...shared,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...shared,
        test: {
          name: 'hil',
          include: ['test/hil/**/*.test.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...shared,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
