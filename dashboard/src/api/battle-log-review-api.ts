import { battleLogReviewSchema, type BattleLogReview, type ReviewStep } from '@protocol';
import { requestJson } from './rest.js';

/** POST /api/battle-logs/review: the pasted TCG Live log, replayed by the hub's rules engine and answered line by line. */
export const reviewBattleLog = (log: string): Promise<BattleLogReview> =>
  requestJson('/api/battle-logs/review', battleLogReviewSchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ log }),
  });

export type { BattleLogReview, ReviewStep };
