import { Controller, Get, Header, Headers, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { IncomingMessage } from 'node:http';
import { AdminGuard, addressOf } from '../auth/admin.guard.js';
import { AuthService } from '../auth/auth.service.js';
import { ZodBody, ZodQuery } from '../api/zod-body.pipe.js';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { listTeamGamesQuerySchema, startTeamGameSchema, teamActionSchema, type StartTeamGameBody, type TeamAction, teamGameRecordSchema } from '../protocol/team.schema.js';
import { TeamService } from './team.service.js';
import { z } from 'zod';

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

  @Access('public')
  @ApiOperation({ summary: 'Team-Format games in the log' })
  @Answers(z.array(teamGameRecordSchema))
  @Get()
  list(@ZodQuery(listTeamGamesQuerySchema) query: { unfinished?: 'true' | 'false' }) {
    return this.games.list(query.unfinished === undefined ? {} : { unfinished: query.unfinished === 'true' });
  }

  @Access('admin')
  @ApiOperation({ summary: 'Start a Team-Format game (003): four players in two teams, each one\'s Prize cards between side field and center (default 3 and 3), the team that goes first' })
  @Answers({ description: 'the game, its seq, its state, and each seat\'s X-Team-Token (shown once)' })
  @Post()
  @UseGuards(AdminGuard)
  start(@ZodBody(startTeamGameSchema) body: StartTeamGameBody) {
    return this.games.start(body, 'admin');
  }

  @Access('public')
  @ApiOperation({ summary: 'A Team-Format game: its seq, the active team, each field\'s cards played this turn, the Prize cards taken and left, empty fields, the winner' })
  @Answers({ description: 'the game, its seq and its state' })
  @Get(':gameId')
  get(@Param('gameId') gameId: string) {
    return this.games.get(gameId);
  }

  /** The admin token (the operator device), or a seat's X-Team-Token for that player's own moves. */
  @Access('seat-token-or-admin')
  @ApiOperation({ summary: 'A table action: a Supporter, Stadium or Energy on a field, a field\'s turn over, Prize cards taken, an empty field attacked, a GX attack or VSTAR Power, a field empty, a player out, the active team\'s choice on the center, a card\'s win condition, the turn over; the admin token, or a seat\'s X-Team-Token for that player\'s own moves' })
  @Answers({ description: 'the game, its seq and its state; a rule violation is 422 with its code and 003 reference' })
  @Post(':gameId/actions')
  @HttpCode(200)
  act(
    @Param('gameId') gameId: string,
    @Headers('authorization') authorization: string | undefined,
    @Headers(SEAT_TOKEN) token: string | undefined,
    @ZodBody(teamActionSchema) body: TeamAction,
    @Req() request: IncomingMessage,
  ) {
    const bearer = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    if (bearer !== undefined) this.auth.checkAdminToken(bearer, addressOf(request));
    else this.auth.checkSeatToken(`team:${gameId}`, addressOf(request), () => this.games.tokenRefused(gameId, token));
    return this.games.act(gameId, body, bearer !== undefined ? { admin: true } : { token });
  }

  @Access('admin')
  @ApiOperation({ summary: 'The Team-Format game log as JSON Lines, hash chain included' })
  @Answers({ mediaType: 'application/x-ndjson', description: 'one logged event per line' })
  @Get(':gameId/log')
  @UseGuards(AdminGuard)
  @Header('content-type', 'application/x-ndjson; charset=utf-8')
  exportLog(@Param('gameId') gameId: string): string {
    return this.games.exportJsonl(gameId);
  }
}
