import { randomInt } from 'node:crypto';
import type { CoinFace } from '../coin-source.js';
import { checkedFields, encodeFrame, facesText, MAX_COINS_PER_REQUEST, PROTOCOL_VERSION, type DeviceFrameText } from './protocol.js';

export type EmulatedLanding = CoinFace | 'unreadable';

export interface CoinFlipperEmulatorOptions {
  readonly serialNumber: string;
  readonly model?: string;
  readonly firmwareVersion?: string;
  readonly protocolVersion?: number;
  /** Time from kick to a read face, per coin. The real device takes about 1200 ms. */
  readonly coinMs: number;
  /** How each coin lands; a fair crypto coin unless a test scripts it. */
  readonly land?: () => EmulatedLanding;
}

const UNTIL_CAP = 32;

interface Job {
  readonly id: number;
  readonly kind: 'coins' | 'until-tails' | 'button';
  readonly target: number;
  readonly faces: CoinFace[];
  aborted: boolean;
}

/**
 * The coin flipper device in TypeScript, speaking PROTOCOL.md v1 frame for frame (CRCs, ACK,
 * COIN progress, idempotent ids, REPEAT, ABORT, button flips) with its timing scaled down.
 * Demo mode runs the real driver against it over binding-mock; the firmware's own logic is
 * the C++ in firmware-bridge/coin-flipper, tested there and over real pseudo-terminals.
 */
export class CoinFlipperEmulator {
  private output: ((bytes: Buffer) => void) | undefined;
  private pending = '';
  private job: Job | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastId = 0;
  private lastFinal = '';
  private buttonSeq = 0;
  private readonly bootedAt = Date.now();
  badFrames = 0;

  constructor(private readonly options: CoinFlipperEmulatorOptions) {}

  /** The hub opened the port: from now on the device's frames go to `output`. */
  connect(output: (bytes: Buffer) => void): void {
    this.output = output;
    this.sendFrame(this.hello());
  }

  /** Power is gone (unplugged or the hub closed the port): a coin in the air is forgotten. */
  disconnect(): void {
    this.output = undefined;
    this.pending = '';
    this.job = undefined;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  receive(bytes: Buffer): void {
    let text = this.pending + bytes.toString('latin1');
    let newline = text.indexOf('\n');
    while (newline !== -1) {
      this.line(text.slice(0, newline));
      text = text.slice(newline + 1);
      newline = text.indexOf('\n');
    }
    this.pending = text.slice(-200);
  }

  pressButton(): void {
    if (this.job || !this.output) return;
    this.buttonSeq++;
    this.start({ id: this.buttonSeq, kind: 'button', target: 1, faces: [], aborted: false });
  }

  private line(line: string): void {
    if (line === '' || line === '\r') return;
    const checked = checkedFields(line);
    if ('reason' in checked) {
      this.badFrames++;
      return;
    }
    const { type, id: idText, n: nText } = checked.record;
    const id = idText !== undefined && /^[1-9]\d{0,9}$/.test(idText) ? Number(idText) : undefined;
    if (type === 'WHO') return this.sendFrame(this.hello(id));
    if (id === undefined) return this.sendFrame({ type: 'ERR', code: 'bad-request' });
    switch (type) {
      case 'PING':
        return this.sendFrame({ type: 'PONG', id, bad: this.badFrames, up: Math.floor((Date.now() - this.bootedAt) / 1000) });
      case 'FLIP':
      case 'UNTIL':
        return this.request(type, id, nText);
      case 'REPEAT':
        if (this.job?.kind !== 'button' && this.job?.id === id) return;
        if (this.lastFinal !== '' && this.lastId === id) return this.write(this.lastFinal);
        return this.sendFrame({ type: 'ERR', id, code: 'unknown-id' });
      case 'ABORT':
        if (this.job && this.job.kind !== 'button' && this.job.id === id) this.job.aborted = true;
        return;
      default:
        return this.sendFrame({ type: 'ERR', id, code: 'bad-request' });
    }
  }

  private request(type: 'FLIP' | 'UNTIL', id: number, nText: string | undefined): void {
    if (this.job) {
      return this.sendFrame(this.job.kind !== 'button' && this.job.id === id ? { type: 'ACK', id } : { type: 'ERR', id, code: 'busy' });
    }
    if (this.lastFinal !== '' && this.lastId === id) return this.write(this.lastFinal);
    const n = type === 'UNTIL' ? UNTIL_CAP : Number(nText);
    if (type === 'FLIP' && !(nText !== undefined && /^[1-9]\d?$/.test(nText) && n <= MAX_COINS_PER_REQUEST)) {
      return this.sendFrame({ type: 'ERR', id, code: 'bad-request' });
    }
    this.sendFrame({ type: 'ACK', id });
    this.start({ id, kind: type === 'FLIP' ? 'coins' : 'until-tails', target: n, faces: [], aborted: false });
  }

  private start(job: Job): void {
    this.job = job;
    this.timer = setTimeout(() => this.landed(job), this.options.coinMs);
  }

  private landed(job: Job): void {
    this.timer = undefined;
    const landing = (this.options.land ?? fairCoin)();
    const index = job.faces.length + 1;
    if (landing === 'unreadable') return this.finish(job, { type: 'ERR', [job.kind === 'button' ? 'seq' : 'id']: job.id, code: 'unreadable', coin: index });
    job.faces.push(landing);
    if (job.kind !== 'button') this.sendFrame({ type: 'COIN', id: job.id, i: index, face: landing === 'heads' ? 'H' : 'T' });
    const done = job.kind === 'until-tails' ? landing === 'tails' : job.faces.length === job.target;
    if (done) {
      const faces = facesText(job.faces);
      return this.finish(job, job.kind === 'button' ? { type: 'BUTTON', seq: job.id, faces } : { type: 'RESULT', id: job.id, faces });
    }
    if (job.aborted) return this.finish(job, { type: 'ERR', id: job.id, code: 'aborted' });
    if (job.faces.length === job.target) return this.finish(job, { type: 'ERR', id: job.id, code: 'limit' });
    this.timer = setTimeout(() => this.landed(job), this.options.coinMs);
  }

  private finish(job: Job, frame: DeviceFrameText): void {
    const text = encodeFrame(frame);
    if (job.kind !== 'button') {
      this.lastId = job.id;
      this.lastFinal = text;
    }
    this.job = undefined;
    this.write(text);
  }

  /** `whoId`: the WHO this answers; none for the boot HELLO. */
  private hello(whoId?: number): DeviceFrameText {
    return {
      type: 'HELLO',
      model: this.options.model ?? 'MMCF-1-SIM',
      fw: this.options.firmwareVersion ?? '1.0.0',
      sn: this.options.serialNumber,
      proto: this.options.protocolVersion ?? PROTOCOL_VERSION,
      ...(whoId === undefined ? {} : { id: whoId }),
    };
  }

  private sendFrame(frame: DeviceFrameText): void {
    this.write(encodeFrame(frame));
  }

  private write(text: string): void {
    this.output?.(Buffer.from(text, 'latin1'));
  }
}

function fairCoin(): CoinFace {
  return randomInt(2) === 0 ? 'heads' : 'tails';
}
