import { randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HubEventBus } from '../kernel/hub-events.js';
import { JoinCodesRepository, type Seat } from './join-codes.repository.js';

export const SEATS: readonly Seat[] = ['p1', 'p2'];

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: a code read off a screen across the table is typed right. */
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const CODE_LENGTH = 6;

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /** A table's seat codes were replaced: players seated with the old ones lose their seat. */
    'join-codes.rotated': { tableId: string };
  }
}

/**
 * The short codes a table shows so each player can take a seat from a phone or the dashboard.
 * One per table and seat, stored in the database so a restart keeps them, and replaced when a
 * new match starts so last match's players cannot act in this one.
 */
@Injectable()
export class JoinCodesService implements OnModuleInit {
  constructor(
    private readonly repository: JoinCodesRepository,
    private readonly events: HubEventBus,
  ) {}

  onModuleInit(): void {
    this.repository.migrate();
  }

  /** The table's current codes, issued on first use. */
  codes(tableId: string): Record<Seat, string> {
    const rows = this.repository.codesOf(tableId);
    if (rows.length !== SEATS.length) return this.rotate(tableId);
    return Object.fromEntries(rows.map((r) => [r.seat, r.code])) as Record<Seat, string>;
  }

  /** New codes for both seats; players seated with the old ones lose their seat. */
  rotate(tableId: string): Record<Seat, string> {
    const codes = { p1: newCode(), p2: newCode() };
    while (codes.p2 === codes.p1) codes.p2 = newCode();
    this.repository.replace(tableId, codes, new Date());
    this.events.emit('join-codes.rotated', { tableId });
    return codes;
  }

  /** The seat a code opens at this table, if any (a table that never issued codes opens none). Case and spaces do not matter. */
  seatFor(tableId: string, code: string): Seat | undefined {
    const typed = Buffer.from(code.replace(/\s+/g, '').toUpperCase());
    const rows = this.repository.codesOf(tableId);
    // Every code compared in full, in constant time: the answer does not leak how much of a code was right.
    let found: Seat | undefined;
    for (const row of rows) {
      const expected = Buffer.from(row.code);
      if (expected.length === typed.length && timingSafeEqual(expected, typed)) found = row.seat;
    }
    return found;
  }
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
