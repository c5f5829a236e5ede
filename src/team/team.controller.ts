import { Body, Controller, Get, Header, Headers, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { AdminGuard, addressOf } from '../auth/admin.guard.js';
import { AuthService } from '../auth/auth.service.js';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { listTeamGamesQuerySchema, startTeamGameSchema, teamActionSchema, type StartTeamGameBody, type TeamAction } from './team.schema.js';
import { TeamService } from './team.service.js';

const SEAT_TOKEN = 'x-team-token';

/**
 * /api/team-games: start a Team-Format game, send the table's actions, read its state and its
 * log. Starting needs the admin token (the organiser), and answers each seat's token once;
 * actions take the admin token or a seat's token (a player's own moves, src/team/seat-policy.ts);
 * reading the state needs neither (the ledger holds no hidden information).
 */
@Controller('api/team-games')
export class TeamController {
  constructor(
    private readonly games: TeamService,
    private readonly auth: AuthService,
  ) {}

  @Get()
  list(@Query(new ZodPipe(listTeamGamesQuerySchema)) query: { unfinished?: 'true' | 'false' }) {
    return this.games.list(query.unfinished === undefined ? {} : { unfinished: query.unfinished === 'true' });
  }

  @Post()
  @UseGuards(AdminGuard)
  start(@Body(new ZodPipe(startTeamGameSchema)) body: StartTeamGameBody) {
    return this.games.start(body, 'admin');
  }

  @Get(':gameId')
  get(@Param('gameId') gameId: string) {
    return this.games.get(gameId);
  }

  /** The admin token (the operator device), or a seat's X-Team-Token for that player's own moves. */
  @Post(':gameId/actions')
  @HttpCode(200)
  act(
    @Param('gameId') gameId: string,
    @Headers('authorization') authorization: string | undefined,
    @Headers(SEAT_TOKEN) token: string | undefined,
    @Body(new ZodPipe(teamActionSchema)) body: TeamAction,
    @Req() request: IncomingMessage,
  ) {
    const bearer = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    if (bearer !== undefined) this.auth.checkAdminToken(bearer, addressOf(request));
    else this.auth.checkSeatToken(`team:${gameId}`, addressOf(request), () => this.games.tokenRefused(gameId, token));
    return this.games.act(gameId, body, bearer !== undefined ? { admin: true } : { token });
  }

  @Get(':gameId/log')
  @UseGuards(AdminGuard)
  @Header('content-type', 'application/x-ndjson; charset=utf-8')
  exportLog(@Param('gameId') gameId: string): string {
    return this.games.exportJsonl(gameId);
  }
}
