import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { addressOf } from '../auth/admin.guard.js';
import { AuthService } from '../auth/auth.service.js';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { createMiniGameSchema, miniGameMoveSchema, type CreateMiniGame, type MiniGameMoveBody } from './minigames.schema.js';
import { MiniGamesService } from './minigames.service.js';
import { CreationThrottleGuard } from './creation-throttle.guard.js';

/** /api/minigames: Poké-Fang and the Boosterspaß games of 003 with the hub keeping score and rolling. */
@Controller('api/minigames')
export class MiniGamesController {
  constructor(
    private readonly games: MiniGamesService,
    private readonly auth: AuthService,
  ) {}

  /** Public (a mini game holds no secret), limited per address; the hub keeps a bounded number of games. */
  @Post()
  @UseGuards(CreationThrottleGuard)
  create(@Body(new ZodPipe(createMiniGameSchema)) body: CreateMiniGame) {
    return this.games.create(body);
  }

  /** Public: the score is on the table for everyone. */
  @Get(':id')
  view(@Param('id') id: string) {
    return this.games.view(id);
  }

  @Post(':id/moves')
  @HttpCode(200)
  play(@Param('id') id: string, @Headers('x-minigame-token') token: string | undefined, @Body(new ZodPipe(miniGameMoveSchema)) body: MiniGameMoveBody, @Req() request: IncomingMessage) {
    this.auth.checkSeatToken(`minigame:${id}`, addressOf(request), () => this.games.tokenRefused(id, token));
    return this.games.play(id, token, body);
  }
}
