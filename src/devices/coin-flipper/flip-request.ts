import type { FlipRequest } from '../coin-source.js';

/** No card flips more coins than this at once; a larger count is a caller's bug. */
export const MAX_COINS = 64;

/** Rejects a request no coin source can answer honestly, with a message naming the bad count. */
export function assertValidFlipRequest(request: FlipRequest): void {
  if (request.mode === 'until-tails') return;
  if (!Number.isInteger(request.count) || request.count < 1 || request.count > MAX_COINS) {
    throw new RangeError(`A coin flip needs a whole number of coins from 1 to ${MAX_COINS}; got ${String(request.count)}.`);
  }
}
