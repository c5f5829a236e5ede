/**
 * One conversation every implementation of the device side must hold word for word: the
 * firmware (its host build, over a pty) and the TypeScript emulator of demo mode both run it,
 * so the two cannot drift apart. Coins land as CONFORMANCE_FACES says, in order.
 */
export const CONFORMANCE_FACES = 'HTHHTU';

export interface ConformanceStep {
  readonly what: string;
  /** A frame body (the runner adds the CRC), or with `raw` the exact bytes to send. */
  readonly send: string;
  readonly raw?: boolean;
  /** Frame bodies expected back, in order; `*` stands for one field value. Nothing else may come. */
  readonly expect: readonly string[];
}

export const CONFORMANCE: readonly ConformanceStep[] = [
  { what: 'hello on request, answering the WHO by its id', send: 'WHO id=4', expect: ['HELLO model=* fw=* sn=* proto=1 id=4'] },
  { what: 'hello to a bare WHO typed on a terminal', send: 'WHO', expect: ['HELLO model=* fw=* sn=* proto=1'] },
  { what: 'ping', send: 'PING id=5', expect: ['PONG id=5 bad=0 up=*'] },
  {
    what: 'three coins, each reported, then the result',
    send: 'FLIP id=7 n=3',
    expect: ['ACK id=7', 'COIN id=7 i=1 face=H', 'COIN id=7 i=2 face=T', 'COIN id=7 i=3 face=H', 'RESULT id=7 faces=HTH'],
  },
  { what: 'the same id again flips nothing and repeats the result', send: 'FLIP id=7 n=3', expect: ['RESULT id=7 faces=HTH'] },
  { what: 'REPEAT of the last request', send: 'REPEAT id=7', expect: ['RESULT id=7 faces=HTH'] },
  { what: 'REPEAT of an unknown request', send: 'REPEAT id=99', expect: ['ERR id=99 code=unknown-id'] },
  {
    what: 'until tails',
    send: 'UNTIL id=8',
    expect: ['ACK id=8', 'COIN id=8 i=1 face=H', 'COIN id=8 i=2 face=T', 'RESULT id=8 faces=HT'],
  },
  { what: 'the sensor cannot tell', send: 'FLIP id=9 n=2', expect: ['ACK id=9', 'ERR id=9 code=unreadable coin=1'] },
  { what: 'too many coins', send: 'FLIP id=10 n=17', expect: ['ERR id=10 code=bad-request'] },
  { what: 'an unknown request', send: 'DANCE id=11', expect: ['ERR id=11 code=bad-request'] },
  { what: 'a frame with a bad CRC is not acted on', send: 'FLIP id=12 n=1*0000\n', raw: true, expect: [] },
  { what: 'line noise is not acted on', send: '\u00ff\u0001garbage\n', raw: true, expect: [] },
  { what: 'both were counted', send: 'PING id=13', expect: ['PONG id=13 bad=2 up=*'] },
];

export function frameMatches(body: string, pattern: string): boolean {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^ ]+');
  return new RegExp(`^${escaped}$`).test(body);
}

export interface ConformanceDevice {
  write(bytes: string): void;
  /** Frame bodies (CRC checked and removed) received since the last clear; damaged ones as "BAD: ...". */
  readonly received: string[];
}

export interface ConformanceMismatch {
  readonly what: string;
  readonly expected: readonly string[];
  readonly got: readonly string[];
}

/** Runs every step; returns the steps whose answer differed (none, for a conforming device). */
export async function runConformance(
  device: ConformanceDevice,
  encode: (body: string) => string,
  quietMs = 40,
): Promise<ConformanceMismatch[]> {
  const mismatches: ConformanceMismatch[] = [];
  for (const step of CONFORMANCE) {
    device.received.length = 0;
    device.write(step.raw ? step.send : encode(step.send));
    const deadline = Date.now() + 2_000;
    while (device.received.length < step.expect.length && Date.now() < deadline) await sleep(1);
    await sleep(quietMs);
    const got = [...device.received];
    const ok = got.length === step.expect.length && got.every((body, i) => frameMatches(body, step.expect[i] ?? ''));
    if (!ok) mismatches.push({ what: step.what, expected: step.expect, got });
  }
  return mismatches;
}

/** Splits device output into frame bodies, checking each CRC with `crcHex`. */
export class FrameCollector {
  readonly received: string[] = [];
  private pending = '';

  constructor(private readonly crcHex: (body: string) => string) {}

  push(bytes: Buffer): void {
    const lines = (this.pending + bytes.toString('latin1')).split('\n');
    this.pending = lines.pop() ?? '';
    for (const line of lines) {
      const body = line.slice(0, -5);
      this.received.push(line.slice(-5) === `*${this.crcHex(body)}` ? body : `BAD: ${line}`);
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
