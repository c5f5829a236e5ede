import { Injectable } from '@nestjs/common';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { DecksService } from '../decks/decks.service.js';
import type { LeagueDecks } from './league.ports.js';

/** The league's deck port over the hub's deck registrations and card catalogue. */
@Injectable()
export class LeagueDecksAdapter implements LeagueDecks {
  constructor(
    private readonly decks: DecksService,
    private readonly catalogue: CatalogueService,
  ) {}

  register(eventId: string, playerId: string, format: string, list: string): number {
    return this.decks.register({ scope: 'event', scopeId: eventId, player: playerId, format, list }).id;
  }

  cards(registrationId: number) {
    return this.decks.registration(registrationId).cards.map((c) => ({ cardId: c.id, count: c.count }));
  }

  cardName(cardId: string): string {
    return this.catalogue.get(cardId)?.name ?? cardId;
  }
}
