import { describe, expect, it } from 'vitest';
import { LogThrottle } from './log-throttle.js';

describe('log throttle', () => {
  it('lets the first warning per board through, counts the rest of the window, reports the count next time', () => {
    let now = 0;
    const throttle = new LogThrottle(10_000, () => now);
    expect(throttle.admit('zb-1')).toBe(0);
    expect(throttle.admit('zb-1')).toBeUndefined();
    expect(throttle.admit('zb-1')).toBeUndefined();
    expect(throttle.admit('zb-2')).toBe(0);
    now = 10_000;
    expect(throttle.admit('zb-1')).toBe(2);
    expect(throttle.admit('zb-1')).toBeUndefined();
  });
});
