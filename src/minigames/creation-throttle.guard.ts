import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { IncomingMessage } from 'node:http';
import { addressOf } from '../auth/admin.guard.js';
import { HubError } from '../kernel/hub-error.js';

/** New mini games a single address may start per minute: a table of children never comes near it. */
export const MINIGAMES_PER_MINUTE = 30;

/**
 * @nestjs/throttler on `POST /api/minigames`, keyed by the socket's address as every other limit
 * of the hub is (not `req.ip`, which would trust a forwarded header), answering the hub's own
 * `throttled` error so the page can say it.
 */
@Injectable()
export class CreationThrottleGuard extends ThrottlerGuard {
  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    return Promise.resolve(addressOf(request as unknown as IncomingMessage));
  }

  protected override throwThrottlingException(): Promise<void> {
    throw new HubError('throttled', `at most ${MINIGAMES_PER_MINUTE} mini games may be started from one address per minute: wait a minute`);
  }
}
