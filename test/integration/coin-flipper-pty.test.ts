import { randomInt } from 'node:crypto';
import { pino } from 'pino';
import { SerialPort } from 'serialport';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONFORMANCE_FACES, FrameCollector, runConformance } from '../../firmware-bridge/coin-flipper/host/conformance.js';
import { buildHost } from '../../firmware-bridge/coin-flipper/host/host-build.js';
import { PtyDevice } from '../../firmware-bridge/coin-flipper/host/pty-device.js';
import type { CoinFace, FlipOrigin, FlipResult } from '../../src/devices/coin-source.js';
import { CoinFlipperDriver, type CoinFlipperTiming } from '../../src/devices/coin-flipper/coin-flipper.driver.js';
import { crc16Hex } from '../../src/devices/coin-flipper/crc16.js';
import { cardById } from '../../src/catalogue/testing.js';
import { pendingCoinFlips } from '../../src/rules/index.js';
import { quickStart } from '../../src/rules/testing/table.js';
import { requirePrograms } from '../support/require-system.js';

/**
 * The hub's coin flipper driver against the host build of the real firmware, over real
 * pseudo-terminals (socat). Set COIN_SEED to replay a run; every test logs the seed it used.
 */
const SEED = Number(process.env.COIN_SEED ?? randomInt(1, 2 ** 31));
const FAST_COINS = ['--kick-ms', '0', '--settle-ms', '4', '--sample-ms', '0'];
const snorlax = cardById('xy0-26');
const logger = pino({ level: process.env.LOG_LEVEL ?? 'silent' });

let device: PtyDevice | undefined;
let driver: CoinFlipperDriver | undefined;

beforeAll(() => {
  requirePrograms('socat', 'g++', 'make', 'flock');
  buildHost();
  console.log(`coin flipper pty tests: COIN_SEED=${SEED}`);
});

afterEach(async () => {
  await driver?.stop();
  await device?.dispose();
  driver = undefined;
  device = undefined;
});

async function connect(
  args: readonly string[],
  options: { requestTimeoutMs?: number; timing?: Partial<CoinFlipperTiming>; waitForHello?: boolean } = {},
): Promise<{ device: PtyDevice; driver: CoinFlipperDriver }> {
  device = new PtyDevice({ seed: SEED, args });
  await device.plugIn();
  driver = new CoinFlipperDriver({
    tableId: 'kitchen',
    path: device.hubPath,
    baudRate: 115_200,
    requestTimeoutMs: options.requestTimeoutMs ?? 2_000,
    binding: SerialPort.binding,
    logger,
    origin: 'device',
    timing: { backoff: { initialMs: 50, maxMs: 400 }, ...options.timing },
  });
  await driver.start();
  if (options.waitForHello !== false) expect(await driver.whenAvailable(3_000), device.log.join('\n')).toBe(true);
  return { device, driver };
}

/** A long face script from the seed (xorshift32), so a noisy run can be checked coin by coin. */
function scriptedFaces(seed: number, count: number): string {
  let x = seed || 1;
  let out = '';
  for (let i = 0; i < count; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out += (x >>> 16) & 1 ? 'H' : 'T';
  }
  return out;
}

const faces = (text: string): CoinFace[] => [...text].map((f) => (f === 'H' ? 'heads' : 'tails'));
const DEVICE: FlipOrigin = { kind: 'device', serialNumber: 'MMCF-PTY-1', firmwareVersion: '1.0.0' };

describe('coin flipper firmware (host build) on a pseudo-terminal', () => {
  it('holds the protocol conversation the TypeScript emulator holds, word for word', async () => {
    device = new PtyDevice({ seed: SEED, args: ['--faces', CONFORMANCE_FACES, '--kick-ms', '0', '--settle-ms', '0', '--sample-ms', '0'] });
    await device.plugIn();
    const port = new SerialPort({ path: device.hubPath, baudRate: 115_200 });
    const collector = new FrameCollector(crc16Hex);
    port.on('data', (bytes: Buffer) => collector.push(bytes));
    await new Promise((resolve) => port.once('open', resolve));
    // Whatever the device said before the port was open (its boot HELLO) may or may not arrive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    collector.received.length = 0;
    const mismatches = await runConformance({ write: (bytes) => port.write(Buffer.from(bytes, 'latin1')), received: collector.received }, (body) => `${body}*${crc16Hex(body)}\n`);
    await new Promise((resolve) => port.close(resolve));
    expect(mismatches).toEqual([]);
  });
});

describe('coin flipper over a pseudo-terminal, firmware emulator on the far end', () => {
  it('Pokémon Checkup, Asleep: the flipper answers the rules engine\'s one-coin prompt; heads, the Pokémon wakes up', async () => {
    const { driver } = await connect(['--faces', 'H', '--serial', 'MMCF-PTY-1']);
    const table = quickStart({ profile: 'xy', p1: { active: snorlax }, p2: { active: snorlax } });
    table.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'set-condition', target: 'p2-active', condition: 'Asleep' } });
    table.do({ type: 'EndTurn', player: 'p1' });

    const [prompt] = pendingCoinFlips(table.state);
    expect(prompt?.request).toEqual({ mode: 'coins', count: 1 });
    const flip = await driver.flip(prompt?.request ?? { mode: 'coins', count: 1 });
    const events = table.do({ type: 'RecordCoinFlip', promptId: prompt?.promptId ?? '', results: [...flip.results], origin: flip.origin });

    expect(table.active('p2').rotation).toBeNull();
    expect(events).toContainEqual(expect.objectContaining({ type: 'CoinFlipped', results: ['heads'], origin: DEVICE }));
    expect(driver.health()[0]).toMatchObject({ status: 'up', detail: { connected: true, serialNumber: 'MMCF-PTY-1', firmwareVersion: '1.0.0' } });
  });

  it('flips 3 coins and reports them in flip order', async () => {
    const { driver } = await connect(['--faces', 'HTT', '--serial', 'MMCF-PTY-1']);
    expect(await driver.flip({ mode: 'coins', count: 3 })).toEqual({ results: faces('HTT'), origin: DEVICE });
  });

  it('flips until tails', async () => {
    const { driver } = await connect(['--faces', 'HHHTH']);
    expect((await driver.flip({ mode: 'until-tails' })).results).toEqual(faces('HHHT'));
  });

  it('fails a flip whose coin the sensor cannot read, then flips again normally', async () => {
    const { driver } = await connect(['--faces', 'HUH']);
    await expect(driver.flip({ mode: 'coins', count: 3 })).rejects.toMatchObject({ code: 'device-error', message: expect.stringMatching(/coin 2/) });
    expect((await driver.flip({ mode: 'coins', count: 1 })).results).toEqual(faces('H'));
  });

  it('reports the device button as a button flip with its sequence number', async () => {
    const { device, driver } = await connect(['--faces', 'TH', '--serial', 'MMCF-PTY-1']);
    const flips: FlipResult[] = [];
    driver.onButtonFlip((flip) => flips.push(flip));
    device.pressButton();
    await expect.poll(() => flips.length, { timeout: 3_000 }).toBe(1);
    device.pressButton();
    await expect.poll(() => flips.length, { timeout: 3_000 }).toBe(2);
    expect(flips).toEqual([
      { results: faces('T'), origin: { ...DEVICE, buttonSequence: 1 } },
      { results: faces('H'), origin: { ...DEVICE, buttonSequence: 2 } },
    ]);
  });

  it('unplugged mid-flip: the flip fails with no result; plugged back, the driver reconnects by itself and flips again', async () => {
    const { device, driver } = await connect(['--faces', 'HHHT', '--settle-ms', '400']);
    const interrupted = expect(driver.flip({ mode: 'coins', count: 3 })).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringMatching(/disconnected.*No result was recorded/),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await device.unplug();
    await interrupted;
    expect(driver.available()).toBe(false);
    expect(driver.health()[0]).toMatchObject({ status: 'down', detail: { connected: false } });

    await new Promise((resolve) => setTimeout(resolve, 300));
    await device.plugIn({ seed: SEED, args: ['--faces', 'T', ...FAST_COINS] });
    expect(await driver.whenAvailable(3_000), device.log.join('\n')).toBe(true);
    expect((await driver.flip({ mode: 'coins', count: 1 })).results).toEqual(faces('T'));
    expect(driver.health()[0]?.detail).toMatchObject({ reconnects: 1 });
  });

  it('through line noise and corrupted frames both ways, every flip gets exactly the faces the device read', async () => {
    const script = scriptedFaces(SEED, 40 * 3);
    const { driver } = await connect(['--faces', script, ...FAST_COINS, '--noise-ms', '7', '--corrupt-every', '4', '--drop-in-every', '5'], {
      timing: { ackTimeoutMs: 60, whoIntervalMs: 100 },
    });
    const results: CoinFace[] = [];
    for (let i = 0; i < 40; i++) results.push(...(await driver.flip({ mode: 'coins', count: 3 })).results);
    expect(results).toEqual(faces(script));
    const detail = driver.health()[0]?.detail ?? {};
    expect(detail.badFrames).toBeGreaterThan(10);
  });

  it('a device that never says HELLO is unavailable, and /health says it is waiting for it', async () => {
    const { driver } = await connect(['--mute'], { waitForHello: false });
    expect(await driver.whenAvailable(300)).toBe(false);
    await expect(driver.flip({ mode: 'coins', count: 1 })).rejects.toMatchObject({ code: 'unavailable', message: expect.stringMatching(/HELLO/) });
    expect(driver.health()[0]).toMatchObject({ status: 'degraded', detail: { state: 'waiting-hello', connected: true } });
  });

  it('a device that takes a request and never answers: the flip times out with a clear error, and no result', async () => {
    const { device, driver } = await connect(['--settle-ms', '600000', '--verbose'], { requestTimeoutMs: 400 });
    const started = Date.now();
    const error = await driver.flip({ mode: 'coins', count: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'timeout', message: expect.stringMatching(/said nothing about request \d+ for 400 ms/) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    const sent = device.log.join('\n');
    expect(sent).toMatch(/emu > ACK id=\d+/);
    expect(sent).not.toMatch(/RESULT|COIN/);
  });
});
