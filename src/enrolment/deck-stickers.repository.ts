import { Inject, Injectable, Optional } from '@nestjs/common';
import { DATABASE, STORE_POSTGRES, type Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { openStoreSql, type StoreSql } from '../database/store-sql.js';
import { ENROLMENT_COMPONENT, ENROLMENT_MIGRATIONS } from './enrolment.migrations.js';

/**
 * Which deck each sticker was enrolled for (nfc_deck_tags), beside the UID registry on the same
 * engine: a sticker sits on one paper card of one deck, so two players' decks with the same card
 * need, and count, their own stickers.
 */
@Injectable()
export class DeckStickersRepository {
  private sql: StoreSql | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Optional() @Inject(STORE_POSTGRES) private readonly postgres: SyncPostgres | null = null,
  ) {}

  /** The sticker now counts for this deck; with no deck, for none. */
  assign(uid: string, registrationId: number | undefined): void {
    const sql = this.store();
    const sticker = uid.toLowerCase();
    sql.transaction(
      () =>
        registrationId === undefined
          ? sql.run('DELETE FROM nfc_deck_tags WHERE uid = ?', [sticker])
          : sql.run('INSERT INTO nfc_deck_tags (uid, registration_id) VALUES (?, ?) ON CONFLICT (uid) DO UPDATE SET registration_id = excluded.registration_id', [
              sticker,
              registrationId,
            ]),
      undefined,
      () => sql.get<{ registration_id: number }>('SELECT registration_id FROM nfc_deck_tags WHERE uid = ?', [sticker])?.registration_id === registrationId,
    );
  }

  /** A deck's stickers per card: each counts for the card the UID registry says it now holds. */
  perCard(registrationId: number): Map<string, number> {
    const rows = this.store().all<{ card_id: string; n: number | string }>(
      'SELECT t.card_id, COUNT(*) AS n FROM nfc_deck_tags d JOIN nfc_tags t ON t.uid = d.uid WHERE d.registration_id = ? GROUP BY t.card_id',
      [registrationId],
    );
    // PostgreSQL's COUNT is a bigint, which pg hands over as text.
    return new Map(rows.map((r) => [r.card_id, Number(r.n)]));
  }

  // On first use rather than in the constructor, which only assigns.
  private store(): StoreSql {
    return (this.sql ??= openStoreSql(this.db, this.postgres, ENROLMENT_COMPONENT, ENROLMENT_MIGRATIONS));
  }
}
