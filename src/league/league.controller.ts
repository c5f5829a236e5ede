import { Controller, Delete, Get, Header, HttpCode, Param, ParseIntPipe, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { IncomingMessage } from 'node:http';
import { AdminGuard } from '../auth/admin.guard.js';
import { AuthService } from '../auth/auth.service.js';
import { ZodBody } from '../api/zod-body.pipe.js';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { isHubError } from '../kernel/hub-error.js';
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
  renamePlayerSchema,
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
import { leagueRefusal } from './league-refusal.js';

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

  @Access('public')
  @ApiOperation({ summary: 'League events: name, date, format, best-of, round time, rounds, players, rounds paired' })
  @Answers({ description: 'the events' })
  @Get()
  list() {
    return this.league.list();
  }

  @Access('admin')
  @ApiOperation({ summary: 'Create a league event: name, date, format and profile, best-of-one or -three, round minutes, rounds or "until-one-undefeated", the hub tables it plays on' })
  @Answers({ description: "the event in the organiser's view" })
  @Post()
  @UseGuards(AdminGuard)
  create(@ZodBody(createEventSchema) body: CreateEvent) {
    return this.league.createEvent(body, 'organiser');
  }

  @Access('public')
  @ApiOperation({ summary: 'An event for everyone: players, pairings with tables, each table\'s clock on the hub\'s time and extra turn, results, penalties, standings; never a deck list, a Play! Pokémon ID or a seat code' })
  @Answers({ description: 'the public view' })
  @Get(':id')
  view(@Param('id') id: string) {
    return this.league.view(id, 'public');
  }

  @Access('admin')
  @ApiOperation({ summary: 'The event with Play! Pokémon IDs and deck registrations' })
  @Answers({ description: "the organiser's view" })
  @Get(':id/organiser')
  @UseGuards(AdminGuard)
  organiserView(@Param('id') id: string) {
    return this.league.view(id, 'organiser');
  }

  @Access('public')
  @ApiOperation({ summary: "A player's pairing this round (table, opponent, seat, clock, extra turn, result), standing and penalties" })
  @Answers({ description: "the player's view" })
  @Get(':id/players/:playerId')
  playerView(@Param('id') id: string, @Param('playerId') playerId: string) {
    return this.league.playerView(id, playerId);
  }

  @Access('public')
  @ApiOperation({ summary: "Standings: match points (3/1/0), opponents' and opponents' opponents' win percentage" })
  @Answers({ description: 'the standings, rank first' })
  @Get(':id/standings')
  standings(@Param('id') id: string) {
    return this.league.view(id, 'public').standings;
  }

  @Access('public')
  @ApiOperation({ summary: 'The standings as CSV for other software' })
  @Answers({ mediaType: 'text/csv', description: 'one row per player' })
  @Get(':id/standings.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  standingsCsv(@Param('id') id: string) {
    return this.league.standingsCsv(id);
  }

  @Access('public')
  @ApiOperation({ summary: "The current round's pairings as CSV (the columns the import reads, names and results added)" })
  @Answers({ mediaType: 'text/csv', description: 'one row per table' })
  @Get(':id/pairings.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  pairingsCsv(@Param('id') id: string) {
    return this.league.pairingsCsv(id);
  }

  @Access('admin')
  @ApiOperation({ summary: "The event as JSON: the organiser's view and its whole log" })
  @Answers({ description: 'the event and its log' })
  @Get(':id/export')
  @UseGuards(AdminGuard)
  export(@Param('id') id: string) {
    return this.league.exportJson(id);
  }

  @Access('admin')
  @ApiOperation({ summary: 'The event log as JSON Lines, hash chain included (verify with npm run matchlog -- verify)' })
  @Answers({ mediaType: 'application/x-ndjson', description: 'a header line, then one logged fact per line' })
  @Get(':id/log')
  @UseGuards(AdminGuard)
  @Header('Content-Type', 'application/x-ndjson')
  log(@Param('id') id: string) {
    return this.league.exportLog(id);
  }

  @Access('admin')
  @ApiOperation({ summary: 'Close the event once no round runs: its log takes no more facts' })
  @Answers({ description: "the organiser's view" })
  @Post(':id/close')
  @UseGuards(AdminGuard)
  @HttpCode(200)
  close(@Param('id') id: string) {
    return this.league.closeEvent(id);
  }

  @Access('admin')
  @ApiOperation({ summary: 'Register a player, or a late entry (paired from the next round): name, Play! Pokémon ID, a deck list in any language TCG Live exports' })
  @Answers({ description: 'the player id and the event' })
  @Post(':id/players')
  @UseGuards(AdminGuard)
  register(@Param('id') id: string, @ZodBody(registerPlayerSchema) body: RegisterPlayer) {
    return this.league.registerPlayer(id, body, 'organiser');
  }

  @Access('admin')
  @ApiOperation({ summary: "Correct a player's name (organiser): the pairings, standings and log name them by the new one" })
  @Answers({ description: "the organiser's view" })
  @Patch(':id/players/:playerId')
  @UseGuards(AdminGuard)
  rename(@Param('id') id: string, @Param('playerId') playerId: string, @ZodBody(renamePlayerSchema) body: { name: string }) {
    return this.league.renamePlayer(id, playerId, body.name, 'organiser');
  }

  @Access('admin')
  @ApiOperation({ summary: 'Remove a player registered by mistake (organiser), while no round pairs them; a player once paired is dropped instead' })
  @Answers({ description: "the organiser's view" })
  @Delete(':id/players/:playerId')
  @UseGuards(AdminGuard)
  remove(@Param('id') id: string, @Param('playerId') playerId: string) {
    return this.league.removePlayer(id, playerId, 'organiser');
  }

  @Access('admin')
  @ApiOperation({ summary: "Register a player's deck list for the event" })
  @Answers({ description: 'the event' })
  @Post(':id/players/:playerId/deck')
  @UseGuards(AdminGuard)
  registerDeck(@Param('id') id: string, @Param('playerId') playerId: string, @ZodBody(registerDeckSchema) body: { deckList: string }) {
    return this.league.registerDeck(id, playerId, body.deckList, 'organiser');
  }

  @Access('judge-or-admin')
  @ApiOperation({ summary: 'Drop a player (judge or organiser); they stay in the standings' })
  @Answers({ description: 'the event' })
  @Post(':id/players/:playerId/drop')
  @HttpCode(200)
  drop(@Req() req: IncomingMessage, @Param('id') id: string, @Param('playerId') playerId: string, @ZodBody(dropSchema) body: { judge?: Judge }) {
    return this.league.dropPlayer(id, playerId, this.official(req, body.judge));
  }

  @Access('admin')
  @ApiOperation({ summary: 'Pair the next Swiss round on the event\'s tables' })
  @Answers({ description: 'the event' })
  @Post(':id/rounds')
  @UseGuards(AdminGuard)
  pair(@Param('id') id: string) {
    return this.league.pairNextRound(id, 'organiser');
  }

  @Access('admin')
  @ApiOperation({ summary: 'Pair the next round from CSV made elsewhere: table, player1, player2 (player id, Play! Pokémon ID or name; empty or BYE for a bye)' })
  @Answers({ description: 'the event, or every row that cannot be read' })
  @Post(':id/rounds/import')
  @UseGuards(AdminGuard)
  importRound(@Param('id') id: string, @ZodBody(importPairingsSchema) body: { csv: string }) {
    return this.league.importRound(id, body.csv, 'organiser');
  }

  @Access('admin')
  @ApiOperation({ summary: "Each table's seat codes for the current round, for the pairings page" })
  @Answers({ description: 'table, hub table and both seats\' codes' })
  @Get(':id/rounds/current/seat-codes')
  @UseGuards(AdminGuard)
  seatCodes(@Param('id') id: string) {
    return this.league.seatCodes(id);
  }

  @Access('admin')
  @ApiOperation({ summary: 'Start the round: its clock on the hub\'s time, game 1 at every hub table' })
  @Answers({ description: 'the event' })
  @Post(':id/rounds/current/start')
  @UseGuards(AdminGuard)
  @HttpCode(200)
  start(@Param('id') id: string) {
    return this.league.startRound(id, 'organiser');
  }

  @Access('judge-or-admin')
  @ApiOperation({ summary: 'Call time at every table or one (judge or organiser): the turn in progress is Turn 0, the hub counts three more' })
  @Answers({ description: 'the event' })
  @Post(':id/rounds/current/time')
  @HttpCode(200)
  time(@Req() req: IncomingMessage, @Param('id') id: string, @ZodBody(callTimeSchema) body: { judge?: Judge; table?: number }) {
    return this.league.callTime(id, this.official(req, body.judge), body.table);
  }

  @Access('admin')
  @ApiOperation({ summary: 'End the round once every match has its result' })
  @Answers({ description: 'the event' })
  @Post(':id/rounds/current/end')
  @UseGuards(AdminGuard)
  @HttpCode(200)
  end(@Param('id') id: string) {
    return this.league.endRound(id, 'organiser');
  }

  @Access('judge-or-admin')
  @ApiOperation({ summary: "Pause a table's clock (judge or organiser), with the reason" })
  @Answers({ description: 'the event' })
  @Post(':id/tables/:table/pause')
  @HttpCode(200)
  pause(@Req() req: IncomingMessage, @Param('id') id: string, @Param('table', ParseIntPipe) table: number, @ZodBody(pauseSchema) body: { judge?: Judge; reason: string }) {
    return this.league.pauseTable(id, table, this.official(req, body.judge), body.reason);
  }

  @Access('judge-or-admin')
  @ApiOperation({ summary: "Restart a paused table's clock (judge or organiser)" })
  @Answers({ description: 'the event' })
  @Post(':id/tables/:table/resume')
  @HttpCode(200)
  resume(@Req() req: IncomingMessage, @Param('id') id: string, @Param('table', ParseIntPipe) table: number, @ZodBody(resumeSchema) body: { judge?: Judge }) {
    return this.league.resumeTable(id, table, this.official(req, body.judge));
  }

  @Access('judge-or-admin')
  @ApiOperation({ summary: 'Add minutes to a table\'s time (judge or organiser), with the reason' })
  @Answers({ description: 'the event' })
  @Post(':id/tables/:table/extend')
  @HttpCode(200)
  extend(
    @Req() req: IncomingMessage,
    @Param('id') id: string,
    @Param('table', ParseIntPipe) table: number,
    @ZodBody(extendSchema) body: { judge?: Judge; minutes: number; reason: string },
  ) {
    return this.league.extendTable(id, table, body.minutes, this.official(req, body.judge), body.reason);
  }

  @Access('seat-code-or-judge')
  @ApiOperation({ summary: "A match result: both players confirm the hub's proposal with their seats' codes (together, or each with their own), or a judge (or the organiser) decides" })
  @Answers({ description: 'the event' })
  @Post(':id/rounds/:round/tables/:table/result')
  @HttpCode(200)
  result(
    @Req() req: IncomingMessage,
    @Param('id') id: string,
    @Param('round', ParseIntPipe) round: number,
    @Param('table', ParseIntPipe) table: number,
    @ZodBody(resultSchema) body: ResultBody,
  ) {
    if ('confirm' in body) {
      const codes = body.confirm;
      return this.checked(req, `league-result:${id}:${table}`, "both players confirm with their own seat's join code", () => this.league.confirmResult(id, round, table, codes));
    }
    if ('confirmSeat' in body) {
      const code = body.confirmSeat;
      return this.checked(req, `league-result:${id}:${table}`, "a player confirms with their own seat's join code", () => this.league.confirmSeat(id, round, table, code));
    }
    return this.league.decideResult(id, round, table, this.official(req, body.judge), body.outcome);
  }

  @Access('judge-or-admin')
  @ApiOperation({ summary: 'A penalty (judge or organiser): warning, Prize card penalty or game loss, with the reason; a game loss ends the player\'s current game' })
  @Answers({ description: 'the event' })
  @Post(':id/penalties')
  @HttpCode(201)
  penalty(@Req() req: IncomingMessage, @Param('id') id: string, @ZodBody(penaltySchema) body: PenaltyBody) {
    const { judge, ...penalty } = body;
    return this.league.givePenalty(id, penalty, this.official(req, judge));
  }

  @Access('judge-or-admin')
  @ApiOperation({ summary: "Start a player's deck check (judge or organiser): the cards are read one by one on a free table's zones, or sent by a station" })
  @Answers({ description: 'the deck check: cards read so far' })
  @Post(':id/deck-checks')
  startDeckCheck(
    @Req() req: IncomingMessage,
    @Param('id') id: string,
    @ZodBody(startDeckCheckSchema) body: { judge?: Judge; playerId: string; tableId?: string },
  ) {
    return this.deckChecks.startDeckCheck(id, body.playerId, body.tableId ?? null, this.official(req, body.judge));
  }

  @Access('judge-or-admin')
  @ApiOperation({ summary: 'Cards a station read for an open deck check (judge or organiser): each tag\'s UID and card id, counted once' })
  @Answers({ description: 'the deck check: cards read so far' })
  @Post(':id/deck-checks/:playerId/cards')
  @HttpCode(200)
  scanCards(
    @Req() req: IncomingMessage,
    @Param('id') id: string,
    @Param('playerId') playerId: string,
    @ZodBody(scanCardsSchema) body: { judge?: Judge; cards: { uid: string; cardId: string }[] },
  ) {
    return this.deckChecks.scanCards(id, playerId, body.cards, this.official(req, body.judge));
  }

  @Access('judge-or-admin')
  @ApiOperation({ summary: 'Finish a deck check (judge or organiser): the cards missing from the deck and those not on the registered list, by name, logged with the judge\'s name' })
  @Answers({ description: 'the deck check and its result' })
  @Post(':id/deck-checks/:playerId/finish')
  @HttpCode(200)
  finishDeckCheck(@Req() req: IncomingMessage, @Param('id') id: string, @Param('playerId') playerId: string, @ZodBody(finishDeckCheckSchema) body: { judge?: Judge }) {
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
    if (judge === undefined) throw leagueRefusal('unauthorized', 'judge-or-organiser', {}, 'a judge (name and PIN in the body) or the organiser (admin token) does this');
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
