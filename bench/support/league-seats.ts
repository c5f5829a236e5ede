import { WebSocket } from 'ws';
import { PROTOCOL_VERSION, type ServerMessage } from '../../src/protocol/index.js';
import type { GameView } from '../../src/rules/index.js';
import type { HubProcess } from '../../test/support/hub-process.js';

type Seat = 'p1' | 'p2';

/** One seat's client at a league table, signed in with its seat code: the commands the mirror would send. */
class SeatSocket {
  private view: GameView | null = null;
  private stateId = '';
  private nextId = 1;
  private readonly waiters = new Set<() => void>();
  private readonly replies = new Map<string, (m: ServerMessage) => void>();

  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as ServerMessage;
      if (m.type === 'snapshot' || m.type === 'update') {
        this.view = m.view;
        this.stateId = m.stateId;
      }
      if ('replyTo' in m && typeof m.replyTo === 'string' && m.type !== 'snapshot') this.replies.get(m.replyTo)?.(m);
      for (const wake of this.waiters) wake();
    });
  }

  static async join(hub: HubProcess, table: string, code: string): Promise<SeatSocket> {
    const socket = new WebSocket(`${hub.wsUrl}?table=${table}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const seat = new SeatSocket(socket);
    const answer = await seat.send({ type: 'hello', auth: { role: 'player', table, code } });
    if (answer.type !== 'welcome') throw new Error(`seat at ${table} refused: ${JSON.stringify(answer)}`);
    return seat;
  }

  /** The view once it passes the test. */
  viewWhere(test: (view: GameView) => boolean, timeoutMs = 30_000): Promise<GameView> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.view !== null && test(this.view)) {
          done();
          resolve(this.view);
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no such view in ${timeoutMs} ms; last: ${JSON.stringify(this.view).slice(0, 500)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Resolves with the state the accepted command made. */
  async mustAccept(command: Record<string, unknown>): Promise<string> {
    const reply = await this.send({ type: 'command', stateId: this.stateId, command });
    if (reply.type !== 'accepted') throw new Error(`${String(command.type)} was not accepted: ${JSON.stringify(reply)}`);
    return reply.stateId;
  }

  /** Once this seat has the update to that state, so its next command names it. */
  at(stateId: string): Promise<GameView> {
    return this.viewWhere(() => this.stateId === stateId);
  }

  close(): void {
    this.socket.close();
  }

  private send(message: Record<string, unknown>): Promise<ServerMessage> {
    const id = `s${this.nextId++}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply to ${String(message.type)}`)), 30_000);
      this.replies.set(id, (m) => {
        clearTimeout(timer);
        this.replies.delete(id);
        resolve(m);
      });
      this.socket.send(JSON.stringify({ v: PROTOCOL_VERSION, id, ...message }));
    });
  }
}

/**
 * Both seats of a league table take their seats with their codes and play the game the league
 * started there into its first turn: toss (the hub flips), first player, both Active Pokémon,
 * setup finished. Returns the seats, to be closed by the caller.
 */
export async function playIntoTurnOne(hub: HubProcess, table: string, codes: Record<Seat, string>): Promise<SeatSocket[]> {
  const seats = { p1: await SeatSocket.join(hub, table, codes.p1), p2: await SeatSocket.join(hub, table, codes.p2) };
  const tossShown = (v: GameView) => v.stage === 'choose-first' && v.tossWinner !== null;
  const [tossed] = await Promise.all([seats.p1.viewWhere(tossShown), seats.p2.viewWhere(tossShown)]);
  const first: Seat = tossed.tossWinner === 'p2' ? 'p2' : 'p1';
  const second: Seat = first === 'p1' ? 'p2' : 'p1';
  const play = async (seat: Seat, command: Record<string, unknown>) => {
    const stateId = await seats[seat].mustAccept(command);
    await Promise.all([seats.p1.at(stateId), seats.p2.at(stateId)]);
  };
  await play(first, { type: 'ChooseFirstPlayer', player: first, first });
  await play(first, { type: 'PlaceActive', player: first, card: 'xy0-26' });
  await play(second, { type: 'PlaceActive', player: second, card: 'xy0-12' });
  await play(first, { type: 'FinishSetup', player: first });
  await play(second, { type: 'FinishSetup', player: second });
  await seats[first].viewWhere((v) => v.turn?.number === 1);
  return [seats.p1, seats.p2];
}
