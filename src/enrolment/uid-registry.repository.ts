import { isDeepStrictEqual } from 'node:util';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { DATABASE, STORE_POSTGRES, type Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { openStoreSql, type StoreSql } from '../database/store-sql.js';
import type { RegisteredTag, UidRegistry } from '../devices/nfc/uid-registry.js';
import { ENROLMENT_COMPONENT, ENROLMENT_MIGRATIONS } from './enrolment.migrations.js';

const UID = /^[0-9a-f]{8,20}$/;

/**
 * The UID registry (nfc_tags), in the store's PostgreSQL when the config names one (a sticker
 * enrolled at one hub is read at every table of the store), else in the hub's SQLite file:
 * enrolment and the virtual table write it, readers and the mirror read it.
 */
@Injectable()
export class UidRegistryRepository implements UidRegistry {
  private sql: StoreSql | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Optional() @Inject(STORE_POSTGRES) private readonly postgres: SyncPostgres | null = null,
  ) {}

  lookup(uid: string): RegisteredTag | undefined {
    const row = this.store().get<{ uid: string; card_id: string; enrolled_at: string }>('SELECT uid, card_id, enrolled_at FROM nfc_tags WHERE uid = ?', [uid.toLowerCase()]);
    return row && { uid: row.uid, cardId: row.card_id, enrolledAt: row.enrolled_at };
  }

  register(uid: string, cardId: string, at: Date): void {
    if (!UID.test(uid.toLowerCase())) throw new Error(`"${uid}" is not a tag UID (hex)`);
    const sql = this.store();
    const tag = { uid: uid.toLowerCase(), cardId, enrolledAt: at.toISOString() };
    sql.transaction(
      () =>
        sql.run('INSERT INTO nfc_tags (uid, card_id, enrolled_at) VALUES (?, ?, ?) ON CONFLICT (uid) DO UPDATE SET card_id = excluded.card_id, enrolled_at = excluded.enrolled_at', [
          tag.uid,
          tag.cardId,
          tag.enrolledAt,
        ]),
      undefined,
      () => isDeepStrictEqual(this.lookup(tag.uid), tag),
    );
  }

  // On first use rather than in the constructor, which only assigns.
  private store(): StoreSql {
    return (this.sql ??= openStoreSql(this.db, this.postgres, ENROLMENT_COMPONENT, ENROLMENT_MIGRATIONS));
  }
}
