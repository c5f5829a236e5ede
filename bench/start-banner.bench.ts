import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot } from '../test/support/hub-process.js';
import { ensureHubBuilt } from './support/hub-build.js';

const RUNS = 5;
/** The banner's first line (src/logging/start-banner.ts), the one with the dashboard URL. */
const BANNER = /Mirrormat is running\. Dashboard: (\S+)/;

/**
 * Time from `npm start` to the banner (issue 15): the demo start as a newcomer types it, with a
 * temp data directory and free HTTP and MQTT ports, timed from the spawn until the banner's line
 * with the dashboard URL is on stdout (not a TTY, so the hub logs JSON lines before it). The hub
 * is built first, so no run includes a build. For comparison in the same run: the same hub
 * without npm and bash (`node dist/main.js --config mirrormat.demo.yaml`, what start.sh execs),
 * and the floor, `node -e ''` from spawn to exit.
 */
export default async function (): Promise<Record<string, unknown>> {
  const root = repoRoot();
  const builtForThisRun = ensureHubBuilt(root);
  const floor: number[] = [];
  const npmStart: Started[] = [];
  const hubDirect: Started[] = [];
  for (let i = 0; i < RUNS; i++) {
    floor.push(nodeNothing());
    npmStart.push(await toBanner(root, 'npm', ['start']));
    hubDirect.push(await toBanner(root, process.execPath, ['dist/main.js', '--config', 'mirrormat.demo.yaml']));
  }
  const floorMs = median(floor);
  const npmMs = median(npmStart.map((s) => s.ms));
  const hubMs = median(hubDirect.map((s) => s.ms));
  return {
    runs: RUNS,
    builtForThisRun,
    npmStartToBannerMs: { p50: round(npmMs), runs: npmStart.map((s) => round(s.ms)) },
    hubDirectToBannerMs: { p50: round(hubMs), runs: hubDirect.map((s) => round(s.ms)) },
    floorNodeEmptyMs: { p50: round(floorMs), runs: floor.map(round) },
    npmStartOverFloor: round(npmMs / floorMs),
    npmAndBashOverheadMs: round(npmMs - hubMs),
    stdoutLinesBeforeBanner: npmStart[0]!.linesBefore,
    stderrLines: npmStart[0]!.stderrLines,
  };
}

interface Started {
  readonly ms: number;
  /** Lines on stdout before the banner: what a newcomer scrolls past. */
  readonly linesBefore: number;
  readonly stderrLines: number;
}

/** Spawns the demo start in its own process group, waits for the banner, stops the group and waits for its exit. */
async function toBanner(root: string, command: string, args: readonly string[]): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-start-'));
  const env = { ...process.env, PORT: String(await freePort()), MIRRORMAT__DATA_DIR: dataDir, MIRRORMAT__MQTT__PORT: String(await freePort()) };
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  try {
    return await new Promise<Started>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner within 60 s from ${command} ${args.join(' ')}:\n${(stdout + stderr).slice(-2000)}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        const at = stdout.search(BANNER);
        if (at === -1) return;
        const ms = performance.now() - started;
        clearTimeout(timer);
        if (stdout.includes('start: building')) reject(new Error('npm start built the hub: the run would time a build'));
        resolve({ ms, linesBefore: stdout.slice(0, at).split('\n').filter((l) => l.trim() !== '').length, stderrLines: stderr.split('\n').filter((l) => l.trim() !== '').length });
      });
      void exited.then(() => reject(new Error(`${command} ${args.join(' ')} exited before the banner:\n${(stdout + stderr).slice(-2000)}`)));
    });
  } finally {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Spawn to exit of a node that does nothing: the floor of any node start on this machine now. */
function nodeNothing(): number {
  const started = performance.now();
  spawnSync(process.execPath, ['-e', '']);
  return performance.now() - started;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const round = (n: number): number => Math.round(n * 100) / 100;
