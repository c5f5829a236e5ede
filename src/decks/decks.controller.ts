import { Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { IncomingMessage } from 'node:http';
import { ZodBody, ZodQuery } from '../api/zod-body.pipe.js';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
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

  @Access('public')
  @ApiOperation({ summary: 'Every format: Standard, Expanded and those of the alternative-formats handbook (003)' })
  @Answers({ description: 'format definitions' })
  @Get('formats')
  formats() {
    return FORMATS;
  }

  /** The menu's options for the dashboard: each restriction, whether it is a deck or a play rule, and what the engine runs. */
  @Access('public')
  @ApiOperation({ summary: 'The restrictions of the Menü der Beschränkungen (003)' })
  @Answers({ description: 'restriction toggles' })
  @Get('formats/restrictions')
  restrictions() {
    return RESTRICTIONS.map(({ id, kind, text, play }) => ({ id, kind, text, ...(play && { support: play.support, needs: play.needs }) }));
  }

  /** The menu with the players' choices; its id is the `format` to start the match with. */
  @Access('public')
  @ApiOperation({ summary: 'The restriction-menu format for the chosen restrictions' })
  @Answers({ description: 'a format definition with its id' })
  @Post('formats/menu')
  @HttpCode(200)
  menu(@ZodBody(restrictionMenuSchema) body: RestrictionMenuBody) {
    return restrictionMenu(body.restrictions);
  }

  @Access('public')
  @ApiOperation({ summary: 'One format' })
  @Answers({ description: 'a format definition' })
  @Get('formats/:id')
  format(@Param('id') id: string) {
    const format = formatById(id);
    if (!format) throw new HubError('not-found', `no format "${id}"`);
    return format;
  }

  @Access('public')
  @ApiOperation({ summary: 'Resolve a TCG Live / Limitless deck list against the catalogue; unresolved lines are reported' })
  @Answers({ description: 'resolved lines and unresolved lines, each with its reason: a code, its params and the English' })
  @Post('parse')
  @HttpCode(200)
  parse(@ZodBody(parseDeckSchema) body: ParseDeck) {
    return this.decks.parse(body.list);
  }

  @Access('public')
  @ApiOperation({ summary: 'Check a deck list against a format: each problem with the card and the rule' })
  @Answers({ description: 'problems, each with its code, params, English message and rulebook reference' })
  @Post('validate')
  @HttpCode(200)
  validate(@ZodBody(validateDeckSchema) body: ValidateDeckBody) {
    return this.decks.check(body.list, body.format, { previous: body.previous, booster: body.booster });
  }

  @Access('public')
  @ApiOperation({ summary: 'A deck as TCG Live text' })
  @Answers({ mediaType: 'text/plain', description: 'the deck list' })
  @Post('export')
  @HttpCode(200)
  export(@ZodBody(exportDeckSchema) body: ExportDeck) {
    return { list: this.decks.export(body) };
  }

  /** The organiser (admin token) for anyone, or a player for their own seat of a match (`by`: the seat's code). */
  @Access('seat-code-or-admin')
  @ApiOperation({ summary: 'Register a deck list for a match (the player\'s own seat code in `by`, in the seat\'s name) or an event (admin token)' })
  @Answers({ description: 'the registration' })
  @Post('registrations')
  register(@ZodBody(registerDeckSchema) body: RegisterDeck, @Req() request: IncomingMessage) {
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

  @Access('admin')
  @ApiOperation({ summary: 'Withdraw a registration (made in error, or in someone else\'s name)' })
  @Answers({ description: 'withdrawn' })
  @Delete('registrations/:id')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  withdraw(@Param('id', ParseIntPipe) id: number): void {
    this.decks.withdraw(id);
  }

  /** Registered lists are hidden information until the match is over: judges and organisers only. */
  @Access('admin')
  @ApiOperation({ summary: 'Registered decks of a match or an event' })
  @Answers({ description: 'registrations' })
  @Get('registrations')
  @UseGuards(AdminGuard)
  registrations(@ZodQuery(listRegistrationsSchema) query: ListRegistrations) {
    return this.decks.registrations(query.scope, query.scopeId);
  }

  @Access('admin')
  @ApiOperation({ summary: 'One registered deck' })
  @Answers({ description: 'a registration' })
  @Get('registrations/:id')
  @UseGuards(AdminGuard)
  registration(@Param('id', ParseIntPipe) id: number) {
    return this.decks.registration(id);
  }
}
