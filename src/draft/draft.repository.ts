import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { DATABASE, STORE_POSTGRES, type Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { openStoreSql, type StoreSql } from '../database/store-sql.js';
import { DRAFT_MIGRATIONS, DRAFTS_COMPONENT } from './draft.migrations.js';

export interface StoredDraft {
  readonly id: string;
  readonly name: string;
  readonly players: readonly string[];
  /** packs[player][round]: card ids, as opened. */
  readonly packs: readonly (readonly (readonly string[])[])[];
  /** boxes[player]: the Build & Battle Box's Trainer and Energy cards (empty for a booster draft). */
  readonly boxes: readonly (readonly string[])[];
  readonly createdAt: string;
  /** Every pick in order: the draft's state is startDraft folded with them. */
  readonly picks: readonly { readonly seat: number; readonly cardId: string }[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Drafts: the packs as opened and every pick, so a restart rebuilds each draft exactly. In the
 * store's PostgreSQL when the config names one, else in the hub's SQLite file.
 */
@Injectable()
export class DraftRepository {
  private sql: StoreSql | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Optional() @Inject(STORE_POSTGRES) private readonly postgres: SyncPostgres | null = null,
  ) {}

  open(): void {
    this.sql = openStoreSql(this.db, this.postgres, DRAFTS_COMPONENT, DRAFT_MIGRATIONS);
  }

  /** Stores a new draft; returns one fresh token per seat (only their hashes are kept). */
  create(draft: Omit<StoredDraft, 'picks'>): string[] {
    const sql = this.store();
    const tokens = draft.players.map(() => randomBytes(18).toString('base64url'));
    sql.transaction(
      () => {
        sql.run('INSERT INTO drafts (id, name, players, packs, boxes, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
          draft.id,
          draft.name,
          JSON.stringify(draft.players),
          JSON.stringify(draft.packs),
          JSON.stringify(draft.boxes),
          draft.createdAt,
        ]);
        tokens.forEach((token, seat) => sql.run('INSERT INTO draft_tokens (draft_id, seat, token_sha256) VALUES (?, ?, ?)', [draft.id, seat, sha256(token).toString('hex')]));
      },
      undefined,
      // The id is new (a UUID): a draft under it is this one.
      () => sql.get('SELECT id FROM drafts WHERE id = ?', [draft.id]) !== undefined,
    );
    return tokens;
  }

  get(id: string): StoredDraft | undefined {
    const sql = this.store();
    const row = sql.get<{ id: string; name: string; players: string; packs: string; boxes: string; created_at: string }>(
      'SELECT id, name, players, packs, boxes, created_at FROM drafts WHERE id = ?',
      [id],
    );
    if (!row) return undefined;
    const picks = sql.all<{ seat: number; card_id: string }>('SELECT seat, card_id FROM draft_picks WHERE draft_id = ? ORDER BY n', [id]);
    return {
      id: row.id,
      name: row.name,
      players: JSON.parse(row.players) as string[],
      packs: JSON.parse(row.packs) as string[][][],
      boxes: JSON.parse(row.boxes) as string[][],
      createdAt: row.created_at,
      picks: picks.map((p) => ({ seat: p.seat, cardId: p.card_id })),
    };
  }

  list(): { id: string }[] {
    return this.store().all<{ id: string }>('SELECT id FROM drafts ORDER BY created_at, id');
  }

  /** The seat this token opens in the draft, compared in constant time; undefined when none. */
  seatFor(draftId: string, token: string): number | undefined {
    const typed = sha256(token);
    const rows = this.store().all<{ seat: number; token_sha256: string }>('SELECT seat, token_sha256 FROM draft_tokens WHERE draft_id = ?', [draftId]);
    let found: number | undefined;
    for (const row of rows) if (timingSafeEqual(Buffer.from(row.token_sha256, 'hex'), typed)) found = row.seat;
    return found;
  }

  /** Appends pick number `n` (0-based); fails if another request stored that pick first. */
  addPick(draftId: string, n: number, seat: number, cardId: string): void {
    const sql = this.store();
    sql.transaction(
      () => sql.run('INSERT INTO draft_picks (draft_id, n, seat, card_id, picked_at) VALUES (?, ?, ?, ?, ?)', [draftId, n, seat, cardId, new Date().toISOString()]),
      undefined,
      () => {
        const stored = sql.get<{ seat: number; card_id: string }>('SELECT seat, card_id FROM draft_picks WHERE draft_id = ? AND n = ?', [draftId, n]);
        return stored?.seat === seat && stored.card_id === cardId;
      },
    );
  }

  private store(): StoreSql {
    if (this.sql === undefined) throw new Error('DraftRepository.open() was not called');
    return this.sql;
  }
}
