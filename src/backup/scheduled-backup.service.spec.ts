import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MirrormatConfig } from '../config/config.schema.js';
import type { Db } from '../database/database.tokens.js';
import { openDatabase } from '../database/open-database.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { SqliteMatchLog } from '../match-log/sqlite-match-log.js';
import { DatabaseBackupRepository } from './database-backup.repository.js';
import { PostgresDump } from './postgres-dump.js';
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

/** Waits in real time (setTimeout is not faked), for work in child processes or under a loaded machine. */
async function eventually(predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
  for (let waited = 0; waited < timeoutMs && !predicate(); waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(predicate()).toBe(true);
}

describe('scheduled backups (backup.intervalMinutes, backup.keep)', () => {
  it('takes a verified backup every interval and keeps the newest `keep`', async () => {
    const backups = join(dir, 'backups');
    const config = { dataDir: dir, backup: { intervalMinutes: 30, keep: 2 }, database: {} } as unknown as MirrormatConfig;
    const service = new ScheduledBackupService(config, new DatabaseBackupRepository(db), pino({ level: 'silent' }), new PostgresDump(), new HubEventBus(pino({ level: 'silent' })));
    service.onApplicationBootstrap();
    const files = () => (readdirSync(dir).includes('backups') ? readdirSync(backups).filter((f) => !f.startsWith('.')).sort() : []);
    expect(files()).toEqual([]);
    for (const expected of [1, 2, 2]) {
      vi.advanceTimersByTime(30 * 60_000);
      const before = files().at(-1);
      await eventually(() => files().length === expected && files().at(-1) !== before);
    }
    expect(files()).toEqual(['mirrormat-20261125T190000Z.db', 'mirrormat-20261125T193000Z.db']);
    expect(verifyBackupFile(join(backups, files()[1]!))).toMatchObject({ ok: true, matches: 1, events: 1 });
    await service.onModuleDestroy();
  });

  it("on a store's PostgreSQL without pg_dump installed, says so once, naming what to install, and still backs up the hub's file", async () => {
    const backups = join(dir, 'backups');
    const config = { dataDir: dir, backup: { intervalMinutes: 30, keep: 5 }, database: { url: 'postgres://mirrormat:s3cret@127.0.0.1:1/mirrormat' } } as unknown as MirrormatConfig;
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) });
    // A PATH without pg_dump on it: an empty directory.
    const noClient = new PostgresDump({ PATH: mkdtempSync(join(tmpdir(), 'mirrormat-no-pg-')) });
    const service = new ScheduledBackupService(config, new DatabaseBackupRepository(db), logger, noClient, new HubEventBus(pino({ level: 'silent' })));
    service.onApplicationBootstrap();
    for (const expected of [1, 2]) {
      vi.advanceTimersByTime(30 * 60_000);
      // pg_dump is looked for in a child process: real time passes.
      await eventually(() => lines.filter((l) => l.msg.includes('backup taken')).length === expected);
      expect(readdirSync(backups).filter((f) => f.endsWith('.db'))).toHaveLength(expected);
    }
    await service.onModuleDestroy();
    const skipped = lines.filter((l) => l.msg.includes('pg_dump is not installed'));
    expect(skipped).toEqual([expect.objectContaining({ level: 40, msg: expect.stringContaining('apt-get install postgresql-client') })]);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });

  it("takes one more at the end of each round of a league event (as TOM users are used to), never two side by side", async () => {
    const backups = join(dir, 'backups');
    const config = { dataDir: dir, backup: { intervalMinutes: 30, keep: 5 }, database: {} } as unknown as MirrormatConfig;
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) });
    const bus = new HubEventBus(pino({ level: 'silent' }));
    const service = new ScheduledBackupService(config, new DatabaseBackupRepository(db), logger, new PostgresDump(), bus);
    const files = () => (readdirSync(dir).includes('backups') ? readdirSync(backups).filter((f) => !f.startsWith('.')).sort() : []);
    const taken = () => lines.filter((l) => l.msg === 'backup taken and verified').length;
    service.onApplicationBootstrap();
    bus.emit('league.roundEnded', { eventId: 'e1', round: 1 });
    await eventually(() => taken() === 1);
    vi.setSystemTime(new Date('2026-11-25T18:10:00Z'));
    // Round 2 ends, and round 3 at once (a short event): the second waits for the first, then finds this second's backup taken.
    bus.emit('league.roundEnded', { eventId: 'e1', round: 2 });
    bus.emit('league.roundEnded', { eventId: 'e1', round: 3 });
    await eventually(() => taken() === 2);
    await service.onModuleDestroy();
    expect(files()).toEqual(['mirrormat-20261125T180000Z.db', 'mirrormat-20261125T181000Z.db']);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
