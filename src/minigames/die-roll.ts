/**
 * Where a die result came from, kept with it like a coin flip's origin (src/devices/coin-source.ts):
 * the hub's software die, or a die rolled at the table and typed in. Types only, so the dashboard
 * reads the hub's rolls by the hub's own words.
 */
export type DieOrigin = { readonly kind: 'software'; readonly rng: 'crypto.randomInt' } | { readonly kind: 'table'; readonly enteredBy: string };

export interface DieRoll {
  readonly sides: number;
  readonly value: number;
  readonly origin: DieOrigin;
}
