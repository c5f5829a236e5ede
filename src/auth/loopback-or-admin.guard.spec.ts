import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback-or-admin.guard.js';

describe('the hub machine itself', () => {
  it('is any 127.x address, IPv4-mapped or not, and ::1; nothing on the network is', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::ffff:127.0.0.1', '::1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['192.168.1.20', '::ffff:10.0.0.5', 'fe80::1', '::', '0.0.0.0', 'unknown', '128.0.0.1']) expect(isLoopback(address)).toBe(false);
  });
});
