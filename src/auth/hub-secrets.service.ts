import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';

const MIGRATIONS = [
  `CREATE TABLE hub_secrets (
    name TEXT PRIMARY KEY,
    secret BLOB NOT NULL
  ) STRICT`,
];

/**
 * Random keys the hub makes once and keeps in its database, so what they key stays the same across
 * restarts (the card aliases of a match: the public tally and every client's ids), and is known to
 * nobody who cannot read the database.
 */
@Injectable()
export class HubSecrets implements OnModuleInit {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  onModuleInit(): void {
    migrate(this.db, 'hub-secrets', MIGRATIONS);
  }

  /** The key of this name, made on first use. */
  key(name: string): Buffer {
    this.db.prepare('INSERT INTO hub_secrets (name, secret) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(name, randomBytes(32));
    return this.db.prepare('SELECT secret FROM hub_secrets WHERE name = ?').pluck().get(name) as Buffer;
  }
}
