import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';
import type { RegisteredTag, UidRegistry } from '../devices/nfc/uid-registry.js';

const UID = /^[0-9a-f]{8,20}$/;

/** The UID registry in the hub's database (nfc_tags): enrolment and the virtual table write it, readers and the mirror read it. */
@Injectable()
export class UidRegistryRepository implements UidRegistry {
  private ready = false;

  constructor(@Inject(DATABASE) private readonly db: Db) {}

  lookup(uid: string): RegisteredTag | undefined {
    this.ensureTable();
    const row = this.db.prepare('SELECT uid, card_id, enrolled_at FROM nfc_tags WHERE uid = ?').get(uid.toLowerCase()) as
      | { uid: string; card_id: string; enrolled_at: string }
      | undefined;
    return row && { uid: row.uid, cardId: row.card_id, enrolledAt: row.enrolled_at };
  }

  register(uid: string, cardId: string, at: Date): void {
    if (!UID.test(uid.toLowerCase())) throw new Error(`"${uid}" is not a tag UID (hex)`);
    this.ensureTable();
    this.db
      .prepare(
        'INSERT INTO nfc_tags (uid, card_id, enrolled_at) VALUES (?, ?, ?) ON CONFLICT (uid) DO UPDATE SET card_id = excluded.card_id, enrolled_at = excluded.enrolled_at',
      )
      .run(uid.toLowerCase(), cardId, at.toISOString());
  }

  // On first use rather than in the constructor, which only assigns.
  private ensureTable(): void {
    if (this.ready) return;
    this.db.exec('CREATE TABLE IF NOT EXISTS nfc_tags (uid TEXT PRIMARY KEY, card_id TEXT NOT NULL, enrolled_at TEXT NOT NULL) STRICT');
    this.ready = true;
  }
}
