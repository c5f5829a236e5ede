import type { Page } from 'playwright-core';
import type { Seat } from '../src/rules/index.js';
import { serveDashboard } from '../test/browser/dashboard-server.js';
import { startMatch, takeSeat, viewWhere } from '../test/browser/game-flow.js';
import { cardDef, SeatClient } from '../test/browser/seat-client.js';
import { launchBrowser } from '../test/support/browser.js';
import { repoRoot, startHub, type HubProcess } from '../test/support/hub-process.js';
import { ensureHubBuilt } from './support/hub-build.js';
import { PAINT_PROBE } from './support/paint-probe.js';

const SAMPLES = 100;

/**
 * State change -> painted on a seated table page with the event feed on (issue 15): Ash's tablet
 * (the table view, seated by code at 1024×768) shows the board and the battle log. A judge's
 * correction (one damage counter on Ash's Active, then healed again) goes over the hub's WebSocket;
 * the clock starts when the bench sends it and stops when the page has painted both the new
 * battle-log line and the damage (the rAF after the DOM change, then the next task: PAINT_PROBE).
 * Both ends read the machine's wall clock (timeOrigin + now), so no offset is needed.
 *
 * Floor, on the same changes, in a second chromium: a bare page of the hub's origin, signed in as a
 * spectator over its own WebSocket, that writes into the DOM the number of the sample each update frame carries.
 * Its time is the hub's work, the transport and one paint; the ratio is what the dashboard adds.
 */
export default async function (): Promise<Record<string, unknown>> {
  const builtForThisRun = ensureHubBuilt(repoRoot());
  const hub = await startHub();
  const browser = await launchBrowser({ viewport: { width: 1024, height: 768 } });
  const dashboard = await serveDashboard(hub);
  // The floor page in a browser of its own: a second tab would put the table page in the background, whose frames chromium throttles (~1 s).
  const floorBrowser = await launchBrowser();
  const match = await startMatch(hub);
  let judge: SeatClient | undefined;
  try {
    const table = await browser.context.newPage();
    await table.addInitScript(PAINT_PROBE);
    await takeSeat(table, dashboard.url, match.codes.p1);
    const snorlax = await playToTurnOne(hub, match);
    await table.getByTestId('battle-log').getByTestId('battle-log-line').first().waitFor();

    const bare = await floorBrowser.context.newPage();
    await bare.addInitScript(PAINT_PROBE);
    await bare.goto(`${hub.url}/health`);
    await bare.evaluate(`(${BARE_PAGE})(${JSON.stringify(`${hub.wsUrl}?table=demo`)})`);

    judge = await SeatClient.signIn(hub, 'demo', { role: 'judge', name: 'Demo Judge', pin: '0000' });
    const toPainted: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const on = i % 2 === 0;
      const action = on ? { kind: 'put-damage-counters', target: snorlax, counters: 1 } : { kind: 'heal', target: snorlax, amount: 10 };
      const expected = on ? '1 damage counter' : '0 damage counters';
      const lines = (await table.evaluate(`document.querySelectorAll('[data-testid="battle-log-line"]').length`)) as number;
      await Promise.all([table.evaluate('window.__paints.length = 0'), bare.evaluate('window.__paints.length = 0')]);
      const sent = wallNow();
      await judge.mustAccept({ type: 'JudgeCorrect', judge: 'Demo Judge', reason: `bench #${i}`, action });
      await table.waitForFunction(
        `document.querySelectorAll('[data-testid="battle-log-line"]').length > ${lines} &&
         document.querySelector('article[aria-label="Snorlax"] [data-testid="damage"]')?.textContent === '${expected}'`,
      );
      await bare.waitForFunction(`window.__sample === ${i}`);
      toPainted.push((await lastPaint(table)) - sent);
      floor.push((await lastPaint(bare)) - sent);
    }
    const linesAtEnd = (await table.evaluate(`document.querySelectorAll('[data-testid="battle-log-line"]').length`)) as number;
    const page = stats(toPainted);
    const bareStats = stats(floor);
    return {
      builtForThisRun,
      servedBy: dashboard.servedByHub ? 'hub' : 'vite preview (proxying the hub)',
      clock: 'wall clock on both ends (bench process: timeOrigin + now at send; page: timeOrigin + now after the paint)',
      battleLogLinesAtEnd: linesAtEnd,
      seatedTableToPaintedMs: page,
      floorBarePageToPaintedMs: bareStats,
      ratioP50: round(page.p50 / bareStats.p50),
      ratioP99: round(page.p99 / bareStats.p99),
    };
  } finally {
    judge?.close();
    match.close();
    await browser.close();
    await floorBrowser.close();
    await dashboard.close();
    await hub.stop();
  }
}

/** Setup over the seats' WebSockets: Snorlax (xy0-26) for Ash, Miltank (xy0-27) for Misty; resolves with Ash's Active's id on turn 1. */
async function playToTurnOne(hub: HubProcess, match: Awaited<ReturnType<typeof startMatch>>): Promise<string> {
  const tossed = await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first');
  const first: Seat = tossed.tossWinner!;
  await match.seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
  await match.seats.p1.mustAccept({ type: 'PlaceActive', player: 'p1', card: await cardDef(hub, 'xy0-26') });
  await match.seats.p2.mustAccept({ type: 'PlaceActive', player: 'p2', card: await cardDef(hub, 'xy0-27') });
  await match.seats.p1.mustAccept({ type: 'FinishSetup', player: 'p1' });
  await match.seats.p2.mustAccept({ type: 'FinishSetup', player: 'p2' });
  return (await viewWhere(match.seats.p1, (v) => v.turn !== null)).players.p1.active!.id;
}

/** The floor page: a spectator's socket, and in the DOM the number of the latest sample an update frame carried (its reason, "bench #n"). */
const BARE_PAGE = `(url) => {
  document.body.innerHTML = '<p id="sample">-1</p>';
  window.__sample = -1;
  const socket = new WebSocket(url);
  socket.onopen = () => socket.send(JSON.stringify({ v: 1, id: 'hello', type: 'hello', auth: { role: 'spectator' } }));
  socket.onmessage = (message) => {
    const sample = /bench #(\\d+)/.exec(String(message.data));
    if (sample === null || Number(sample[1]) <= window.__sample) return;
    window.__sample = Number(sample[1]);
    document.getElementById('sample').textContent = sample[1];
  };
}`;

async function lastPaint(page: Page): Promise<number> {
  await page.waitForFunction('window.__paints.length > 0');
  return (await page.evaluate('Math.max(...window.__paints.map((p) => p.painted))')) as number;
}

function stats(values: number[]): { samples: number; p50: number; p90: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN);
  return { samples: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: round(sorted.at(-1) ?? Number.NaN) };
}

const wallNow = (): number => performance.timeOrigin + performance.now();
const round = (n: number): number => Math.round(n * 100) / 100;
