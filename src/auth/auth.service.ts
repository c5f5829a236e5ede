import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../config/config.tokens.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { HubError } from '../matches/hub-error.js';
import type { Credentials, Session } from '../protocol/index.js';
import { JoinCodesService } from './join-codes.service.js';
import { sameSecret } from './secrets.js';

/** Turns the credentials a client presents into a session, or refuses them without saying which part was wrong. */
@Injectable()
export class AuthService {
  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    private readonly joinCodes: JoinCodesService,
  ) {}

  authenticate(credentials: Credentials): Session {
    switch (credentials.role) {
      case 'spectator':
        return { role: 'spectator' };
      case 'player': {
        const seat = this.joinCodes.seatFor(credentials.table, credentials.code);
        if (!seat) throw new HubError('unauthorized', `that join code does not open a seat at table "${credentials.table}"`);
        return { role: 'player', table: credentials.table, seat };
      }
      case 'judge': {
        let match: string | undefined;
        for (const judge of this.config.auth.judges) {
          if (sameSecret(credentials.name, judge.name) && sameSecret(credentials.pin, judge.pin)) match = judge.name;
        }
        if (match === undefined) throw new HubError('unauthorized', 'unknown judge name or wrong PIN');
        return { role: 'judge', name: match };
      }
      case 'admin':
        if (!this.isAdminToken(credentials.token)) throw new HubError('unauthorized', 'wrong admin token');
        return { role: 'admin' };
    }
  }

  isAdminToken(token: string): boolean {
    return sameSecret(token, this.config.auth.adminToken);
  }
}
