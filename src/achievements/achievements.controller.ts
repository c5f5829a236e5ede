import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { IncomingMessage } from 'node:http';
import { addressOf } from '../auth/admin.guard.js';
import { ZodBody } from '../api/zod-body.pipe.js';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { agreeAchievementsSchema, confirmAchievementSchema, type AgreeAchievementsBody, type ConfirmAchievementBody, achievementTallySchema } from '../protocol/achievements.schema.js';
import { AchievementsService } from './achievements.service.js';

/** /api/matches/:matchId/achievements: the tally of an achievements game (003 "Erfolge") and the players' confirmations. */
@Controller('api/matches/:matchId/achievements')
export class AchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  /** Public, like the table: every achievement is earned in the open. */
  @Access('public')
  @ApiOperation({ summary: 'The achievement points of a match in the "erfolge" format (003 "Erfolge"), recomputed from its log' })
  @Answers(achievementTallySchema)
  @Get()
  tally(@Param('matchId') matchId: string) {
    return this.achievements.tally(matchId);
  }

  /** Both players (their seats' join codes) or a judge, before the first turn. */
  @Access('seat-code-or-judge')
  @ApiOperation({ summary: 'Before the first turn: the achievements that count and their points (both seats\' join codes, or a judge); the tally is recounted' })
  @Answers(achievementTallySchema)
  @Post('agreement')
  @HttpCode(200)
  agree(@Param('matchId') matchId: string, @ZodBody(agreeAchievementsSchema) body: AgreeAchievementsBody, @Req() request: IncomingMessage) {
    return this.achievements.agree(matchId, body, addressOf(request));
  }

  /** The witness authenticates in the body: the confirming seat's join code, or a judge's name and PIN. */
  @Access('seat-code-or-judge')
  @ApiOperation({ summary: "Confirm an achievement the hub cannot see (reading a Pokédex entry aloud): the opponent's join code or a judge's PIN" })
  @Answers(achievementTallySchema)
  @Post('confirmations')
  confirm(@Param('matchId') matchId: string, @ZodBody(confirmAchievementSchema) body: ConfirmAchievementBody, @Req() request: IncomingMessage) {
    return this.achievements.confirm(matchId, body, addressOf(request));
  }
}
