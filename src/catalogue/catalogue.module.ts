import { Module } from '@nestjs/common';
import { CatalogueService } from './catalogue.service.js';

/** Needs DATABASE (DatabaseModule) and LOGGER (LoggingModule), both global; HealthRegistry if provided. */
@Module({
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
