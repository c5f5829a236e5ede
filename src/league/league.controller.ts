import { Body, Controller, Get, Header, HttpCode, Param, ParseIntPipe, Post, Req, UseGuards } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { AdminGuard } from '../auth/admin.guard.js';
import { AuthService } from '../auth/auth.service.js';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { HubError, isHubError } from '../kernel/hub-error.js';
import {
  callTimeSchema,
  createEventSchema,
  dropSchema,
  extendSchema,
  finishDeckCheckSchema,
  importPairingsSchema,
  pauseSchema,
  penaltySchema,
  registerDeckSchema,
  registerPlayerSchema,
  resultSchema,
  resumeSchema,
  scanCardsSchema,
  startDeckCheckSchema,
  type CreateEvent,
  type PenaltyBody,
  type RegisterPlayer,
  type ResultBody,
} from './league.schema.js';
import { DeckCheckService } from './deck-check.service.js';
import { LeagueService } from './league.service.js';

type Judge = { name: string; pin: string } | undefined;

/**
 * /api/league/events: league events. The organiser (admin token) runs the event; a judge (name and
 * PIN in the body) or the organiser acts on tables: the clock, results, penalties, drops; players
 * confirm a result with their seats' join codes; everyone reads pairings, the clock and standings,
 * never a deck list nor a seat code.
 */
@Controller('api/league/events')
export class LeagueController {
  constructor(
    private readonly league: LeagueService,
    private readonly deckChecks: DeckCheckService,
    private readonly auth: AuthService,
  ) {}

  @Get()
  list() {
    return this.league.list();
  }

  @Post()
  @UseGuards(AdminGuard)
  create(@Body(new ZodPipe(createEventSchema)) body: CreateEvent) {
    return this.league.createEvent(body, 'organiser');
  }

  @Get(':id')
  view(@Param('id') id: string) {
    return this.league.view(id, 'public');
  }

  @Get(':id/organiser')
  @UseGuards(AdminGuard)
  organiserView(@Param('id') id: string) {
    return this.league.view(id, 'organiser');
  }

  @Get(':id/players/:playerId')
  playerView(@Param('id') id: string, @Param('playerId') playerId: string) {
    return this.league.playerView(id, playerId);
  }

  @Get(':id/standings')
  standings(@Param('id') id: string) {
    return this.league.view(id, 'public').standings;
  }

  @Get(':id/standings.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  standingsCsv(@Param('id') id: string) {
    return this.league.standingsCsv(id);
  }

  @Get(':id/pairings.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  pairingsCsv(@Param('id') id: string) {
    return this.league.pairingsCsv(id);
  }

  @Get(':id/export')
  @UseGuards(AdminGuard)
  export(@Param('id') id: string) {
    return this.league.exportJson(id);
  }

  @Get(':id/log')
  @UseGuards(AdminGuard)
  @Header('Content-Type', 'application/x-ndjson')
  log(@Param('id') id: string) {
    return this.league.exportLog(id);
  }

  @Post(':id/close')
  @UseGuards(AdminGuard)
  @HttpCode(200)
  close(@Param('id') id: string) {
    return this.league.closeEvent(id);
  }

  @Post(':id/players')
  @UseGuards(AdminGuard)
  register(@Param('id') id: string, @Body(new ZodPipe(registerPlayerSchema)) body: RegisterPlayer) {
    return this.league.registerPlayer(id, body, 'organiser');
  }

  @Post(':id/players/:playerId/deck')
  @UseGuards(AdminGuard)
  registerDeck(@Param('id') id: string, @Param('playerId') playerId: string, @Body(new ZodPipe(registerDeckSchema)) body: { deckList: string }) {
    return this.league.registerDeck(id, playerId, body.deckList, 'organiser');
  }

  @Post(':id/players/:playerId/drop')
  @HttpCode(200)
  drop(@Req() req: IncomingMessage, @Param('id') id: string, @Param('playerId') playerId: string, @Body(new ZodPipe(dropSchema)) body: { judge?: Judge }) {
    return this.league.dropPlayer(id, playerId, this.official(req, body.judge));
  }

  @Post(':id/rounds')
  @UseGuards(AdminGuard)
  pair(@Param('id') id: string) {
    return this.league.pairNextRound(id, 'organiser');
  }

  @Post(':id/rounds/import')
  @UseGuards(AdminGuard)
  importRound(@Param('id') id: string, @Body(new ZodPipe(importPairingsSchema)) body: { csv: string }) {
    return this.league.importRound(id, body.csv, 'organiser');
  }

  @Get(':id/rounds/current/seat-codes')
  @UseGuards(AdminGuard)
  seatCodes(@Param('id') id: string) {
    return this.league.seatCodes(id);
  }

  @Post(':id/rounds/current/start')
  @UseGuards(AdminGuard)
  @HttpCode(200)
  start(@Param('id') id: string) {
    return this.league.startRound(id, 'organiser');
  }

  @Post(':id/rounds/current/time')
  @HttpCode(200)
  time(@Req() req: IncomingMessage, @Param('id') id: string, @Body(new ZodPipe(callTimeSchema)) body: { judge?: Judge; table?: number }) {
    return this.league.callTime(id, this.official(req, body.judge), body.table);
  }

  @Post(':id/rounds/current/end')
  @UseGuards(AdminGuard)
  @HttpCode(200)
  end(@Param('id') id: string) {
    return this.league.endRound(id, 'organiser');
  }

  @Post(':id/tables/:table/pause')
  @HttpCode(200)
  pause(@Req() req: IncomingMessage, @Param('id') id: string, @Param('table', ParseIntPipe) table: number, @Body(new ZodPipe(pauseSchema)) body: { judge?: Judge; reason: string }) {
    return this.league.pauseTable(id, table, this.official(req, body.judge), body.reason);
  }

  @Post(':id/tables/:table/resume')
  @HttpCode(200)
  resume(@Req() req: IncomingMessage, @Param('id') id: string, @Param('table', ParseIntPipe) table: number, @Body(new ZodPipe(resumeSchema)) body: { judge?: Judge }) {
    return this.league.resumeTable(id, table, this.official(req, body.judge));
  }

  @Post(':id/tables/:table/extend')
  @HttpCode(200)
  extend(
    @Req() req: IncomingMessage,
    @Param('id') id: string,
    @Param('table', ParseIntPipe) table: number,
    @Body(new ZodPipe(extendSchema)) body: { judge?: Judge; minutes: number; reason: string },
  ) {
    return this.league.extendTable(id, table, body.minutes, this.official(req, body.judge), body.reason);
  }

  @Post(':id/rounds/:round/tables/:table/result')
  @HttpCode(200)
  result(
    @Req() req: IncomingMessage,
    @Param('id') id: string,
    @Param('round', ParseIntPipe) round: number,
    @Param('table', ParseIntPipe) table: number,
    @Body(new ZodPipe(resultSchema)) body: ResultBody,
  ) {
    if ('confirm' in body) {
      const codes = body.confirm;
      return this.checked(req, `league-result:${id}:${table}`, "both players confirm with their own seat's join code", () => this.league.confirmResult(id, round, table, codes));
    }
    return this.league.decideResult(id, round, table, this.official(req, body.judge), body.outcome);
  }

  @Post(':id/penalties')
  @HttpCode(201)
  penalty(@Req() req: IncomingMessage, @Param('id') id: string, @Body(new ZodPipe(penaltySchema)) body: PenaltyBody) {
    const { judge, ...penalty } = body;
    return this.league.givePenalty(id, penalty, this.official(req, judge));
  }

  @Post(':id/deck-checks')
  startDeckCheck(
    @Req() req: IncomingMessage,
    @Param('id') id: string,
    @Body(new ZodPipe(startDeckCheckSchema)) body: { judge?: Judge; playerId: string; tableId?: string },
  ) {
    return this.deckChecks.startDeckCheck(id, body.playerId, body.tableId ?? null, this.official(req, body.judge));
  }

  @Post(':id/deck-checks/:playerId/cards')
  @HttpCode(200)
  scanCards(
    @Req() req: IncomingMessage,
    @Param('id') id: string,
    @Param('playerId') playerId: string,
    @Body(new ZodPipe(scanCardsSchema)) body: { judge?: Judge; cards: { uid: string; cardId: string }[] },
  ) {
    return this.deckChecks.scanCards(id, playerId, body.cards, this.official(req, body.judge));
  }

  @Post(':id/deck-checks/:playerId/finish')
  @HttpCode(200)
  finishDeckCheck(@Req() req: IncomingMessage, @Param('id') id: string, @Param('playerId') playerId: string, @Body(new ZodPipe(finishDeckCheckSchema)) body: { judge?: Judge }) {
    return this.deckChecks.finishDeckCheck(id, playerId, this.official(req, body.judge));
  }

  /** The organiser (admin token), or a judge by name and PIN: who the event log names. */
  private official(req: IncomingMessage, judge: Judge): string {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const address = req.socket.remoteAddress ?? 'unknown';
    if (token !== undefined) {
      this.auth.checkAdminToken(token, address);
      return 'organiser';
    }
    if (judge === undefined) throw new HubError('unauthorized', 'a judge (name and PIN in the body) or the organiser (admin token) does this');
    const session = this.auth.authenticate({ role: 'judge', name: judge.name, pin: judge.pin }, address);
    return session.role === 'judge' ? `judge:${session.name}` : 'organiser';
  }

  /** A secret checked through the hub's one throttle (auth.service.ts): a refused credential counts as a wrong guess. */
  private checked<T>(req: IncomingMessage, credential: string, refusal: string, check: () => T): T {
    const address = req.socket.remoteAddress ?? 'unknown';
    return this.auth.check({ credential, address }, refusal, () => {
      try {
        return check();
      } catch (error) {
        if (isHubError(error) && (error.code === 'unauthorized' || error.code === 'forbidden')) return undefined;
        throw error;
      }
    });
  }
}
