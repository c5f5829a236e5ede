import { pino } from 'pino';
import { ReadlineParser, SerialPort } from 'serialport';
import { buildHost } from '../firmware-bridge/coin-flipper/host/host-build.js';
import { PtyDevice } from '../firmware-bridge/coin-flipper/host/pty-device.js';
import { CoinFlipperDriver } from '../src/devices/coin-flipper/coin-flipper.driver.js';
import { encodeFrame } from '../src/devices/coin-flipper/protocol.js';
import type { SerialBinding, SerialPortBinding } from '../src/devices/coin-flipper/serial-binding.js';
import { requirePrograms } from '../test/support/require-system.js';

/**
 * Hub-added latency of a coin flip over a real pseudo-terminal, the host-built firmware emulator
 * answering at once (zero kick/settle/sample time). The OS binding is wrapped to time-stamp its
 * reads and writes, so per flip:
 *   hub-added = (flip() called -> FLIP handed to the OS) + (last bytes read -> flip() resolved),
 * i.e. the driver's own framing, CRC, zod checks, request matching and promise plumbing, without
 * the pty and the emulator process. The whole round trip and a bare PING/PONG over the same pty
 * (serialport + ReadlineParser, no driver) are given for context.
 */
const REQUESTS = 1_000;
const WARMUP = 50;
const ZERO_DELAY = ['--kick-ms', '0', '--settle-ms', '0', '--sample-ms', '0'];

export default async function (): Promise<Record<string, unknown>> {
  requirePrograms('socat', 'g++', 'make', 'flock');
  buildHost();
  const device = new PtyDevice({ seed: 7, args: ZERO_DELAY });
  try {
    await device.plugIn();
    const rawPing = await rawPingLatencies(device.hubPath);

    const stamps = { firstWrite: Number.NaN, lastRead: Number.NaN };
    const driver = new CoinFlipperDriver({
      tableId: 'bench',
      path: device.hubPath,
      baudRate: 115_200,
      requestTimeoutMs: 5_000,
      binding: timedBinding(SerialPort.binding, stamps),
      logger: pino({ level: 'silent' }),
      origin: 'device',
    });
    await driver.start();
    if (!(await driver.whenAvailable(3_000))) throw new Error(`emulator never said HELLO:\n${device.log.join('\n')}`);
    const roundTrip: number[] = [];
    const hubAdded: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      stamps.firstWrite = Number.NaN;
      const started = performance.now();
      await driver.flip({ mode: 'coins', count: 1 });
      const done = performance.now();
      if (i < WARMUP) continue;
      roundTrip.push(done - started);
      hubAdded.push(stamps.firstWrite - started + (done - stamps.lastRead));
    }
    await driver.stop();

    return {
      requests: REQUESTS,
      hubAddedMs: summary(hubAdded),
      flipRoundTripOverPtyMs: summary(roundTrip),
      rawPingRoundTripOverPtyMs: summary(rawPing),
      note: 'FLIP id n=1 -> ACK, COIN, RESULT; emulator with zero flip time; 2 shared cores, so p99 carries scheduler noise',
    };
  } finally {
    await device.dispose();
  }
}

/** The OS binding, with the time of the first write of each flip and of the latest read. */
function timedBinding(base: SerialBinding, stamps: { firstWrite: number; lastRead: number }): SerialBinding {
  return {
    list: () => base.list(),
    open: async (options) => {
      const port = await base.open(options);
      return new Proxy(port, {
        get(target, property, receiver): unknown {
          if (property === 'read') {
            return async (...args: Parameters<SerialPortBinding['read']>) => {
              const result = await target.read(...args);
              stamps.lastRead = performance.now();
              return result;
            };
          }
          if (property === 'write') {
            return (buffer: Buffer) => {
              if (Number.isNaN(stamps.firstWrite)) stamps.firstWrite = performance.now();
              return target.write(buffer);
            };
          }
          const value: unknown = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
  };
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
