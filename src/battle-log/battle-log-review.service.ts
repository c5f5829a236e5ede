import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { HubError } from '../kernel/hub-error.js';
import type { BattleLogReview } from '../protocol/index.js';
import type { ReviewRunner } from './review-runner.js';

/** Where the hub replays pasted logs (`WorkerReviewRunner` on the hub, `InProcessReviewRunner` in tests). */
export const BATTLE_LOG_REVIEW_RUNNER = Symbol('BATTLE_LOG_REVIEW_RUNNER');

/**
 * A pasted TCG Live battle log, parsed and replayed through the rules engine, answered line by line for the
 * judge's review page. The log is the caller's own text and the cards are the public catalogue: the answer
 * reveals nothing the hub keeps hidden.
 */
@Injectable()
export class BattleLogReviewService implements OnModuleDestroy {
  constructor(@Inject(BATTLE_LOG_REVIEW_RUNNER) private readonly runner: ReviewRunner) {}

  async review(text: string): Promise<BattleLogReview> {
    const outcome = await this.runner.review(text);
    if (outcome.ok) return outcome.review;
    if (outcome.problem === 'not-a-log') throw new HubError('invalid-message', outcome.message);
    throw new HubError('not-found', `the hub has no card data to read battle logs with: ${outcome.message}`);
  }

  onModuleDestroy(): Promise<void> {
    return this.runner.close();
  }
}
