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
