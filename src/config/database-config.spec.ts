import { describe, expect, it } from 'vitest';
import { configSchema } from './config.schema.js';

const base = { auth: { adminToken: 'x'.repeat(16) }, tables: [{ id: 't1', name: 'Table 1' }] };

describe('database.url (src/database/POSTGRES.md)', () => {
  it('is absent by default: the hub stores in SQLite under dataDir', () => {
    expect(configSchema.parse(base).database).toEqual({});
  });

  it('takes a PostgreSQL URL', () => {
    const url = 'postgres://mirrormat:secret@db.store.lan:5432/mirrormat';
    expect(configSchema.parse({ ...base, database: { url } }).database.url).toBe(url);
    expect(configSchema.parse({ ...base, database: { url: 'postgresql://db/mirrormat' } }).database.url).toBe('postgresql://db/mirrormat');
  });

  it('refuses anything else, saying what it wants', () => {
    for (const url of ['mysql://db/mirrormat', 'postgres://db', './data/mirrormat.db', '']) {
      const result = configSchema.safeParse({ ...base, database: { url } });
      expect(result.success, url).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['database', 'url'], message: expect.stringContaining('postgres://user:password@host:5432/database') });
    }
  });
});
