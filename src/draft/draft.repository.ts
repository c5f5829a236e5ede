import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';

const MIGRATIONS = [
  `CREATE TABLE drafts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    players TEXT NOT NULL,
    packs TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT`,
  `CREATE TABLE draft_tokens (
    draft_id TEXT NOT NULL REFERENCES drafts (id),
    seat INTEGER NOT NULL,
    token_sha256 TEXT NOT NULL,
    PRIMARY KEY (draft_id, seat)
  ) STRICT`,
  `CREATE TABLE draft_picks (
    draft_id TEXT NOT NULL REFERENCES drafts (id),
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    card_id TEXT NOT NULL,
    picked_at TEXT NOT NULL,
    PRIMARY KEY (draft_id, n)
  ) STRICT`,
  `ALTER TABLE drafts ADD COLUMN boxes TEXT NOT NULL DEFAULT '[]'`,
];

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

/** Drafts in the hub's database: the packs as opened and every pick, so a restart rebuilds each draft exactly. */
@Injectable()
export class DraftRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  open(): void {
    migrate(this.db, 'drafts', MIGRATIONS);
  }

  /** Stores a new draft; returns one fresh token per seat (only their hashes are kept). */
  create(draft: Omit<StoredDraft, 'picks'>): string[] {
    const tokens = draft.players.map(() => randomBytes(18).toString('base64url'));
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO drafts (id, name, players, packs, boxes, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(draft.id, draft.name, JSON.stringify(draft.players), JSON.stringify(draft.packs), JSON.stringify(draft.boxes), draft.createdAt);
      const insert = this.db.prepare('INSERT INTO draft_tokens (draft_id, seat, token_sha256) VALUES (?, ?, ?)');
      tokens.forEach((token, seat) => insert.run(draft.id, seat, sha256(token).toString('hex')));
    })();
    return tokens;
  }

  get(id: string): StoredDraft | undefined {
    const row = this.db.prepare('SELECT id, name, players, packs, boxes, created_at FROM drafts WHERE id = ?').get(id) as
      | { id: string; name: string; players: string; packs: string; boxes: string; created_at: string }
      | undefined;
    if (!row) return undefined;
    const picks = this.db.prepare('SELECT seat, card_id FROM draft_picks WHERE draft_id = ? ORDER BY n').all(id) as { seat: number; card_id: string }[];
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
    return this.db.prepare('SELECT id FROM drafts ORDER BY created_at, id').all() as { id: string }[];
  }

  /** The seat this token opens in the draft, compared in constant time; undefined when none. */
  seatFor(draftId: string, token: string): number | undefined {
    const typed = sha256(token);
    const rows = this.db.prepare('SELECT seat, token_sha256 FROM draft_tokens WHERE draft_id = ?').all(draftId) as { seat: number; token_sha256: string }[];
    let found: number | undefined;
    for (const row of rows) if (timingSafeEqual(Buffer.from(row.token_sha256, 'hex'), typed)) found = row.seat;
    return found;
  }

  /** Appends pick number `n` (0-based); fails if another request stored that pick first. */
  addPick(draftId: string, n: number, seat: number, cardId: string): void {
    this.db.prepare('INSERT INTO draft_picks (draft_id, n, seat, card_id, picked_at) VALUES (?, ?, ?, ?, ?)').run(draftId, n, seat, cardId, new Date().toISOString());
  }
}
