import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SoftwareCoin } from './software-coin.js';

describe('SoftwareCoin (crypto RNG, always marked as software)', () => {
  const coin = new SoftwareCoin();

  it('flips exactly the number of coins asked, each heads or tails, and says it was software', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 64 }), async (count) => {
        const { results, origin } = await coin.flip({ mode: 'coins', count });
        expect(results).toHaveLength(count);
        expect(results.every((face) => face === 'heads' || face === 'tails')).toBe(true);
        expect(origin).toEqual({ kind: 'software', rng: 'crypto.randomInt' });
      }),
    );
  });

  it('"until tails" ends with the first tails: every earlier coin is heads', async () => {
    for (let i = 0; i < 200; i++) {
      const { results } = await coin.flip({ mode: 'until-tails' });
      expect(results.at(-1)).toBe('tails');
      expect(results.slice(0, -1).every((face) => face === 'heads')).toBe(true);
    }
  });

  it('is fair: 20,000 coins land heads within 4.5 standard deviations of half', async () => {
    const flips = await Promise.all(Array.from({ length: 400 }, () => coin.flip({ mode: 'coins', count: 50 })));
    const results = flips.flatMap((flip) => flip.results);
    const heads = results.filter((face) => face === 'heads').length;
    // sd = sqrt(n/4) = 70.7; a fair coin leaves this band about once in 150,000 runs.
    expect(Math.abs(heads - 10_000)).toBeLessThan(4.5 * 70.7);
  });

  it('refuses a count that is not a whole number from 1 to 64', async () => {
    for (const count of [0, -1, 1.5, 65, Number.NaN]) {
      await expect(coin.flip({ mode: 'coins', count })).rejects.toThrow(RangeError);
    }
  });
});
