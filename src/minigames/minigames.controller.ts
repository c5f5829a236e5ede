import { Controller, Get, Headers, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { IncomingMessage } from 'node:http';
import { addressOf } from '../auth/admin.guard.js';
import { AuthService } from '../auth/auth.service.js';
import { ZodBody } from '../api/zod-body.pipe.js';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { createMiniGameSchema, miniGameMoveSchema, type CreateMiniGame, type MiniGameMoveBody, createdMiniGameSchema, miniGameViewSchema } from '../protocol/minigames.schema.js';
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
  @Access('public')
  @ApiOperation({
    summary:
      'Start a mini game of 003: Poké-Fang, Höchste Zahl gewinnt, 151 Fragen, Welches Pokémon ist das?, Energie-Memory; answers its token once. At most 30 a minute per address; the hub keeps the 1,000 games played most recently',
  })
  @Answers(createdMiniGameSchema)
  @Post()
  @UseGuards(CreationThrottleGuard)
  create(@ZodBody(createMiniGameSchema) body: CreateMiniGame) {
    return this.games.create(body);
  }

  /** Public: the score is on the table for everyone. */
  @Access('public')
  @ApiOperation({ summary: 'A mini game: its score, state and every die roll with its origin' })
  @Answers(miniGameViewSchema)
  @Get(':id')
  view(@Param('id') id: string) {
    return this.games.view(id);
  }

  @Access('seat-token')
  @ApiOperation({ summary: 'A move (X-Minigame-Token header); a roll without a value is rolled by the hub with crypto.randomInt' })
  @Answers(miniGameViewSchema)
  @Post(':id/moves')
  @HttpCode(200)
  play(@Param('id') id: string, @Headers('x-minigame-token') token: string | undefined, @ZodBody(miniGameMoveSchema) body: MiniGameMoveBody, @Req() request: IncomingMessage) {
    this.auth.checkSeatToken(`minigame:${id}`, addressOf(request), () => this.games.tokenRefused(id, token));
    return this.games.play(id, token, body);
  }
}
