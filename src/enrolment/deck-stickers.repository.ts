import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';

/**
 * Which deck each sticker was enrolled for (nfc_deck_tags): a sticker sits on one paper card of one
 * deck, so two players' decks with the same card need, and count, their own stickers.
 */
@Injectable()
export class DeckStickersRepository {
  private ready = false;

  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** The sticker now counts for this deck; with no deck, for none. */
  assign(uid: string, registrationId: number | undefined): void {
    this.ensureTable();
    if (registrationId === undefined) {
      this.db.prepare('DELETE FROM nfc_deck_tags WHERE uid = ?').run(uid.toLowerCase());
      return;
    }
    this.db
      .prepare('INSERT INTO nfc_deck_tags (uid, registration_id) VALUES (?, ?) ON CONFLICT (uid) DO UPDATE SET registration_id = excluded.registration_id')
      .run(uid.toLowerCase(), registrationId);
  }

  /** A deck's stickers per card: each counts for the card the UID registry says it now holds. */
  perCard(registrationId: number): Map<string, number> {
    this.ensureTable();
    // The UID registry creates its table on its first enrolment; before that no sticker exists.
    if (!this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'nfc_tags'").get()) return new Map();
    const rows = this.db
      .prepare('SELECT t.card_id, COUNT(*) AS n FROM nfc_deck_tags d JOIN nfc_tags t ON t.uid = d.uid WHERE d.registration_id = ? GROUP BY t.card_id')
      .all(registrationId) as { card_id: string; n: number }[];
    return new Map(rows.map((r) => [r.card_id, r.n]));
  }

  // On first use rather than in the constructor, which only assigns.
  private ensureTable(): void {
    if (this.ready) return;
    this.db.exec('CREATE TABLE IF NOT EXISTS nfc_deck_tags (uid TEXT PRIMARY KEY, registration_id INTEGER NOT NULL) STRICT');
    this.ready = true;
  }
}
