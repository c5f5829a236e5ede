import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../config/config.tokens.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { HubError } from '../kernel/hub-error.js';
import type { Credentials, Session } from '../protocol/index.js';
import { CredentialThrottle, type Attempt } from './credential-throttle.js';
import { JoinCodesService } from './join-codes.service.js';
import { sameSecret } from './secrets.js';

/**
 * Every secret the hub checks (judge PINs, seat codes, seat tokens, the admin token) is checked
 * here, through one throttle keyed by credential and by address, and every wrong one is logged.
 * A refusal never says which part was wrong.
 */
@Injectable()
export class AuthService {
  private readonly log: Logger;

  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    private readonly joinCodes: JoinCodesService,
    @Inject(LOGGER) logger: Logger,
    private readonly throttle: CredentialThrottle,
  ) {
    this.log = logger.child({ component: 'auth' });
  }

  /** The session these credentials open, from this address. */
  authenticate(credentials: Credentials, address: string): Session {
    switch (credentials.role) {
      case 'spectator':
        return { role: 'spectator' };
      case 'player': {
        const seat = this.check({ credential: `seat:${credentials.table}`, address }, `that join code does not open a seat at table "${credentials.table}"`, () =>
          this.joinCodes.seatFor(credentials.table, credentials.code),
        );
        return { role: 'player', table: credentials.table, seat };
      }
      case 'judge': {
        const name = this.check({ credential: `judge:${credentials.name.toLowerCase()}`, address }, 'unknown judge name or wrong PIN', () => {
          let match: string | undefined;
          for (const judge of this.config.auth.judges) {
            if (sameSecret(credentials.name, judge.name) && sameSecret(credentials.pin, judge.pin)) match = judge.name;
          }
          return match;
        });
        return { role: 'judge', name };
      }
      case 'admin':
        this.checkAdminToken(credentials.token, address);
        return { role: 'admin' };
    }
  }

  /** Throws unless this is the admin token. */
  checkAdminToken(token: string, address: string): void {
    this.check({ credential: 'admin', address }, 'wrong admin token', () => (sameSecret(token, this.config.auth.adminToken) ? true : undefined));
  }

  /**
   * Any secret through the throttle: `verify` runs only when the attempt may be made now, and
   * answers what the secret opens or undefined. A throttled attempt is refused without checking
   * the secret, so waiting cannot be skipped by guessing right.
   */
  check<T>(attempt: Attempt, refusal: string, verify: () => T | undefined): T {
    const wait = this.throttle.retryAfter(attempt);
    if (wait > 0) {
      this.log.warn({ credential: attempt.credential, address: attempt.address, waitMs: wait }, 'throttled sign-in attempt refused');
      throw new HubError('throttled', `too many wrong attempts; try again in ${Math.ceil(wait / 1000)} s`);
    }
    const opened = verify();
    if (opened === undefined) {
      const earned = this.throttle.fail(attempt);
      this.log.warn({ credential: attempt.credential, address: attempt.address, waitMs: earned }, 'wrong secret');
      throw new HubError('unauthorized', refusal);
    }
    this.throttle.succeed(attempt);
    return opened;
  }

  /**
   * A token the organiser handed a seat (a draft's, a team game's, a mini game's), through the same
   * throttle; `wrong` says whether the given token opens nothing. The service then checks it as before.
   */
  checkSeatToken(credential: string, address: string, wrong: () => boolean): void {
    this.check({ credential, address }, `that token opens no seat of ${credential}`, () => (wrong() ? undefined : true));
  }

  /** The organiser's way out when a real judge or table waits behind someone's guessing. */
  clearThrottle(): number {
    const cleared = this.throttle.clear();
    this.log.info({ cleared }, 'sign-in throttle cleared by the organiser');
    return cleared;
  }
}
