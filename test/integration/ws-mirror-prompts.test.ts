import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessageSchema } from '../../src/protocol/index.js';
import { api, connectClient, startHub, type HubClient, type HubProcess } from '../support/hub-process.js';

/**
 * The table mirror in the real hub process (demo config): cards put on the simulated zones become
 * engine commands; a card that leaves the table without a reason raises a prompt that reaches each
 * client as that client may see it; the game waits (players' commands are refused with
 * `table-prompt-open`) until the seat concerned answers over the WebSocket.
 */
const ACTIVE = '04A1B2C3D4E501';
const BENCHED = '04A1B2C3D4E502';
const THEIRS = '04A1B2C3D4E503';
const P1_UIDS = [ACTIVE, BENCHED];

let hub: HubProcess;
const clients: HubClient[] = [];

async function client(hello?: Record<string, unknown>): Promise<HubClient> {
  const c = await connectClient(`${hub.wsUrl}?table=demo`);
  clients.push(c);
  await c.next((f) => f.type === 'snapshot');
  if (hello) {
    c.send({ id: 'hello', type: 'hello', auth: hello });
    await c.next((f) => f.type === 'snapshot' && f.replyTo === 'hello');
  }
  return c;
}

const place = (zone: string, body: Record<string, unknown>) => api(hub, 'POST', `/api/demo/tables/demo/zones/${zone}`, body);

beforeAll(async () => {
  hub = await startHub({ env: { MIRRORMAT__MIRROR__DEBOUNCE_MS: '500' } });
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await hub?.stop();
});

describe('table prompts over the WebSocket', () => {
  let p1: HubClient;
  let p2: HubClient;
  let spectator: HubClient;
  let judge: HubClient;

  it('mirrors the cards put on the simulated zones into the game', async () => {
    const started = await api(hub, 'POST', '/api/tables/demo/match', { players: [{ name: 'Ash' }, { name: 'Misty' }] });
    expect(started.status).toBe(201);
    const codes = (await api(hub, 'GET', '/api/tables/demo/join-codes')).body as { p1: string; p2: string };
    p1 = await client({ role: 'player', table: 'demo', code: codes.p1 });
    p2 = await client({ role: 'player', table: 'demo', code: codes.p2 });
    spectator = await client();
    judge = await client({ role: 'judge', name: 'Demo Judge', pin: '0000' });

    const toss = await judge.next((f) => (f.type === 'snapshot' || f.type === 'update') && f.view?.stage === 'choose-first');
    const winner = toss.view.tossWinner as 'p1' | 'p2';
    const chooser = winner === 'p1' ? p1 : p2;
    chooser.send({ id: 'first', type: 'command', stateId: toss.stateId, command: { type: 'ChooseFirstPlayer', player: winner, first: 'p1' } });
    expect(await chooser.next((f) => f.replyTo === 'first')).toMatchObject({ type: 'accepted' });

    expect((await place('p1.active', { action: 'place', uid: ACTIVE, cardId: 'xy0-8' })).status).toBe(204);
    expect((await place('p1.bench.1', { action: 'place', uid: BENCHED, cardId: 'xy0-1' })).status).toBe(204);
    expect((await place('p2.active', { action: 'place', uid: THEIRS, cardId: 'xy0-3' })).status).toBe(204);
    const mirrored = await judge.next((f) => f.type === 'update' && f.view?.players?.p1?.bench?.length === 1 && f.view?.players?.p2?.active !== null);
    expect(mirrored.view.players.p1.active.id).toBe(ACTIVE);
    expect(mirrored.view.players.p1.active.faceDown).toBe(true);
  });

  it('sends a prompt to every client as it may see it when a card leaves, and holds the game', async () => {
    const marks = [p1, p2, spectator, judge].map((c) => c.frames.length);
    expect((await place('p1.bench.1', { action: 'remove' })).status).toBe(204);
    const [own, theirs, watched, judged] = await Promise.all(
      [p1, p2, spectator, judge].map((c, i) => c.next((f) => f.type === 'prompts' && f.prompts.length === 1, { after: marks[i] })),
    );
    for (const frame of [own, theirs, watched, judged]) expect(serverMessageSchema.parse(frame)).toEqual(frame);
    expect(own?.prompts[0]).toMatchObject({ kind: 'stack-left', zone: 'p1.bench.1', seat: 'p1', answerable: true });
    expect(own?.prompts[0].message).toContain('Weedle');
    expect(own?.prompts[0].options.map((o: { id: string }) => o.id)).toContain('returned-to-hand');
    expect(judged?.prompts[0].answerable).toBe(true);
    for (const frame of [theirs, watched]) {
      expect(frame?.prompts[0].answerable).toBe(false);
      // A face-down setup card is named to no one but its owner and the judge.
      expect(JSON.stringify(frame)).not.toContain('Weedle');
    }
    // A client connecting now gets the open prompt in its snapshot.
    const late = await connectClient(`${hub.wsUrl}?table=demo`);
    clients.push(late);
    const snapshot = await late.next((f) => f.type === 'snapshot');
    expect(snapshot.prompts).toEqual(watched?.prompts);

    const { stateId } = p2.frames.findLast((f) => f.type === 'update' || f.type === 'snapshot') as { stateId: string };
    p2.send({ id: 'held', type: 'command', stateId, command: { type: 'FinishSetup', player: 'p2' } });
    const held = await p2.next((f) => f.replyTo === 'held');
    expect(held).toMatchObject({ type: 'error', code: 'table-prompt-open' });
    expect(held.message).toContain('p1.bench.1');
    expect(held.message).not.toContain('Weedle');
  });

  it('refuses answers from whoever may not answer and malformed answers, and changes nothing', async () => {
    const promptId = (judge.frames.findLast((f) => f.type === 'prompts') as { prompts: { id: string }[] }).prompts[0]!.id;
    p2.send({ id: 'a1', type: 'answer-prompt', promptId, option: 'returned-to-hand' });
    expect(await p2.next((f) => f.replyTo === 'a1')).toMatchObject({ type: 'error', code: 'forbidden' });
    spectator.send({ id: 'a2', type: 'answer-prompt', promptId, option: 'returned-to-hand' });
    expect(await spectator.next((f) => f.replyTo === 'a2')).toMatchObject({ type: 'error', code: 'forbidden' });
    p1.send({ id: 'a3', type: 'answer-prompt', promptId });
    expect(await p1.next((f) => f.replyTo === 'a3')).toMatchObject({ type: 'error', code: 'invalid-message' });
    p1.send({ id: 'a4', type: 'answer-prompt', promptId, option: 'no-such-reading' });
    expect(await p1.next((f) => f.replyTo === 'a4')).toMatchObject({ type: 'error', code: 'invalid-message' });
    p1.send({ id: 'a5', type: 'answer-prompt', promptId: 'no-such-prompt', option: 'returned-to-hand' });
    expect(await p1.next((f) => f.replyTo === 'a5')).toMatchObject({ type: 'error', code: 'not-found' });
    const snapshot = await (async () => {
      const c = await connectClient(`${hub.wsUrl}?table=demo`);
      clients.push(c);
      return c.next((f) => f.type === 'snapshot');
    })();
    expect(snapshot.prompts.map((p: { id: string }) => p.id)).toEqual([promptId]);
  });

  it('takes the seat\'s answer, records it and lets the game go on', async () => {
    const promptId = (p1.frames.findLast((f) => f.type === 'prompts') as { prompts: { id: string }[] }).prompts[0]!.id;
    const marks = [p1, p2, spectator].map((c) => c.frames.length);
    const judgeMark = judge.frames.length;
    p1.send({ id: 'answer', type: 'answer-prompt', promptId, option: 'returned-to-hand' });
    expect(await p1.next((f) => f.replyTo === 'answer')).toMatchObject({ type: 'accepted' });
    await Promise.all([p1, p2, spectator].map((c, i) => c.next((f) => f.type === 'prompts' && f.prompts.length === 0, { after: marks[i] })));
    const after = await judge.next((f) => f.type === 'update' && f.view?.players?.p1?.bench?.length === 0, { after: judgeMark });
    expect(after.view.players.p1.hand.known.map((c: { uid: string }) => c.uid)).toEqual([BENCHED]);
  });

  it('never sends a spectator or the opponent a tag UID of the other seat', () => {
    const leaks = (frames: readonly Record<string, unknown>[], uids: readonly string[]) =>
      frames.filter((f) => f.type === 'zones' || f.type === 'snapshot' || f.type === 'prompts').filter((f) => uids.some((u) => JSON.stringify(f).includes(u)));
    expect(spectator.frames.some((f) => f.type === 'zones')).toBe(true);
    expect(leaks(spectator.frames, [...P1_UIDS, THEIRS])).toEqual([]);
    expect(leaks(p2.frames, P1_UIDS)).toEqual([]);
    expect(leaks(p1.frames, [THEIRS])).toEqual([]);
    // The owner and the judge see their readings in full.
    expect(leaks(p1.frames, [ACTIVE]).length).toBeGreaterThan(0);
    expect(leaks(judge.frames, [THEIRS]).length).toBeGreaterThan(0);
  });
});
