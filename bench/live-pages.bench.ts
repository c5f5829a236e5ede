import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { WebSocket } from 'ws';
import { serveDashboard } from '../test/browser/dashboard-server.js';
import { launchBrowser } from '../test/support/browser.js';
import { api, startHub, type HubProcess } from '../test/support/hub-process.js';
import { PAINT_PROBE } from './support/paint-probe.js';

/** Changes timed per page. */
const SAMPLES = 100;
/** What the pages polled at before they were pushed (raid and team page: GET every second). */
const FORMER_POLL_MS = 1000;
const WATCHERS = 256;
/** Each load phase of the CPU measurement. */
const WINDOW_MS = 10_000;
/** Raid changes per second during the load phases: a quick table. */
const CHANGES_PER_SECOND = 4;

const RAID = {
  raidId: 'bench-raid',
  format: 'raid',
  players: [
    { name: 'Monika', active: 'sv1-80' },
    { name: 'Ralph', active: 'sv1-80' },
  ],
  boss: ['sv1-81'],
  raidDeck: [{ cardId: 'sv1-74', count: 6 }],
};
const TEAM = {
  gameId: 'bench-team',
  tableId: 'bench',
  first: 'A',
  players: { A1: { name: 'Monika' }, A2: { name: 'Ralph' }, B1: { name: 'Caro' }, B2: { name: 'Robert' } },
};

/**
 * The live pages pushed over the one WebSocket (issue 18) instead of polled:
 *
 * 1. update -> painted: a REST action changes a raid (the boss's damage, up 10 then down again) or a
 *    team game (the turn ends); the clock starts when the bench sends it and stops when the raid or
 *    team page in chromium has painted the change (wall clock on both sides). The floor, taken on
 *    the same changes: a bare WebSocket watcher in the bench process receiving the pushed frame.
 *    The pages polled every FORMER_POLL_MS before: FORMER_POLL_MS / 2 on average before the GET even started.
 * 2. The hub's CPU (its process's utime + stime) while WATCHERS clients watch a raid that changes
 *    CHANGES_PER_SECOND times a second, against floors taken in the same run: the same clients
 *    connected and idle, the same changes with nobody watching, and for comparison the same
 *    clients polling GET /api/raids/:id every FORMER_POLL_MS instead.
 */
export default async function (): Promise<Record<string, unknown>> {
  // 256 watchers and, for the comparison, 256 pollers from this one address: above the default per-address limit.
  const hub = await startHub({ env: { MIRRORMAT__HTTP__LIMITS__CONNECTIONS_PER_ADDRESS: String(4 * WATCHERS) } });
  try {
    expect201(await api(hub, 'POST', '/api/raids', RAID));
    expect201(await api(hub, 'POST', '/api/team-games', TEAM));
    const painted = await updateToPainted(hub);
    const cpu = await hubCpuWithWatchers(hub);
    return { formerPollIntervalMs: FORMER_POLL_MS, updateToPainted: painted, hubCpu: cpu };
  } finally {
    await hub.stop();
  }
}

async function updateToPainted(hub: HubProcess): Promise<Record<string, unknown>> {
  const browser = await launchBrowser();
  const dashboard = await serveDashboard(hub);
  const floor = await watcher(hub, { topic: 'raid', key: RAID.raidId });
  try {
    const raidBoss = (await api(hub, 'GET', `/api/raids/${RAID.raidId}`, undefined, false)).body.state.boss[0].uid as string;
    let up = true;
    const raid = await timePage(browser, `${dashboard.url}/raid/${RAID.raidId}`, '[data-testid="boss-damage"]', floor, () => {
      const damage = up ? 10 : -10;
      up = !up;
      return api(hub, 'POST', `/api/raids/${RAID.raidId}/actions`, { type: 'AdjustBoss', boss: raidBoss, damage, reason: 'bench' });
    });
    const watched = floor.frames;
    floor.send({ v: 1, type: 'watch', topic: 'team-game', key: TEAM.gameId });
    await floor.nextFrameAfter(watched);
    const team = await timePage(browser, `${dashboard.url}/team/${TEAM.gameId}`, '[data-testid="team-turn"]', floor, () =>
      api(hub, 'POST', `/api/team-games/${TEAM.gameId}/actions`, { type: 'EndTurn' }),
    );
    return { raidPage: raid, teamPage: team, servedBy: dashboard.servedByHub ? 'hub' : 'vite preview (proxying the hub)' };
  } finally {
    floor.close();
    await browser.close();
    await dashboard.close();
  }
}

/** Sends SAMPLES changes one after another; for each, when the page painted it and when the bare watcher got its frame. */
async function timePage(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
  selector: string,
  floor: Watcher,
  change: () => Promise<{ status: number }>,
): Promise<Record<string, unknown>> {
  const page = await browser.context.newPage();
  await page.addInitScript(PAINT_PROBE);
  await page.goto(url);
  await page.locator(selector).waitFor();
  const toPainted: number[] = [];
  const toFrame: number[] = [];
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const before = await page.locator(selector).textContent();
      await page.evaluate('window.__paints.length = 0');
      const frames = floor.frames;
      const sent = wallNow();
      const answer = await change();
      if (answer.status !== 200) throw new Error(`the change was refused: ${JSON.stringify(answer)}`);
      await page.waitForFunction(`document.querySelector(${JSON.stringify(selector)})?.textContent !== ${JSON.stringify(before)}`);
      await page.waitForFunction('window.__paints.length > 0');
      toPainted.push(((await page.evaluate('Math.max(...window.__paints.map((p) => p.painted))')) as number) - sent);
      toFrame.push((await floor.nextFrameAfter(frames)) - sent);
    }
  } finally {
    await page.close();
  }
  return { samples: SAMPLES, updateToPaintedMs: stats(toPainted), floorUpdateToFrameMs: stats(toFrame) };
}

async function hubCpuWithWatchers(hub: HubProcess): Promise<Record<string, unknown>> {
  const pid = hub.child.pid!;
  const clients = await Promise.all(Array.from({ length: WATCHERS }, () => watcher(hub)));
  const raidBoss = (await api(hub, 'GET', `/api/raids/${RAID.raidId}`, undefined, false)).body.state.boss[0].uid as string;
  let up = true;
  const changeRaid = () => {
    const damage = up ? 10 : -10;
    up = !up;
    return api(hub, 'POST', `/api/raids/${RAID.raidId}/actions`, { type: 'AdjustBoss', boss: raidBoss, damage, reason: 'bench' });
  };
  try {
    const idle = await cpuOver(pid, async () => sleep(WINDOW_MS));
    const changesUnwatched = await cpuOver(pid, () => changeFor(WINDOW_MS, changeRaid));

    for (const c of clients) c.send({ v: 1, type: 'watch', topic: 'raid', key: RAID.raidId });
    await Promise.all(clients.map((c) => c.nextFrameAfter(0)));
    const framesBefore = clients.map((c) => c.frames);
    const sentAt: number[] = [];
    const watched = await cpuOver(pid, () => changeFor(WINDOW_MS, changeRaid, sentAt));
    await sleep(500);
    const pushLatency: number[] = [];
    for (const [i, c] of clients.entries()) {
      for (const [n, arrived] of c.arrivals.slice(framesBefore[i]!).entries()) if (sentAt[n] !== undefined) pushLatency.push(arrived - sentAt[n]!);
    }
    const framesPushed = clients.reduce((n, c, i) => n + c.frames - framesBefore[i]!, 0);
    for (const c of clients) c.send({ v: 1, type: 'unwatch', topic: 'raid', key: RAID.raidId });

    // What the pages did before: each polls the raid's GET once a second; the raid changes as above.
    let pollFailures = 0;
    const polling = await cpuOver(pid, async () => {
      let stop = false;
      const pollers = clients.map(async (_, i) => {
        await sleep((i * FORMER_POLL_MS) / WATCHERS);
        while (!stop) {
          const started = performance.now();
          await fetch(`${hub.url}/api/raids/${RAID.raidId}`).then(
            (r) => r.arrayBuffer(),
            () => (pollFailures += 1),
          );
          await sleep(Math.max(0, FORMER_POLL_MS - (performance.now() - started)));
        }
      });
      await changeFor(WINDOW_MS, changeRaid);
      stop = true;
      await Promise.all(pollers);
    });

    const perSecond = (cpu: CpuWindow) => round((cpu.cpuMs / cpu.wallMs) * 1000);
    return {
      clients: WATCHERS,
      windowMs: WINDOW_MS,
      raidChangesPerSecond: CHANGES_PER_SECOND,
      changes: sentAt.length,
      framesPushed,
      framesExpected: sentAt.length * WATCHERS,
      cpuMsPerSecond: {
        floorIdleConnected: perSecond(idle),
        floorChangesNobodyWatching: perSecond(changesUnwatched),
        changesPushedToAllWatchers: perSecond(watched),
        formerPollingEverySecond: perSecond(polling),
      },
      pollFailures,
      pushCpuMsPerFrame: framesPushed === 0 ? null : round((watched.cpuMs - (changesUnwatched.cpuMs * watched.wallMs) / changesUnwatched.wallMs) / framesPushed, 4),
      updateToFrameMsAllWatchers: stats(pushLatency),
    };
  } finally {
    for (const c of clients) c.close();
  }
}

interface Watcher {
  /** Live frames received so far. */
  readonly frames: number;
  /** Wall-clock arrival of each live frame. */
  readonly arrivals: readonly number[];
  send(message: Record<string, unknown>): void;
  /** Resolves with the arrival time of the first live frame after the first `after` ones. */
  nextFrameAfter(after: number): Promise<number>;
  close(): void;
}

/** A bare WebSocket client of the hub that counts live frames (and watches `ref` if given). */
async function watcher(hub: HubProcess, ref?: { topic: string; key?: string }): Promise<Watcher> {
  const socket = new WebSocket(`${hub.wsUrl}?table=demo`);
  const arrivals: number[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    const text = data.toString();
    if (!text.includes('"type":"live"')) return;
    arrivals.push(wallNow());
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const w: Watcher = {
    get frames() {
      return arrivals.length;
    },
    arrivals,
    send: (message) => socket.send(JSON.stringify(message)),
    nextFrameAfter: (after) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no live frame within 10 s')), 10_000);
        const check = () => {
          if (arrivals.length > after) {
            clearTimeout(timer);
            resolve(arrivals[after]!);
          } else waiters.push(check);
        };
        check();
      }),
    close: () => socket.close(),
  };
  if (ref) {
    w.send({ v: 1, type: 'watch', ...ref });
    await w.nextFrameAfter(0);
  }
  return w;
}

/** Changes the raid CHANGES_PER_SECOND times a second for `ms`, one change at a time. */
async function changeFor(ms: number, change: () => Promise<{ status: number }>, sentAt: number[] = []): Promise<void> {
  const end = performance.now() + ms;
  const every = 1000 / CHANGES_PER_SECOND;
  while (performance.now() < end) {
    const started = performance.now();
    sentAt.push(wallNow());
    const answer = await change();
    if (answer.status !== 200) throw new Error(`the change was refused: ${JSON.stringify(answer)}`);
    await sleep(Math.max(0, every - (performance.now() - started)));
  }
}

interface CpuWindow {
  readonly cpuMs: number;
  readonly wallMs: number;
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU time of process `pid` (user + system, from /proc) while `work` runs. */
async function cpuOver(pid: number, work: () => Promise<void>): Promise<CpuWindow> {
  const cpu0 = processCpuMs(pid);
  const wall0 = performance.now();
  await work();
  return { cpuMs: processCpuMs(pid) - cpu0, wallMs: performance.now() - wall0 };
}

function processCpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces, in parentheses): utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function expect201(answer: { status: number; body: unknown }): void {
  if (answer.status !== 201) throw new Error(`could not start: ${JSON.stringify(answer)}`);
}

function stats(values: number[]): Record<string, number> {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN);
  return { samples: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: round(sorted.at(-1) ?? Number.NaN) };
}

const wallNow = (): number => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;
