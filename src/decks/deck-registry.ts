import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';

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

const SCHEMA = `
CREATE TABLE IF NOT EXISTS deck_registrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  scope TEXT NOT NULL CHECK (scope IN ('match', 'event')),
  scope_id TEXT NOT NULL,
  player TEXT NOT NULL,
  format TEXT NOT NULL,
  list TEXT NOT NULL,
  cards TEXT NOT NULL,
  registered_at TEXT NOT NULL,
  UNIQUE (scope, scope_id, player)
);`;

/** One player's registered deck per match or event, in the hub's database. */
@Injectable()
export class DeckRegistry {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** Creates the table if needed; call once before anything else. */
  open(): void {
    this.db.exec(SCHEMA);
  }

  /** Undefined when the player already registered a deck for this match or event. */
  add(registration: Omit<DeckRegistration, 'id'>): DeckRegistration | undefined {
    const result = this.db
      .prepare(
        `INSERT INTO deck_registrations (scope, scope_id, player, format, list, cards, registered_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (scope, scope_id, player) DO NOTHING`,
      )
      .run(registration.scope, registration.scopeId, registration.player, registration.format, registration.list, JSON.stringify(registration.cards), registration.registeredAt);
    return result.changes === 0 ? undefined : { id: Number(result.lastInsertRowid), ...registration };
  }

  /** False when there was no such registration. */
  remove(id: number): boolean {
    return this.db.prepare('DELETE FROM deck_registrations WHERE id = ?').run(id).changes > 0;
  }

  get(id: number): DeckRegistration | undefined {
    const row = this.db.prepare('SELECT * FROM deck_registrations WHERE id = ?').get(id) as Row | undefined;
    return row && toRegistration(row);
  }

  list(scope: 'match' | 'event', scopeId: string): DeckRegistration[] {
    const rows = this.db.prepare('SELECT * FROM deck_registrations WHERE scope = ? AND scope_id = ? ORDER BY id').all(scope, scopeId) as Row[];
    return rows.map(toRegistration);
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

