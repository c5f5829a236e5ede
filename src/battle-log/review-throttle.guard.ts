import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { IncomingMessage } from 'node:http';
import { addressOf } from '../auth/admin.guard.js';
import { HubError } from '../kernel/hub-error.js';

/** Battle logs one address may have replayed per minute: a reviewer pastes a few; a replay costs the hub CPU its tables share. */
export const REVIEWS_PER_MINUTE = 10;

/** @nestjs/throttler on `POST /api/battle-logs/review`, keyed by the socket's address as every limit of the hub is. */
@Injectable()
export class ReviewThrottleGuard extends ThrottlerGuard {
  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    return Promise.resolve(addressOf(request as unknown as IncomingMessage));
  }

  protected override throwThrottlingException(): Promise<void> {
    throw new HubError('throttled', `at most ${REVIEWS_PER_MINUTE} battle logs may be replayed from one address per minute: wait a minute`);
  }
}
