import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeSha256Hex } from './node-sha256.js';
import { sha256Hex } from './sha256.js';

describe('sha256Hex (plain TypeScript, for the browser)', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto on every length around the padding boundaries', () => {
    for (let length = 0; length <= 130; length++) {
      const text = 'é'.repeat(length % 3) + 'x'.repeat(length);
      expect(sha256Hex(text)).toBe(nodeSha256Hex(text));
    }
  });

  it('agrees with node:crypto on any text, hashed as UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(sha256Hex(text)).toBe(nodeSha256Hex(text));
      }),
    );
  });
});
