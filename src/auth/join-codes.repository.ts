import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';

export type Seat = 'p1' | 'p2';

const MIGRATIONS = [
  `CREATE TABLE join_codes (
    table_id TEXT NOT NULL,
    seat TEXT NOT NULL CHECK (seat IN ('p1', 'p2')),
    code TEXT NOT NULL,
    issued_at TEXT NOT NULL,
    PRIMARY KEY (table_id, seat)
  ) STRICT`,
];

/** The seat codes of every table (join_codes), so a restart keeps them. */
@Injectable()
export class JoinCodesRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  migrate(): void {
    migrate(this.db, 'join-codes', MIGRATIONS);
  }

  /** The table's codes by seat; none for a table that never issued any. */
  codesOf(tableId: string): { seat: Seat; code: string }[] {
    return this.db.prepare('SELECT seat, code FROM join_codes WHERE table_id = ?').all(tableId) as { seat: Seat; code: string }[];
  }

  /** Replaces the table's codes, all seats at once. */
  replace(tableId: string, codes: Readonly<Record<Seat, string>>, issuedAt: Date): void {
    const upsert = this.db.prepare(
      `INSERT INTO join_codes (table_id, seat, code, issued_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (table_id, seat) DO UPDATE SET code = excluded.code, issued_at = excluded.issued_at`,
    );
    this.db.transaction(() => {
      for (const [seat, code] of Object.entries(codes)) upsert.run(tableId, seat, code, issuedAt.toISOString());
    })();
  }
}
