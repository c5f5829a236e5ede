import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { z } from 'zod';
import { UnknownSetCodeError } from '../catalogue/catalogue.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { HubError } from '../kernel/hub-error.js';
import { describeIssues } from '../protocol/index.js';
import { cardQuerySchema, type CardQuery } from './card-query.schema.js';
import { ZodQuery } from './zod-body.pipe.js';
import { Access } from './access.decorator.js';
import { Answers } from './answers.decorator.js';
import { cardDefSchema } from '../rules/index.js';


/** /api/cards: card look-up, delegated to the catalogue. */
@Controller('api/cards')
export class CardsController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Access('public')
  @ApiOperation({ summary: 'Search the card catalogue: text ("SVI 57" or a name), name (en/de/fr), setCode, number' })
  @Answers(z.array(cardDefSchema))
  @Get()
  search(@ZodQuery(cardQuerySchema) query: CardQuery) {
    try {
      return this.catalogue.search(query);
    } catch (error) {
      if (error instanceof z.ZodError) throw new HubError('invalid-message', describeIssues(error));
      if (error instanceof UnknownSetCodeError) throw new HubError('invalid-message', error.message);
      throw error;
    }
  }

  @Access('public')
  @ApiOperation({ summary: 'One card by its pokemon-tcg-data id, e.g. sv1-25' })
  @Answers(cardDefSchema)
  @Get(':cardId')
  get(@Param('cardId') cardId: string) {
    const card = this.catalogue.get(cardId);
    if (!card) throw new HubError('not-found', `no card "${cardId}" in the catalogue`);
    return card;
  }
}
