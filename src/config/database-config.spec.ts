import { describe, expect, it } from 'vitest';
import { configSchema } from './config.schema.js';

const base = { auth: { adminToken: 'x'.repeat(16) }, tables: [{ id: 't1', name: 'Table 1' }] };

describe('database.url (src/database/POSTGRES.md)', () => {
  it('is absent by default: the hub stores in SQLite under dataDir', () => {
    // The wait below has its default; no url is the point here.
    expect(configSchema.parse(base).database).toEqual({ reconnectWaitMs: 4_000 });
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

describe('database.reconnectWaitMs (POSTGRES.md, "A PostgreSQL restart")', () => {
  it('waits 4 s by default for a server that went away, and takes 0 (refuse at once) up to 9 s', () => {
    expect(configSchema.parse({ ...base, database: { url: 'postgres://db/mirrormat' } }).database.reconnectWaitMs).toBe(4_000);
    expect(configSchema.parse({ ...base, database: { reconnectWaitMs: 0 } }).database.reconnectWaitMs).toBe(0);
    expect(configSchema.parse({ ...base, database: { reconnectWaitMs: 9_000 } }).database.reconnectWaitMs).toBe(9_000);
  });

  it('refuses a negative, fractional or longer wait: the tablet would give up on the command first', () => {
    for (const reconnectWaitMs of [-1, 1.5, 9_001, '4s']) {
      const result = configSchema.safeParse({ ...base, database: { reconnectWaitMs } });
      expect(result.success, String(reconnectWaitMs)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['database', 'reconnectWaitMs']);
    }
  });
});
