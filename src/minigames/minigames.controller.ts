import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { createMiniGameSchema, miniGameMoveSchema, type CreateMiniGame, type MiniGameMoveBody } from './minigames.schema.js';
import { MiniGamesService } from './minigames.service.js';

/** /api/minigames: Poké-Fang and the Boosterspaß games of 003 with the hub keeping score and rolling. */
@Controller('api/minigames')
export class MiniGamesController {
  constructor(private readonly games: MiniGamesService) {}

  @Post()
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
  play(@Param('id') id: string, @Headers('x-minigame-token') token: string | undefined, @Body(new ZodPipe(miniGameMoveSchema)) body: MiniGameMoveBody) {
    return this.games.play(id, token, body);
  }
}
