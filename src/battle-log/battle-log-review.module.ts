import { Module } from '@nestjs/common';
import { BattleLogReviewController } from './battle-log-review.controller.js';
import { BATTLE_LOG_CARDS, BattleLogReviewService } from './battle-log-review.service.js';
import { sharedCardPool } from './card-pool.js';

/**
 * The battle-log review route; the card pool is read once, on the first log. Its per-address limit uses the
 * hub's one ThrottlerModule (global, set up by MiniGamesModule: a second forRoot would replace it), with the
 * route's own limit (`@Throttle`).
 */
@Module({
  providers: [{ provide: BATTLE_LOG_CARDS, useValue: sharedCardPool }, BattleLogReviewService],
  controllers: [BattleLogReviewController],
})
export class BattleLogReviewModule {}
