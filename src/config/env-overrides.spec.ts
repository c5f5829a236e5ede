import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.js';
import { applyEnvOverrides } from './env-overrides.js';

function apply(document: Record<string, unknown>, env: Record<string, string>): Record<string, unknown> {
  applyEnvOverrides(document, env);
  return document;
}

describe('env overrides', () => {
  it('double underscore nests, creating mappings that are absent', () => {
    expect(apply({}, { MIRRORMAT__HTTP__PORT: '9000' })).toEqual({ http: { port: 9000 } });
  });

  it('values are YAML scalars: numbers, booleans, quoted text', () => {
    const doc = apply({}, { MIRRORMAT__A: '12', MIRRORMAT__B: 'false', MIRRORMAT__C: '"0417"', MIRRORMAT__D: "'yes'" });
    expect(doc).toEqual({ a: 12, b: false, c: '0417', d: 'yes' });
  });

  it('unquoted text is kept verbatim, even what YAML would cut at " #"', () => {
    expect(apply({}, { MIRRORMAT__AUTH__ADMIN_TOKEN: 's3cret #and more: yes' })).toEqual({ auth: { adminToken: 's3cret #and more: yes' } });
  });

  it('CAPITAL_SNAKE segments become camelCase; mixed-case segments are kept', () => {
    expect(apply({}, { MIRRORMAT__DATA_DIR: '/d', MIRRORMAT__logLevel: 'debug' })).toEqual({ dataDir: '/d', logLevel: 'debug' });
  });

  it('a number indexes a list, into the list the file already has', () => {
    const doc = apply({ tables: [{ id: 'a', name: 'A' }] }, { MIRRORMAT__TABLES__0__NAME: 'Front' });
    expect(doc).toEqual({ tables: [{ id: 'a', name: 'Front' }] });
  });

  it('ignores other variables, including MIRRORMAT_CONFIG', () => {
    expect(apply({}, { MIRRORMAT_CONFIG: '/etc/m.yaml', PATH: '/bin' })).toEqual({});
  });

  it('refuses to descend into a scalar the file set', () => {
    expect(() => apply({ http: 8080 }, { MIRRORMAT__HTTP__PORT: '1' })).toThrow(ConfigError);
  });

  it('refuses an empty segment', () => {
    expect(() => apply({}, { MIRRORMAT__HTTP____PORT: '1' })).toThrow(/empty key segment/);
  });
});
