import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { CONFIG } from '../config/config.tokens.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { DATABASE, type Db } from './database.tokens.js';
import { DATABASE_FILE, openDatabase } from './open-database.js';
import { DatabaseHealth } from './database.health.js';

/** Closes the connection after every module has stopped writing (shutdown hooks run last). */
@Injectable()
class DatabaseCloser implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  onApplicationShutdown(): void {
    if (this.db.open) this.db.close();
  }
}

/** The hub's one SQLite connection, `<dataDir>/mirrormat.db`, WAL, synchronous=FULL (see open-database.ts). */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE,
      inject: [CONFIG],
      useFactory: (config: MirrormatConfig): Db => openDatabase(join(config.dataDir, DATABASE_FILE)),
    },
    DatabaseCloser,
    DatabaseHealth,
  ],
  exports: [DATABASE, DatabaseHealth],
})
export class DatabaseModule {}
