import { describe, expect, it } from 'vitest';
import { configSchema } from './config.schema.js';

const base = { auth: { adminToken: 'x'.repeat(16) }, tables: [{ id: 't1', name: 'Table 1' }] };

describe('catalogue.images (issue 15, "Card art")', () => {
  it('is remote by default: tablets load card images from the catalogue\'s source', () => {
    expect(configSchema.parse(base).catalogue).toEqual({ images: 'remote' });
  });

  it('takes cache or off, and an origin to fetch from instead of the catalogue\'s', () => {
    const catalogue = { images: 'cache', imageOrigin: 'http://127.0.0.1:8099' };
    expect(configSchema.parse({ ...base, catalogue }).catalogue).toEqual(catalogue);
    expect(configSchema.parse({ ...base, catalogue: { images: 'off' } }).catalogue.images).toBe('off');
  });

  it('refuses another mode, naming the key', () => {
    const result = configSchema.safeParse({ ...base, catalogue: { images: 'download' } });
    expect(result.error?.issues[0]?.path).toEqual(['catalogue', 'images']);
  });

  it('refuses an origin that is not http(s) or carries a path', () => {
    for (const imageOrigin of ['ftp://mirror.lan', 'file:///srv/images', 'https://mirror.lan/images', 'mirror.lan']) {
      const result = configSchema.safeParse({ ...base, catalogue: { images: 'cache', imageOrigin } });
      expect(result.success, imageOrigin).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['catalogue', 'imageOrigin']);
    }
  });
});

describe('catalogue.setSource (issue 17, item 10)', () => {
  it('is absent by default: the hub never looks for newer sets unless told where', () => {
    expect(configSchema.parse(base).catalogue.setSource).toBeUndefined();
  });

  it('takes a pokemon-tcg-data address or directory, and the TCGdex files', () => {
    for (const from of ['https://raw.githubusercontent.com/PokemonTCG/pokemon-tcg-data/master', '/srv/pokemon-tcg-data', './cards']) {
      expect(configSchema.parse({ ...base, catalogue: { setSource: { from } } }).catalogue.setSource).toEqual({ from });
    }
    const setSource = { from: '/srv/pokemon-tcg-data', namesFile: '/srv/i18n/card-names.json', textsFile: '/srv/i18n/card-texts.json' };
    expect(configSchema.parse({ ...base, catalogue: { setSource } }).catalogue.setSource).toEqual(setSource);
    const api = { from: 'https://api.pokemontcg.io/v2', kind: 'pokemon-tcg-api' };
    expect(configSchema.parse({ ...base, catalogue: { setSource: api } }).catalogue.setSource).toEqual(api);
  });

  it('refuses the Pokémon TCG API at a directory, naming the key', () => {
    const result = configSchema.safeParse({ ...base, catalogue: { setSource: { from: '/srv/api', kind: 'pokemon-tcg-api' } } });
    expect(result.error?.issues[0]?.path).toEqual(['catalogue', 'setSource', 'from']);
  });

  it('refuses another kind of address, naming the key', () => {
    for (const from of ['ftp://mirror.lan/data', 'file:///srv/data', '']) {
      const result = configSchema.safeParse({ ...base, catalogue: { setSource: { from } } });
      expect(result.success, from).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['catalogue', 'setSource', 'from']);
    }
  });
});
