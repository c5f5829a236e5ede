import { describe, expect, it } from 'vitest';
import { CredentialThrottle, type Attempt } from './credential-throttle.js';

const HOUR = 3_600_000;

/** A guesser who tries every PIN of `space`, each as soon as the throttle lets it: how long it takes, on a simulated clock. */
function bruteForce(space: number, addressOf: (guess: number) => string): number {
  let now = 0;
  const throttle = new CredentialThrottle(() => now);
  for (let guess = 0; guess < space; guess += 1) {
    const attempt = { credential: 'judge:anna', address: addressOf(guess) };
    now += throttle.retryAfter(attempt);
    throttle.fail(attempt);
  }
  return now;
}

describe('the throttle on every secret the hub checks', () => {
  it('lets a judge mistype a few times without waiting', () => {
    let now = 0;
    const throttle = new CredentialThrottle(() => now);
    const attempt = { credential: 'judge:anna', address: '10.0.0.5' };
    for (let i = 0; i < 5; i += 1) expect(throttle.fail(attempt)).toBe(0);
    expect(throttle.retryAfter(attempt)).toBe(0);
    expect(throttle.fail(attempt)).toBe(1_000);
    now = 500;
    expect(throttle.retryAfter(attempt)).toBe(500);
  });

  it('doubles the wait with every further wrong guess, up to 30 s, never a long lockout', () => {
    let now = 0;
    const throttle = new CredentialThrottle(() => now);
    const attempt = { credential: 'judge:anna', address: '10.0.0.5' };
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      now += throttle.retryAfter(attempt);
      waits.push(throttle.fail(attempt));
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('slows a guesser of four-digit PINs to days, from one address', () => {
    expect(bruteForce(10_000, () => '10.0.0.66')).toBeGreaterThan(72 * HOUR);
  });

  it('slows a guesser to days even from a new address for every guess: the credential itself waits', () => {
    expect(bruteForce(10_000, (guess) => `10.${guess >> 16}.${(guess >> 8) & 255}.${guess & 255}`)).toBeGreaterThan(72 * HOUR);
  });

  it('does not make a judge at another address wait for the mistakes of one tablet on another credential', () => {
    let now = 0;
    const throttle = new CredentialThrottle(() => now);
    const noisy: Attempt = { credential: 'seat:t1', address: '10.0.0.5' };
    for (let i = 0; i < 20; i += 1) {
      now += throttle.retryAfter(noisy);
      throttle.fail(noisy);
    }
    expect(throttle.retryAfter(noisy)).toBeGreaterThan(0);
    expect(throttle.retryAfter({ credential: 'judge:anna', address: '10.0.0.9' })).toBe(0);
  });

  it('forgives an address its typos once it signs in, and forgets a quiet credential after 15 minutes', () => {
    let now = 0;
    const throttle = new CredentialThrottle(() => now);
    const typo = { credential: 'judge:anna', address: '10.0.0.5' };
    for (let i = 0; i < 7; i += 1) {
      now += throttle.retryAfter(typo);
      throttle.fail(typo);
    }
    throttle.succeed(typo);
    now += 15 * 60_000 + 1;
    expect(throttle.retryAfter(typo)).toBe(0);
    expect(throttle.fail(typo)).toBe(0);
  });

  it('lets the organiser clear every wait at once', () => {
    let now = 0;
    const throttle = new CredentialThrottle(() => now);
    const attempt = { credential: 'admin', address: '10.0.0.5' };
    for (let i = 0; i < 8; i += 1) throttle.fail(attempt);
    expect(throttle.retryAfter(attempt)).toBeGreaterThan(0);
    expect(throttle.clear()).toBe(2);
    expect(throttle.retryAfter(attempt)).toBe(0);
  });

  it('keeps a bounded table whatever the number of addresses that fail', () => {
    let now = 0;
    const throttle = new CredentialThrottle(() => now, undefined, 100);
    for (let i = 0; i < 5_000; i += 1) {
      now += 1;
      throttle.fail({ credential: `judge:guess-${i}`, address: `10.0.${i >> 8}.${i & 255}` });
    }
    expect(throttle.size).toBeLessThanOrEqual(100);
  });
});
