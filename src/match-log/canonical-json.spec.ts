import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, NotJsonError } from './canonical-json.js';

describe('canonical JSON', () => {
  describe('key order', () => {
    it('sorts object keys, at every depth, whatever order they were written in', () => {
      expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}');
    });

    it('sorts by UTF-16 code units (RFC 8785), not by code point or locale', () => {
      // U+00E9 < U+D83D (the high surrogate of 😀) < U+FF5A, although 😀 is code point U+1F600.
      expect(canonicalJson({ 'ｚ': 4, '😀': 3, é: 2, z: 1, Z: 0 })).toBe('{"Z":0,"z":1,"é":2,"😀":3,"ｚ":4}');
    });

    it('sorts integer-like keys as text, not first as JavaScript enumerates them', () => {
      expect(canonicalJson({ a: 3, 9: 2, 10: 1, '': 0 })).toBe('{"":0,"10":1,"9":2,"a":3}');
    });

    it('keeps array order', () => {
      expect(canonicalJson([3, 1, 2])).toBe('[3,1,2]');
    });

    it('is the same text for the same value, however it was built', () => {
      fc.assert(
        fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (record) => {
          const reversed = Object.fromEntries(Object.entries(record).reverse());
          expect(canonicalJson(reversed)).toBe(canonicalJson(record));
        }),
      );
    });
  });

  describe('unicode', () => {
    it('writes non-ASCII characters as themselves and escapes only what JSON requires', () => {
      expect(canonicalJson({ name: 'Pokémon ポケモン 😀', ctl: '\u0001\n"\\' })).toBe('{"ctl":"\\u0001\\n\\"\\\\","name":"Pokémon ポケモン 😀"}');
    });

    it('does not normalise: composed and decomposed é are different text', () => {
      expect(canonicalJson('\u00e9')).not.toBe(canonicalJson('e\u0301'));
    });
  });

  describe('numbers', () => {
    it('writes the shortest form that reads back as the same double', () => {
      expect(canonicalJson([1.0, 0.1 + 0.2, 1e21, 1e-7, 123456789012345680000, -0, 5e-324])).toBe(
        '[1,0.30000000000000004,1e+21,1e-7,123456789012345680000,0,5e-324]',
      );
    });

    it.each([NaN, Infinity, -Infinity])('refuses %s, which JSON cannot hold', (value) => {
      expect(() => canonicalJson({ damage: value })).toThrow(new NotJsonError('$.damage', `${value} is not a JSON number`));
    });
  });

  describe('only JSON values', () => {
    it('leaves out object properties that are undefined, as JSON.stringify does', () => {
      expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    });

    it.each([
      ['a bigint', { n: 1n }, '$.n'],
      ['a function', { f: () => 1 }, '$.f'],
      ['undefined in a list', { list: [1, undefined] }, '$.list[1]'],
      ['a Date', { at: new Date(0) }, '$.at'],
      ['a Map', { m: new Map() }, '$.m'],
    ])('refuses %s, naming where it is', (_, value, path) => {
      expect(() => canonicalJson(value)).toThrow(expect.objectContaining({ name: 'NotJsonError', path }));
    });

    it('refuses a cycle', () => {
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      expect(() => canonicalJson(cyclic)).toThrow(/cycle/);
    });

    it('accepts the same object twice when it is not a cycle', () => {
      const shared = { x: 1 };
      expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
    });
  });

  it('round-trips: parsing canonical JSON and writing it again gives the same text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
        expect(JSON.parse(text)).toStrictEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
