/**
 * Where coin results come from. The rules engine raises a coin prompt; an arbiter asks a
 * CoinSource and feeds the answer back as a CoinFlipped event. Every result says where it came
 * from, so a judge can see for every flip whether a device or software flipped it.
 */

export type CoinFace = 'heads' | 'tails';

export type FlipRequest =
  | { readonly mode: 'coins'; readonly count: number }
  /** "Flip a coin until you get tails": the results end with the first tails. */
  | { readonly mode: 'until-tails' };

export type FlipOrigin =
  | {
      readonly kind: 'device';
      readonly serialNumber: string;
      readonly firmwareVersion: string;
      /** Set when the flip was started by the device's own button, not by the hub. */
      readonly buttonSequence?: number;
    }
  | { readonly kind: 'software'; readonly rng: 'crypto.randomInt' }
  | { readonly kind: 'simulated'; readonly note: string };

export interface FlipResult {
  readonly results: readonly CoinFace[];
  readonly origin: FlipOrigin;
}

export class CoinSourceError extends Error {
  constructor(
    readonly code: 'timeout' | 'unavailable' | 'device-error' | 'software-flips-forbidden',
    message: string,
  ) {
    super(message);
    this.name = 'CoinSourceError';
  }
}

export interface CoinSource {
  /** Rejects with CoinSourceError, never with a made-up result. */
  flip(request: FlipRequest): Promise<FlipResult>;
  available(): boolean;
}
