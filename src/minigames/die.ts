import { randomInt } from 'node:crypto';

/**
 * Where a die result came from, kept with it like a coin flip's origin (src/devices/coin-source.ts):
 * the hub's software die, or a die rolled at the table and typed in.
 */
export type DieOrigin = { readonly kind: 'software'; readonly rng: 'crypto.randomInt' } | { readonly kind: 'table'; readonly enteredBy: string };

export interface DieRoll {
  readonly sides: number;
  readonly value: number;
  readonly origin: DieOrigin;
}

/** The hub rolls: a uniform 1..sides from the operating system's CSPRNG, never Math.random. */
export function rollDie(sides = 6): DieRoll {
  return { sides, value: randomInt(1, sides + 1), origin: { kind: 'software', rng: 'crypto.randomInt' } };
}
