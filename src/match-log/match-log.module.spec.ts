import { Test } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ConfigModule } from '../config/config.module.js';
import { configSchema } from '../config/config.schema.js';
import { DatabaseModule } from '../database/database.module.js';
import { MatchLogModule } from './match-log.module.js';
import { MATCH_LOG } from './match-log.tokens.js';
import type { SqliteMatchLog } from './sqlite-match-log.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-logmod-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('MatchLogModule provides a ready match log on the hub database, whose events outlive the app', async () => {
  const config = configSchema.parse({ dataDir: dir, auth: { adminToken: 'x'.repeat(16) }, tables: [{ id: 'demo', name: 'Demo' }] });
  const boot = () => Test.createTestingModule({ imports: [ConfigModule.forRoot(config), DatabaseModule, MatchLogModule] }).compile();

  const first = await boot();
  await first.init();
  const log = first.get<SqliteMatchLog>(MATCH_LOG);
  log.createMatch({ matchId: 'm-1', tableId: 'demo', startedAt: '2026-11-22T10:00:00.000Z', profile: 'sv', format: 'standard' });
  log.append('m-1', 0, 'p1', [{ type: 'MatchStarted' }]);
  await first.close();

  const second = await boot();
  await second.init();
  expect(second.get<SqliteMatchLog>(MATCH_LOG).listMatches({ unfinished: true }).map((m) => m.matchId)).toEqual(['m-1']);
  expect(second.get<SqliteMatchLog>(MATCH_LOG).read('m-1').map((e) => e.event)).toEqual([{ type: 'MatchStarted' }]);
  await second.close();
});
