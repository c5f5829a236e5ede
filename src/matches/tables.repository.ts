import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';
import type { TableInfo } from '../protocol/table.schema.js';

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

type StoredTable = Pick<TableInfo, 'id' | 'name' | 'profile' | 'format' | 'allowSoftwareFlips'>;

/** The tables created at runtime over the API (hub_tables); they have no readers. */
@Injectable()
export class TablesRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  migrate(): void {
    migrate(this.db, 'hub-tables', MIGRATIONS);
  }

  /** Every stored table, oldest first. */
  all(): TableInfo[] {
    return (this.db.prepare('SELECT * FROM hub_tables ORDER BY created_at, id').all() as TableRow[]).map(fromRow);
  }

  insert(table: StoredTable, at: Date): void {
    const now = at.toISOString();
    this.db
      .prepare('INSERT INTO hub_tables (id, name, profile, format, allow_software_flips, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(table.id, table.name, table.profile, table.format, table.allowSoftwareFlips ? 1 : 0, now, now);
  }

  update(table: StoredTable, at: Date): void {
    this.db
      .prepare('UPDATE hub_tables SET name = ?, profile = ?, format = ?, allow_software_flips = ?, updated_at = ? WHERE id = ?')
      .run(table.name, table.profile, table.format, table.allowSoftwareFlips ? 1 : 0, at.toISOString(), table.id);
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
