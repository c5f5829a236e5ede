import { connect } from 'node:net';
import { connectAsync } from 'mqtt';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { EmbeddedMqttBroker } from './embedded-broker.js';
import { MAX_PACKET_BYTES, MqttFraming, PacketRate } from './packet-guard.js';

/** An MQTT PUBLISH fixed header announcing `length` bytes: 0x30, then the variable byte integer. */
function publishHeader(length: number): Buffer {
  const bytes = [0x30];
  let n = length;
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    bytes.push(byte);
  } while (n > 0);
  return Buffer.from(bytes);
}

describe('MQTT packets the embedded broker takes', () => {
  it('counts packets across chunks, whatever the cuts', () => {
    const framing = new MqttFraming();
    const two = Buffer.concat([publishHeader(3), Buffer.from('abc'), publishHeader(200), Buffer.alloc(200)]);
    expect(framing.feed(two.subarray(0, 2))).toEqual({ packets: 1 });
    expect(framing.feed(two.subarray(2, 6))).toEqual({ packets: 1 });
    expect(framing.feed(two.subarray(6))).toEqual({ packets: 0 });
    expect(framing.feed(Buffer.from([0xc0, 0x00]))).toEqual({ packets: 1 });
  });

  it('refuses a packet larger than a board could send from its length alone, before its body arrives', () => {
    expect(new MqttFraming().feed(publishHeader(64 * 1024 * 1024))).toEqual({ refused: `a packet of more than ${MAX_PACKET_BYTES} bytes` });
    expect(new MqttFraming().feed(publishHeader(MAX_PACKET_BYTES))).toEqual({ packets: 1 });
  });

  it('lets a client burst, then holds it to its rate', () => {
    let now = 0;
    const rate = new PacketRate(50, 200, () => now);
    expect(rate.take(200)).toBe(0);
    expect(rate.take(10)).toBe(200);
    now += 1_000;
    expect(rate.take(10)).toBe(0);
  });

  it('closes the connection of a client announcing a 64 MB publish, and serves the boards on', async () => {
    const broker = new EmbeddedMqttBroker({ host: '127.0.0.1', port: 0, allowAnonymous: false, boards: [], hubId: 'hub' }, pino({ level: 'silent' }));
    await broker.start();
    try {
      const socket = connect(broker.port(), '127.0.0.1');
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.on('error', () => undefined);
      socket.write(publishHeader(64 * 1024 * 1024));
      socket.write(Buffer.alloc(64 * 1024));
      await closed;
      const { url, username, password } = broker.connection();
      const hub = await connectAsync(url, { username, password, reconnectPeriod: 0 });
      expect(hub.connected).toBe(true);
      await hub.endAsync();
    } finally {
      await broker.stop();
    }
  });
});
