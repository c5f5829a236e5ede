import type { Logger } from 'pino';
import type { HealthComponent, HealthContributor } from '../../health/health.js';
import {
  CoinSourceError,
  type CoinFace,
  type CoinSource,
  type FlipOrigin,
  type FlipRequest,
  type FlipResult,
} from '../coin-source.js';
import { assertValidFlipRequest } from './flip-request.js';
import type { ParsedLine } from './frame.parser.js';
import { encodeFrame, MAX_COINS_PER_REQUEST, PROTOCOL_VERSION, type DeviceFrame, type HostFrame } from './protocol.js';
import { DEFAULT_BACKOFF, type BackoffPolicy } from './reconnect-backoff.js';
import type { SerialBinding } from './serial-binding.js';
import { SerialLink } from './serial-link.js';
import { simulatedFlipNote } from './simulated-note.js';

/** Protocol timings (firmware-bridge/coin-flipper/PROTOCOL.md, "What the hub does"). */
export interface CoinFlipperTiming {
  /** Resend a request that got no ACK, or a REPEAT that got no answer, after this long. */
  readonly ackTimeoutMs: number;
  /** Retry a request the device refused as busy after this long. */
  readonly busyRetryMs: number;
  readonly whoIntervalMs: number;
  readonly pingIntervalMs: number;
  readonly backoff: BackoffPolicy;
}

export const DEFAULT_TIMING: CoinFlipperTiming = {
  ackTimeoutMs: 300,
  busyRetryMs: 300,
  whoIntervalMs: 1_000,
  pingIntervalMs: 5_000,
  backoff: DEFAULT_BACKOFF,
};

export interface CoinFlipperDriverOptions {
  readonly tableId: string;
  readonly path: string;
  readonly baudRate: number;
  /** Longest silence about a request in progress before it fails with 'timeout'. */
  readonly requestTimeoutMs: number;
  /** The serialport binding: the OS one for a device, an emulated one in demo mode. */
  readonly binding: SerialBinding;
  readonly logger: Logger;
  /** 'simulated' marks every result as the emulator's, never as a real coin's. */
  readonly origin: 'device' | 'simulated';
  readonly timing?: Partial<CoinFlipperTiming>;
  /** Called when the connection's state (what /health shows) changes. */
  readonly onHealthChange?: () => void;
}

export type ButtonFlipListener = (result: FlipResult) => void;

type State = 'stopped' | 'disconnected' | 'waiting-hello' | 'ready' | 'incompatible';

interface DeviceIdentity {
  readonly model: string;
  readonly firmwareVersion: string;
  readonly serialNumber: string;
  readonly protocol: number;
}

/** One request on the wire: a FLIP of up to 16 coins or an UNTIL. */
interface Job {
  id: number;
  readonly frame: { type: 'FLIP'; n: number } | { type: 'UNTIL' };
  acked: boolean;
  readonly resolve: (faces: CoinFace[]) => void;
  readonly reject: (error: CoinSourceError) => void;
}

/**
 * The serial coin flipper (PROTOCOL.md v1) as a CoinSource: handshakes on every connection
 * its SerialLink makes, sends one request at a time, matches answers by id, and recovers
 * from noise with resends and REPEAT. A request fails with a CoinSourceError rather than
 * ever getting a result the device did not report.
 */
export class CoinFlipperDriver implements CoinSource, HealthContributor {
  private readonly timing: CoinFlipperTiming;
  private readonly log: Logger;
  private readonly link: SerialLink;
  private stateNow: State = 'stopped';
  private identity: DeviceIdentity | undefined;
  private lastSeenAt: number | undefined;
  private incompatibility: string | undefined;
  private lastBadFrameWarnAt = 0;
  private lastId = 0;
  private current: Job | undefined;
  private readonly queue: Job[] = [];
  private readonly buttonListeners = new Set<ButtonFlipListener>();
  private readonly availabilityWaiters = new Set<() => void>();
  private lastButtonSeq: number | undefined;
  private readonly counters = {
    badFrames: 0,
    lateResults: 0,
    missedButtonPresses: 0,
    unreadableButtonFlips: 0,
    deviceBadFrames: 0,
  };
  private whoTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private ackTimer: NodeJS.Timeout | undefined;
  private silenceTimer: NodeJS.Timeout | undefined;
  private busyTimer: NodeJS.Timeout | undefined;
  private repeatTimer: NodeJS.Timeout | undefined;

  private get state(): State {
    return this.stateNow;
  }

  private set state(next: State) {
    if (next === this.stateNow) return;
    this.stateNow = next;
    this.options.onHealthChange?.();
  }

  constructor(private readonly options: CoinFlipperDriverOptions) {
    this.timing = { ...DEFAULT_TIMING, ...options.timing };
    this.log = options.logger.child({ component: 'coin-flipper', tableId: options.tableId, path: options.path });
    this.link = new SerialLink(
      { path: options.path, baudRate: options.baudRate, binding: options.binding, backoff: this.timing.backoff, logger: this.log },
      { opened: () => this.onOpened(), line: (line) => this.onLine(line), closed: (reason) => this.onClosed(reason) },
    );
  }

  async start(): Promise<void> {
    if (this.state !== 'stopped') return;
    if (/^\/dev\/tty(ACM|USB)\d+$/.test(this.options.path)) {
      this.log.warn('a replugged device may come back under another /dev/tty name: configure its /dev/serial/by-id/... path');
    }
    this.state = 'disconnected';
    this.link.start();
  }

  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    this.clearSessionTimers();
    this.failAll('unavailable', `The coin flipper on table ${this.options.tableId} was stopped. No result was recorded.`);
    await this.link.stop();
    for (const wake of this.availabilityWaiters) wake();
  }

  available(): boolean {
    return (
      this.state === 'ready' &&
      this.lastSeenAt !== undefined &&
      Date.now() - this.lastSeenAt < 3 * this.timing.pingIntervalMs
    );
  }

  /** Resolves true once the device has said HELLO (or at once if it has), false after timeoutMs. */
  whenAvailable(timeoutMs: number): Promise<boolean> {
    if (this.available()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.availabilityWaiters.delete(wake);
        resolve(this.available());
      };
      const timer = setTimeout(wake, timeoutMs);
      this.availabilityWaiters.add(wake);
    });
  }

  /** Flips started by the device's own button. Returns a function that removes the listener. */
  onButtonFlip(listener: ButtonFlipListener): () => void {
    this.buttonListeners.add(listener);
    return () => this.buttonListeners.delete(listener);
  }

  async flip(request: FlipRequest): Promise<FlipResult> {
    assertValidFlipRequest(request);
    const identity = this.identity;
    if (!this.available() || identity === undefined) throw this.unavailableError();
    const results: CoinFace[] = [];
    if (request.mode === 'until-tails') {
      results.push(...(await this.enqueue({ type: 'UNTIL' })));
    } else {
      // The device flips at most 16 per request; more coins go out as consecutive requests.
      for (let left = request.count; left > 0; left -= MAX_COINS_PER_REQUEST) {
        results.push(...(await this.enqueue({ type: 'FLIP', n: Math.min(left, MAX_COINS_PER_REQUEST) })));
        if (this.identity?.serialNumber !== identity.serialNumber) {
          throw new CoinSourceError('device-error', 'A different coin flipper answered part of this flip. No result was recorded.');
        }
      }
    }
    return { results, origin: this.origin(identity) };
  }

  health(): HealthComponent[] {
    const status: HealthComponent['status'] =
      this.state === 'stopped' ? 'disabled' : this.available() ? 'up' : this.state === 'waiting-hello' || this.state === 'ready' ? 'degraded' : 'down';
    return [
      {
        kind: 'coin-flipper',
        name: this.options.path,
        tableId: this.options.tableId,
        status,
        ...(this.lastSeenAt === undefined ? {} : { lastSeen: new Date(this.lastSeenAt).toISOString() }),
        detail: {
          state: this.state,
          connected: this.link.isOpen,
          simulated: this.options.origin === 'simulated',
          model: this.identity?.model,
          firmwareVersion: this.identity?.firmwareVersion,
          serialNumber: this.identity?.serialNumber,
          protocol: this.identity?.protocol,
          lastError: this.incompatibility ?? this.link.lastError,
          queued: this.queue.length + (this.current ? 1 : 0),
          reconnects: this.link.disconnects,
          ...this.counters,
        },
      },
    ];
  }

  private onOpened(): void {
    this.state = 'waiting-hello';
    this.log.info('coin flipper port open; waiting for HELLO');
    // A lone newline ends whatever half line noise left in the device's buffer.
    this.link.write('\n');
    this.sendWho();
    this.whoTimer = setInterval(() => this.sendWho(), this.timing.whoIntervalMs);
  }

  private onClosed(reason: string): void {
    this.clearSessionTimers();
    this.failAll(
      'unavailable',
      `The coin flipper ${this.options.path} on table ${this.options.tableId} disconnected (${reason}). No result was recorded.`,
    );
    if (this.state === 'stopped') return;
    this.state = 'disconnected';
    this.log.warn({ reason }, 'coin flipper disconnected; reconnecting');
  }

  private onLine(line: ParsedLine): void {
    if (line.kind === 'bad') {
      this.onBadFrame(line.reason, line.raw);
      return;
    }
    this.lastSeenAt = Date.now();
    this.log.trace({ frame: line.raw }, 'coin flipper frame');
    this.onFrame(line.frame);
  }

  private onBadFrame(reason: string, raw: string): void {
    this.counters.badFrames++;
    // A noisy cable can produce bad frames by the hundred: warn at most every 10 s.
    const warn = Date.now() - this.lastBadFrameWarnAt >= 10_000;
    if (warn) this.lastBadFrameWarnAt = Date.now();
    this.log[warn ? 'warn' : 'debug'](
      { reason, line: JSON.stringify(raw.slice(0, 120)), badFrames: this.counters.badFrames },
      'bad frame from the coin flipper dropped',
    );
    // The dropped line may have been this request's answer: ask for it again.
    if (this.current && this.repeatTimer === undefined) this.requestRepeat(this.current);
  }

  /** REPEAT, and again while nothing valid about the request arrives (a REPEAT can be lost too). */
  private requestRepeat(job: Job): void {
    this.send({ type: 'REPEAT', id: job.id });
    this.repeatTimer = setTimeout(() => {
      this.repeatTimer = undefined;
      if (this.current === job) this.requestRepeat(job);
    }, this.timing.ackTimeoutMs);
  }

  private onFrame(frame: DeviceFrame): void {
    const job = this.current;
    if (job !== undefined && 'id' in frame && frame.id === job.id) this.clearTimer('repeatTimer');
    switch (frame.type) {
      case 'HELLO':
        this.onHello(frame);
        return;
      case 'ACK':
        if (job?.id !== frame.id) return;
        job.acked = true;
        this.clearTimer('ackTimer');
        this.armSilence();
        return;
      case 'COIN':
        if (job?.id === frame.id) this.armSilence();
        return;
      case 'RESULT':
        if (job?.id === frame.id) {
          this.complete(job, frame.faces);
        } else {
          this.counters.lateResults++;
          this.log.warn({ id: frame.id }, 'result for a request that is no longer waiting; ignored');
        }
        return;
      case 'ERR':
        this.onDeviceError(frame);
        return;
      case 'BUTTON':
        this.onButton(frame.seq, frame.faces);
        return;
      case 'PONG':
        this.counters.deviceBadFrames = frame.bad;
        return;
    }
  }

  private onHello(frame: Extract<DeviceFrame, { type: 'HELLO' }>): void {
    const previous = this.identity;
    this.identity = { model: frame.model, firmwareVersion: frame.fw, serialNumber: frame.sn, protocol: frame.proto };
    if (frame.proto !== PROTOCOL_VERSION) {
      this.state = 'incompatible';
      this.clearTimer('whoTimer');
      this.incompatibility = `device speaks protocol ${frame.proto}, the hub speaks ${PROTOCOL_VERSION}`;
      this.log.error({ identity: this.identity }, 'coin flipper speaks another protocol version; not using it');
      this.failAll('unavailable', `The coin flipper on table ${this.options.tableId}: ${this.incompatibility}.`);
      return;
    }
    this.incompatibility = undefined;
    // A HELLO that answers no WHO is the boot HELLO: the device restarted and forgot the request.
    if (this.current && frame.id === undefined) {
      this.fail(this.current, 'device-error', `The coin flipper restarted during request ${this.current.id}. No result was recorded.`);
    }
    if (this.state !== 'ready' || previous?.serialNumber !== frame.sn) {
      this.log.info({ identity: this.identity }, 'coin flipper ready');
    }
    this.state = 'ready';
    this.link.resetBackoff();
    this.clearTimer('whoTimer');
    if (this.pingTimer === undefined) this.pingTimer = setInterval(() => this.ping(), this.timing.pingIntervalMs);
    for (const wake of this.availabilityWaiters) wake();
    this.pump();
  }

  private onDeviceError(frame: Extract<DeviceFrame, { type: 'ERR' }>): void {
    if (frame.seq !== undefined) {
      this.trackButtonSeq(frame.seq);
      this.counters.unreadableButtonFlips++;
      this.log.warn({ seq: frame.seq, code: frame.code }, 'button flip failed on the device; nothing recorded');
      return;
    }
    const job = this.current;
    if (job === undefined || job.id !== frame.id) {
      this.log.debug({ id: frame.id, code: frame.code }, 'device error for a request that is no longer waiting');
      return;
    }
    switch (frame.code) {
      case 'unknown-id':
        // The device never got the request (lost to noise): sending it again is safe, as requests
        // are idempotent by id. Once ACKed this can only answer an older REPEAT: nothing to do.
        // The silence timer bounds how long this may go on.
        if (!job.acked) this.sendJob(job);
        return;
      case 'busy':
        this.clearTimer('ackTimer');
        this.clearTimer('busyTimer');
        this.busyTimer = setTimeout(() => {
          this.busyTimer = undefined;
          if (this.current === job) this.sendJob(job);
        }, this.timing.busyRetryMs);
        return;
      case 'unreadable':
        this.fail(
          job,
          'device-error',
          `The coin flipper's sensor could not tell which face coin ${frame.coin ?? '?'} landed on, so this flip has no result. Flip again.`,
        );
        return;
      case 'limit':
        this.fail(job, 'device-error', 'The coin flipper flipped 32 heads in a row and stopped without a tails. Flip again.');
        return;
      case 'bad-request':
      case 'aborted':
        this.fail(job, 'device-error', `The coin flipper refused request ${job.id} (${frame.code}). No result was recorded.`);
        return;
    }
  }

  private onButton(seq: number, faces: CoinFace[]): void {
    this.trackButtonSeq(seq);
    const identity = this.identity;
    if (identity === undefined) return;
    const result: FlipResult = { results: faces, origin: this.origin(identity, seq) };
    this.log.info({ seq, results: faces }, 'button flip on the coin flipper');
    for (const listener of this.buttonListeners) {
      try {
        listener(result);
      } catch (error) {
        this.log.error({ err: error }, 'button flip listener failed');
      }
    }
  }

  private trackButtonSeq(seq: number): void {
    // A lower sequence number means the device restarted and counts from 1 again.
    if (this.lastButtonSeq !== undefined && seq > this.lastButtonSeq + 1) {
      this.counters.missedButtonPresses += seq - this.lastButtonSeq - 1;
    }
    this.lastButtonSeq = seq;
  }

  private enqueue(frame: Job['frame']): Promise<CoinFace[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: 0, frame, acked: false, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.current || this.state !== 'ready') return;
    const job = this.queue.shift();
    if (job === undefined) return;
    job.id = this.nextId();
    this.current = job;
    this.sendJob(job);
    this.armSilence();
  }

  /** Sends the request, and again until it is ACKed: safe, as requests are idempotent by id. */
  private sendJob(job: Job): void {
    this.send(job.frame.type === 'FLIP' ? { type: 'FLIP', id: job.id, n: job.frame.n } : { type: 'UNTIL', id: job.id });
    this.clearTimer('ackTimer');
    if (job.acked) return;
    this.ackTimer = setTimeout(() => {
      this.ackTimer = undefined;
      if (this.current === job && !job.acked) this.sendJob(job);
    }, this.timing.ackTimeoutMs);
  }

  private armSilence(): void {
    const job = this.current;
    this.clearTimer('silenceTimer');
    if (job === undefined) return;
    this.silenceTimer = setTimeout(() => {
      this.silenceTimer = undefined;
      if (this.current !== job) return;
      this.send({ type: 'ABORT', id: job.id });
      this.fail(
        job,
        'timeout',
        `The coin flipper ${this.options.path} on table ${this.options.tableId} said nothing about request ${job.id} ` +
          `for ${this.options.requestTimeoutMs} ms. The request was aborted; no result was recorded.`,
      );
    }, this.options.requestTimeoutMs);
  }

  private complete(job: Job, faces: CoinFace[]): void {
    const consistent =
      job.frame.type === 'FLIP'
        ? faces.length === job.frame.n
        : faces.at(-1) === 'tails' && faces.slice(0, -1).every((face) => face === 'heads');
    if (!consistent) {
      this.fail(job, 'device-error', `The coin flipper answered request ${job.id} with an impossible result. No result was recorded.`);
      return;
    }
    this.finish(job);
    job.resolve(faces);
  }

  private fail(job: Job, code: CoinSourceError['code'], message: string): void {
    this.log.warn({ id: job.id, code }, message);
    this.finish(job);
    job.reject(new CoinSourceError(code, message));
  }

  private finish(job: Job): void {
    if (this.current === job) {
      this.current = undefined;
      this.clearTimer('ackTimer');
      this.clearTimer('silenceTimer');
      this.clearTimer('busyTimer');
      this.clearTimer('repeatTimer');
    }
    queueMicrotask(() => this.pump());
  }

  private failAll(code: CoinSourceError['code'], message: string): void {
    const jobs = [...(this.current ? [this.current] : []), ...this.queue.splice(0)];
    for (const job of jobs) this.fail(job, code, message);
  }

  private ping(): void {
    if (this.state === 'ready' && this.current === undefined) this.send({ type: 'PING', id: this.nextId() });
  }

  private sendWho(): void {
    this.send({ type: 'WHO', id: this.nextId() });
  }

  private send(frame: HostFrame): void {
    const text = encodeFrame(frame);
    this.log.trace({ frame: text.trimEnd() }, 'to coin flipper');
    this.link.write(text);
  }

  private nextId(): number {
    this.lastId = this.lastId >= 0xffff_ffff ? 1 : this.lastId + 1;
    return this.lastId;
  }

  private origin(identity: DeviceIdentity, buttonSequence?: number): FlipOrigin {
    if (this.options.origin === 'simulated') {
      const flipper = { model: identity.model, serial: identity.serialNumber, firmware: identity.firmwareVersion };
      return { kind: 'simulated', note: simulatedFlipNote(buttonSequence === undefined ? flipper : { ...flipper, button: buttonSequence }) };
    }
    return {
      kind: 'device',
      serialNumber: identity.serialNumber,
      firmwareVersion: identity.firmwareVersion,
      ...(buttonSequence === undefined ? {} : { buttonSequence }),
    };
  }

  private unavailableError(): CoinSourceError {
    const lastError = this.link.lastError;
    const why =
      this.state === 'incompatible'
        ? (this.incompatibility ?? 'incompatible protocol')
        : this.state === 'ready'
          ? 'it has not answered for a while'
          : this.state === 'waiting-hello'
            ? 'it has not said HELLO yet'
            : `it is not connected${lastError ? ` (${lastError})` : ''}`;
    return new CoinSourceError('unavailable', `The coin flipper ${this.options.path} on table ${this.options.tableId} is unavailable: ${why}.`);
  }

  private clearSessionTimers(): void {
    for (const name of ['whoTimer', 'pingTimer', 'ackTimer', 'silenceTimer', 'busyTimer', 'repeatTimer'] as const) this.clearTimer(name);
  }

  private clearTimer(
    name: 'whoTimer' | 'pingTimer' | 'ackTimer' | 'silenceTimer' | 'busyTimer' | 'repeatTimer',
  ): void {
    const timer = this[name];
    if (timer !== undefined) {
      clearTimeout(timer);
      this[name] = undefined;
    }
  }
}
