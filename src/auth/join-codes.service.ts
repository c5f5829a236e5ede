import { randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';

export type Seat = 'p1' | 'p2';
export const SEATS: readonly Seat[] = ['p1', 'p2'];

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: a code read off a screen across the table is typed right. */
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const CODE_LENGTH = 6;

const MIGRATIONS = [
  `CREATE TABLE join_codes (
    table_id TEXT NOT NULL,
    seat TEXT NOT NULL CHECK (seat IN ('p1', 'p2')),
    code TEXT NOT NULL,
    issued_at TEXT NOT NULL,
    PRIMARY KEY (table_id, seat)
  ) STRICT`,
];

/**
 * The short codes a table shows so each player can take a seat from a phone or the dashboard.
 * One per table and seat, stored in the database so a restart keeps them, and replaced when a
 * new match starts so last match's players cannot act in this one.
 */
@Injectable()
export class JoinCodesService implements OnModuleInit {
  private readonly rotationListeners = new Set<(tableId: string) => void>();

  constructor(@Inject(DATABASE) private readonly db: Db) {}

  onModuleInit(): void {
    migrate(this.db, 'join-codes', MIGRATIONS);
  }

  /** The table's current codes, issued on first use. */
  codes(tableId: string): Record<Seat, string> {
    const rows = this.db.prepare('SELECT seat, code FROM join_codes WHERE table_id = ?').all(tableId) as {
      seat: Seat;
      code: string;
    }[];
    if (rows.length !== SEATS.length) return this.rotate(tableId);
    return Object.fromEntries(rows.map((r) => [r.seat, r.code])) as Record<Seat, string>;
  }

  /** New codes for both seats; players seated with the old ones lose their seat. */
  rotate(tableId: string): Record<Seat, string> {
    const issuedAt = new Date().toISOString();
    const codes = { p1: newCode(), p2: newCode() };
    while (codes.p2 === codes.p1) codes.p2 = newCode();
    const upsert = this.db.prepare(
      `INSERT INTO join_codes (table_id, seat, code, issued_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (table_id, seat) DO UPDATE SET code = excluded.code, issued_at = excluded.issued_at`,
    );
    this.db.transaction(() => {
      for (const seat of SEATS) upsert.run(tableId, seat, codes[seat], issuedAt);
    })();
    for (const listener of this.rotationListeners) listener(tableId);
    return codes;
  }

  /** The seat a code opens at this table, if any (a table that never issued codes opens none). Case and spaces do not matter. */
  seatFor(tableId: string, code: string): Seat | undefined {
    const typed = Buffer.from(code.replace(/\s+/g, '').toUpperCase());
    const rows = this.db.prepare('SELECT seat, code FROM join_codes WHERE table_id = ?').all(tableId) as { seat: Seat; code: string }[];
    // Every code compared in full, in constant time: the answer does not leak how much of a code was right.
    let found: Seat | undefined;
    for (const row of rows) {
      const expected = Buffer.from(row.code);
      if (expected.length === typed.length && timingSafeEqual(expected, typed)) found = row.seat;
    }
    return found;
  }

  onRotate(listener: (tableId: string) => void): () => void {
    this.rotationListeners.add(listener);
    return () => this.rotationListeners.delete(listener);
  }
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
