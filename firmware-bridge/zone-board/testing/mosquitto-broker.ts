import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ZONE_BOARD_DIR } from '../host-build.js';

/** The committed example files the store documentation points at (mosquitto/README.md). */
export const EXAMPLE_PASSWORD_FILE = join(ZONE_BOARD_DIR, 'mosquitto', 'password_file');
export const EXAMPLE_ACL_FILE = join(ZONE_BOARD_DIR, 'mosquitto', 'acl_file');
/** The example accounts in password_file (the passwords are examples: stores make their own). */
export const EXAMPLE_ACCOUNTS = {
  hub: { username: 'mirrormat-hub', password: 'example-hub-password-change-me' },
  store1a: { id: 'zb-store1-a', table: 'store-1', username: 'zb-store1-a', password: 'example-store1-a-change-me' },
  store1b: { id: 'zb-store1-b', table: 'store-1', username: 'zb-store1-b', password: 'example-store1-b-change-me' },
  store2a: { id: 'zb-store2-a', table: 'store-2', username: 'zb-store2-a', password: 'example-store2-a-change-me' },
} as const;

async function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A real mosquitto (Debian package) with its own config in a temp dir: one loopback listener,
 * the example password_file and acl_file (or another ACL), no persistence. stop() and start() again restart it
 * on the same port, which is how the broker-restart test pulls the floor from under a board.
 */
export class MosquittoBroker {
  private process: ChildProcess | undefined;
  private output = '';

  constructor(
    private readonly dir: string,
    readonly port: number,
    /** Another ACL for the same example accounts (hubs with other ids). */
    private readonly aclFile = EXAMPLE_ACL_FILE,
    /** Another password file, and lines after the first listener's (its TLS files, more listeners, a bridge). */
    private readonly more: { readonly passwordFile?: string; readonly config?: readonly string[] } = {},
  ) {}

  async start(): Promise<void> {
    const conf = join(this.dir, 'mosquitto.conf');
    writeFileSync(
      conf,
      [
        `listener ${this.port} 127.0.0.1`,
        'allow_anonymous false',
        `password_file ${this.more.passwordFile ?? EXAMPLE_PASSWORD_FILE}`,
        `acl_file ${this.aclFile}`,
        'persistence false',
        'log_dest stdout',
        'log_type error',
        'log_type warning',
        // As root, mosquitto drops to the "mosquitto" user, which cannot read a checkout inside a
        // private directory (mktemp -d is 0700): the example files are the checkout's own.
        ...(process.getuid?.() === 0 ? ['user root'] : []),
        ...(this.more.config ?? []),
        '',
      ].join('\n'),
    );
    const child = spawn('mosquitto', ['-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.process = child;
    const deadline = Date.now() + 10_000;
    while (!(await portOpen(this.port))) {
      if (child.exitCode !== null) throw new Error(`mosquitto exited (${child.exitCode}):\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`mosquitto did not listen on ${this.port}:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }

  log(): string {
    return this.output;
  }
}
