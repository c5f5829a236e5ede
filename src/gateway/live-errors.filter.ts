import { Catch, Inject, Injectable, type ArgumentsHost, type WsExceptionFilter } from '@nestjs/common';
import { DISK_FULL_MESSAGE, isDiskFull } from '../database/disk-full.js';
import { isHubError } from '../kernel/hub-error.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { MatchService } from '../matches/match.service.js';
import { replyToOf, serverMessage } from '../protocol/index.js';
import { clientLogger } from './client-logger.js';
import type { LiveSocket } from './live-socket.js';

/**
 * Whatever a message's guard, pipe or handler throws becomes the error frame the protocol promises,
 * echoing the frame's id: a HubError with its code (forbidden, invalid-message, no-match, ...), a
 * full disk as `disk-full`, anything else as `internal`, logged.
 */
@Catch()
@Injectable()
export class LiveErrorsFilter implements WsExceptionFilter {
  constructor(
    private readonly matches: MatchService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const ws = host.switchToWs();
    const socket = ws.getClient<LiveSocket>();
    const replyTo = replyToOf(ws.getData<Readonly<Record<string, unknown>>>());
    const reply = replyTo === undefined ? {} : { replyTo };
    const type = ws.getPattern();
    if (isHubError(error)) {
      socket.deliver(serverMessage('error', { code: error.code, message: error.message, ...reply }));
    } else if (isDiskFull(error)) {
      clientLogger(this.logger, socket, this.matches).error({ err: error, type }, 'the disk is full: a websocket message was not recorded');
      socket.deliver(serverMessage('error', { code: 'disk-full', message: DISK_FULL_MESSAGE, ...reply }));
    } else {
      clientLogger(this.logger, socket, this.matches).error({ err: error, type }, 'websocket message failed');
      socket.deliver(serverMessage('error', { code: 'internal', message: 'the hub failed to handle this message', ...reply }));
    }
  }
}
