import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { DecksModule } from '../decks/decks.module.js';
import { DraftController } from './draft.controller.js';
import { DraftRepository } from './draft.repository.js';
import { DraftService } from './draft.service.js';

/** The Ditto-Draft (003) run by the hub. Needs DATABASE and LOGGER (global) and AdminGuard (AuthModule, global). */
@Module({
  imports: [CatalogueModule, DecksModule],
  providers: [DraftRepository, DraftService],
  controllers: [DraftController],
  exports: [DraftService],
})
export class DraftModule {}
