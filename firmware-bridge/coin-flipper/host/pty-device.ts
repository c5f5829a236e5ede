import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATOR } from './host-build.js';

/**
 * The host-built firmware emulator on one end of a socat pseudo-terminal pair, the hub's end
 * at `hubPath`. "Unplugging" kills both socat and the emulator, so the hub's end really goes
 * away, and "plugging back" recreates the same link path, as a by-id symlink would reappear.
 */

export interface PtyDeviceOptions {
  /** Extra emulator flags, e.g. ['--faces', 'HTU', '--corrupt-every', '3']. */
  readonly args?: readonly string[];
  readonly seed: number;
}

export class PtyDevice {
  readonly dir = mkdtempSync(join(tmpdir(), 'mm-coin-'));
  readonly hubPath = join(this.dir, 'ttyHub');
  private readonly devPath = join(this.dir, 'ttyDev');
  private socat: ChildProcess | undefined;
  private emulator: ChildProcess | undefined;
  readonly log: string[] = [];

  constructor(private options: PtyDeviceOptions) {}

  async plugIn(options: PtyDeviceOptions = this.options): Promise<void> {
    this.options = options;
    this.socat = spawn('socat', [`pty,raw,echo=0,link=${this.hubPath}`, `pty,raw,echo=0,link=${this.devPath}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.socat.stderr?.on('data', (chunk: Buffer) => this.log.push(`socat: ${chunk.toString().trim()}`));
    await waitFor(() => existsSync(this.hubPath) && existsSync(this.devPath), 3_000, 'socat pty links');
    const emulator = spawn(EMULATOR, ['--port', this.devPath, '--seed', String(options.seed), ...(options.args ?? [])], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.emulator = emulator;
    let ready = false;
    emulator.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('ready on')) ready = true;
      this.log.push(`emu: ${text.trim()}`);
    });
    await waitFor(() => ready, 3_000, 'the emulator to open its end');
  }

  /** SIGUSR1 is the emulator's button. */
  pressButton(): void {
    this.emulator?.kill('SIGUSR1');
  }

  async unplug(): Promise<void> {
    await Promise.all([stopChild(this.emulator), stopChild(this.socat)]);
    this.emulator = undefined;
    this.socat = undefined;
    await waitFor(() => !existsSync(this.hubPath), 3_000, 'the pty link to disappear');
  }

  async dispose(): Promise<void> {
    await this.unplug();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
