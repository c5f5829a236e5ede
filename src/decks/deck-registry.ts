import { Inject, Injectable, Optional } from '@nestjs/common';
import { DATABASE, STORE_POSTGRES, type Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { openStoreSql, type StoreSql } from '../database/store-sql.js';
import { DECK_REGISTRY_MIGRATIONS, DECKS_COMPONENT } from './deck-registry.migrations.js';

export interface DeckRegistration {
  readonly id: number;
  readonly scope: 'match' | 'event';
  readonly scopeId: string;
  readonly player: string;
  readonly format: string;
  /** The list exactly as the player pasted it. */
  readonly list: string;
  readonly cards: readonly { readonly id: string; readonly count: number }[];
  /** ISO time. */
  readonly registeredAt: string;
}

interface Row {
  id: number;
  scope: 'match' | 'event';
  scope_id: string;
  player: string;
  format: string;
  list: string;
  cards: string;
  registered_at: string;
}

/**
 * One player's registered deck per match or event: in the store's PostgreSQL when the config names
 * one (so every hub of the store sees a registration), else in the hub's SQLite file.
 */
@Injectable()
export class DeckRegistry {
  private sql: StoreSql | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Optional() @Inject(STORE_POSTGRES) private readonly postgres: SyncPostgres | null = null,
  ) {}

  /** Creates or migrates the table; call once before anything else. */
  open(): void {
    this.sql = openStoreSql(this.db, this.postgres, DECKS_COMPONENT, DECK_REGISTRY_MIGRATIONS);
  }

  /** Undefined when the player already registered a deck for this match or event. */
  add(registration: Omit<DeckRegistration, 'id'>): DeckRegistration | undefined {
    const sql = this.store();
    const inserted = sql.transaction(
      () =>
        sql.get<{ id: number }>(
          `INSERT INTO deck_registrations (scope, scope_id, player, format, list, cards, registered_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (scope, scope_id, player) DO NOTHING RETURNING id`,
          [registration.scope, registration.scopeId, registration.player, registration.format, registration.list, JSON.stringify(registration.cards), registration.registeredAt],
        ),
      undefined,
      (row) => row === undefined || this.get(row.id) !== undefined,
    );
    return inserted === undefined ? undefined : { id: Number(inserted.id), ...registration };
  }

  /** False when there was no such registration. */
  remove(id: number): boolean {
    const sql = this.store();
    return sql.transaction(
      () => sql.all('DELETE FROM deck_registrations WHERE id = ? RETURNING id', [id]).length > 0,
      undefined,
      (removed) => !removed || this.get(id) === undefined,
    );
  }

  get(id: number): DeckRegistration | undefined {
    const row = this.store().get<Row>('SELECT * FROM deck_registrations WHERE id = ?', [id]);
    return row && toRegistration(row);
  }

  list(scope: 'match' | 'event', scopeId: string): DeckRegistration[] {
    return this.store().all<Row>('SELECT * FROM deck_registrations WHERE scope = ? AND scope_id = ? ORDER BY id', [scope, scopeId]).map(toRegistration);
  }

  private store(): StoreSql {
    if (this.sql === undefined) throw new Error('DeckRegistry.open() was not called');
    return this.sql;
  }
}

function toRegistration(row: Row): DeckRegistration {
  return {
    id: row.id,
    scope: row.scope,
    scopeId: row.scope_id,
    player: row.player,
    format: row.format,
    list: row.list,
    cards: JSON.parse(row.cards) as DeckRegistration['cards'],
    registeredAt: row.registered_at,
  };
}

