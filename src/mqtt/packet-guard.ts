import { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { MAX_PAYLOAD_BYTES } from '../devices/zone-board/zone-board.protocol.js';

/**
 * The largest MQTT packet the embedded broker takes: a board's largest report (MAX_PAYLOAD_BYTES)
 * with its topic and headers, and room to spare. aedes itself has no limit: it buffers a packet of
 * any announced length (a 64 MB publish was taken whole).
 */
export const MAX_PACKET_BYTES = MAX_PAYLOAD_BYTES + 4096;
/**
 * Packets per second a client may send on average, and in a burst: a board reports a few times a
 * second; a flooding client is slowed to what the hub handles beside every other table.
 */
export const PACKETS_PER_SECOND = 1_000;
export const PACKET_BURST = 2_000;

/**
 * Follows MQTT's framing (a fixed header byte, the remaining length as a variable byte integer, the
 * rest) across chunks without keeping any of it, so a packet's size is known from its first bytes.
 */
export class MqttFraming {
  private state: 'header' | 'length' | 'body' = 'header';
  private length = 0;
  private multiplier = 1;
  private remaining = 0;

  constructor(private readonly maxPacketBytes = MAX_PACKET_BYTES) {}

  /** How many packets began in this chunk, or why the connection must end. */
  feed(chunk: Buffer): { readonly packets: number } | { readonly refused: string } {
    let packets = 0;
    let i = 0;
    while (i < chunk.length) {
      if (this.state === 'body') {
        const take = Math.min(this.remaining, chunk.length - i);
        this.remaining -= take;
        i += take;
        if (this.remaining === 0) this.state = 'header';
        continue;
      }
      const byte = chunk[i]!;
      i += 1;
      if (this.state === 'header') {
        packets += 1;
        this.state = 'length';
        this.length = 0;
        this.multiplier = 1;
        continue;
      }
      this.length += (byte & 0x7f) * this.multiplier;
      this.multiplier *= 128;
      if (this.length > this.maxPacketBytes) return { refused: `a packet of more than ${this.maxPacketBytes} bytes` };
      if (byte & 0x80) {
        if (this.multiplier > 128 ** 3) return { refused: 'a malformed packet length' };
        continue;
      }
      this.remaining = this.length;
      this.state = this.remaining === 0 ? 'header' : 'body';
    }
    return { packets };
  }
}

/** A token bucket of packets: how long the sender must wait before its next packet is read. */
export class PacketRate {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perSecond = PACKETS_PER_SECOND,
    private readonly burst = PACKET_BURST,
    private readonly clock: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.at = clock();
  }

  /** Takes `packets`; answers the milliseconds to stop reading for (0: read on). */
  take(packets: number): number {
    const now = this.clock();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) * this.perSecond) / 1000);
    this.at = now;
    this.tokens -= packets;
    return this.tokens >= 0 ? 0 : Math.ceil((-this.tokens * 1000) / this.perSecond);
  }
}

/**
 * The connection aedes reads from: the socket's bytes, passed on only while each packet stays under
 * the size limit and the client under its rate. Too large a packet ends the connection before its
 * body is buffered; too many packets pause reading (TCP then slows the sender), nothing is dropped.
 */
export function guardedConnection(socket: Socket, onRefused: (why: string) => void, limits = { framing: new MqttFraming(), rate: new PacketRate() }): Duplex {
  let resumeTimer: NodeJS.Timeout | undefined;
  const conn: Duplex = new Duplex({
    read() {
      if (resumeTimer === undefined) socket.resume();
    },
    write(chunk: Buffer, _encoding, done) {
      socket.write(chunk, (error) => done(error ?? null));
    },
    final(done) {
      socket.end(() => done());
    },
    destroy(error, done) {
      clearTimeout(resumeTimer);
      socket.destroy();
      done(error);
    },
  });
  socket.on('data', (chunk: Buffer) => {
    const framed = limits.framing.feed(chunk);
    if ('refused' in framed) {
      onRefused(framed.refused);
      conn.destroy();
      return;
    }
    const wait = limits.rate.take(framed.packets);
    if (!conn.push(chunk) || wait > 0) socket.pause();
    if (wait > 0) {
      resumeTimer = setTimeout(() => {
        resumeTimer = undefined;
        socket.resume();
      }, wait);
    }
  });
  socket.on('end', () => conn.push(null));
  socket.on('error', (error) => conn.destroy(error));
  socket.on('close', () => conn.destroy());
  return conn;
}
