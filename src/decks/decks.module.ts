import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { MatchLogModule } from '../match-log/match-log.module.js';
import { DeckRegistry } from './deck-registry.js';
import { DecksController } from './decks.controller.js';
import { DecksService } from './decks.service.js';

/** Deck lists and registrations. Needs DATABASE and LOGGER (global) and AdminGuard (AuthModule, global). */
@Module({
  imports: [CatalogueModule, MatchLogModule],
  providers: [DeckRegistry, DecksService],
  controllers: [DecksController],
  exports: [DecksService],
})
export class DecksModule {}
