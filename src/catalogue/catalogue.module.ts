import { Module } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { Catalogue } from './catalogue.js';
import { CatalogueService } from './catalogue.service.js';

/** Needs DATABASE (DatabaseModule) and LOGGER (LoggingModule), both global; HealthRegistry if provided. */
@Module({
  // Catalogue stays free of NestJS: the import CLI builds it on its own database handle.
  providers: [{ provide: Catalogue, inject: [DATABASE], useFactory: (db: Db) => new Catalogue(db) }, CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
