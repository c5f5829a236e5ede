import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CONFIG } from '../config/config.tokens.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import type { CreateTable, TableInfo, UpdateTable } from '../protocol/table.schema.js';
import { TablesRepository } from './tables.repository.js';

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /** A table was created or changed at runtime (GET /api/tables changed). */
    'tables.changed': { tableId: string };
  }
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
    private readonly repository: TablesRepository,
    private readonly events: HubEventBus,
  ) {}

  onModuleInit(): void {
    this.repository.migrate();
    for (const table of this.repository.all()) {
      // A config table of the same id (added to the file later) wins: the file is the store's truth.
      if (!this.fromConfig(table.id)) this.runtime.set(table.id, table);
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
    this.repository.insert(input, new Date());
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
    this.repository.update(next, new Date());
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
