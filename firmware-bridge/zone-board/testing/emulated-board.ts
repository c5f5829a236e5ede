import { spawn, type ChildProcess } from 'node:child_process';
import { EMULATOR } from '../host-build.js';

export interface EmulatedBoardOptions {
  /** The hub's id (hub.id); "hub" when absent, as the emulator's default. */
  readonly hub?: string;
  readonly table: string;
  readonly board: string;
  readonly antennas: readonly number[];
  readonly port: number;
  readonly username?: string;
  readonly password?: string;
  readonly stateFile: string;
  readonly pollMs?: number;
  readonly bufferCapacity?: number;
}

/**
 * The host-built board emulator (firmware-bridge/zone-board/build/zone-board-emulator) as a child
 * process: script lines go to its stdin, its event lines (connected, queued <seq>, acked <n>,
 * hub online, hub offline, identify <ms>, ...) are collected from stdout.
 */
export class EmulatedBoard {
  private child: ChildProcess | undefined;
  private lines: string[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(private readonly options: EmulatedBoardOptions) {}

  start(): void {
    const o = this.options;
    const args = [
      ...(o.hub === undefined ? [] : ['--hub', o.hub]),
      '--table', o.table,
      '--board', o.board,
      '--antennas', o.antennas.join(','),
      '--port', String(o.port),
      '--state-file', o.stateFile,
      '--poll-ms', String(o.pollMs ?? 5),
      '--buffer', String(o.bufferCapacity ?? 256),
      ...(o.username === undefined ? [] : ['--user', o.username]),
    ];
    this.lines = [];
    // The password goes in the environment, as a store runs the emulator: `ps` shows every argument.
    const env = { ...process.env, MIRRORMAT_BOARD_PASSWORD: o.password };
    if (o.username === undefined || o.password === undefined) delete env.MIRRORMAT_BOARD_PASSWORD;
    const child = spawn(EMULATOR, args, { stdio: ['pipe', 'pipe', 'pipe'], env });
    let partial = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      partial += chunk.toString();
      const complete = partial.split('\n');
      partial = complete.pop() ?? '';
      this.lines.push(...complete);
      for (const wake of this.waiters) wake();
    });
    child.stderr?.on('data', (chunk: Buffer) => this.lines.push(`stderr: ${chunk.toString().trim()}`));
    this.child = child;
  }

  send(...script: string[]): void {
    this.child?.stdin?.write(`${script.join('\n')}\n`);
  }

  /** Waits until the emulator has printed `count` lines matching `pattern` since it started. */
  async waitFor(pattern: RegExp, count = 1, timeoutMs = 10_000): Promise<void> {
    const seen = () => this.lines.filter((line) => pattern.test(line)).length >= count;
    if (seen()) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`emulator: no ${count}x ${pattern} within ${timeoutMs} ms; output:\n${this.lines.join('\n')}`));
      }, timeoutMs);
      const check = () => {
        if (!seen()) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
    });
  }

  output(): readonly string[] {
    return this.lines;
  }

  /** Power cut: no DISCONNECT, no availability "offline"; the broker publishes the last will. */
  async kill9(): Promise<void> {
    await this.end('SIGKILL');
  }

  /** A clean shutdown through the script's quit. */
  async quit(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.send('quit');
    await exited;
    this.child = undefined;
  }

  async stop(): Promise<void> {
    await this.end('SIGTERM');
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }
}
