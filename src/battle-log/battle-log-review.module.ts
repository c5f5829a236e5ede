import { Module } from '@nestjs/common';
import { BattleLogReviewController } from './battle-log-review.controller.js';
import { BATTLE_LOG_REVIEW_RUNNER, BattleLogReviewService } from './battle-log-review.service.js';
import { WorkerReviewRunner } from './worker-review-runner.js';

/**
 * The battle-log review route. Logs replay in a worker thread, which reads the card pool on the first log. The
 * per-address limit uses the hub's one ThrottlerModule (global, set up by MiniGamesModule: a second forRoot would
 * replace it), with the route's own limit (`@Throttle`).
 */
@Module({
  providers: [{ provide: BATTLE_LOG_REVIEW_RUNNER, useFactory: () => new WorkerReviewRunner() }, BattleLogReviewService],
  controllers: [BattleLogReviewController],
})
export class BattleLogReviewModule {}
