import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CONFIG } from '../config/config.tokens.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import type { CreateTable, TableInfo, UpdateTable } from './table.schema.js';

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /** A table was created or changed at runtime (GET /api/tables changed). */
    'tables.changed': { tableId: string };
  }
}

const MIGRATIONS = [
  `CREATE TABLE hub_tables (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    profile TEXT NOT NULL,
    format TEXT NOT NULL,
    allow_software_flips INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT`,
];

interface TableRow {
  id: string;
  name: string;
  profile: TableInfo['profile'];
  format: string;
  allow_software_flips: number;
}

/**
 * The tables the hub serves: those of mirrormat.yaml (with their readers and coin flipper) and
 * those created at runtime over the API, which are stored in the database and have no readers.
 */
@Injectable()
export class TablesService implements OnModuleInit {
  private readonly runtime = new Map<string, TableInfo>();

  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    @Inject(DATABASE) private readonly db: Db,
    private readonly events: HubEventBus,
  ) {}

  onModuleInit(): void {
    migrate(this.db, 'hub-tables', MIGRATIONS);
    for (const row of this.db.prepare('SELECT * FROM hub_tables ORDER BY created_at, id').all() as TableRow[]) {
      // A config table of the same id (added to the file later) wins: the file is the store's truth.
      if (!this.fromConfig(row.id)) this.runtime.set(row.id, fromRow(row));
    }
  }

  list(): TableInfo[] {
    return [...this.config.tables.map((t) => this.fromConfig(t.id)!), ...this.runtime.values()];
  }

  get(id: string): TableInfo {
    const table = this.find(id);
    if (!table) throw new HubError('unknown-table', `no table "${id}"`);
    return table;
  }

  find(id: string): TableInfo | undefined {
    return this.fromConfig(id) ?? this.runtime.get(id);
  }

  create(input: CreateTable): TableInfo {
    if (this.find(input.id)) throw new HubError('conflict', `table "${input.id}" already exists`);
    const now = new Date().toISOString();
    this.db
      .prepare('INSERT INTO hub_tables (id, name, profile, format, allow_software_flips, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(input.id, input.name, input.profile, input.format, input.allowSoftwareFlips ? 1 : 0, now, now);
    const table: TableInfo = { ...input, source: 'runtime', zones: [] };
    this.runtime.set(table.id, table);
    this.events.emit('tables.changed', { tableId: table.id });
    return table;
  }

  update(id: string, patch: UpdateTable): TableInfo {
    if (this.fromConfig(id)) {
      throw new HubError('conflict', `table "${id}" is defined in the configuration file; change it there and restart the hub`);
    }
    const current = this.get(id);
    const next: TableInfo = { ...current, ...patch };
    this.db
      .prepare('UPDATE hub_tables SET name = ?, profile = ?, format = ?, allow_software_flips = ?, updated_at = ? WHERE id = ?')
      .run(next.name, next.profile, next.format, next.allowSoftwareFlips ? 1 : 0, new Date().toISOString(), id);
    this.runtime.set(id, next);
    this.events.emit('tables.changed', { tableId: id });
    return next;
  }

  private fromConfig(id: string): TableInfo | undefined {
    const table = this.config.tables.find((t) => t.id === id);
    if (!table) return undefined;
    return {
      id: table.id,
      name: table.name,
      profile: table.profile,
      format: table.format,
      allowSoftwareFlips: table.allowSoftwareFlips,
      source: 'config',
      zones: table.zones.map((z) => z.zone),
    };
  }
}

function fromRow(row: TableRow): TableInfo {
  return {
    id: row.id,
    name: row.name,
    profile: row.profile,
    format: row.format,
    allowSoftwareFlips: row.allow_software_flips === 1,
    source: 'runtime',
    zones: [],
  };
}
