import { Test } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigModule } from '../config/config.module.js';
import { configSchema } from '../config/config.schema.js';
import { HealthRegistry } from '../health/health.js';
import { DatabaseModule } from './database.module.js';
import { DATABASE, type Db } from './database.tokens.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-dbmod-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const config = () =>
  configSchema.parse({ dataDir: dir, auth: { adminToken: 'x'.repeat(16) }, tables: [{ id: 't1', name: 'Table 1' }] });

describe('DatabaseModule', () => {
  it('provides <dataDir>/mirrormat.db, reports it up on /health, and closes it when the app shuts down', async () => {
    const app = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config()), DatabaseModule],
      providers: [HealthRegistry],
    }).compile();
    await app.init();
    const db = app.get<Db>(DATABASE);
    expect(db.name).toBe(join(dir, 'mirrormat.db'));
    expect(app.get(HealthRegistry).snapshot()).toEqual([
      expect.objectContaining({ kind: 'database', name: db.name, status: 'up', detail: { journalMode: 'wal', synchronous: 'FULL', freeBytes: expect.any(Number) } }),
    ]);
    await app.close();
    expect(db.open).toBe(false);
  });
});
