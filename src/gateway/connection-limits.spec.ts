import { describe, expect, it } from 'vitest';
import { ConnectionLimits } from './connection-limits.js';

describe('open connections per address and in all', () => {
  it('closes the connection beyond the limit of its address, and lets another address in', () => {
    const limits = new ConnectionLimits({ connectionsPerAddress: 2, connections: 10 });
    const first = limits.admit('10.0.0.5');
    limits.admit('10.0.0.5');
    expect(limits.admit('10.0.0.5')).toEqual({ refused: '10.0.0.5 holds its limit of 2 connections' });
    expect(typeof limits.admit('10.0.0.6')).toBe('function');
    if (typeof first === 'function') first();
    expect(typeof limits.admit('10.0.0.5')).toBe('function');
  });

  it('holds the total however many addresses connect, and forgets an address once its connections are closed', () => {
    const limits = new ConnectionLimits({ connectionsPerAddress: 5, connections: 100 });
    const releases = [];
    for (let i = 0; i < 1_000; i += 1) releases.push(limits.admit(`10.0.${i >> 8}.${i & 255}`));
    expect(releases.filter((r) => typeof r === 'function')).toHaveLength(100);
    expect(limits.open).toBe(100);
    for (const release of releases) if (typeof release === 'function') release();
    for (const release of releases) if (typeof release === 'function') release();
    expect(limits.open).toBe(0);
    expect(limits.addresses).toBe(0);
  });
});
