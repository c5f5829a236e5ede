import { Module } from '@nestjs/common';
import { DATABASE, STORE_POSTGRES, type Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { Catalogue } from './catalogue.js';
import { CatalogueService } from './catalogue.service.js';

/** Needs DATABASE (DatabaseModule) and LOGGER (LoggingModule), both global; HealthRegistry if provided. */
@Module({
  // Catalogue stays free of NestJS: the import CLI builds it on its own database handle.
  providers: [
    {
      provide: Catalogue,
      inject: [DATABASE, { token: STORE_POSTGRES, optional: true }],
      useFactory: (db: Db, postgres: SyncPostgres | null | undefined) => new Catalogue(db, postgres ?? null),
    },
    CatalogueService,
  ],
  exports: [CatalogueService],
})
export class CatalogueModule {}
