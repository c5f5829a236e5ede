import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SCRIPT_PATH = 'firmware-bridge/virtual-ntag/virtual_ntag.py';

/** The emulator script, found from here up, so the compiled bench (.bench-build/...) finds it too. */
function emulatorScript(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, SCRIPT_PATH))) return join(dir, SCRIPT_PATH);
    if (dirname(dir) === dir) throw new Error(`${SCRIPT_PATH} not found above ${fileURLToPath(import.meta.url)}`);
  }
}

export type NtagType = 'ntag213' | 'ntag215' | 'ntag216';

interface Answer {
  readonly id?: number;
  readonly ok: boolean;
  readonly error?: string;
  readonly memory?: string | null;
}

/**
 * The project's virtual NTAG emulator (firmware-bridge/virtual-ntag), one Python process holding
 * every virtual card, driven over its JSON-lines stdin/stdout protocol.
 */
export class VirtualNtag {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  private stderr = '';

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {}

  static async start(): Promise<VirtualNtag> {
    const child = spawn('/usr/bin/python3', [emulatorScript()], { stdio: ['pipe', 'pipe', 'pipe'] });
    const emulator = new VirtualNtag(child);
    child.stderr.on('data', (chunk: Buffer) => {
      emulator.stderr = (emulator.stderr + chunk.toString()).slice(-4000);
    });
    const ready = new Promise<void>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      let first = true;
      lines.on('line', (line) => {
        let answer: Answer;
        try {
          answer = JSON.parse(line) as Answer;
        } catch {
          emulator.stderr += `(stdout) ${line}\n`;
          return;
        }
        if (first) {
          first = false;
          resolve();
          return;
        }
        const waiter = answer.id === undefined ? undefined : emulator.pending.get(answer.id);
        if (!waiter || answer.id === undefined) return;
        emulator.pending.delete(answer.id);
        if (answer.ok) waiter.resolve(answer);
        else waiter.reject(new Error(`virtual NTAG: ${answer.error}`));
      });
      child.once('exit', (code) => {
        const error = new Error(`virtual NTAG emulator exited (${code}): ${emulator.stderr}`);
        reject(error);
        for (const waiter of emulator.pending.values()) waiter.reject(error);
        emulator.pending.clear();
      });
    });
    await ready;
    return emulator;
  }

  /** Puts a tag on the reader at `port`; `memory` is a whole image (hex), else a blank formatted tag. */
  async insert(port: number, uid: string, options: { memory?: string; type?: NtagType } = {}): Promise<void> {
    await this.send({ cmd: 'insert', port, uid, ...(options.type ? { type: options.type } : {}), ...(options.memory ? { memory: options.memory } : {}) });
  }

  /** Two tags in one field: the reader sees a card but cannot connect to it. */
  async collide(port: number): Promise<void> {
    await this.send({ cmd: 'collide', port });
  }

  /** Takes the tag off; returns its memory image (hex), or null for a collision. */
  async remove(port: number): Promise<string | null> {
    return (await this.send({ cmd: 'remove', port })).memory ?? null;
  }

  async read(port: number): Promise<string | null> {
    return (await this.send({ cmd: 'read', port })).memory ?? null;
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin.end(`${JSON.stringify({ cmd: 'quit' })}\n`);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  private send(command: Record<string, unknown>): Promise<Answer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.stdin.write(`${JSON.stringify({ ...command, id })}\n`);
    });
  }
}
