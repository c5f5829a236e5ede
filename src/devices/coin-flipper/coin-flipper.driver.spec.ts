import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoinSourceError, type FlipResult } from '../coin-source.js';
import { CoinFlipperDriver, type CoinFlipperTiming } from './coin-flipper.driver.js';
import { crc16Hex } from './crc16.js';
import { EmulatedSerialBinding, type EmulatedDevice } from './emulated-binding.js';

/**
 * A device the unit test scripts line by line, on the far end of EmulatedSerialBinding: it
 * records every frame the hub sends (checking each CRC) and answers with `respond`.
 */
class ScriptedDevice implements EmulatedDevice {
  readonly received: string[] = [];
  readonly damagedFromHub: string[] = [];
  hello: string | undefined = 'HELLO model=MMCF-1 fw=1.4.2 sn=E66058A1 proto=1';
  respond: (body: string, device: ScriptedDevice) => void = () => undefined;
  connections = 0;
  private output: ((bytes: Buffer) => void) | undefined;
  private pending = '';

  connect(output: (bytes: Buffer) => void): void {
    this.connections++;
    this.output = output;
  }

  disconnect(): void {
    this.output = undefined;
  }

  receive(bytes: Buffer): void {
    const text = this.pending + bytes.toString('latin1');
    const lines = text.split('\n');
    this.pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') continue;
      const body = line.slice(0, -5);
      if (line.slice(-5) !== `*${crc16Hex(body)}`) {
        this.damagedFromHub.push(line);
        continue;
      }
      this.received.push(body);
      const who = /^WHO id=(\d+)$/.exec(body);
      if (who && this.hello !== undefined) this.send(`${this.hello} id=${who[1]}`);
      else this.respond(body, this);
    }
  }

  send(body: string): void {
    this.sendRaw(`${body}*${crc16Hex(body)}\n`);
  }

  sendRaw(text: string | Buffer): void {
    this.output?.(typeof text === 'string' ? Buffer.from(text, 'latin1') : text);
  }

  /** The id of the last request of this type the hub sent. */
  lastId(type: string): number {
    const body = [...this.received].reverse().find((b) => b.startsWith(`${type} `));
    const id = /id=(\d+)/.exec(body ?? '')?.[1];
    if (id === undefined) throw new Error(`the hub sent no ${type}; it sent: ${this.received.join(' | ')}`);
    return Number(id);
  }
}

const FAST: Partial<CoinFlipperTiming> = {
  ackTimeoutMs: 40,
  busyRetryMs: 20,
  whoIntervalMs: 50,
  pingIntervalMs: 60_000,
  backoff: { initialMs: 250, maxMs: 5_000 },
};

let pathCount = 0;

interface Rig {
  driver: CoinFlipperDriver;
  device: ScriptedDevice;
  binding: EmulatedSerialBinding;
}

function rig(options: { requestTimeoutMs?: number; origin?: 'device' | 'simulated'; timing?: Partial<CoinFlipperTiming> } = {}): Rig {
  const path = `/dev/serial/by-id/usb-Mirrormat_Coin_Flipper_unit-${++pathCount}-if00`;
  const device = new ScriptedDevice();
  const binding = new EmulatedSerialBinding(path, device);
  const driver = new CoinFlipperDriver({
    tableId: 'kitchen',
    path,
    baudRate: 115_200,
    requestTimeoutMs: options.requestTimeoutMs ?? 500,
    binding,
    logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
    origin: options.origin ?? 'device',
    timing: { ...FAST, ...options.timing },
  });
  return { driver, device, binding };
}

async function connected(options?: Parameters<typeof rig>[0]): Promise<Rig> {
  const r = rig(options);
  r.binding.plugIn();
  await r.driver.start();
  expect(await r.driver.whenAvailable(1_000)).toBe(true);
  return r;
}

/** A device that flips as told: ACK, one COIN per face, RESULT. */
function answering(faces: string): (body: string, device: ScriptedDevice) => void {
  return (body, device) => {
    const flip = /^(FLIP|UNTIL) id=(\d+)/.exec(body);
    if (!flip) return;
    device.send(`ACK id=${flip[2]}`);
    [...faces].forEach((face, i) => device.send(`COIN id=${flip[2]} i=${i + 1} face=${face}`));
    device.send(`RESULT id=${flip[2]} faces=${faces}`);
  };
}

/** Lets the port's close run through its ticks without moving the (fake) clock. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

const running: Rig[] = [];
beforeEach(() => {
  running.length = 0;
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(running.map((r) => r.driver.stop()));
  // Whatever else a test checks: every frame the hub sent carried a valid CRC.
  for (const r of running) expect(r.device.damagedFromHub).toEqual([]);
});
function track(r: Rig): Rig {
  running.push(r);
  return r;
}

describe('CoinFlipperDriver handshake', () => {
  it('asks WHO after opening and is available only once the device said HELLO', async () => {
    const r = track(rig());
    r.device.hello = undefined;
    r.binding.plugIn();
    await r.driver.start();
    await vi.waitFor(() => expect(r.device.received.some((b) => b.startsWith('WHO id='))).toBe(true));
    expect(r.driver.available()).toBe(false);
    await expect(r.driver.flip({ mode: 'coins', count: 1 })).rejects.toMatchObject({ code: 'unavailable' });
    expect(r.driver.health()[0]).toMatchObject({ status: 'degraded', detail: { state: 'waiting-hello', connected: true } });

    r.device.send('HELLO model=MMCF-1 fw=1.4.2 sn=E66058A1 proto=1');
    await vi.waitFor(() => expect(r.driver.available()).toBe(true));
    const [health] = r.driver.health();
    expect(health).toMatchObject({
      kind: 'coin-flipper',
      tableId: 'kitchen',
      status: 'up',
      detail: { connected: true, firmwareVersion: '1.4.2', serialNumber: 'E66058A1', model: 'MMCF-1', badFrames: 0 },
    });
    expect(Date.parse(health?.lastSeen ?? '')).toBeGreaterThan(Date.now() - 5_000);
  });

  it('keeps asking WHO until a device that booted late answers', async () => {
    const r = track(rig());
    r.device.hello = undefined;
    r.binding.plugIn();
    await r.driver.start();
    await vi.waitFor(() => expect(r.device.received.filter((b) => b.startsWith('WHO id=')).length).toBeGreaterThanOrEqual(3));
    r.device.hello = 'HELLO model=MMCF-1 fw=1.4.2 sn=E66058A1 proto=1';
    expect(await r.driver.whenAvailable(1_000)).toBe(true);
  });

  it('refuses a device that speaks another protocol version and says why on /health', async () => {
    const r = track(rig());
    r.device.hello = 'HELLO model=MMCF-2 fw=2.0.0 sn=X1 proto=2';
    r.binding.plugIn();
    await r.driver.start();
    await vi.waitFor(() => expect(r.driver.health()[0]?.detail).toMatchObject({ state: 'incompatible' }));
    expect(r.driver.available()).toBe(false);
    expect(r.driver.health()[0]).toMatchObject({ status: 'down', detail: { lastError: 'device speaks protocol 2, the hub speaks 1' } });
    await expect(r.driver.flip({ mode: 'coins', count: 1 })).rejects.toThrow(/protocol 2/);
  });
});

describe('CoinFlipperDriver requests', () => {
  it('flips 3 coins: sends FLIP with a fresh id and returns the faces the device read, marked as a device flip', async () => {
    const r = track(await connected());
    r.device.respond = answering('HTH');
    const result = await r.driver.flip({ mode: 'coins', count: 3 });
    expect(r.device.received.at(-1)).toMatch(/^FLIP id=\d+ n=3$/);
    expect(result).toEqual({
      results: ['heads', 'tails', 'heads'],
      origin: { kind: 'device', serialNumber: 'E66058A1', firmwareVersion: '1.4.2' },
    });
  });

  it('flips until tails with UNTIL', async () => {
    const r = track(await connected());
    r.device.respond = answering('HHT');
    const result = await r.driver.flip({ mode: 'until-tails' });
    expect(r.device.received.at(-1)).toMatch(/^UNTIL id=\d+$/);
    expect(result.results).toEqual(['heads', 'heads', 'tails']);
  });

  it('marks results of the simulated flipper as simulated, never as a device', async () => {
    const r = track(await connected({ origin: 'simulated' }));
    r.device.respond = answering('T');
    const { origin } = await r.driver.flip({ mode: 'coins', count: 1 });
    expect(origin.kind).toBe('simulated');
  });

  it('matches answers by id: a result for another id is not taken for this request', async () => {
    const r = track(await connected());
    r.device.respond = (body, device) => {
      const id = Number(/id=(\d+)/.exec(body)?.[1]);
      device.send(`ACK id=${id}`);
      device.send(`RESULT id=${id + 1000} faces=H`);
      device.send(`RESULT id=${id} faces=T`);
    };
    const result = await r.driver.flip({ mode: 'coins', count: 1 });
    expect(result.results).toEqual(['tails']);
    expect(r.driver.health()[0]?.detail).toMatchObject({ lateResults: 1 });
  });

  it('sends one request at a time and the next only after the answer', async () => {
    const r = track(await connected());
    const waiting: string[] = [];
    r.device.respond = (body, device) => {
      const id = /^FLIP id=(\d+)/.exec(body)?.[1];
      if (id === undefined) return;
      device.send(`ACK id=${id}`);
      waiting.push(id);
    };
    const first = r.driver.flip({ mode: 'coins', count: 1 });
    const second = r.driver.flip({ mode: 'coins', count: 1 });
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(waiting).toHaveLength(1);
    r.device.send(`RESULT id=${waiting[0]} faces=H`);
    expect((await first).results).toEqual(['heads']);
    await vi.waitFor(() => expect(waiting).toHaveLength(2));
    r.device.send(`RESULT id=${waiting[1]} faces=T`);
    expect((await second).results).toEqual(['tails']);
    expect(Number(waiting[1])).toBeGreaterThan(Number(waiting[0]));
  });

  it('splits more coins than the device flips at once into consecutive requests', async () => {
    const r = track(await connected());
    r.device.respond = (body, device) => {
      const m = /^FLIP id=(\d+) n=(\d+)$/.exec(body);
      if (!m) return;
      device.send(`ACK id=${m[1]}`);
      device.send(`RESULT id=${m[1]} faces=${'T'.repeat(Number(m[2]))}`);
    };
    const result = await r.driver.flip({ mode: 'coins', count: 20 });
    expect(result.results).toHaveLength(20);
    expect(r.device.received.filter((b) => b.startsWith('FLIP')).map((b) => b.replace(/id=\d+ /, ''))).toEqual(['FLIP n=16', 'FLIP n=4']);
  });

  it('rejects a count no flip can have before touching the device', async () => {
    const r = track(await connected());
    await expect(r.driver.flip({ mode: 'coins', count: 0 })).rejects.toBeInstanceOf(RangeError);
    await expect(r.driver.flip({ mode: 'coins', count: 2.5 })).rejects.toThrow(/whole number of coins/);
    expect(r.device.received.filter((b) => b.startsWith('FLIP'))).toEqual([]);
  });

  it('fails with device-error, never a guess, when the sensor cannot tell a face', async () => {
    const r = track(await connected());
    r.device.respond = (body, device) => {
      const id = /^FLIP id=(\d+)/.exec(body)?.[1];
      if (id === undefined) return;
      device.send(`ACK id=${id}`);
      device.send(`COIN id=${id} i=1 face=H`);
      device.send(`ERR id=${id} code=unreadable coin=2`);
    };
    const error = await r.driver.flip({ mode: 'coins', count: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoinSourceError);
    expect(error).toMatchObject({ code: 'device-error', message: expect.stringMatching(/could not tell which face coin 2/) });
  });

  it('refuses a result that does not fit the request', async () => {
    const r = track(await connected());
    r.device.respond = answering('HH');
    await expect(r.driver.flip({ mode: 'coins', count: 3 })).rejects.toMatchObject({ code: 'device-error' });
    r.device.respond = answering('HTH');
    await expect(r.driver.flip({ mode: 'until-tails' })).rejects.toMatchObject({ code: 'device-error' });
  });

  it('retries a request the device refused as busy (its button flip was running)', async () => {
    const r = track(await connected());
    let refusals = 0;
    r.device.respond = (body, device) => {
      const id = /^FLIP id=(\d+)/.exec(body)?.[1];
      if (id === undefined) return;
      if (refusals++ < 2) return device.send(`ERR id=${id} code=busy`);
      answering('T')(body, device);
    };
    expect((await r.driver.flip({ mode: 'coins', count: 1 })).results).toEqual(['tails']);
    expect(refusals).toBe(3);
  });

  it('fails the request in progress when the device restarts (a boot HELLO, which answers no WHO)', async () => {
    const r = track(await connected());
    r.device.respond = (body, device) => {
      const id = /^FLIP id=(\d+)/.exec(body)?.[1];
      if (id === undefined) return;
      device.send(`ACK id=${id}`);
      setTimeout(() => device.send('HELLO model=MMCF-1 fw=1.4.2 sn=E66058A1 proto=1'), 60);
    };
    await expect(r.driver.flip({ mode: 'coins', count: 1 })).rejects.toMatchObject({
      code: 'device-error',
      message: expect.stringMatching(/restarted/),
    });
    expect(r.driver.available()).toBe(true);
  });
});

describe('CoinFlipperDriver on a noisy line', () => {
  it('drops and counts a frame with a bad checksum, asks the device to REPEAT, and takes the intact copy', async () => {
    const r = track(await connected());
    r.device.respond = (body, device) => {
      const flip = /^FLIP id=(\d+)/.exec(body);
      if (flip) {
        device.send(`ACK id=${flip[1]}`);
        // The result arrives with one bit flipped: TTH instead of HTH, under HTH's CRC.
        device.sendRaw(`RESULT id=${flip[1]} faces=TTH*${crc16Hex(`RESULT id=${flip[1]} faces=HTH`)}\n`);
      }
      const repeat = /^REPEAT id=(\d+)$/.exec(body);
      if (repeat) device.send(`RESULT id=${repeat[1]} faces=HTH`);
    };
    const result = await r.driver.flip({ mode: 'coins', count: 3 });
    expect(result.results).toEqual(['heads', 'tails', 'heads']);
    expect(r.driver.health()[0]?.detail).toMatchObject({ badFrames: 1 });
    expect(r.device.received.some((b) => b.startsWith('REPEAT'))).toBe(true);
  });

  it('counts noise and garbage between frames without acting on it', async () => {
    const r = track(await connected());
    r.device.sendRaw(Buffer.from([0xff, 0xfe, 0x00, 0x0a]));
    r.device.sendRaw('RESULT id=1 faces=H*0000\n');
    r.device.sendRaw(`${'~'.repeat(300)}\n`);
    await vi.waitFor(() => expect(r.driver.health()[0]?.detail).toMatchObject({ badFrames: 3 }));
    expect(r.driver.available()).toBe(true);
  });

  it('sends the same request again, under the same id, when no ACK comes (the request was lost)', async () => {
    const r = track(await connected());
    let seen = 0;
    r.device.respond = (body, device) => {
      if (!body.startsWith('FLIP')) return;
      if (seen++ === 0) return;
      answering('H')(body, device);
    };
    await r.driver.flip({ mode: 'coins', count: 1 });
    const flips = r.device.received.filter((b) => b.startsWith('FLIP'));
    expect(flips).toHaveLength(2);
    expect(flips[0]).toBe(flips[1]);
  });

  it('sends the request again when the device answers REPEAT with unknown-id', async () => {
    const r = track(await connected({ timing: { ackTimeoutMs: 10_000 } }));
    let first = true;
    r.device.respond = (body, device) => {
      if (body.startsWith('FLIP') && first) {
        first = false;
        device.sendRaw('ACK id=?*0000\n');
        return;
      }
      const repeat = /^REPEAT id=(\d+)$/.exec(body);
      if (repeat) return device.send(`ERR id=${repeat[1]} code=unknown-id`);
      answering('T')(body, device);
    };
    expect((await r.driver.flip({ mode: 'coins', count: 1 })).results).toEqual(['tails']);
    expect(r.device.received.filter((b) => b.startsWith('FLIP'))).toHaveLength(2);
  });
});

describe('CoinFlipperDriver timeouts', () => {
  it('fails a request the device never answers with a clear timeout, sends ABORT, and ignores a late result', async () => {
    const r = track(await connected({ requestTimeoutMs: 120 }));
    const error = await r.driver.flip({ mode: 'coins', count: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoinSourceError);
    expect(error).toMatchObject({ code: 'timeout', message: expect.stringMatching(/said nothing about request \d+ for 120 ms.*no result was recorded/) });
    const id = r.device.lastId('FLIP');
    await vi.waitFor(() => expect(r.device.received).toContain(`ABORT id=${id}`));
    // Unanswered, the request went out again (under its id) until the timeout.
    expect(new Set(r.device.received.filter((b) => b.startsWith('FLIP'))).size).toBe(1);
    expect(r.device.received.filter((b) => b.startsWith('FLIP')).length).toBeGreaterThanOrEqual(2);

    r.device.send(`RESULT id=${id} faces=H`);
    await vi.waitFor(() => expect(r.driver.health()[0]?.detail).toMatchObject({ lateResults: 1 }));
  });

  it('measures the timeout as silence: a long flip that reports every coin does not time out', async () => {
    const r = track(await connected({ requestTimeoutMs: 150 }));
    r.device.respond = (body, device) => {
      const id = /^FLIP id=(\d+)/.exec(body)?.[1];
      if (id === undefined) return;
      device.send(`ACK id=${id}`);
      for (let i = 1; i <= 4; i++) setTimeout(() => device.send(`COIN id=${id} i=${i} face=H`), i * 100);
      setTimeout(() => device.send(`RESULT id=${id} faces=HHHH`), 480);
    };
    expect((await r.driver.flip({ mode: 'coins', count: 4 })).results).toEqual(['heads', 'heads', 'heads', 'heads']);
  });
});

describe('CoinFlipperDriver unplug and reconnect', () => {
  it('fails the flip in progress when the device disappears, with no result', async () => {
    const r = track(await connected());
    r.device.respond = (body, device) => {
      const id = /^FLIP id=(\d+)/.exec(body)?.[1];
      if (id !== undefined) device.send(`ACK id=${id}`);
    };
    const flip = r.driver.flip({ mode: 'coins', count: 1 });
    await vi.waitFor(() => expect(r.device.received.some((b) => b.startsWith('FLIP'))).toBe(true));
    r.binding.unplug();
    await expect(flip).rejects.toMatchObject({ code: 'unavailable', message: expect.stringMatching(/disconnected.*No result was recorded/) });
    expect(r.driver.available()).toBe(false);
    expect(r.driver.health()[0]).toMatchObject({ status: 'down', detail: { connected: false, reconnects: 1 } });
  });

  it('re-opens the same path with doubling backoff, capped, until the device is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const r = track(rig());
    r.binding.plugIn();
    await r.driver.start();
    await vi.waitFor(() => expect(r.driver.available()).toBe(true));
    const opens: number[] = [];
    const open = r.binding.open.bind(r.binding);
    r.binding.open = (options) => {
      opens.push(Date.now() - start);
      return open(options);
    };
    r.binding.unplug();
    await settle();
    expect(r.driver.health()[0]?.detail).toMatchObject({ state: 'disconnected' });
    const start = Date.now();
    for (let i = 0; i < 8; i++) await vi.advanceTimersByTimeAsync(5_000);
    const gaps = opens.map((t, i) => t - (opens[i - 1] ?? 0));
    expect(gaps.slice(0, 6)).toEqual([250, 500, 1_000, 2_000, 4_000, 5_000]);

    r.binding.plugIn();
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() => expect(r.driver.available()).toBe(true));
    expect(r.device.connections).toBe(2);

    // After a good handshake the backoff starts again from the beginning.
    opens.length = 0;
    r.binding.unplug();
    await settle();
    const again = Date.now();
    await vi.advanceTimersByTimeAsync(300);
    expect(opens.map((t) => t - (again - start))).toEqual([250]);
  });

  it('works again after the device is back, with the request id still counting up', async () => {
    const r = track(await connected({ timing: { backoff: { initialMs: 5, maxMs: 20 } } }));
    r.device.respond = answering('H');
    await r.driver.flip({ mode: 'coins', count: 1 });
    const before = r.device.lastId('FLIP');
    r.binding.unplug();
    await vi.waitFor(() => expect(r.driver.available()).toBe(false));
    r.binding.plugIn();
    expect(await r.driver.whenAvailable(1_000)).toBe(true);
    await r.driver.flip({ mode: 'coins', count: 1 });
    expect(r.device.lastId('FLIP')).toBeGreaterThan(before);
  });

  it('retries opening a path that does not exist yet, and stop() ends the retries', async () => {
    const r = rig({ timing: { backoff: { initialMs: 5, maxMs: 10 } } });
    await r.driver.start();
    await vi.waitFor(() => expect(r.driver.health()[0]?.detail).toMatchObject({ lastError: expect.stringMatching(/no such device/) }));
    expect(r.driver.health()[0]?.status).toBe('down');
    await r.driver.stop();
    expect(r.driver.health()[0]?.status).toBe('disabled');
    r.binding.plugIn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(r.device.connections).toBe(0);
  });
});

describe('CoinFlipperDriver button flips', () => {
  it('reports a button flip with its sequence number and counts presses lost to noise', async () => {
    const r = track(await connected());
    const flips: FlipResult[] = [];
    const off = r.driver.onButtonFlip((flip) => flips.push(flip));
    r.device.send('BUTTON seq=1 faces=T');
    r.device.send('BUTTON seq=3 faces=H');
    await vi.waitFor(() => expect(flips).toHaveLength(2));
    expect(flips[0]).toEqual({
      results: ['tails'],
      origin: { kind: 'device', serialNumber: 'E66058A1', firmwareVersion: '1.4.2', buttonSequence: 1 },
    });
    expect(r.driver.health()[0]?.detail).toMatchObject({ missedButtonPresses: 1 });
    off();
    r.device.send('BUTTON seq=4 faces=H');
    r.device.send('ERR seq=5 code=unreadable coin=1');
    await vi.waitFor(() => expect(r.driver.health()[0]?.detail).toMatchObject({ unreadableButtonFlips: 1 }));
    expect(flips).toHaveLength(2);
  });
});

describe('CoinFlipperDriver liveness', () => {
  it('pings an idle device; one that stops answering for three ping periods is unavailable until it answers again', async () => {
    const r = track(await connected({ timing: { pingIntervalMs: 40 } }));
    let answering = true;
    r.device.respond = (body, device) => {
      const ping = /^PING id=(\d+)$/.exec(body);
      if (ping && answering) device.send(`PONG id=${ping[1]} bad=2 up=31`);
    };
    await vi.waitFor(() => expect(r.driver.health()[0]?.detail).toMatchObject({ deviceBadFrames: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(r.driver.available()).toBe(true);

    answering = false;
    await vi.waitFor(() => expect(r.driver.available()).toBe(false), { timeout: 1_000 });
    expect(r.driver.health()[0]?.status).toBe('degraded');
    await expect(r.driver.flip({ mode: 'coins', count: 1 })).rejects.toMatchObject({ code: 'unavailable', message: expect.stringMatching(/not answered/) });

    answering = true;
    await vi.waitFor(() => expect(r.driver.available()).toBe(true), { timeout: 1_000 });
  });
});
