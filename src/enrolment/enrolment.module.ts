import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { DecksModule } from '../decks/decks.module.js';
import { DeckStickersRepository } from './deck-stickers.repository.js';
import { EnrolmentController } from './enrolment.controller.js';
import { EnrolmentService } from './enrolment.service.js';

/**
 * The enrolment station (/api/enrolment): writes a card's record onto a sticker on a PC/SC reader
 * and enrols registered decks card by card (DecksModule). Needs TAG_STATION from the global reader
 * hub, DATABASE, LOGGER, the global UidRegistryModule and AdminGuard's AuthService.
 */
@Module({
  imports: [CatalogueModule, DecksModule],
  controllers: [EnrolmentController],
  providers: [DeckStickersRepository, EnrolmentService],
  exports: [EnrolmentService],
})
export class EnrolmentModule {}
