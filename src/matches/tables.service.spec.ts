import { pino } from 'pino';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { MirrormatConfig } from '../config/config.schema.js';
import { TablesRepository } from './tables.repository.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { TablesService } from './tables.service.js';

const config = {
  tables: [{ id: 't1', name: 'Table 1', profile: 'sv', format: 'standard', allowSoftwareFlips: true, zones: [{ zone: 'p1.active' }] }],
} as unknown as MirrormatConfig;

function tables(db: Database.Database, of: MirrormatConfig = config): TablesService {
  const service = new TablesService(of, new TablesRepository(db), new HubEventBus(pino({ level: 'silent' })));
  service.onModuleInit();
  return service;
}

describe('the tables the hub serves', () => {
  it('keeps a table created at runtime, with its changes, across a restart', () => {
    const db = new Database(':memory:');
    tables(db).create({ id: 'league-3', name: 'League table 3', profile: 'swsh', format: 'standard', allowSoftwareFlips: true });
    tables(db).update('league-3', { name: 'Top table', allowSoftwareFlips: false });
    expect(tables(db).get('league-3')).toEqual({
      id: 'league-3',
      name: 'Top table',
      profile: 'swsh',
      format: 'standard',
      allowSoftwareFlips: false,
      source: 'runtime',
      zones: [],
    });
  });

  it('serves a configured table from the file when a stored table of the same id was added to it later', () => {
    const db = new Database(':memory:');
    tables(db, { tables: [] } as unknown as MirrormatConfig).create({ id: 't1', name: 'Made at runtime', profile: 'xy', format: 'expanded', allowSoftwareFlips: false });
    const served = tables(db);
    expect(served.get('t1')).toMatchObject({ name: 'Table 1', source: 'config', zones: ['p1.active'] });
    expect(served.list().map((t) => t.id)).toEqual(['t1']);
  });
});
