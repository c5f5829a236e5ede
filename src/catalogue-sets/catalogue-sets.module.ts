import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { CatalogueSetsController } from './catalogue-sets.controller.js';
import { CatalogueSetsService } from './catalogue-sets.service.js';

/** One card set at a time into the running hub (catalogue.setSource). Needs CONFIG, LOGGER and HealthRegistry from the application. */
@Module({
  imports: [CatalogueModule],
  providers: [CatalogueSetsService],
  controllers: [CatalogueSetsController],
  exports: [CatalogueSetsService],
})
export class CatalogueSetsModule {}
