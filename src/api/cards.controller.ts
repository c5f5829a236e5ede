import { Controller, Get, Param, Query } from '@nestjs/common';
import { z } from 'zod';
import { UnknownSetCodeError } from '../catalogue/catalogue.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { HubError } from '../kernel/hub-error.js';
import { describeIssues } from '../protocol/index.js';
import { cardQuerySchema, type CardQuery } from './card-query.schema.js';
import { ZodPipe } from './zod-body.pipe.js';


/** /api/cards: card look-up, delegated to the catalogue. */
@Controller('api/cards')
export class CardsController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  search(@Query(new ZodPipe(cardQuerySchema)) query: CardQuery) {
    try {
      return this.catalogue.search(query);
    } catch (error) {
      if (error instanceof z.ZodError) throw new HubError('invalid-message', describeIssues(error));
      if (error instanceof UnknownSetCodeError) throw new HubError('invalid-message', error.message);
      throw error;
    }
  }

  @Get(':cardId')
  get(@Param('cardId') cardId: string) {
    const card = this.catalogue.get(cardId);
    if (!card) throw new HubError('not-found', `no card "${cardId}" in the catalogue`);
    return card;
  }
}
