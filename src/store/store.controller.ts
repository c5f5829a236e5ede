import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { z } from 'zod';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { storeTableSchema, type StoreTable } from '../protocol/store.schema.js';
import { StoreViewService } from './store-view.service.js';

@Controller('api/store')
export class StoreController {
  constructor(private readonly store: StoreViewService) {}

  @Access('public')
  @ApiOperation({ summary: "Every table of the store, whichever hub serves it: state, turn, Prize cards, winner, devices (a spectator's glance, no card)" })
  @Answers(z.array(storeTableSchema))
  @Get('tables')
  tables(): StoreTable[] {
    return this.store.list();
  }
}
