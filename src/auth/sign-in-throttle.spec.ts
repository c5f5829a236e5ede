import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './sign-in-throttle.js';

describe('failed sign-ins per address', () => {
  it('lets an address try again and again until it reaches the limit', () => {
    let now = 0;
    const throttle = new SignInThrottle(3, 1000, () => now);
    throttle.fail('10.0.0.5');
    throttle.fail('10.0.0.5');
    expect(throttle.retryAfter('10.0.0.5')).toBe(0);
    now = 100;
    throttle.fail('10.0.0.5');
    expect(throttle.retryAfter('10.0.0.5')).toBe(900);
    expect(throttle.retryAfter('10.0.0.6')).toBe(0);
  });

  it('forgets failures older than the window', () => {
    let now = 0;
    const throttle = new SignInThrottle(2, 1000, () => now);
    throttle.fail('a');
    now = 600;
    throttle.fail('a');
    expect(throttle.retryAfter('a')).toBe(400);
    now = 1001;
    expect(throttle.retryAfter('a')).toBe(0);
  });
});
