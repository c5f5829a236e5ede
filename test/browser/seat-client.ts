import WebSocket from 'ws';
import { PROTOCOL_VERSION, serverMessageSchema, type Credentials, type ServerMessage } from '../../src/protocol/index.js';
import type { CardDef } from '../../src/rules/index.js';
import type { HubProcess } from '../support/hub-process.js';

/**
 * A second client at the table, over the real WebSocket API: it issues the commands the mirror
 * would derive from the readers (a card put on a zone becomes PlaceActive, AttachEnergy, ...),
 * since the tests drive the browser for everything a player does on the tablet itself.
 */
export class SeatClient {
  private readonly messages: ServerMessage[] = [];
  private nextId = 1;
  stateId = '';

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const parsed = serverMessageSchema.safeParse(JSON.parse(String(data)));
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'snapshot' || message.type === 'update' || message.type === 'accepted' || message.type === 'refused') {
        this.stateId = message.stateId;
      }
      this.messages.push(message);
    });
  }

  /** A player's client, signed in with the seat code the table shows. */
  static join(hub: HubProcess, table: string, code: string): Promise<SeatClient> {
    return SeatClient.signIn(hub, table, { role: 'player', table, code });
  }

  static async signIn(hub: HubProcess, table: string, auth: Credentials): Promise<SeatClient> {
    const socket = new WebSocket(`${hub.wsUrl}?table=${table}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const client = new SeatClient(socket);
    const answer = await client.reply('hello', () => socket.send(JSON.stringify({ v: PROTOCOL_VERSION, id: 'hello', type: 'hello', auth })));
    if (answer.type !== 'welcome' || answer.session.role !== auth.role) throw new Error(`sign-in as ${auth.role} refused: ${JSON.stringify(answer)}`);
    await client.until((m) => m.type === 'snapshot' && m.replyTo === 'hello');
    return client;
  }

  /**
   * Sends a command against the latest state this client saw; resolves with accepted, refused or error. Refused as
   * stale (the other seat's command moved the game on and its update is still on the way to this client), it is sent
   * once more against that update, as a tablet does once it shows the new state.
   */
  async command(command: Record<string, unknown>): Promise<ServerMessage> {
    const sentAgainst = this.stateId;
    const reply = await this.send(command);
    if (reply.type !== 'error' || reply.code !== 'stale-state') return reply;
    for (const deadline = Date.now() + 5_000; this.stateId === sentAgainst; await new Promise((resolve) => setTimeout(resolve, 20))) {
      if (Date.now() > deadline) return reply;
    }
    return this.send(command);
  }

  private async send(command: Record<string, unknown>): Promise<ServerMessage> {
    const id = `t${this.nextId++}`;
    const reply = await this.reply(id, () =>
      this.socket.send(JSON.stringify({ v: PROTOCOL_VERSION, id, type: 'command', stateId: this.stateId, command })),
    );
    // The update that carries the new state follows the acceptance; wait for it so the next command is current.
    if (reply.type === 'accepted') await this.until((m) => (m.type === 'update' || m.type === 'snapshot') && m.stateId === reply.stateId, 5_000).catch(() => undefined);
    return reply;
  }

  /** A judge's restore (the `restore` frame) against the latest state this client saw. */
  async restore(to: { kind: 'last-legal' } | { kind: 'seq'; seq: number }, reason: string): Promise<ServerMessage> {
    const id = `t${this.nextId++}`;
    const reply = await this.reply(id, () => this.socket.send(JSON.stringify({ v: PROTOCOL_VERSION, id, type: 'restore', stateId: this.stateId, to, reason })));
    if (reply.type === 'accepted') await this.until((m) => (m.type === 'update' || m.type === 'snapshot') && m.stateId === reply.stateId, 5_000).catch(() => undefined);
    return reply;
  }

  async mustAccept(command: Record<string, unknown>): Promise<void> {
    const reply = await this.command(command);
    if (reply.type !== 'accepted') throw new Error(`${String(command.type)} was not accepted: ${JSON.stringify(reply)}`);
  }

  /** The latest game view this client received. */
  latestView(): unknown {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i]!;
      if (m.type === 'snapshot' || m.type === 'update') return m.view;
    }
    return null;
  }

  async until(test: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    let seen = 0;
    for (;;) {
      for (; seen < this.messages.length; seen++) if (test(this.messages[seen]!)) return this.messages[seen]!;
      if (Date.now() > deadline) throw new Error(`no matching message in ${timeoutMs} ms; last: ${JSON.stringify(this.messages.slice(-3))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private async reply(id: string, send: () => void): Promise<ServerMessage> {
    const from = this.messages.length;
    send();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = this.messages.slice(from).find((m) => 'replyTo' in m && m.replyTo === id && m.type !== 'snapshot');
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no reply to ${id}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close(): void {
    this.socket.close();
  }
}

export async function cardDef(hub: HubProcess, id: string): Promise<CardDef> {
  const response = await fetch(`${hub.url}/api/cards/${id}`);
  if (!response.ok) throw new Error(`card ${id}: HTTP ${response.status}`);
  return (await response.json()) as CardDef;
}

export async function adminFetch(hub: HubProcess, path: string, body?: unknown): Promise<Response> {
  return fetch(`${hub.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${hub.adminToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
