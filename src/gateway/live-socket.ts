import { WebSocket } from 'ws';
import type { ServerMessage, Session } from '../protocol/index.js';
import type { Viewer } from '../matches/rules-engine.port.js';

/**
 * A client with this much still unsent is not keeping up: it gets no more table frames until it has
 * read them, then one fresh snapshot instead of everything it missed. So each client holds at most
 * this much of the hub's memory, plus the reply it asked for.
 */
export const BEHIND_BYTES = 256 * 1024;
/** Beyond this even a reply is not queued (a match log is a few MB at most): the client is closed. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/** What became of a frame: sent, not sent to a closing socket, or the client cut off for not reading. */
export type Delivery = 'sent' | 'closed' | 'cut';

/**
 * One client of the live protocol: the socket with what the hub knows of it (ws builds every
 * connection as this class, see the gateway's options). Everything the hub sends it goes through
 * `deliver`, which holds the hub's memory per client to MAX_BUFFERED_BYTES.
 */
export class LiveSocket extends WebSocket {
  address = 'unknown';
  session: Session = { role: 'spectator' };
  /** The table whose frames it receives. */
  table: string | undefined;
  failedHellos = 0;
  /** Answered the last heartbeat ping. */
  alive = true;
  /** Table frames were skipped while it was behind: it is owed a fresh snapshot. */
  behind = false;
  /** The live topics it follows (raid, team game, draft…), by liveTopicId. */
  readonly watching = new Set<string>();

  deliver(message: ServerMessage): Delivery {
    return this.deliverText(JSON.stringify(message));
  }

  /** A frame serialised once for many clients (a live topic's push). */
  deliverText(text: string): Delivery {
    if (this.readyState !== WebSocket.OPEN) return 'closed';
    if (this.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.terminate();
      return 'cut';
    }
    this.send(text);
    return 'sent';
  }

  /** The engine's viewer for this client at this table: a seat only at the player's own table. */
  viewerAt(tableId: string): Viewer {
    const session = this.session;
    if (session.role === 'player' && session.table === tableId) return { role: 'player', seat: session.seat };
    if (session.role === 'judge') return { role: 'judge' };
    return { role: 'spectator' };
  }

  /** Who the match log names for a table-prompt answer from this client: its seat at this table, or the judge. */
  actorAt(tableId: string): string | null {
    const session = this.session;
    if (session.role === 'player' && session.table === tableId) return session.seat;
    if (session.role === 'judge') return `judge:${session.name}`;
    return null;
  }
}
