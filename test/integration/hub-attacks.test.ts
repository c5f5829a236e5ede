import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openDatabase } from '../../src/database/open-database.js';
import { api, connectClient, startHub, type HubClient, type HubProcess } from '../support/hub-process.js';

/**
 * The attacks of issue 14, each from outside a real hub process, as a hostile player, spectator or
 * passer-by on the store's network would make them (the demo config: judge "Demo Judge", PIN 0000).
 */
let hub: HubProcess;
let matchId: string;
let codes: { p1: string; p2: string };
const clients: HubClient[] = [];

async function client(): Promise<HubClient> {
  const c = await connectClient(`${hub.wsUrl}?table=demo`);
  clients.push(c);
  return c;
}

async function seated(seat: 'p1' | 'p2'): Promise<HubClient> {
  const c = await client();
  c.send({ id: `hello-${seat}`, type: 'hello', auth: { role: 'player', table: 'demo', code: codes[seat] } });
  await c.next((f) => f.type === 'snapshot' && f.replyTo === `hello-${seat}`);
  return c;
}

let nextId = 1;
async function command(c: HubClient, body: Record<string, unknown>): Promise<Record<string, any>> {
  const id = nextId++;
  const mark = c.frames.length;
  const stateId = (c.frames.filter((f) => f.type === 'snapshot' || f.type === 'update').at(-1) as { stateId: string }).stateId;
  c.send({ id, type: 'command', stateId, command: body });
  return c.next((f) => f.replyTo === id, { after: mark });
}

beforeAll(async () => {
  hub = await startHub();
  const started = await api(hub, 'POST', '/api/tables/demo/match', { players: [{ name: 'Ash' }, { name: 'Misty' }], achievements: true });
  expect(started.status).toBe(201);
  matchId = started.body.matchId;
  codes = (await api(hub, 'GET', '/api/tables/demo/join-codes')).body;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await hub?.stop();
});

describe('a hostile client against the hub', () => {
  it("cannot guess the judge's PIN over REST: the guesses are throttled, logged, and the right PIN is refused until the organiser clears the wait", async () => {
    const confirm = (pin: string) =>
      api(hub, 'POST', `/api/matches/${matchId}/achievements/confirmations`, { achievement: 'pokedex-entry', player: 'p1', pokemon: 'x', by: { role: 'judge', name: 'Demo Judge', pin } }, false);
    const statuses: number[] = [];
    for (let pin = 1; pin <= 40; pin += 1) statuses.push((await confirm(String(pin).padStart(4, '0'))).status);
    // Five free mistakes, then the credential waits: the 10,000 PINs no longer fall in seconds.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(8);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(32);
    // While it waits, not even the right PIN is checked: the 401-or-422 oracle is closed.
    expect(await confirm('0000')).toMatchObject({ status: 429, body: { error: { code: 'throttled' } } });
    expect(hub.output()).toMatch(/"credential":"judge:demo judge".*"msg":"wrong secret"/);
    expect(hub.output()).not.toContain('"pin"');

    expect((await api(hub, 'DELETE', '/api/auth/throttle', undefined, false)).status).toBe(401);
    expect(await api(hub, 'DELETE', '/api/auth/throttle')).toMatchObject({ status: 200, body: { cleared: expect.any(Number) } });
    expect([401, 429]).not.toContain((await confirm('0000')).status);
  });

  it("learns nothing of the opponent's face-down Pokémon from a refusal, and sees no tag UID in any view", async () => {
    const p1 = await seated('p1');
    const p2 = await seated('p2');
    const spectator = await client();
    const tag = '04C0FFEE15BAD0';
    // The simulated coin flipper answers the toss; its winner chooses who goes first.
    await p1.next((f) => (f.type === 'update' || f.type === 'snapshot') && f.view.prompts[0]?.kind === 'choose-first-player');
    const latest = (c: HubClient) => c.frames.filter((f) => f.type === 'snapshot' || f.type === 'update').at(-1) as { view: any };
    const winner: 'p1' | 'p2' = latest(p1).view.prompts[0].player;
    expect(await command(winner === 'p1' ? p1 : p2, { type: 'ChooseFirstPlayer', player: winner, first: 'p1' })).toMatchObject({ type: 'accepted' });
    await p1.next((f) => f.type === 'update' && f.view.stage === 'placing');
    const placed = await command(p1, { type: 'PlaceActive', player: 'p1', card: 'xy0-3', uid: tag });
    expect(placed, JSON.stringify(placed)).toMatchObject({ type: 'accepted' });
    await p2.next((f) => f.type === 'update' && f.view.players.p1.active !== null);
    const clear = (target: string) => command(p2, { type: 'Adjust', player: 'p2', reason: 'poison', action: { kind: 'clear-condition', target, condition: 'Poisoned' } });
    const hidden = await clear(tag);
    const nowhere = await clear('04000000000000');
    expect(hidden).toMatchObject({ type: 'refused' });
    const answer = (frame: Record<string, any>, id: string) => JSON.stringify({ ...frame, replyTo: 0 }).split(id).join('§');
    expect(answer(hidden, tag)).toBe(answer(nowhere, '04000000000000'));
    expect(JSON.stringify(hidden)).not.toContain('Chespin');
    const bench = await command(p2, { type: 'PlaceActive', player: 'p2', card: 'xy0-3', uid: tag });
    expect(bench).toMatchObject({ type: 'refused', violation: { code: 'card-already-in-game' } });
    expect(JSON.stringify(bench)).not.toContain('Chespin');
    // The tag is p1's own: p1 sees it, nobody else does.
    expect(JSON.stringify(p1.frames)).toContain(tag);
    for (const c of [p2, spectator]) expect(JSON.stringify(c.frames.filter((f) => f.type !== 'refused'))).not.toContain(tag);
  });

  it("guesses a mini game's seat token no faster than a PIN: the same throttle", async () => {
    const game = (await api(hub, 'POST', '/api/minigames', { kind: 'highest-number', players: ['Ash', 'Misty'] }, false)).body as { id: string; token: string };
    const move = async (token: string) =>
      (await fetch(`${hub.url}/api/minigames/${game.id}/moves`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-minigame-token': token }, body: JSON.stringify({ type: 'roll' }) })).status;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push(await move(`guess-${i}`));
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    // The hub's log line reaches this process through a pipe: wait for it rather than race it.
    await expect.poll(() => hub.output()).toContain(`"credential":"minigame:${game.id}"`);
  });

  it('cannot register a deck in a player\'s name without their seat code', async () => {
    const list = 'Pokémon: 1\n4 Chespin KSS 3\n';
    const squat = await api(hub, 'POST', '/api/decks/registrations', { scope: 'match', scopeId: matchId, player: 'Misty', list }, false);
    expect(squat.status).toBe(401);
  });
});

describe('a hub under connection floods', () => {
  let limited: HubProcess;

  beforeAll(async () => {
    limited = await startHub({ env: { MIRRORMAT__HTTP__LIMITS__CONNECTIONS_PER_ADDRESS: '20', MIRRORMAT__HTTP__LIMITS__CONNECTIONS: '30' } });
  });

  afterAll(async () => {
    await limited?.stop();
  });

  const open = (port: number) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
      socket.once('error', reject);
    });
  const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));

  it('closes slow-loris sockets whose headers do not come within 10 s, and keeps at most 20 per address', async () => {
    const sockets = await Promise.all(Array.from({ length: 40 }, () => open(limited.port)));
    for (const s of sockets) {
      s.on('error', () => undefined);
      s.write('GET /health HTTP/1.1\r\nHost: hub\r\n');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sockets.filter((s) => s.destroyed || s.readableEnded).length).toBeGreaterThanOrEqual(20);
    const started = Date.now();
    await Promise.all(sockets.map(closed));
    expect(Date.now() - started).toBeLessThan(12_000);
    expect((await fetch(`${limited.url}/health`)).status).toBe(200);
  }, 20_000);

  it('stops within seconds on SIGTERM, whatever its clients do', async () => {
    const sockets = await Promise.all(Array.from({ length: 10 }, () => open(limited.port)));
    for (const s of sockets) {
      s.on('error', () => undefined);
      s.write('GET /health HTTP/1.1\r\nHost: hub\r\nX-Slow: ');
    }
    const stuck = await connectClient(`${limited.wsUrl}?table=demo`);
    stuck.socket.pause();
    const started = Date.now();
    await limited.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    stuck.socket.terminate();
  }, 20_000);
});

describe('a damaged database', () => {
  it('marks a match whose log was edited in place while the hub was down, for every client and the judge', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-edited-'));
    try {
      const first = await startHub({ dataDir });
      const edited = (await api(first, 'POST', '/api/tables/demo/match', { players: [{ name: 'Ash' }, { name: 'Misty' }] })).body.matchId as string;
      await first.stop();
      const db = openDatabase(join(dataDir, DATABASE_FILE));
      db.exec('DROP TRIGGER match_events_no_update');
      db.prepare("UPDATE match_events SET event = json_set(event, '$.players[0]', 'Mallory') WHERE match_id = ? AND seq = 1").run(edited);
      db.close();
      const again = await startHub({ dataDir });
      try {
        const watcher = await connectClient(`${again.wsUrl}?table=demo`);
        const snapshot = await watcher.next((f) => f.type === 'snapshot');
        expect(snapshot.match).toMatchObject({ matchId: edited, broken: expect.stringMatching(/^entry 1: /) });
        await watcher.close();
        expect(again.output()).toContain('its hash chain does not verify');
      } finally {
        await again.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is refused at start when it was truncated to 0 bytes, naming the file, and left as it is', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-truncated-'));
    try {
      const file = join(dataDir, DATABASE_FILE);
      writeFileSync(file, '');
      await expect(startHub({ dataDir, timeoutMs: 20_000 })).rejects.toThrow(`the database ${file} is empty (0 bytes)`);
      expect(statSync(file).size).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
