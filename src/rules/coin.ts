/**
 * Coin types, re-declared structurally from src/devices/coin-source.ts so the engine depends on nothing
 * outside src/rules; the hub's FlipResult fits these shapes as they are.
 */
export type CoinFace = 'heads' | 'tails';

export type FlipRequest = { readonly mode: 'coins'; readonly count: number } | { readonly mode: 'until-tails' };

export type FlipOrigin =
  | {
      readonly kind: 'device';
      readonly serialNumber: string;
      readonly firmwareVersion: string;
      readonly buttonSequence?: number;
    }
  | { readonly kind: 'software'; readonly rng: 'crypto.randomInt' }
  | { readonly kind: 'simulated'; readonly note: string };

export const heads = (results: readonly CoinFace[]): number => results.filter((r) => r === 'heads').length;
