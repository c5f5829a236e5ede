import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Seat } from '../src/rules/index.js';
import { startMatch, viewWhere } from '../test/browser/game-flow.js';
import { serveDashboard } from '../test/browser/dashboard-server.js';
import { cardDef, SeatClient } from '../test/browser/seat-client.js';
import { launchBrowser } from '../test/support/browser.js';
import { repoRoot, startHub } from '../test/support/hub-process.js';
import { PAINT_PROBE } from './support/paint-probe.js';

const SAMPLES = 200;

/**
 * State change in the hub -> change painted in the browser: a judge's correction (one damage
 * counter on, then off again) is sent over the WebSocket; the clock stops when the spectator
 * page has painted the new damage. Both clocks are the machine's wall clock (timeOrigin + now).
 * Then the size of the built dashboard, raw and gzip.
 */
export default async function (): Promise<Record<string, unknown>> {
  const hub = await startHub();
  const browser = await launchBrowser();
  const dashboard = await serveDashboard(hub);
  const match = await startMatch(hub);
  try {
    const tossed = await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first');
    const first: Seat = tossed.tossWinner!;
    await match.seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await match.seats.p1.mustAccept({ type: 'PlaceActive', player: 'p1', card: await cardDef(hub, 'xy0-26') });
    await match.seats.p2.mustAccept({ type: 'PlaceActive', player: 'p2', card: await cardDef(hub, 'xy0-27') });
    await match.seats.p1.mustAccept({ type: 'FinishSetup', player: 'p1' });
    await match.seats.p2.mustAccept({ type: 'FinishSetup', player: 'p2' });
    const snorlax = (await viewWhere(match.seats.p1, (v) => v.turn !== null)).players.p1.active!.id;

    const judge = await SeatClient.signIn(hub, 'demo', { role: 'judge', name: 'Demo Judge', pin: '0000' });
    const page = await browser.context.newPage();
    await page.addInitScript(PAINT_PROBE);
    await page.goto(`${dashboard.url}/table/demo/spectate`);
    const damage = page.getByRole('article', { name: 'Snorlax' }).getByTestId('damage');
    await damage.waitFor();

    const latencies: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const on = i % 2 === 0;
      const action = on ? { kind: 'put-damage-counters', target: snorlax, counters: 1 } : { kind: 'heal', target: snorlax, amount: 10 };
      const expected = on ? '1 damage counter' : '0 damage counters';
      await page.evaluate('window.__paints.length = 0');
      const sent = performance.timeOrigin + performance.now();
      await judge.mustAccept({ type: 'JudgeCorrect', judge: 'Demo Judge', reason: 'bench', action });
      await page.waitForFunction(`document.querySelector('article[aria-label="Snorlax"] [data-testid="damage"]')?.textContent === '${expected}'`);
      await page.waitForFunction('window.__paints.length > 0');
      const painted = (await page.evaluate('Math.max(...window.__paints.map((p) => p.painted))')) as number;
      latencies.push(painted - sent);
    }
    judge.close();
    const pages = await pageLoads(browser, dashboard.url);
    latencies.sort((a, b) => a - b);
    const pick = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
    return {
      stateChangeToPaintMs: { samples: latencies.length, p50: pick(0.5), p90: pick(0.9), p99: pick(0.99), max: round(latencies.at(-1)!) },
      servedBy: dashboard.servedByHub ? 'hub' : 'vite preview (proxying the hub)',
      bundle: bundleSize(),
      pages,
    };
  } finally {
    match.close();
    await browser.close();
    await dashboard.close();
    await hub.stop();
  }
}

/** The dashboard's pages, each opened on its own with the browser cache off: the script it downloads. */
const PAGES = {
  overlay: '/overlay/demo',
  table: '/table/demo',
  spectate: '/table/demo/spectate',
  overview: '/',
  judge: '/judge',
  virtual: '/virtual/demo',
  enrol: '/enrol',
} as const;

/** JavaScript each page downloads (raw and gzip) once it has settled: what code splitting saves a tablet or an OBS source. */
async function pageLoads(browser: Awaited<ReturnType<typeof launchBrowser>>, base: string): Promise<Record<string, { files: number; jsBytes: number; jsGzipBytes: number }>> {
  const out: Record<string, { files: number; jsBytes: number; jsGzipBytes: number }> = {};
  for (const [name, path] of Object.entries(PAGES)) {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) bodies.push(response.body());
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    out[name] = {
      files: scripts.length,
      jsBytes: scripts.reduce((n, b) => n + b.length, 0),
      jsGzipBytes: scripts.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    };
    await page.close();
  }
  return out;
}

function bundleSize(): Record<string, number> {
  const dist = join(repoRoot(), 'dashboard', 'dist');
  const files = ['index.html', ...readdirSync(join(dist, 'assets')).filter((f) => !f.endsWith('.map')).map((f) => join('assets', f))];
  let bytes = 0;
  let gzip = 0;
  let js = 0;
  let jsGzip = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    const zipped = gzipSync(content, { level: 9 }).length;
    bytes += content.length;
    gzip += zipped;
    if (file.endsWith('.js')) {
      js += content.length;
      jsGzip += zipped;
    }
  }
  return { files: files.length, bytes, gzipBytes: gzip, jsBytes: js, jsGzipBytes: jsGzip };
}

const round = (ms: number): number => Math.round(ms * 100) / 100;

