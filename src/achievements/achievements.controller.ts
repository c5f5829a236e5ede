import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { addressOf } from '../auth/admin.guard.js';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { agreeAchievementsSchema, confirmAchievementSchema, type AgreeAchievementsBody, type ConfirmAchievementBody } from './achievements.schema.js';
import { AchievementsService } from './achievements.service.js';

/** /api/matches/:matchId/achievements: the tally of an achievements game (003 "Erfolge") and the players' confirmations. */
@Controller('api/matches/:matchId/achievements')
export class AchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  /** Public, like the table: every achievement is earned in the open. */
  @Get()
  tally(@Param('matchId') matchId: string) {
    return this.achievements.tally(matchId);
  }

  /** Both players (their seats' join codes) or a judge, before the first turn. */
  @Post('agreement')
  @HttpCode(200)
  agree(@Param('matchId') matchId: string, @Body(new ZodPipe(agreeAchievementsSchema)) body: AgreeAchievementsBody, @Req() request: IncomingMessage) {
    return this.achievements.agree(matchId, body, addressOf(request));
  }

  /** The witness authenticates in the body: the confirming seat's join code, or a judge's name and PIN. */
  @Post('confirmations')
  confirm(@Param('matchId') matchId: string, @Body(new ZodPipe(confirmAchievementSchema)) body: ConfirmAchievementBody, @Req() request: IncomingMessage) {
    return this.achievements.confirm(matchId, body, addressOf(request));
  }
}
