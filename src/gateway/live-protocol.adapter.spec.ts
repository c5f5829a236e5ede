import { EventEmitter } from 'node:events';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { from, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES, type ServerMessage } from '../protocol/index.js';
import { LiveProtocolAdapter } from './live-protocol.adapter.js';
import type { LiveSocket } from './live-socket.js';

/** A socket that records what it is sent; frames arrive as ws gives them to a Node listener. */
function fakeSocket(): { socket: LiveSocket; sent: ServerMessage[]; receive: (text: string | Buffer, isBinary?: boolean) => void } {
  const sent: ServerMessage[] = [];
  const emitter = Object.assign(new EventEmitter(), {
    address: '127.0.0.1',
    deliver: (message: ServerMessage) => {
      sent.push(message);
      return 'sent';
    },
  });
  const receive = (text: string | Buffer, isBinary = false) => emitter.emit('message', Buffer.from(text), isBinary);
  return { socket: emitter as unknown as LiveSocket, sent, receive };
}

const handler = (message: string, callback: MessageMappingProperties['callback']): MessageMappingProperties => ({
  message,
  methodName: message,
  callback,
  isAckHandledManually: false,
});

/** Nest's transform: a handler's promised result as an observable. */
const transform = (result: unknown): Observable<unknown> => from(Promise.resolve(result));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the live protocol adapter', () => {
  it('answers every bad frame with its error and routes a good one by type, in the order the frames came', async () => {
    const { socket, sent, receive } = fakeSocket();
    const handlers: MessageMappingProperties[] = [
      // Slower than the frames behind it: they still wait their turn.
      handler('subscribe', (frame: { id: string }) => new Promise((resolve) => setTimeout(() => resolve({ v: 1, type: 'pong', replyTo: frame.id }), 30))),
      handler('ping', async (frame: { id: string }) => ({ v: 1, type: 'pong', replyTo: frame.id })),
    ];
    new LiveProtocolAdapter().bindMessageHandlers(socket, handlers, transform);

    receive(JSON.stringify({ v: 1, id: 's', type: 'subscribe', table: 'demo' }));
    receive(Buffer.from([0xde, 0xad]), true);
    receive(JSON.stringify({ v: 1, id: 'big', type: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES) }));
    receive('{"v":1,');
    receive(JSON.stringify({ v: 2, id: 'old', type: 'ping' }));
    receive(JSON.stringify({ v: 1, id: 'u', type: 'launch' }));
    receive(JSON.stringify({ v: 1, id: 'get', type: 'get-log', match: 'm' }));
    receive(JSON.stringify({ v: 1, id: 'p', type: 'ping' }));
    await until(() => sent.length === 8);

    expect(sent.map((frame) => (frame.type === 'error' ? `error ${frame.code} ${frame.replyTo ?? ''}` : `${frame.type} ${frame.replyTo ?? ''}`))).toEqual([
      'pong s',
      'error malformed ',
      'error too-large ',
      'error malformed ',
      'error unsupported-version old',
      'error unknown-type u',
      // A known type the gateway has no handler for is a bug; the client still gets its answer.
      'error unknown-type get',
      'pong p',
    ]);
  });

  it('sends nothing for a handler that answers nothing, and every frame of one that answers several', async () => {
    const { socket, sent, receive } = fakeSocket();
    const handlers: MessageMappingProperties[] = [
      handler('ping', async () => undefined),
      handler('hello', async () => [
        { v: 1, type: 'welcome', protocol: 1, session: { role: 'spectator' } },
        { v: 1, type: 'pong' },
      ]),
    ];
    new LiveProtocolAdapter().bindMessageHandlers(socket, handlers, transform);
    receive(JSON.stringify({ v: 1, type: 'ping' }));
    receive(JSON.stringify({ v: 1, type: 'hello', auth: { role: 'spectator' } }));
    await until(() => sent.length === 2);
    expect(sent.map((frame) => frame.type)).toEqual(['welcome', 'pong']);
  });
});
