import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyExport } from '../../src/match-log/verify-export.js';
import { serverMessageSchema } from '../../src/protocol/index.js';
import { api, connectClient, startHub, type HubClient, type HubProcess } from '../support/hub-process.js';

/**
 * The WebSocket API of a real hub process (the demo config): snapshots, state ids, seats, judges,
 * and what garbage does to it (nothing).
 */
let hub: HubProcess;
let matchId: string;
let codes: { p1: string; p2: string };
const clients: HubClient[] = [];

async function client(query = '?table=demo'): Promise<HubClient> {
  const c = await connectClient(`${hub.wsUrl}${query}`);
  clients.push(c);
  return c;
}

async function seated(seat: 'p1' | 'p2'): Promise<HubClient> {
  const c = await client();
  const mark = c.frames.length;
  c.send({ id: `hello-${seat}`, type: 'hello', auth: { role: 'player', table: 'demo', code: codes[seat].toLowerCase() } });
  await c.next((f) => f.type === 'snapshot' && f.replyTo === `hello-${seat}`, { after: mark });
  return c;
}

/** The latest view and state id this client was sent. */
function latest(c: HubClient): { stateId: string; view: any } {
  const frame = c.frames.filter((f) => f.type === 'snapshot' || f.type === 'update').at(-1) as { stateId: string; view: any };
  return frame;
}

async function tableState(): Promise<string> {
  return (await api(hub, 'GET', '/api/tables/demo')).body.stateId as string;
}

let nextId = 1;
async function command(c: HubClient, body: Record<string, unknown>, stateId = latest(c).stateId): Promise<Record<string, any>> {
  const id = nextId++;
  const mark = c.frames.length;
  c.send({ id, type: 'command', stateId, command: body });
  return c.next((f) => f.replyTo === id, { after: mark });
}

beforeAll(async () => {
  hub = await startHub();
  const started = await api(hub, 'POST', '/api/tables/demo/match', { players: [{ name: 'Ash' }, { name: 'Misty' }] });
  expect(started.status).toBe(201);
  matchId = started.body.matchId;
  codes = (await api(hub, 'GET', '/api/tables/demo/join-codes')).body;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await hub?.stop();
});

describe('the WebSocket API', () => {
  it('sends a new client its session, then a snapshot of its view of the table', async () => {
    const c = await client();
    const snapshot = await c.next((f) => f.type === 'snapshot');
    expect(c.frames[0]).toEqual({ v: 1, type: 'welcome', protocol: 1, session: { role: 'spectator' } });
    expect(snapshot).toMatchObject({ v: 1, table: 'demo', match: { matchId, tableId: 'demo', finished: false } });
    expect(snapshot.stateId).toBe(`${matchId}:${snapshot.match.seq}`);
    expect(snapshot.view.viewer).toEqual({ role: 'spectator' });
    expect(snapshot.zones.map((z: { zone: string }) => z.zone)).toContain('p1.active');
  });

  it('lets the winner of the toss choose, and only for their own seat', async () => {
    const p1 = await seated('p1');
    const p2 = await seated('p2');
    // The simulated coin flipper answers the toss on its own.
    await p1.next((f) => (f.type === 'update' || f.type === 'snapshot') && f.view.prompts[0]?.kind === 'choose-first-player');
    const winner: 'p1' | 'p2' = latest(p1).view.prompts[0].player;
    const [winnerClient, loserClient] = winner === 'p1' ? [p1, p2] : [p2, p1];

    const posing = await command(loserClient, { type: 'ChooseFirstPlayer', player: winner, first: winner });
    expect(posing).toMatchObject({ type: 'error', code: 'forbidden' });

    const before = latest(winnerClient).stateId;
    const chosen = await command(winnerClient, { type: 'ChooseFirstPlayer', player: winner, first: 'p1' });
    expect(chosen.type).toBe('accepted');
    expect(chosen.stateId).not.toBe(before);
    await loserClient.next((f) => f.type === 'update' && f.stateId === chosen.stateId);
  });

  it('refuses a command made against a state that has moved on, and changes nothing', async () => {
    const p1 = await seated('p1');
    const old = latest(p1).stateId;
    const placed = await command(p1, { type: 'PlaceActive', player: 'p1', card: 'xy0-3' });
    expect(placed.type).toBe('accepted');
    const now = await tableState();
    const stale = await command(p1, { type: 'PlayToBench', player: 'p1', card: 'xy0-1' }, old);
    expect(stale).toMatchObject({ type: 'error', code: 'stale-state' });
    expect(await tableState()).toBe(now);
  });

  it('returns what the rules forbid as refused, with the rule', async () => {
    const p2 = await seated('p2');
    const refused = await command(p2, { type: 'PlaceActive', player: 'p2', card: 'xy0-4' });
    expect(refused).toMatchObject({ type: 'refused', violation: { code: expect.any(String), message: expect.stringContaining('Basic') } });
    // The hub's log line about it names the table and the match.
    await expect.poll(() => hub.output().split('\n').find((line) => line.includes('"command refused"'))).toBeDefined();
    const line = JSON.parse(hub.output().split('\n').find((l) => l.includes('"command refused"'))!);
    expect(line).toMatchObject({ tableId: 'demo', matchId, actor: 'p2', command: 'PlaceActive' });
  });

  it("never shows a spectator or the opponent a face-down Active Pokémon", async () => {
    const spectator = await client();
    const p2 = await seated('p2');
    const view = latest(spectator).view;
    expect(view.stage).toBe('placing');
    expect(view.players.p1.active).toMatchObject({ hidden: true, faceDown: true });
    expect(JSON.stringify(spectator.frames)).not.toContain('Chespin');
    expect(JSON.stringify(p2.frames)).not.toContain('Chespin');
    const p1 = await seated('p1');
    expect(latest(p1).view.players.p1.active.stack[0].def.name).toBe('Chespin');
  });

  it('names a card the catalogue does not know', async () => {
    const p2 = await seated('p2');
    expect(await command(p2, { type: 'PlaceActive', player: 'p2', card: 'zz9-999' })).toMatchObject({ type: 'error', code: 'invalid-command' });
  });

  it("takes a judge's name from the session, whatever the command says", async () => {
    const judge = await client();
    judge.send({ id: 'j', type: 'hello', auth: { role: 'judge', name: 'Demo Judge', pin: '0000' } });
    await judge.next((f) => f.type === 'snapshot' && f.replyTo === 'j');
    const target = latest(judge).view.players.p1.active.id;
    const corrected = await command(judge, {
      type: 'JudgeCorrect',
      judge: 'Mallory',
      reason: 'mis-tracked condition',
      action: { kind: 'set-condition', target, condition: 'Poisoned' },
    });
    expect(corrected.type).toBe('accepted');
    const exported = await api(hub, 'GET', `/api/matches/${matchId}/export`);
    const lines = String(exported.body).trim().split('\n');
    const last = JSON.parse(lines.at(-1)!);
    expect(last.actor).toBe('judge:Demo Judge');
    expect(exported.body).not.toContain('Mallory');
  });

  it('gives a judge signed in with the PIN the match log, the same lines as the export, and they verify', async () => {
    const judge = await client();
    judge.send({ id: 'j-log', type: 'hello', auth: { role: 'judge', name: 'Demo Judge', pin: '0000' } });
    await judge.next((f) => f.type === 'snapshot' && f.replyTo === 'j-log');
    const mark = judge.frames.length;
    judge.send({ id: 'log', type: 'get-log', match: matchId });
    const frame = await judge.next((f) => f.replyTo === 'log', { after: mark });
    expect(serverMessageSchema.parse(frame)).toMatchObject({ type: 'log', match: matchId });
    const exported = await api(hub, 'GET', `/api/matches/${matchId}/export`);
    expect(withoutExportTime(frame.lines)).toBe(withoutExportTime(String(exported.body)));
    const verified = verifyExport(frame.lines);
    expect(verified.problems).toEqual([]);
    expect(verified).toMatchObject({ ok: true, header: { match: { matchId } } });
    expect(verified.events).toBeGreaterThan(1);
  });

  it('refuses the match log to a spectator and to a seated player, and names a match that does not exist', async () => {
    const spectator = await client();
    await spectator.next((f) => f.type === 'snapshot');
    spectator.send({ id: 's-log', type: 'get-log', match: matchId });
    expect(await spectator.next((f) => f.replyTo === 's-log')).toMatchObject({ type: 'error', code: 'forbidden' });

    const p1 = await seated('p1');
    const mark = p1.frames.length;
    p1.send({ id: 'p-log', type: 'get-log', match: matchId });
    const refused = await p1.next((f) => f.replyTo === 'p-log', { after: mark });
    expect(refused).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(p1.frames.some((f) => f.type === 'log')).toBe(false);

    const judge = await client();
    judge.send({ id: 'j-none', type: 'hello', auth: { role: 'judge', name: 'Demo Judge', pin: '0000' } });
    await judge.next((f) => f.type === 'snapshot' && f.replyTo === 'j-none');
    judge.send({ id: 'none', type: 'get-log', match: '00000000-0000-4000-8000-000000000000' });
    expect(await judge.next((f) => f.replyTo === 'none')).toMatchObject({ type: 'error', code: 'no-match' });
  });

  it('closes a connection after five failed sign-ins', async () => {
    const c = await client();
    const closed = new Promise<number>((resolve) => c.socket.once('close', (code) => resolve(code)));
    for (let i = 0; i < 5; i++) c.send({ type: 'hello', auth: { role: 'judge', name: 'Demo Judge', pin: String(1000 + i) } });
    expect(await closed).toBe(4008);
    expect(c.frames.filter((f) => f.type === 'error' && f.code === 'unauthorized')).toHaveLength(5);
  });

  it('tells a client about a table that does not exist and keeps the connection', async () => {
    const c = await client('?table=nope');
    await c.next((f) => f.type === 'error' && f.code === 'unknown-table');
    c.send({ id: 's', type: 'subscribe', table: 'demo' });
    await c.next((f) => f.type === 'snapshot' && f.replyTo === 's');
  });

  it('passes a card put on a simulated zone to every client of the table, its tag only to its seat', async () => {
    const spectator = await client();
    const owner = await seated('p2');
    const marks = [spectator.frames.length, owner.frames.length];
    const placed = await api(hub, 'POST', '/api/demo/tables/demo/zones/p2.bench.1', { action: 'place', uid: '04AABBCCDDEEFF', cardId: 'xy0-3' }, false);
    expect(placed.status).toBe(204);
    const zoneIn = async (c: HubClient, mark: number | undefined) =>
      (await c.next((f) => f.type === 'zones', { after: mark })).zones.find((z: { zone: string }) => z.zone === 'p2.bench.1');
    expect(await zoneIn(owner, marks[1])).toMatchObject({ reader: 'connected', reading: { kind: 'present', uid: '04AABBCCDDEEFF', cardId: 'xy0-3' }, source: 'simulated' });
    expect(await zoneIn(spectator, marks[0])).toEqual(expect.objectContaining({ reader: 'connected', reading: { kind: 'present' }, source: 'simulated' }));
    // Taken off again: the table mirror withdraws what it asked about the card, and the game goes on.
    const mark = spectator.frames.length;
    expect((await api(hub, 'POST', '/api/demo/tables/demo/zones/p2.bench.1', { action: 'remove' }, false)).status).toBe(204);
    // (a Bench card before any Active is not a setup the rules allow: the mirror asked p2 about it)
    await spectator.next((f) => f.type === 'prompts' && f.prompts.length === 0, { after: mark });
  });

  it('answers 1,000 random malformed frames with errors and stays usable, the game untouched', async () => {
    const p1 = await seated('p1');
    const before = await tableState();
    const garbage = fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.string({ maxLength: 80 }).filter((s) => !isObjectJson(s)),
      fc.jsonValue().map((v) => JSON.stringify(v)).filter((s) => !isObjectJson(s)),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 5 }).map((o) => JSON.stringify({ ...o, v: 1, type: 'x' + String(o.type ?? '') })),
      fc.record({ type: fc.constantFrom('hello', 'subscribe', 'command', 'ping'), v: fc.constantFrom(0, 2, '1', null) }).map((o) => JSON.stringify(o)),
      fc.record({ stateId: fc.oneof(fc.integer(), fc.constant(null)), command: fc.jsonValue() }).map((o) => JSON.stringify({ v: 1, type: 'command', ...o })),
      fc.record({ stateId: fc.string({ minLength: 1, maxLength: 20 }), command: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }) })
        .map((o) => JSON.stringify({ v: 1, type: 'command', ...o })),
      fc.record({ auth: fc.jsonValue() }).map((o) => JSON.stringify({ v: 1, type: 'hello', ...o })).filter((s) => !s.includes('"spectator"')),
      fc.integer({ min: 70_000, max: 400_000 }).map((n) => JSON.stringify({ v: 1, type: 'ping', pad: 'x'.repeat(n) })),
    );
    const frames = fc.sample(garbage, { numRuns: 1000, seed: 42 });
    const mark = p1.frames.length;
    for (const frame of frames) p1.sendRaw(frame);
    p1.send({ id: 'after', type: 'ping' });
    await p1.next((f) => f.type === 'pong' && f.replyTo === 'after', { after: mark, timeoutMs: 30_000 });
    const answers = p1.frames.slice(mark, -1);
    expect(answers).toHaveLength(frames.length);
    expect(answers.every((f) => f.type === 'error')).toBe(true);
    expect(await tableState()).toBe(before);
    const ok = await command(p1, { type: 'PlayToBench', player: 'p1', card: 'xy0-1' });
    expect(ok).toMatchObject({ type: 'accepted' });
  });
});

function isObjectJson(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Two exports of one match differ only in when they were made. */
function withoutExportTime(lines: string): string {
  return lines.replace(/"exportedAt":"[^"]*"/, '"exportedAt":""');
}
