import { randomInt } from 'node:crypto';
import type { RaidPrompt, RandomOrigin } from '../game-kinds/raid/index.js';

/**
 * The hub's own randomness for a raid: the operating system's cryptographic RNG, and every
 * result says so in its origin (like src/devices/coin-flipper/software-coin.ts), so the log never
 * passes a software roll off as a real die.
 */
export const SOFTWARE_ORIGIN: RandomOrigin = { kind: 'software', rng: 'crypto.randomInt' };

/** A die roll for a die prompt (1 to its number of options), or a Fisher-Yates shuffle for a shuffle prompt. */
export function rollFor(prompt: Extract<RaidPrompt, { kind: 'die' | 'shuffle' }>): number | number[] {
  if (prompt.kind === 'die') return randomInt(1, prompt.options.length + 1);
  const order = Array.from({ length: prompt.size }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
