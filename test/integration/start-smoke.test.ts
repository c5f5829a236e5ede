import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectClient, freePort, repoRoot } from '../support/hub-process.js';

/**
 * `npm start` on a fresh clone of the repository's HEAD: scripts/start.sh builds and starts the
 * demo hub, which answers /health and sends a WebSocket client the demo table's snapshot.
 * node_modules is a symlink to this checkout's: `npm install` would take minutes (better-sqlite3
 * compiles from source) and test npm, not us; start.sh skips it because node_modules exists.
 */
const workDir = mkdtempSync(join(tmpdir(), 'mirrormat-smoke-'));
const clone = join(workDir, 'mirrormat');
let hub: ChildProcess | undefined;

afterAll(async () => {
  if (hub && hub.exitCode === null && hub.signalCode === null) {
    hub.kill('SIGKILL');
    await new Promise((resolve) => hub!.once('exit', resolve));
  }
  rmSync(workDir, { recursive: true, force: true });
});

describe('npm start on a fresh clone', () => {
  it('builds, starts the demo hub, and serves /health and the demo table', { timeout: 240_000 }, async () => {
    execFileSync('git', ['clone', '--quiet', repoRoot(), clone]);
    symlinkSync(join(repoRoot(), 'node_modules'), join(clone, 'node_modules'));
    const port = await freePort();
    hub = spawn('bash', ['scripts/start.sh'], {
      cwd: clone,
      env: { ...process.env, PORT: String(port), MIRRORMAT__MQTT__PORT: String(await freePort()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    hub.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    hub.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      hub!.once('exit', (code, signal) => resolve({ code, signal })),
    );

    const dashboard = await Promise.race([
      new Promise<string>((resolve) => {
        const check = () => {
          const match = /Dashboard: (http:\/\/\S+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        };
        hub!.stdout!.on('data', check);
      }),
      exited.then(({ code }) => Promise.reject(new Error(`npm start exited with ${code}:\n${output.slice(-4000)}`))),
    ]);
    expect(dashboard).toBe(`http://127.0.0.1:${port}/`);

    const health = await fetch(`${dashboard}health`);
    expect(health.status).toBe(200);
    const report = (await health.json()) as { components: { kind: string; status: string; name: string }[] };
    expect(report.components).toContainEqual(expect.objectContaining({ kind: 'database', status: 'up' }));
    expect(report.components).toContainEqual(expect.objectContaining({ kind: 'mqtt-broker', status: 'up' }));
    expect(report.components).toContainEqual(expect.objectContaining({ kind: 'coin-flipper', status: 'up' }));
    expect(report.components).toContainEqual(expect.objectContaining({ kind: 'reader', name: 'demo/p1.active', status: 'up' }));

    const page = await fetch(dashboard);
    expect(await page.text()).toContain('<title>Mirrormat');

    // A socket follows only the table it names (issue 18).
    const client = await connectClient(`ws://127.0.0.1:${port}/ws?table=demo`);
    const snapshot = await client.next((f) => f.type === 'snapshot');
    expect(snapshot).toMatchObject({ table: 'demo', stateId: 'demo:idle', match: null });
    expect(snapshot.zones).toHaveLength(11);
    await client.close();

    hub.kill('SIGTERM');
    const { signal, code } = await exited;
    expect(signal === 'SIGTERM' || code === 0).toBe(true);
    expect(output).not.toMatch(/"level":(50|60)/);
  });
});
