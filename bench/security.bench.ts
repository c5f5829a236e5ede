import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { CredentialThrottle } from '../src/auth/credential-throttle.js';
import { api, connectClient, startHub, type HubClient } from '../test/support/hub-process.js';

/**
 * Issue 14, measured: how fast a guesser gets through the judge PINs (the throttle on a simulated
 * clock, the guesser waiting exactly as long as it must), the hub's memory with clients that stop
 * reading while the table keeps changing, and the connections a flood holds at the caps.
 */
export default async function (): Promise<Record<string, unknown>> {
  return { throttle: throttle(), nonReadingClients: await nonReadingClients(20, 1500), flood: await flood() };
}

function throttle(): Record<string, unknown> {
  const guess = (addressOf: (n: number) => string) => {
    let now = 0;
    const throttle = new CredentialThrottle(() => now);
    let inFirstHour = 0;
    for (let n = 0; n < 10_000; n += 1) {
      const attempt = { credential: 'judge:anna', address: addressOf(n) };
      now += throttle.retryAfter(attempt);
      throttle.fail(attempt);
      if (now < 3_600_000) inFirstHour += 1;
    }
    return { guessesInFirstHour: inFirstHour, hoursForAllFourDigitPins: Math.round(now / 36_000) / 100 };
  };
  return { oneAddress: guess(() => '10.0.0.66'), newAddressEveryGuess: guess((n) => `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`) };
}

async function nonReadingClients(clients: number, updates: number): Promise<Record<string, unknown>> {
  const hub = await startHub();
  const stalled: HubClient[] = [];
  try {
    await api(hub, 'POST', '/api/tables/demo/match', { players: [{ name: 'Ash' }, { name: 'Misty' }] });
    for (let i = 0; i < clients; i += 1) {
      const c = await connectClient(`${hub.wsUrl}?table=demo`);
      await c.next((f) => f.type === 'snapshot');
      c.socket.pause();
      stalled.push(c);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssOf(hub.child.pid!);
    let peak = before;
    for (let i = 0; i < updates; i += 1) {
      // Each reading reaches every client of the table as a zones frame (and the mirror's prompts).
      await api(hub, 'POST', '/api/demo/tables/demo/zones/p1.bench.1', i % 2 === 0 ? { action: 'place', uid: `04AA${String(i).padStart(10, '0')}`, cardId: 'xy0-3' } : { action: 'remove' });
      if (i % 100 === 0) peak = Math.max(peak, rssOf(hub.child.pid!));
    }
    const after = rssOf(hub.child.pid!);
    return { clients, updates, rssBeforeMB: mb(before), rssPeakMB: mb(Math.max(peak, after)), rssAfterMB: mb(after), growthMB: mb(Math.max(peak, after) - before) };
  } finally {
    for (const c of stalled) c.socket.terminate();
    await hub.stop();
  }
}

async function flood(): Promise<Record<string, unknown>> {
  const perAddress = 50;
  const hub = await startHub({ env: { MIRRORMAT__HTTP__LIMITS__CONNECTIONS_PER_ADDRESS: String(perAddress), MIRRORMAT__HTTP__LIMITS__CONNECTIONS: '100' } });
  const sockets: Socket[] = [];
  try {
    const started = performance.now();
    for (let i = 0; i < 500; i += 1) {
      const socket = connect(hub.port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.on('connect', () => socket.write('GET /health HTTP/1.1\r\nHost: hub\r\n'));
      sockets.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const heldAfter2s = sockets.filter((s) => !s.destroyed && !s.readableEnded).length;
    await Promise.all(sockets.map((s) => new Promise<void>((resolve) => (s.destroyed ? resolve() : s.once('close', () => resolve())))));
    const allClosedAfterMs = Math.round(performance.now() - started);
    const idle: HubClient[] = [];
    let refusedWebSockets = 0;
    for (let i = 0; i < 200; i += 1) {
      try {
        idle.push(await connectClient(`${hub.wsUrl}?table=demo`));
      } catch {
        refusedWebSockets += 1;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const heldWebSockets = idle.filter((c) => c.socket.readyState === c.socket.OPEN).length;
    await Promise.all(idle.map((c) => c.close()));
    return { slowLorisSockets: 500, capPerAddress: perAddress, heldAfter2s, allClosedAfterMs, idleWebSockets: 200, heldWebSockets, refusedWebSockets };
  } finally {
    for (const s of sockets) s.destroy();
    await hub.stop();
  }
}

function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

function mb(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}
