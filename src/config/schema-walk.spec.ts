import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config.schema.js';
import { describeExpected, keysAt, requiredKeySets } from './schema-walk.js';

describe('what a key expects, read from the schema', () => {
  it.each([
    [['tables', 0, 'zones', 0, 'reader', 'antenna'], 'an integer from 0 to 15'],
    [['tables', 0, 'coinFlipper', 'baudRate'], 'an integer of at least 1'],
    [['http', 'port'], 'an integer from 0 to 65535'],
    [['auth', 'adminToken'], 'a string of at least 16 characters'],
    [['tables', 0, 'name'], 'a non-empty string'],
    [['tables', 0, 'allowSoftwareFlips'], 'true or false'],
    [['logLevel'], 'one of "fatal", "error", "warn", "info", "debug", "trace"'],
    [['mqtt', 'mode'], '"embedded" or "external"'],
    [['tables'], 'a list'],
  ])('%j: %s', (path, expected) => {
    expect(describeExpected(configSchema, path)).toBe(expected);
  });

  it('an exclusive bound on a fractional number is said as such', () => {
    expect(describeExpected(z.object({ ratio: z.number().gt(0.5).lt(2) }), ['ratio'])).toBe('a number greater than 0.5 and less than 2');
  });

  it('a key that is nowhere in the schema', () => {
    expect(describeExpected(configSchema, ['colour'])).toBe('nothing here (not a known key)');
  });

  it('lists the keys valid at a path, across the alternatives of a union', () => {
    expect(keysAt(configSchema, ['http'])).toEqual(['host', 'port', 'limits', 'tls']);
    expect(keysAt(configSchema, ['tables', 0, 'zones', 0, 'reader'])).toEqual(['pcsc', 'pcscPattern', 'board', 'antenna', 'simulated']);
  });

  it('lists the keys each alternative of a union requires', () => {
    expect(requiredKeySets(configSchema, ['tables', 0, 'zones', 0, 'reader'])).toEqual([['pcsc'], ['pcscPattern'], ['board', 'antenna'], ['simulated']]);
  });
});
