import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';

const MIGRATIONS = [
  `CREATE TABLE hub_secrets (
    name TEXT PRIMARY KEY,
    secret BLOB NOT NULL
  ) STRICT`,
];

/** The hub's random keys by name (hub_secrets). */
@Injectable()
export class HubSecretsRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  migrate(): void {
    migrate(this.db, 'hub-secrets', MIGRATIONS);
  }

  /** The key stored under `name`, storing `made` first when there is none: the first key made is kept for good. */
  keyOrKeep(name: string, made: Buffer): Buffer {
    this.db.prepare('INSERT INTO hub_secrets (name, secret) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(name, made);
    return this.db.prepare('SELECT secret FROM hub_secrets WHERE name = ?').pluck().get(name) as Buffer;
  }
}
