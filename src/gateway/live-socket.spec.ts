import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { serverMessage } from '../protocol/index.js';
import { LiveSocket } from './live-socket.js';

/** A LiveSocket whose connection is open and holds `unsent` bytes the client has not read yet. */
class StalledSocket extends LiveSocket {
  unsent = 0;
  readonly sent: string[] = [];
  terminated = false;
  override send(data: string): void {
    this.sent.push(data);
  }
  override terminate(): void {
    this.terminated = true;
  }

  /** Built as ws's server builds each connection's socket: no address, the server's options (the typings know only client sockets). */
  static accepted(): StalledSocket {
    const socket = new (StalledSocket as unknown as new (address: null, protocols: undefined, options: object) => StalledSocket)(null, undefined, {});
    // Open, with what the client has not read yet; ws would read both from the connection it has not got.
    Object.defineProperties(socket, { readyState: { get: () => WebSocket.OPEN }, bufferedAmount: { get: () => socket.unsent } });
    return socket;
  }
}

const pong = serverMessage('pong', {});

describe('a live client that stops reading', () => {
  it('is sent frames while it reads, and cut off once 16 MB wait unread, so it cannot hold the hub’s memory', () => {
    const socket = StalledSocket.accepted();
    socket.unsent = 256 * 1024;
    expect(socket.deliver(pong)).toBe('sent');
    socket.unsent = 16 * 1024 * 1024 + 1;
    expect(socket.deliver(pong)).toBe('cut');
    expect(socket.terminated).toBe(true);
    expect(socket.sent).toHaveLength(1);
  });

  it('sees a seat only at its own table', () => {
    const socket = StalledSocket.accepted();
    socket.session = { role: 'player', table: 'demo', seat: 'p2' };
    expect(socket.viewerAt('demo')).toEqual({ role: 'player', seat: 'p2' });
    expect(socket.viewerAt('other')).toEqual({ role: 'spectator' });
    expect(socket.actorAt('other')).toBeNull();
  });
});
