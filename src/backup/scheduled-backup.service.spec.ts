import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MirrormatConfig } from '../config/config.schema.js';
import type { Db } from '../database/database.tokens.js';
import { openDatabase } from '../database/open-database.js';
import { SqliteMatchLog } from '../match-log/sqlite-match-log.js';
import { DatabaseBackupRepository } from './database-backup.repository.js';
import { ScheduledBackupService } from './scheduled-backup.service.js';
import { verifyBackupFile } from './sqlite-backup.js';

let dir: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-scheduled-'));
  db = openDatabase(join(dir, 'mirrormat.db'));
  const log = SqliteMatchLog.open(db);
  log.createMatch({ matchId: 'm-1', tableId: 'demo', startedAt: '2026-11-25T10:00:00.000Z', profile: 'sv', format: 'standard' });
  log.append('m-1', 0, 'p1', [{ type: 'TurnEnded' }]);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: new Date('2026-11-25T18:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

async function until(predicate: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !predicate(); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(predicate()).toBe(true);
}

describe('scheduled backups (backup.intervalMinutes, backup.keep)', () => {
  it('takes a verified backup every interval and keeps the newest `keep`', async () => {
    const backups = join(dir, 'backups');
    const config = { dataDir: dir, backup: { intervalMinutes: 30, keep: 2 } } as unknown as MirrormatConfig;
    const service = new ScheduledBackupService(config, new DatabaseBackupRepository(db), pino({ level: 'silent' }));
    service.onApplicationBootstrap();
    const files = () => (readdirSync(dir).includes('backups') ? readdirSync(backups).filter((f) => !f.startsWith('.')).sort() : []);
    expect(files()).toEqual([]);
    for (const expected of [1, 2, 2]) {
      vi.advanceTimersByTime(30 * 60_000);
      const before = files().at(-1);
      await until(() => files().length === expected && files().at(-1) !== before);
    }
    expect(files()).toEqual(['mirrormat-20261125T190000Z.db', 'mirrormat-20261125T193000Z.db']);
    expect(verifyBackupFile(join(backups, files()[1]!))).toMatchObject({ ok: true, matches: 1, events: 1 });
    await service.onModuleDestroy();
  });
});
