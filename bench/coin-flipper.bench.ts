import { pino } from 'pino';
import { ReadlineParser, SerialPort } from 'serialport';
import { buildEmulator, PtyDevice } from '../firmware-bridge/coin-flipper/host/pty-device.js';
import { CoinFlipperDriver } from '../src/devices/coin-flipper/coin-flipper.driver.js';
import { encodeFrame } from '../src/devices/coin-flipper/protocol.js';
import { createSimulatedCoinFlipper } from '../src/devices/coin-flipper/simulated-coin-flipper.js';
import { requirePrograms } from '../test/support/require-system.js';

/**
 * Hub-added latency of a coin flip request over a real pseudo-terminal, the host-built firmware
 * emulator answering at once (zero kick/settle/sample time). Baseline: a bare PING/PONG over the
 * same pty with serialport's ReadlineParser, i.e. transport plus emulator; the driver's own
 * cost is the difference (framing, CRC, zod, request matching, timers).
 */
const REQUESTS = 1_000;
const WARMUP = 50;
const ZERO_DELAY = ['--kick-ms', '0', '--settle-ms', '0', '--sample-ms', '0'];

export default async function (): Promise<Record<string, unknown>> {
  requirePrograms('socat', 'g++', 'make');
  buildEmulator();
  const logger = pino({ level: 'silent' });

  const device = new PtyDevice({ seed: 7, args: ZERO_DELAY });
  try {
    await device.plugIn();
    const baseline = await rawPingLatencies(device.hubPath);

    const driver = new CoinFlipperDriver({
      tableId: 'bench',
      path: device.hubPath,
      baudRate: 115_200,
      requestTimeoutMs: 5_000,
      binding: SerialPort.binding,
      logger,
      origin: 'device',
    });
    await driver.start();
    if (!(await driver.whenAvailable(3_000))) throw new Error(`emulator never said HELLO:\n${device.log.join('\n')}`);
    const flips: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const started = performance.now();
      await driver.flip({ mode: 'coins', count: 1 });
      if (i >= WARMUP) flips.push(performance.now() - started);
    }
    await driver.stop();

    const simulated = createSimulatedCoinFlipper('bench', logger, { coinMs: 0 });
    simulated.binding.plugIn();
    await simulated.driver.start();
    await simulated.driver.whenAvailable(1_000);
    const mock: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const started = performance.now();
      await simulated.driver.flip({ mode: 'coins', count: 1 });
      if (i >= WARMUP) mock.push(performance.now() - started);
    }
    await simulated.driver.stop();

    const flip = summary(flips);
    const raw = summary(baseline);
    return {
      requests: REQUESTS,
      flipOverPtyMs: flip,
      rawPingOverPtyMs: raw,
      hubAddedMs: { p50: round(flip.p50 - raw.p50), p99: round(flip.p99 - raw.p99) },
      simulatedFlipOverBindingMockMs: summary(mock),
      note: 'flip = FLIP id n=1 -> ACK, COIN, RESULT through CoinFlipperDriver; raw = PING -> PONG with ReadlineParser, no driver',
    };
  } finally {
    await device.dispose();
  }
}

async function rawPingLatencies(path: string): Promise<number[]> {
  const port = new SerialPort({ path, baudRate: 115_200, autoOpen: false });
  await new Promise<void>((resolve, reject) => port.open((error) => (error ? reject(error) : resolve())));
  const lines = port.pipe(new ReadlineParser({ delimiter: '\n' }));
  const out: number[] = [];
  try {
    for (let i = 1; i <= WARMUP + REQUESTS; i++) {
      const started = performance.now();
      await new Promise<void>((resolve) => {
        const onLine = (line: string): void => {
          if (!line.startsWith(`PONG id=${i} `)) return;
          lines.off('data', onLine);
          resolve();
        };
        lines.on('data', onLine);
        port.write(encodeFrame({ type: 'PING', id: i }));
      });
      if (i > WARMUP) out.push(performance.now() - started);
    }
  } finally {
    await new Promise<void>((resolve) => port.close(() => resolve()));
  }
  return out;
}

function summary(samples: number[]): { p50: number; p99: number; max: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
  };
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
