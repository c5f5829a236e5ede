import { randomInt } from 'node:crypto';
import type { DieRoll } from './die-roll.js';

/** The hub rolls: a uniform 1..sides from the operating system's CSPRNG, never Math.random. */
export function rollDie(sides = 6): DieRoll {
  return { sides, value: randomInt(1, sides + 1), origin: { kind: 'software', rng: 'crypto.randomInt' } };
}
