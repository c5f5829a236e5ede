import type { ArgumentsHost } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpErrorFilter } from '../api/http-error.filter.js';
import { createLogger } from '../logging/logger.js';
import { SqliteMatchLog } from '../match-log/sqlite-match-log.js';
import { isDiskFull } from './disk-full.js';
import { openDatabase } from './open-database.js';

/** A database that can grow no more: SQLite answers SQLITE_FULL exactly as on a full disk. */
const dir = mkdtempSync(join(tmpdir(), 'mirrormat-full-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fullLog() {
  const db = openDatabase(join(dir, 'mirrormat.db'));
  const log = SqliteMatchLog.open(db);
  log.createMatch({ matchId: 'm-1', tableId: 't1', startedAt: '2026-11-25T10:00:00Z', profile: 'sv', format: 'standard' });
  db.pragma(`max_page_count = ${Number(db.pragma('page_count', { simple: true }))}`);
  return log;
}

describe('a full disk', () => {
  it('is told apart from other failures of a write', () => {
    const log = fullLog();
    let failure: unknown;
    try {
      for (let i = 0; i < 1_000; i += 1) log.append('m-1', i, 'p1', [{ type: 'Padding', text: 'x'.repeat(2_000) }]);
    } catch (error) {
      failure = error;
    }
    expect(isDiskFull(failure)).toBe(true);
    expect(isDiskFull(new Error('database is locked'))).toBe(false);
  });

  it('is answered over REST as 507 disk-full, saying nothing was recorded', () => {
    const sent: { status?: number; body?: string } = {};
    const res = { headersSent: false, setHeader: () => undefined, end: (body: string) => (sent.body = body) } as unknown as ServerResponse;
    Object.defineProperty(res, 'statusCode', { set: (status: number) => (sent.status = status) });
    const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
    new HttpErrorFilter(createLogger('fatal')).catch(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }), host);
    expect(sent.status).toBe(507);
    expect(JSON.parse(sent.body!)).toEqual({ error: { code: 'disk-full', message: expect.stringContaining('not recorded') } });
  });
});
