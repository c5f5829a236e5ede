import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL (Debian's `postgresql`) on a temp data directory and a loopback port, for the
 * suites that store on PostgreSQL, started as mosquitto is (firmware-bridge/zone-board/testing/
 * mosquitto-broker.ts). PostgreSQL refuses to run as root: as root, the cluster belongs to the
 * `postgres` user the Debian package creates. fsync stays on: the durability tests rely on it.
 * stop() and start() again restart it on the same port and data, as a server restart mid-game does.
 */
export const POSTGRES_APT = 'sudo apt-get install -y postgresql';
const SUPERUSER = 'mirrormat';

/** The newest /usr/lib/postgresql/<major>/bin (Debian keeps initdb and postgres off PATH). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'postgres'))) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined) {
    throw new Error(`This suite needs PostgreSQL's server (initdb, postgres), which this machine does not have. Install with: ${POSTGRES_APT}   (or run npm test as root on Debian, which installs it)`);
  }
  return join(root, newest, 'bin');
}

/** As root: the uid and gid of the `postgres` user; otherwise run as ourselves. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error(`PostgreSQL does not run as root and there is no "postgres" user. Install with: ${POSTGRES_APT}`);
  return { uid: Number(uid), gid: Number(gid) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

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

export class PostgresServer {
  private process: ChildProcess | undefined;
  private output = '';
  private readonly bin = postgresBin();
  private readonly user = serverUser();
  private readonly dir = mkdtempSync(join(tmpdir(), 'mirrormat-pg-'));
  private readonly data = join(this.dir, 'data');
  port = 0;

  /** Creates the cluster (first call) and starts the server; resolves when it accepts connections. */
  async start(): Promise<void> {
    if (!existsSync(this.data)) this.initdb();
    if (this.port === 0) this.port = await freePort();
    const child = spawn(
      join(this.bin, 'postgres'),
      ['-D', this.data, '-h', '127.0.0.1', '-p', String(this.port), '-k', this.dir, '-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'max_connections=60'],
      { stdio: ['ignore', 'pipe', 'pipe'], ...this.user },
    );
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.process = child;
    const deadline = Date.now() + 30_000;
    while (!(await portOpen(this.port)) || !(await this.accepts())) {
      if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode}):\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections on ${this.port}:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Fast shutdown (SIGINT): open transactions roll back, committed ones stay. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGINT');
    await exited;
  }

  /** Stops the server and removes its data. */
  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** A fresh database on this server, and its URL. */
  async createDatabase(name: string): Promise<string> {
    await this.admin(`CREATE DATABASE "${name}"`);
    return this.url(name);
  }

  url(database: string): string {
    return `postgres://${SUPERUSER}@127.0.0.1:${this.port}/${database}`;
  }

  log(): string {
    return this.output;
  }

  private async admin(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.url('postgres') });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  private async accepts(): Promise<boolean> {
    try {
      await this.admin('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  private initdb(): void {
    mkdirSync(this.data, { mode: 0o700 });
    if (this.user !== undefined) {
      chownSync(this.dir, this.user.uid, this.user.gid);
      chownSync(this.data, this.user.uid, this.user.gid);
    }
    // --no-sync: an empty cluster need not survive a power cut; the server itself runs with fsync on.
    const result = spawnSync(join(this.bin, 'initdb'), ['-D', this.data, '-U', SUPERUSER, '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'], {
      encoding: 'utf8',
      ...this.user,
    });
    if (result.status !== 0) throw new Error(`initdb failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}
