import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { ZodBody } from '../api/zod-body.pipe.js';
import { battleLogReviewRequestSchema, battleLogReviewSchema, type BattleLogReviewRequest } from '../protocol/index.js';
import { BattleLogReviewService } from './battle-log-review.service.js';
import { REVIEWS_PER_MINUTE, ReviewThrottleGuard } from './review-throttle.guard.js';

/** /api/battle-logs: TCG Live battle logs replayed through the rules engine, for judges, streamers and players. */
@Controller('api/battle-logs')
export class BattleLogReviewController {
  constructor(private readonly reviews: BattleLogReviewService) {}

  /**
   * Public: the answer comes from the caller's own log and the public card catalogue, and no match of the hub
   * is read or changed (a player reviews their game without a judge). Limited per address, since a replay costs CPU.
   */
  @Access('public')
  @ApiOperation({
    summary:
      'Replay a pasted TCG Live battle log (English, German, Spanish, Italian, Brazilian Portuguese) through the rules engine: each line with the commands entered, refused ones with their rule and rulebook section, attack damage engine against log, Knock Outs, Prize cards, and the events to fold to each line\'s board. At most 10 a minute per address',
  })
  @HttpCode(200)
  @Answers(battleLogReviewSchema)
  @Post('review')
  @UseGuards(ReviewThrottleGuard)
  @Throttle({ default: { limit: REVIEWS_PER_MINUTE, ttl: 60_000 } })
  review(@ZodBody(battleLogReviewRequestSchema) body: BattleLogReviewRequest) {
    return this.reviews.review(body.log);
  }
}
