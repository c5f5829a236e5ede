import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts a built hub (dist/main.js) as a child process, the way `npm start` runs it: its own
 * temp data directory, HTTP on a free port (port 0, the URL read from its "hub ready" line), the
 * embedded MQTT broker on a free port (MIRRORMAT__MQTT__PORT: a config of your own must then say
 * `mqtt: { mode: embedded }`). Resolves once /health answers.
 *
 *   const hub = await startHub();                 // the demo config
 *   const hub = await startHub({ config: path }); // any config; env overrides on top
 *   ...; await hub.stop();                        // SIGTERM, waits for the exit, removes the temp dir
 */
export interface HubProcess {
  readonly url: string;
  readonly wsUrl: string;
  readonly port: number;
  readonly dataDir: string;
  readonly child: ChildProcess;
  /** Admin token of the demo config (or the one given). */
  readonly adminToken: string;
  /** Everything the hub wrote on stdout and stderr so far. */
  output(): string;
  /** SIGTERM and wait; the exit code (null when killed by a signal). */
  stop(): Promise<number | null>;
  /** SIGKILL and wait: a crash, for durability tests. The data directory stays. */
  kill(): Promise<void>;
}

export interface StartHubOptions {
  /** Config file; default mirrormat.demo.yaml of the repository. */
  readonly config?: string;
  /** Reuse a data directory (a restart); default a new temp directory, removed by stop(). */
  readonly dataDir?: string;
  /** On top of the defaults; undefined removes one (MIRRORMAT__MQTT__PORT for an external broker). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The repository whose dist/main.js runs; default the one this file is in. */
  readonly root?: string;
  readonly adminToken?: string;
  readonly timeoutMs?: number;
  /** Run the hub as this user (the test must be root), as a service account would. */
  readonly user?: { readonly uid: number; readonly gid: number };
}

export const DEMO_ADMIN_TOKEN = 'demo-admin-token-not-a-secret';

export function repoRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  // From test/support (vitest) or .bench-build/test/support (benchmarks): the first directory with both.
  let dir = from;
  while (!(existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'src')))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no repository root above ${from}`);
    dir = parent;
  }
  return dir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startHub(options: StartHubOptions = {}): Promise<HubProcess> {
  const root = options.root ?? repoRoot();
  const entry = join(root, 'dist', 'main.js');
  if (!existsSync(entry)) throw new Error(`${entry} does not exist: build the hub first (npm run build)`);
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mirrormat-hub-'));
  const env = {
    ...process.env,
    MIRRORMAT__HTTP__PORT: '0',
    MIRRORMAT__DATA_DIR: dataDir,
    MIRRORMAT__MQTT__PORT: String(await freePort()),
    MIRRORMAT__LOG_LEVEL: 'info',
    // Card pictures come from a local origin that answers nothing, so no test reaches the internet for them; a test of
    // card art gives its own image server.
    MIRRORMAT__CATALOGUE__IMAGE_ORIGIN: 'http://127.0.0.1:9',
    ...options.env,
  };
  const child = spawn(process.execPath, [entry, '--config', options.config ?? join(root, 'mirrormat.demo.yaml')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.user === undefined ? {} : { uid: options.user.uid, gid: options.user.gid }),
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(`the hub did not become ready in ${options.timeoutMs ?? 30_000} ms`), options.timeoutMs ?? 30_000);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${why}. Its output:\n${output.slice(-4000)}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = readyUrl(output);
      if (url !== undefined) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    void exited.then((code) => fail(`the hub exited with code ${code} before it was ready`));
  });
  const port = Number(new URL(url).port);
  await waitForHealth(url);
  const cleanup = () => {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    url,
    wsUrl: `${url.replace(/^http/, 'ws')}/ws`,
    port,
    dataDir,
    child,
    adminToken: options.adminToken ?? DEMO_ADMIN_TOKEN,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      cleanup();
      return code;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The URL of the hub's "hub ready" log line, once it has been written whole. */
function readyUrl(output: string): string | undefined {
  for (const line of output.split('\n').slice(0, -1)) {
    if (!line.includes('"hub ready"')) continue;
    const record = JSON.parse(line) as { msg?: string; url?: string };
    if (record.msg === 'hub ready' && record.url) return record.url.replace(/\/$/, '');
  }
  return undefined;
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const status = url.startsWith('https:') ? await httpsStatus(`${url}/health`) : (await fetch(`${url}/health`)).status;
      if (status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url}/health did not answer 200`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A self-signed hub's status code; the test checks the certificate's fingerprint itself. */
function httpsStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpsGet(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

/** A WebSocket client of the hub for tests: every frame it received, and a way to wait for the next matching one. */
export interface HubClient {
  readonly socket: import('ws').WebSocket;
  readonly frames: Record<string, unknown>[];
  send(message: Record<string, unknown>): void;
  sendRaw(data: string | Buffer): void;
  /** The first frame after `after` (an index into frames, default: all frames) that matches. */
  next(match: (frame: Record<string, any>) => boolean, options?: { after?: number; timeoutMs?: number }): Promise<Record<string, any>>;
  close(): Promise<void>;
}

export async function connectClient(wsUrl: string): Promise<HubClient> {
  const { WebSocket } = await import('ws');
  const socket = new WebSocket(wsUrl);
  const frames: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const wake of waiters) wake();
  });
  socket.on('close', () => {
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    send: (message) => socket.send(JSON.stringify({ v: 1, ...message })),
    sendRaw: (data) => socket.send(data),
    next(match, options = {}) {
      const from = options.after ?? 0;
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find(match);
          if (found) {
            done();
            resolve(found);
          } else if (socket.readyState === socket.CLOSED) {
            done();
            reject(new Error(`the socket closed; frames: ${JSON.stringify(frames.slice(-5))}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching frame in ${options.timeoutMs ?? 10_000} ms; last frames: ${JSON.stringify(frames.slice(-5)).slice(0, 2000)}`));
        }, options.timeoutMs ?? 10_000);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}

/** Calls the hub's REST API; JSON in, JSON (or text) out, with the admin token unless told otherwise. */
export async function api(hub: Pick<HubProcess, 'url' | 'adminToken'>, method: string, path: string, body?: unknown, admin = true): Promise<{ status: number; body: any }> {
  const res = await fetch(`${hub.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(admin ? { authorization: `Bearer ${hub.adminToken}` } : {}),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.includes('application/json') && text ? JSON.parse(text) : text };
}
