import { vi } from 'vitest';

/**
 * Pages here wait on a real hub (coin flips, broadcasts) on a CI machine shared by every suite:
 * expect.poll gets seconds to see a change, not vitest's default one second.
 */
vi.setConfig({ expect: { poll: { timeout: 10_000, interval: 50 } } });
