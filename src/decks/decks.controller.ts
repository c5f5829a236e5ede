import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, UseGuards } from '@nestjs/common';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { FORMATS } from '../formats/format-registry.js';
import {
  exportDeckSchema,
  listRegistrationsSchema,
  parseDeckSchema,
  registerDeckSchema,
  validateDeckSchema,
  type ExportDeck,
  type ListRegistrations,
  type ParseDeck,
  type RegisterDeck,
  type ValidateDeckBody,
} from './deck.schema.js';
import { DecksService } from './decks.service.js';

/** /api/decks: deck lists parsed, validated, exported and registered; the formats they are checked against. */
@Controller('api/decks')
export class DecksController {
  constructor(private readonly decks: DecksService) {}

  @Get('formats')
  formats() {
    return FORMATS;
  }

  @Post('parse')
  @HttpCode(200)
  parse(@Body(new ZodPipe(parseDeckSchema)) body: ParseDeck) {
    return this.decks.parse(body.list);
  }

  @Post('validate')
  @HttpCode(200)
  validate(@Body(new ZodPipe(validateDeckSchema)) body: ValidateDeckBody) {
    return this.decks.check(body.list, body.format);
  }

  @Post('export')
  @HttpCode(200)
  export(@Body(new ZodPipe(exportDeckSchema)) body: ExportDeck) {
    return { list: this.decks.export(body) };
  }

  @Post('registrations')
  register(@Body(new ZodPipe(registerDeckSchema)) body: RegisterDeck) {
    return this.decks.register(body);
  }

  /** Registered lists are hidden information until the match is over: judges and organisers only. */
  @Get('registrations')
  @UseGuards(AdminGuard)
  registrations(@Query(new ZodPipe(listRegistrationsSchema)) query: ListRegistrations) {
    return this.decks.registrations(query.scope, query.scopeId);
  }

  @Get('registrations/:id')
  @UseGuards(AdminGuard)
  registration(@Param('id', ParseIntPipe) id: number) {
    return this.decks.registration(id);
  }
}
