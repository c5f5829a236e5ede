import { WsAdapter } from '@nestjs/platform-ws';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { fromEvent, Observable, of } from 'rxjs';
import { concatMap, filter, first, share, takeUntil } from 'rxjs/operators';
import type { RawData, WebSocketServer } from 'ws';
import { MAX_FRAME_BYTES, readClientFrame, replyToOf, serverMessage, type FrameError, type ServerMessage } from '../protocol/index.js';
import type { LiveSocket } from './live-socket.js';

/** What a message handler of the gateway answers: nothing, one frame, or several in order. */
export type LiveReply = ServerMessage | readonly ServerMessage[] | undefined;

/**
 * @nestjs/platform-ws's adapter with the live protocol's framing. The stock adapter reads
 * `{ event, data }` and drops without a word a frame that is not JSON or names no handler; the
 * protocol promises an error frame for every bad frame. So this adapter reads the envelope itself
 * (src/protocol's readClientFrame: text, size, JSON object, version, known `type`), answers a bad one
 * with its error, and routes a good one by `type` to the gateway's handler, where guards check who
 * may send it and pipes check its fields. One client's frames are handled one after another, as
 * they came: a `hello` is done before the `command` sent right behind it is checked.
 */
export class LiveProtocolAdapter extends WsAdapter {
  override bindMessageHandlers(
    socket: LiveSocket,
    handlers: MessageMappingProperties[],
    transform: (result: unknown) => Observable<unknown>,
  ): void {
    const byType = new Map(handlers.map((handler) => [handler.message as string, handler]));
    const closed$ = fromEvent(socket, 'close').pipe(share(), first());
    frames(socket)
      .pipe(
        concatMap(({ data, isBinary }) => this.answer(data, isBinary, byType, transform)),
        filter((reply) => reply !== undefined && reply !== null),
        takeUntil(closed$),
      )
      .subscribe((reply) => {
        for (const frame of [reply as NonNullable<LiveReply>].flat()) {
          if (socket.deliver(frame) === 'cut') this.logger.warn(`dropping a websocket client that stopped reading (${socket.address})`);
        }
      });
  }

  /** A client's socket errors (a frame above maxPayload, bad UTF-8) are the gateway's to log, at debug: a hostile client must not flood the log. */
  override bindErrorHandler(server: WebSocketServer): WebSocketServer {
    server.on('error', (error) => this.logger.error(error));
    return server;
  }

  private answer(
    data: RawData,
    isBinary: boolean,
    byType: ReadonlyMap<string, MessageMappingProperties>,
    transform: (result: unknown) => Observable<unknown>,
  ): Observable<unknown> {
    if (isBinary) return of(errorFrame({ code: 'malformed', message: 'frames are JSON text, not binary' }));
    const text = rawText(data);
    if (Buffer.byteLength(text) > MAX_FRAME_BYTES) {
      return of(errorFrame({ code: 'too-large', message: `frames are limited to ${MAX_FRAME_BYTES} bytes` }));
    }
    const read = readClientFrame(text);
    if (!read.ok) return of(errorFrame(read));
    const handler = byType.get(read.type);
    // Every message type has its handler (hub.gateway.spec.ts holds the gateway to it).
    if (handler === undefined) return of(errorFrame({ code: 'unknown-type', message: `no handler for "${read.type}"`, replyTo: replyToOf(read.frame) }));
    // The handler's guards, pipes and exception filter answer whatever goes wrong from here on.
    return transform(handler.callback(read.frame, read.type));
  }
}

/** The socket's frames as ws gives them to a Node listener (rxjs's fromEvent would take its DOM-style MessageEvent instead). */
function frames(socket: LiveSocket): Observable<{ data: RawData; isBinary: boolean }> {
  return new Observable((subscriber) => {
    const onMessage = (data: RawData, isBinary: boolean) => subscriber.next({ data, isBinary });
    socket.on('message', onMessage);
    return () => socket.off('message', onMessage);
  });
}

function errorFrame({ code, message, replyTo }: Pick<FrameError, 'code' | 'message' | 'replyTo'>): ServerMessage {
  return serverMessage('error', { code, message, ...(replyTo === undefined ? {} : { replyTo }) });
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
