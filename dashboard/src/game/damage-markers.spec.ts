import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { damageMarkers } from './damage-markers.js';

describe('damage counters as the markers players put on a card', () => {
  it('uses the fewest markers: 100s, then a 50, then 10s', () => {
    expect(damageMarkers(0)).toEqual([]);
    expect(damageMarkers(30)).toEqual([10, 10, 10]);
    expect(damageMarkers(50)).toEqual([50]);
    expect(damageMarkers(90)).toEqual([50, 10, 10, 10, 10]);
    expect(damageMarkers(260)).toEqual([100, 100, 50, 10]);
  });

  it('always adds up to the damage, with at most one 50 and at most four 10s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (counters) => {
        const markers = damageMarkers(counters * 10);
        expect(markers.reduce((sum, m) => sum + m, 0)).toBe(counters * 10);
        expect(markers.filter((m) => m === 50).length).toBeLessThanOrEqual(1);
        expect(markers.filter((m) => m === 10).length).toBeLessThanOrEqual(4);
      }),
    );
  });
});
