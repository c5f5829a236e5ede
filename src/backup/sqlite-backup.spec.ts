import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database/database.tokens.js';
import { openDatabase } from '../database/open-database.js';
import { SqliteMatchLog } from '../match-log/sqlite-match-log.js';
import { backupDatabase, BackupError, restoreDatabase, verifyBackupFile } from './sqlite-backup.js';

const MATCH = { matchId: 'm-1', tableId: 'demo', startedAt: '2026-11-25T10:00:00.000Z', profile: 'sv', format: 'standard' };

let dir: string;
let db: Db;
let log: SqliteMatchLog;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-backup-'));
  db = openDatabase(join(dir, 'live', 'mirrormat.db'));
  log = SqliteMatchLog.open(db);
  log.createMatch(MATCH);
  log.append('m-1', 0, 'p1', [{ type: 'PokemonBenched', card: 'sv1-1' }]);
  log.append('m-1', 1, 'p2', [{ type: 'EnergyAttached' }, { type: 'TurnEnded' }]);
  log.createMatch({ ...MATCH, matchId: 'm-2', tableId: 'store-2' });
  log.append('m-2', 0, 'p1', [{ type: 'TurnEnded' }]);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore (issue 17 item 7)', () => {
  it('a backup of the live database restores into a fresh data directory, every match\'s chain verifying', async () => {
    const file = join(dir, 'backups', 'b.db');
    await expect(backupDatabase(db, file)).resolves.toEqual({ ok: true, matches: 2, events: 4, problems: [] });
    // The backup is one self-contained file: no -wal beside it.
    expect(existsSync(`${file}-wal`)).toBe(false);
    // The hub goes on writing after the backup; the backup keeps what it had.
    log.append('m-1', 3, 'p1', [{ type: 'TurnEnded' }]);
    const fresh = join(dir, 'fresh');
    await expect(restoreDatabase(file, fresh)).resolves.toMatchObject({ ok: true, matches: 2, events: 4 });
    const restored = openDatabase(join(fresh, 'mirrormat.db'));
    try {
      expect(SqliteMatchLog.attach(restored).head('m-1')).toEqual({ seq: 3, hash: log.read('m-1')[2]?.hash });
    } finally {
      restored.close();
    }
  });

  it('restore refuses a data directory that holds a database, and leaves it alone', async () => {
    const file = join(dir, 'b.db');
    await backupDatabase(db, file);
    await expect(restoreDatabase(file, join(dir, 'live'))).rejects.toThrow(/exists: restore refuses to overwrite a database/);
    expect(log.head('m-1').seq).toBe(3);
  });

  it('a backup never overwrites a file', async () => {
    const file = join(dir, 'b.db');
    writeFileSync(file, 'an earlier backup');
    await expect(backupDatabase(db, file)).rejects.toThrow(BackupError);
  });

  it('a backup whose event was altered fails verification, naming the match and seq, and is not restored', async () => {
    const file = join(dir, 'b.db');
    await backupDatabase(db, file);
    const tampered = new Database(file);
    tampered.exec('DROP TRIGGER match_events_no_update');
    tampered.prepare("UPDATE match_events SET event = '{\"type\":\"TurnEnded\",\"extra\":1}' WHERE match_id = 'm-1' AND seq = 2").run();
    tampered.close();
    expect(verifyBackupFile(file)).toMatchObject({ ok: false, problems: [expect.stringMatching(/^match m-1 seq 2: /)] });
    const fresh = join(dir, 'fresh');
    await expect(restoreDatabase(file, fresh)).rejects.toThrow(/does not verify; nothing was restored/);
    expect(existsSync(join(fresh, 'mirrormat.db'))).toBe(false);
  });
});
