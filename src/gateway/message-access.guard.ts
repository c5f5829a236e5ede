import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { HubError } from '../kernel/hub-error.js';
import type { ClientMessageType } from '../protocol/index.js';
import type { LiveSocket } from './live-socket.js';
import { refusalFor } from './message-access.js';

/** Refuses a message its sender's role may not send (MESSAGE_ACCESS), with `forbidden`, before its fields are read. */
@Injectable()
export class MessageAccessGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const ws = context.switchToWs();
    const refused = refusalFor(ws.getClient<LiveSocket>().session, ws.getPattern() as ClientMessageType);
    if (refused !== null) throw new HubError('forbidden', refused);
    return true;
  }
}
