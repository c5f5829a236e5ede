import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { AdminGuard, addressOf, bearerToken } from '../auth/admin.guard.js';
import { AuthService } from '../auth/auth.service.js';
import { FORMATS, formatById } from '../formats/format-registry.js';
import { RESTRICTIONS, restrictionMenu } from '../formats/restriction-menu.format.js';
import { HubError } from '../kernel/hub-error.js';
import {
  exportDeckSchema,
  listRegistrationsSchema,
  parseDeckSchema,
  registerDeckSchema,
  restrictionMenuSchema,
  validateDeckSchema,
  type ExportDeck,
  type ListRegistrations,
  type ParseDeck,
  type RegisterDeck,
  type RestrictionMenuBody,
  type ValidateDeckBody,
} from './deck.schema.js';
import { DecksService } from './decks.service.js';

/** /api/decks: deck lists parsed, validated, exported and registered; the formats they are checked against. */
@Controller('api/decks')
export class DecksController {
  constructor(
    private readonly decks: DecksService,
    private readonly auth: AuthService,
  ) {}

  @Get('formats')
  formats() {
    return FORMATS;
  }

  /** The menu's options for the dashboard: each restriction, whether it is a deck or a play rule, and what the engine runs. */
  @Get('formats/restrictions')
  restrictions() {
    return RESTRICTIONS.map(({ id, kind, text, play }) => ({ id, kind, text, ...(play && { support: play.support, needs: play.needs }) }));
  }

  /** The menu with the players' choices; its id is the `format` to start the match with. */
  @Post('formats/menu')
  @HttpCode(200)
  menu(@Body(new ZodPipe(restrictionMenuSchema)) body: RestrictionMenuBody) {
    return restrictionMenu(body.restrictions);
  }

  @Get('formats/:id')
  format(@Param('id') id: string) {
    const format = formatById(id);
    if (!format) throw new HubError('not-found', `no format "${id}"`);
    return format;
  }

  @Post('parse')
  @HttpCode(200)
  parse(@Body(new ZodPipe(parseDeckSchema)) body: ParseDeck) {
    return this.decks.parse(body.list);
  }

  @Post('validate')
  @HttpCode(200)
  validate(@Body(new ZodPipe(validateDeckSchema)) body: ValidateDeckBody) {
    return this.decks.check(body.list, body.format, { previous: body.previous, booster: body.booster });
  }

  @Post('export')
  @HttpCode(200)
  export(@Body(new ZodPipe(exportDeckSchema)) body: ExportDeck) {
    return { list: this.decks.export(body) };
  }

  /** The organiser (admin token) for anyone, or a player for their own seat of a match (`by`: the seat's code). */
  @Post('registrations')
  register(@Body(new ZodPipe(registerDeckSchema)) body: RegisterDeck, @Req() request: IncomingMessage) {
    const token = bearerToken(request);
    if (token !== undefined) {
      this.auth.checkAdminToken(token, addressOf(request));
      return this.decks.register(body);
    }
    if (body.by === undefined) throw new HubError('unauthorized', 'registering a deck needs your seat\'s code (by: { role: "player", table, code }) or the organiser\'s admin token');
    const session = this.auth.authenticate(body.by, addressOf(request));
    if (session.role !== 'player') throw new HubError('forbidden', 'a deck is registered with a seat code or by the organiser');
    return this.decks.registerForSeat(body, session);
  }

  @Delete('registrations/:id')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  withdraw(@Param('id', ParseIntPipe) id: number): void {
    this.decks.withdraw(id);
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
