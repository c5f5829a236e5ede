import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HubSecretsRepository } from './hub-secrets.repository.js';

/**
 * Random keys the hub makes once and keeps in its database, so what they key stays the same across
 * restarts (the card aliases of a match: the public tally and every client's ids), and is known to
 * nobody who cannot read the database.
 */
@Injectable()
export class HubSecrets implements OnModuleInit {
  constructor(private readonly repository: HubSecretsRepository) {}

  onModuleInit(): void {
    this.repository.migrate();
  }

  /** The key of this name, made on first use. */
  key(name: string): Buffer {
    return this.repository.keyOrKeep(name, randomBytes(32));
  }
}
