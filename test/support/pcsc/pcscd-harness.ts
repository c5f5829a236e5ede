import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { requireFiles, requirePrograms } from '../require-system.js';

export const VPCD_DRIVER = '/usr/lib/pcsc/drivers/serial/libifdvpcd.so';

/** Every program and package the PC/SC harness needs; call in beforeAll. */
export function requirePcscHarness(): void {
  requirePrograms('pcscd', 'unshare', 'ss', '/usr/bin/python3');
  requireFiles({
    [VPCD_DRIVER]: 'vsmartcard-vpcd',
    '/usr/lib/python3/site-packages/virtualsmartcard/virtualsmartcard/VirtualSmartcard.py': 'python3-virtualsmartcard',
    '/usr/lib/python3/dist-packages/Cryptodome/__init__.py': 'python3-pycryptodome',
  });
}

/** One virtual reader: a vpcd slot. Two per reader.conf entry (ports p and p + 1). */
export interface VirtualReader {
  readonly name: string;
  readonly port: number;
  readonly entry: number;
}

/**
 * pcscd with vpcd virtual readers, isolated from any pcscd of the machine: it runs in its own user
 * and mount namespace (a tmpfs on /run, our directory bound on /run/pcscd), so its socket is
 * `<dir>/run/pcscd.comm`, which clients reach through PCSCLITE_CSOCK_NAME. No root needed, and a
 * system pcscd is never touched. Where user namespaces are not allowed (some containers), root
 * runs pcscd on the machine's own socket, /run/pcscd/pcscd.comm, after making sure no other pcscd
 * serves it; anything else fails with the reason.
 *
 * Each reader.conf entry gets its own copy of the vpcd driver (entries sharing one file share its
 * sockets) and its own pair of TCP ports; pcscd serves at most 16 readers, so at most 8 entries.
 */
export class PcscdHarness {
  readonly readers: readonly VirtualReader[];
  private pcscd: ChildProcess | undefined;

  private constructor(
    readonly dir: string,
    private readonly basePorts: readonly number[],
    readonly namePrefix: string,
    private readonly isolated: boolean,
  ) {
    this.readers = basePorts.flatMap((port, i) => [
      { name: `${namePrefix} ${i + 1} 00 00`, port, entry: i + 1 },
      { name: `${namePrefix} ${i + 1} 00 01`, port: port + 1, entry: i + 1 },
    ]);
  }

  /** Readers are named "<prefix> <entry> 00 00" and "... 00 01"; keep the prefix free of "acr122". */
  static async start(options: { entries?: number; namePrefix?: string } = {}): Promise<PcscdHarness> {
    const entries = options.entries ?? 7;
    if (entries < 1 || entries > 8) throw new Error('pcscd serves at most 16 readers: 1 to 8 vpcd entries');
    const isolated = userNamespacesWork();
    if (!isolated) ensureSystemSocketIsOurs();
    const dir = mkdtempSync(join(tmpdir(), 'mirrormat-pcsc-'));
    const ports: number[] = [];
    for (let i = 0; i < entries; i++) ports.push(await freePortPair(ports));
    const harness = new PcscdHarness(dir, ports, options.namePrefix ?? 'Mat Reader', isolated);
    try {
      await harness.startPcscd();
    } catch (error) {
      await harness.close();
      throw error;
    }
    return harness;
  }

  get socketPath(): string {
    return this.isolated ? join(this.dir, 'run', 'pcscd.comm') : SYSTEM_SOCKET;
  }

  reader(name: string): VirtualReader {
    const found = this.readers.find((r) => r.name === name);
    if (!found) throw new Error(`no virtual reader "${name}"`);
    return found;
  }

  /** Starts pcscd with every entry except `without` (entry numbers): those readers are unplugged. */
  async startPcscd(without: readonly number[] = []): Promise<void> {
    if (this.pcscd) throw new Error('pcscd is already running');
    const conf = join(this.dir, 'reader.conf.d');
    const run = join(this.dir, 'run');
    rmSync(conf, { recursive: true, force: true });
    mkdirSync(conf, { recursive: true });
    mkdirSync(run, { recursive: true });
    rmSync(join(run, 'pcscd.pid'), { force: true });
    mkdirSync(join(this.dir, 'drivers'), { recursive: true });
    const driver = realpathSync(VPCD_DRIVER);
    this.basePorts.forEach((port, i) => {
      const entry = i + 1;
      if (without.includes(entry)) return;
      const copy = join(this.dir, 'drivers', `libifdvpcd-${entry}.so`);
      if (!existsSync(copy)) copyFileSync(driver, copy);
      const channel = `0x${port.toString(16).toUpperCase()}`;
      writeFileSync(
        join(conf, `reader-${entry}.conf`),
        `FRIENDLYNAME "${this.namePrefix} ${entry}"\nDEVICENAME /dev/null:${channel}\nLIBPATH ${copy}\nCHANNELID ${channel}\n`,
      );
    });
    const script = `mount -t tmpfs tmpfs /run && mkdir -p /run/pcscd && mount --bind "${run}" /run/pcscd && exec pcscd --foreground -c "${conf}"`;
    if (!this.isolated) mkdirSync(dirname(SYSTEM_SOCKET), { recursive: true });
    const child = this.isolated
      ? spawn('unshare', ['--user', '--map-root-user', '--mount', 'sh', '-c', script], { stdio: ['ignore', 'ignore', 'pipe'] })
      : spawn('pcscd', ['--foreground', '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    this.pcscd = child;
    const wanted = this.readers.filter((r) => !without.includes(r.entry)).map((r) => r.port);
    const deadline = Date.now() + 10_000;
    // Wait with `ss`, never connect(): a TCP connection to a vpcd port is a card insertion.
    while (!(existsSync(this.socketPath) && listening(wanted))) {
      if (child.exitCode !== null) throw new Error(`pcscd exited (${child.exitCode}): ${stderr}`);
      if (Date.now() > deadline) throw new Error(`pcscd did not come up within 10 s: ${stderr}`);
      await sleep(20);
    }
  }

  /** Stops pcscd (SIGTERM) and waits for it to exit. */
  async stopPcscd(): Promise<void> {
    const child = this.pcscd;
    this.pcscd = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    rmSync(this.socketPath, { force: true });
  }

  /** Unplugs the readers of `entries`: pcscd restarts without them. */
  async unplug(...entries: number[]): Promise<void> {
    await this.stopPcscd();
    await this.startPcscd(entries);
  }

  async close(): Promise<void> {
    await this.stopPcscd();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const SYSTEM_SOCKET = '/run/pcscd/pcscd.comm';

function userNamespacesWork(): boolean {
  return spawnSync('unshare', ['--user', '--map-root-user', '--mount', 'true'], { stdio: 'ignore' }).status === 0;
}

/** Without user namespaces the harness needs the machine's pcscd socket to itself. */
function ensureSystemSocketIsOurs(): void {
  if (process.getuid?.() !== 0) {
    throw new Error('the PC/SC harness needs user namespaces (unshare --user) or root, and this machine allows neither');
  }
  const running = spawnSync('pgrep', ['-x', 'pcscd'], { encoding: 'utf8' }).stdout.trim();
  if (running !== '' || existsSync(SYSTEM_SOCKET)) {
    throw new Error(
      `another pcscd serves ${SYSTEM_SOCKET} (pid ${running || 'unknown'}) and user namespaces are not available to isolate ours: ` +
        'stop it (systemctl stop pcscd.socket pcscd) and run the suite again',
    );
  }
}

function listening(ports: readonly number[]): boolean {
  const out = spawnSync('ss', ['-ltnH'], { encoding: 'utf8' }).stdout ?? '';
  const open = new Set([...out.matchAll(/:(\d+)\s/g)].map((m) => Number(m[1])));
  return ports.every((port) => open.has(port));
}

/** Two consecutive free TCP ports (vpcd binds 0.0.0.0), away from the ones already taken. */
async function freePortPair(taken: readonly number[]): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + 2 * Math.floor(Math.random() * 20_000);
    if (taken.some((t) => Math.abs(t - port) < 2)) continue;
    if ((await canBind(port)) && (await canBind(port + 1))) return port;
  }
  throw new Error('no two consecutive free TCP ports found');
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
