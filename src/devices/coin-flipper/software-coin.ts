import { randomInt } from 'node:crypto';
import type { CoinFace, CoinSource, FlipRequest, FlipResult } from '../coin-source.js';
import { assertValidFlipRequest } from './flip-request.js';

/**
 * Coin flips from the operating system's cryptographic RNG, for tables without a working
 * flipper that allow it. Every result says so in its origin, so the match log and the
 * dashboard never pass a software flip off as a real coin.
 */
export class SoftwareCoin implements CoinSource {
  async flip(request: FlipRequest): Promise<FlipResult> {
    assertValidFlipRequest(request);
    const results: CoinFace[] = [];
    if (request.mode === 'until-tails') {
      while (results.at(-1) !== 'tails') results.push(toss());
    } else {
      for (let i = 0; i < request.count; i++) results.push(toss());
    }
    return { results, origin: { kind: 'software', rng: 'crypto.randomInt' } };
  }

  available(): boolean {
    return true;
  }
}

function toss(): CoinFace {
  return randomInt(2) === 0 ? 'heads' : 'tails';
}
