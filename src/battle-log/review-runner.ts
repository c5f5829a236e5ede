import type { BattleLogReview } from '../protocol/index.js';
import type { CardPool } from './card-resolver.js';
import { CardResolver } from './card-resolver.js';
import { BattleLogError, parseBattleLog } from './parse-battle-log.js';
import { replayBattleLog } from './replay-battle-log.js';
import { reviewSteps } from './review-steps.js';

/** A review, or why there is none: the text is no battle log Mirrormat reads, or the card data is missing. */
export type ReviewOutcome =
  | { readonly ok: true; readonly review: BattleLogReview }
  | { readonly ok: false; readonly problem: 'not-a-log' | 'no-cards'; readonly message: string };

/** Where a pasted log is replayed: a worker thread on the hub (`review-worker.ts`), in process in tests. */
export interface ReviewRunner {
  review(text: string): Promise<ReviewOutcome>;
  close(): Promise<void>;
}

/** Parses and replays one log against the card pool and answers it line by line. */
export async function reviewOutcome(text: string, cards: () => Promise<CardPool>): Promise<ReviewOutcome> {
  let log;
  try {
    log = parseBattleLog(text);
  } catch (error) {
    if (error instanceof BattleLogError) return { ok: false, problem: 'not-a-log', message: error.message };
    throw error;
  }
  let pool: CardPool;
  try {
    pool = await cards();
  } catch (error) {
    return { ok: false, problem: 'no-cards', message: error instanceof Error ? error.message : String(error) };
  }
  return { ok: true, review: reviewSteps(log, replayBattleLog(log, new CardResolver(pool, log.language), 'battle-log-review')) };
}

/** The replay on the calling thread: for tests, and anything that is not a hub serving live tables. */
export class InProcessReviewRunner implements ReviewRunner {
  constructor(private readonly cards: () => Promise<CardPool>) {}

  review(text: string): Promise<ReviewOutcome> {
    return reviewOutcome(text, this.cards);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
