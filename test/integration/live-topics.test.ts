import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, connectClient, startHub, type HubClient, type HubProcess } from '../support/hub-process.js';

/**
 * Live pages pushed over the one WebSocket (issue 18): a client follows a raid, a team game, a
 * draft, a mini game or a list of them with `watch`, and gets exactly what the topic's public REST
 * GET answers, at once and after every change, without asking again.
 */
let hub: HubProcess;
const clients: HubClient[] = [];

beforeAll(async () => {
  hub = await startHub();
});

afterAll(async () => {
  for (const c of clients) await c.close();
  await hub?.stop();
  if (hub) rmSync(hub.dataDir, { recursive: true, force: true });
});

const watcher = async () => {
  const c = await connectClient(hub.wsUrl);
  clients.push(c);
  return c;
};

const raid = {
  raidId: 'live-raid',
  format: 'raid',
  players: [
    { name: 'Monika', active: 'sv1-80' },
    { name: 'Ralph', active: 'sv1-80' },
  ],
  boss: ['sv1-81'],
  raidDeck: [{ cardId: 'sv1-74', count: 6 }],
};

describe('following a live topic over the WebSocket', () => {
  it('answers a raid that does not exist as not found, as GET /api/raids/:id does', async () => {
    const c = await watcher();
    c.send({ id: 'w', type: 'watch', topic: 'raid', key: 'no-such-raid' });
    expect(await c.next((f) => f.replyTo === 'w')).toMatchObject({ type: 'error', code: 'not-found' });
  });

  it('sends a raid as its GET shows it, then every change to it and to the raid list, until unwatched', async () => {
    const c = await watcher();
    c.send({ id: 'list', type: 'watch', topic: 'raids' });
    expect(await c.next((f) => f.replyTo === 'list')).toMatchObject({ type: 'live', topic: 'raids', state: [] });

    const started = await api(hub, 'POST', '/api/raids', raid);
    expect(started.status).toBe(201);
    const listed = await c.next((f) => f.type === 'live' && f.topic === 'raids' && f.state.length === 1);
    expect(listed.state).toEqual((await api(hub, 'GET', '/api/raids', undefined, false)).body);

    c.send({ id: 'raid', type: 'watch', topic: 'raid', key: 'live-raid' });
    const first = await c.next((f) => f.replyTo === 'raid');
    expect(first).toMatchObject({ type: 'live', topic: 'raid', key: 'live-raid' });
    expect(first.state).toEqual((await api(hub, 'GET', '/api/raids/live-raid', undefined, false)).body);

    const after = c.frames.length;
    const attack = await api(hub, 'POST', '/api/raids/live-raid/actions', { type: 'PlayerAttack', player: 0, attack: 'Lightning Laser', seq: first.state.seq });
    expect(attack.status).toBe(200);
    const pushed = await c.next((f) => f.type === 'live' && f.topic === 'raid', { after });
    expect(pushed.state).toEqual((await api(hub, 'GET', '/api/raids/live-raid', undefined, false)).body);
    expect(pushed.state.state.boss[0].damage).toBe(90);

    c.send({ id: 'stop', type: 'unwatch', topic: 'raid', key: 'live-raid' });
    expect(await c.next((f) => f.replyTo === 'stop')).toMatchObject({ type: 'unwatched', topic: 'raid', key: 'live-raid' });
    const unwatched = c.frames.length;
    expect((await api(hub, 'POST', '/api/raids/live-raid/actions', { type: 'PassAttack', player: 1 })).status).toBe(200);
    c.send({ id: 'p', type: 'ping' });
    await c.next((f) => f.replyTo === 'p');
    expect(c.frames.slice(unwatched).filter((f) => f.topic === 'raid')).toEqual([]);
  });

  it('pushes a team game, a draft and a mini game after each change, as their GETs answer them', async () => {
    const c = await watcher();
    const team = await api(hub, 'POST', '/api/team-games', {
      gameId: 'live-team',
      tableId: 'kitchen',
      first: 'A',
      players: { A1: { name: 'Monika' }, A2: { name: 'Ralph' }, B1: { name: 'Caro' }, B2: { name: 'Robert' } },
    });
    expect(team.status).toBe(201);
    c.send({ id: 'team', type: 'watch', topic: 'team-game', key: 'live-team' });
    expect((await c.next((f) => f.replyTo === 'team')).state).toEqual((await api(hub, 'GET', '/api/team-games/live-team', undefined, false)).body);
    let after = c.frames.length;
    expect((await api(hub, 'POST', '/api/team-games/live-team/actions', { type: 'PlayCard', field: 'center', seat: 'A1', kind: 'Supporter' })).status).toBe(200);
    expect((await c.next((f) => f.topic === 'team-game', { after })).state).toEqual((await api(hub, 'GET', '/api/team-games/live-team', undefined, false)).body);

    const names = ['Ash', 'Misty'];
    const packs = [['xy0-11', 'xy0-12'], ['xy0-13', 'xy0-14']];
    const draft = await api(hub, 'POST', '/api/drafts', { name: 'Live draft', players: names.map((name, i) => ({ name, packs: [{ cards: packs[i] }] })) });
    expect(draft.status).toBe(201);
    c.send({ id: 'draft', type: 'watch', topic: 'draft', key: draft.body.id });
    expect((await c.next((f) => f.replyTo === 'draft')).state).toEqual((await api(hub, 'GET', `/api/drafts/${draft.body.id}`, undefined, false)).body);
    after = c.frames.length;
    const picked = await fetch(`${hub.url}/api/drafts/${draft.body.id}/picks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-draft-token': draft.body.tokens[0].token },
      body: JSON.stringify({ cardId: 'xy0-11' }),
    });
    expect(picked.status).toBe(200);
    const status = await c.next((f) => f.topic === 'draft', { after });
    expect(status.state).toEqual((await api(hub, 'GET', `/api/drafts/${draft.body.id}`, undefined, false)).body);
    expect(status.state.players[0].picked).toBe(true);
    expect(JSON.stringify(status.state)).not.toContain('xy0-11');

    const game = await api(hub, 'POST', '/api/minigames', { kind: 'highest-number', players: ['Ash', 'Misty'] }, false);
    c.send({ id: 'mini', type: 'watch', topic: 'minigame', key: game.body.id });
    expect((await c.next((f) => f.replyTo === 'mini')).state).toMatchObject({ moves: 0 });
    after = c.frames.length;
    const rolled = await fetch(`${hub.url}/api/minigames/${game.body.id}/moves`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-minigame-token': game.body.token },
      body: JSON.stringify({ type: 'roll', value: 2 }),
    });
    expect(rolled.status).toBe(200);
    const mini = await c.next((f) => f.topic === 'minigame', { after });
    expect(mini.state).toEqual((await api(hub, 'GET', `/api/minigames/${game.body.id}`, undefined, false)).body);
    expect(mini.state.moves).toBe(1);
  });

  it('pushes the table list when the organiser creates or renames a table', async () => {
    const c = await watcher();
    c.send({ id: 'tables', type: 'watch', topic: 'tables' });
    expect((await c.next((f) => f.replyTo === 'tables')).state).toEqual((await api(hub, 'GET', '/api/tables', undefined, false)).body);
    let after = c.frames.length;
    expect((await api(hub, 'POST', '/api/tables', { id: 'back-room', name: 'Back room' })).status).toBe(201);
    const created = await c.next((f) => f.topic === 'tables', { after });
    expect(created.state).toEqual((await api(hub, 'GET', '/api/tables', undefined, false)).body);
    expect(created.state.map((t: { id: string }) => t.id)).toContain('back-room');
    after = c.frames.length;
    expect((await api(hub, 'PATCH', '/api/tables/back-room', { name: 'Back room 2' })).status).toBe(200);
    expect((await c.next((f) => f.topic === 'tables', { after })).state).toContainEqual(expect.objectContaining({ id: 'back-room', name: 'Back room 2' }));
  });

  it('subscribes a socket that names no table to none: a live page gets no table\'s frames for nothing', async () => {
    const c = await watcher();
    c.send({ id: 'p', type: 'ping' });
    await c.next((f) => f.replyTo === 'p');
    expect(c.frames.map((f) => f.type)).toEqual(['welcome', 'pong']);
  });

  it('pushes /health when a zone reader disconnects, as GET /health then shows it', async () => {
    const c = await watcher();
    c.send({ id: 'health', type: 'watch', topic: 'health' });
    const first = await c.next((f) => f.replyTo === 'health');
    expect(first).toMatchObject({ type: 'live', topic: 'health' });
    const reader = (report: { components: { name: string }[] }) => report.components.find((line) => line.name === 'demo/stadium');
    expect(reader(first.state)).toMatchObject({ kind: 'reader', status: 'up' });
    expect(reader(first.state)).toEqual(reader((await api(hub, 'GET', '/health', undefined, false)).body));

    const after = c.frames.length;
    expect((await api(hub, 'POST', '/api/demo/tables/demo/zones/stadium', { action: 'disconnect', reason: 'cable pulled' })).status).toBe(204);
    const pushed = await c.next((f) => f.type === 'live' && f.topic === 'health', { after });
    expect(reader(pushed.state)).toMatchObject({ kind: 'reader', status: 'down', detail: { reader: 'disconnected' } });
    expect(pushed.state.status).toBe('degraded');
    expect(reader(pushed.state)).toEqual(reader((await api(hub, 'GET', '/health', undefined, false)).body));
  });

  it('pushes the enrolment station\'s readers as GET /api/enrolment/readers answers them', async () => {
    const c = await watcher();
    c.send({ id: 'readers', type: 'watch', topic: 'enrolment-readers' });
    const first = await c.next((f) => f.replyTo === 'readers');
    expect(first).toMatchObject({ type: 'live', topic: 'enrolment-readers' });
    expect(first.state).toEqual((await api(hub, 'GET', '/api/enrolment/readers', undefined, false)).body);
  });

  it('holds each connection to sixteen topics at once', async () => {
    const c = await watcher();
    const games: string[] = [];
    for (let i = 0; i < 17; i++) games.push((await api(hub, 'POST', '/api/minigames', { kind: 'highest-number', players: ['Ash', 'Misty'] }, false)).body.id);
    for (const [i, id] of games.slice(0, 16).entries()) c.send({ id: `m${i}`, type: 'watch', topic: 'minigame', key: id });
    for (let i = 0; i < 16; i++) expect(await c.next((f) => f.replyTo === `m${i}`)).toMatchObject({ type: 'live' });
    c.send({ id: 'again', type: 'watch', topic: 'minigame', key: games[0] });
    expect(await c.next((f) => f.replyTo === 'again')).toMatchObject({ type: 'live' });
    c.send({ id: 'over', type: 'watch', topic: 'minigame', key: games[16] });
    expect(await c.next((f) => f.replyTo === 'over')).toMatchObject({ type: 'error', code: 'invalid-message', message: expect.stringContaining('16') });
  });
});
