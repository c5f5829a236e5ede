import { Injectable, type PipeTransform } from '@nestjs/common';
import { HubError } from '../kernel/hub-error.js';
import { validateClientMessage, type ClientMessage } from '../protocol/index.js';

/** A routed frame checked against its message's schema (src/protocol); a bad one is answered `invalid-message`, naming the field. */
@Injectable()
export class ClientMessagePipe implements PipeTransform<Readonly<Record<string, unknown>>, ClientMessage> {
  transform(frame: Readonly<Record<string, unknown>>): ClientMessage {
    const parsed = validateClientMessage(frame);
    if (!parsed.ok) throw new HubError(parsed.code, parsed.message);
    return parsed.message;
  }
}
