import { Inject, Injectable } from '@nestjs/common';
import { HubError } from '../kernel/hub-error.js';
import type { BattleLogReview } from '../protocol/index.js';
import type { CardPool } from './card-resolver.js';
import { CardResolver } from './card-resolver.js';
import { BattleLogError, parseBattleLog } from './parse-battle-log.js';
import { replayBattleLog } from './replay-battle-log.js';
import { reviewSteps } from './review-steps.js';

/** Reads the card pool the importer resolves names against (../shared/cards by default: TCGdex names in every log language). */
export const BATTLE_LOG_CARDS = Symbol('BATTLE_LOG_CARDS');
export type BattleLogCards = () => Promise<CardPool>;

/**
 * A pasted TCG Live battle log, parsed and replayed through the rules engine, answered line by line for the
 * judge's review page. The log is the caller's own text and the cards are the public catalogue: the answer
 * reveals nothing the hub keeps hidden.
 */
@Injectable()
export class BattleLogReviewService {
  constructor(@Inject(BATTLE_LOG_CARDS) private readonly cards: BattleLogCards) {}

  async review(text: string): Promise<BattleLogReview> {
    const log = parsed(text);
    const pool = await this.cards().catch((error: unknown) => {
      throw new HubError('not-found', `the hub has no card data to read battle logs with: ${error instanceof Error ? error.message : String(error)}`);
    });
    return reviewSteps(log, replayBattleLog(log, new CardResolver(pool, log.language), 'battle-log-review'));
  }
}

function parsed(text: string) {
  try {
    return parseBattleLog(text);
  } catch (error) {
    if (error instanceof BattleLogError) throw new HubError('invalid-message', error.message);
    throw error;
  }
}
