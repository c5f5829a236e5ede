import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startHub, type HubProcess } from '../support/hub-process.js';

/**
 * 003 "Ditto-Draft" run by a real hub (demo catalogue): three players, two packs each, every player
 * sees only the pack in front of them, packs go left then right, a restart keeps the draft, and the
 * picks become a registered Ditto-Draft deck.
 */
let hub: HubProcess;

// Kalos Starter Set (xy0, "KSS") cards of the demo catalogue; round 2's packs are entered as deck-list lines.
const ROUND_1 = [
  ['xy0-1', 'xy0-2', 'xy0-34', 'xy0-35'],
  ['xy0-3', 'xy0-6', 'xy0-36', 'xy0-37'],
  ['xy0-7', 'xy0-8', 'xy0-38', 'xy0-39'],
];
const ROUND_2 = [
  ['xy0-11', 'xy0-12', 'xy0-13', 'xy0-14'],
  ['xy0-15', 'xy0-16', 'xy0-17', 'xy0-18'],
  ['xy0-19', 'xy0-20', 'xy0-21', 'xy0-22'],
];
const NAME_OF: Record<string, string> = {
  'xy0-11': 'Panpour', 'xy0-12': 'Froakie', 'xy0-13': 'Frogadier', 'xy0-14': 'Greninja', 'xy0-15': 'Clauncher', 'xy0-16': 'Poochyena',
  'xy0-17': 'Mightyena', 'xy0-18': 'Inkay', 'xy0-19': 'Pawniard', 'xy0-20': 'Bisharp', 'xy0-21': 'Honedge', 'xy0-22': 'Snubbull',
};
const asList = (ids: string[]) => ids.map((id) => `1 ${NAME_OF[id]} KSS ${id.slice('xy0-'.length)}`).join('\n');
const NAMES = ['Ash', 'Misty', 'Brock'];

let draftId = '';
let tokens: string[] = [];

const seat = async (i: number) =>
  (await fetch(`${hub.url}/api/drafts/${draftId}/seat`, { headers: { 'x-draft-token': tokens[i] as string } }).then(async (r) => ({ status: r.status, body: await r.json() }))) as {
    status: number;
    body: any;
  };
const pickAs = async (i: number, cardId: string) => {
  const res = await fetch(`${hub.url}/api/drafts/${draftId}/picks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-draft-token': tokens[i] as string },
    body: JSON.stringify({ cardId }),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const packIds = (view: any): string[] => view.pack.map((c: { id: string }) => c.id);
const allCards = [...ROUND_1.flat(), ...ROUND_2.flat()];

beforeAll(async () => {
  hub = await startHub();
});

afterAll(async () => {
  await hub?.stop();
  if (hub) rmSync(hub.dataDir, { recursive: true, force: true });
});

describe('003 "Ditto-Draft" on the hub', () => {
  it('the organiser creates the draft with every pack; each seat gets its token once, and the public status shows no card', async () => {
    // Packs by card id, by number in the set's list (Misty's first), and as deck-list lines (round 2).
    const first = (i: number) => (i === 1 ? { set: 'KSS', numbers: (ROUND_1[1] as string[]).map((id) => id.slice('xy0-'.length)) } : { cards: ROUND_1[i] });
    const players = NAMES.map((name, i) => ({ name, packs: [first(i), { list: asList(ROUND_2[i] as string[]) }] }));
    expect((await api(hub, 'POST', '/api/drafts', { name: 'Friday draft', players }, false)).status).toBe(401);
    const created = await api(hub, 'POST', '/api/drafts', { name: 'Friday draft', players });
    expect(created).toMatchObject({ status: 201, body: { round: 1, rounds: 2, direction: 'left', packSize: 4, finished: false } });
    draftId = created.body.id;
    tokens = created.body.tokens.map((t: { token: string }) => t.token);
    expect(created.body.tokens.map((t: { name: string }) => t.name)).toEqual(NAMES);

    const status = await api(hub, 'GET', `/api/drafts/${draftId}`, undefined, false);
    expect(status.body.players).toEqual(NAMES.map((name, i) => ({ seat: i, name, picked: false, poolSize: 0 })));
    for (const id of allCards) expect(JSON.stringify(status.body)).not.toContain(`"${id}"`);
    expect(JSON.stringify(status.body)).not.toContain(tokens[0]);
  });

  it('refuses packs of different sizes and cards the catalogue does not know, naming them', async () => {
    const uneven = NAMES.map((name, i) => ({ name, packs: [{ cards: i === 0 ? ['xy0-1'] : ['xy0-1', 'xy0-2'] }] }));
    expect((await api(hub, 'POST', '/api/drafts', { name: 'Bad', players: uneven })).body.error.message).toMatch(/equally large/);
    const unknown = NAMES.map((name) => ({ name, packs: [{ cards: ['xy0-1', 'nope-9'] }] }));
    expect((await api(hub, 'POST', '/api/drafts', { name: 'Bad', players: unknown })).body.error.message).toContain('"nope-9"');
    const noNumber = NAMES.map((name) => ({ name, packs: [{ set: 'KSS', numbers: ['1', '999'] }] }));
    expect((await api(hub, 'POST', '/api/drafts', { name: 'Bad', players: noNumber })).body.error.message).toContain('no card number 999');
  });

  it('each player sees only the pack in front of them, picks once per pass, and needs their token', async () => {
    expect((await fetch(`${hub.url}/api/drafts/${draftId}/seat`)).status).toBe(401);
    const ash = await seat(0);
    expect(ash.status).toBe(200);
    expect(packIds(ash.body)).toEqual(ROUND_1[0]);
    for (const id of [...(ROUND_1[1] as string[]), ...(ROUND_1[2] as string[])]) expect(JSON.stringify(ash.body)).not.toContain(`"${id}"`);

    expect((await pickAs(0, 'xy0-1')).body).toMatchObject({ mayPick: false, pool: [{ id: 'xy0-1', name: 'Weedle' }] });
    expect((await pickAs(0, 'xy0-2')).status).toBe(409);
    expect(await pickAs(1, 'xy0-1')).toMatchObject({ status: 400, body: { error: { message: expect.stringContaining('not in the pack in front of Misty') } } });
    const register = await fetch(`${hub.url}/api/drafts/${draftId}/deck`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-draft-token': tokens[0] as string },
      body: JSON.stringify({ cards: [{ id: 'xy0-1', count: 1 }], scope: 'event', scopeId: 'friday' }),
    });
    expect(register.status).toBe(409);
    // Who picked what stays secret: the public status says only that Ash has picked.
    const status = await api(hub, 'GET', `/api/drafts/${draftId}`, undefined, false);
    expect(status.body.players.map((p: { picked: boolean }) => p.picked)).toEqual([true, false, false]);
    expect(JSON.stringify(status.body)).not.toContain('xy0-1');
  });

  it('passes left in the first round: once all have picked, Ash holds what is left of Brock\'s pack', async () => {
    await pickAs(1, 'xy0-3');
    await pickAs(2, 'xy0-7');
    const ash = await seat(0);
    expect(packIds(ash.body)).toEqual(['xy0-8', 'xy0-38', 'xy0-39']);
    expect(packIds((await seat(1)).body)).toEqual(['xy0-2', 'xy0-34', 'xy0-35']);
  });

  it('a restart keeps the draft where it was', async () => {
    const before = await Promise.all([0, 1, 2].map(seat));
    await hub.kill();
    hub = await startHub({ dataDir: hub.dataDir });
    const after = await Promise.all([0, 1, 2].map(seat));
    expect(after.map((v) => v.body)).toEqual(before.map((v) => v.body));
  });

  it('passes right in the second round, to the end, and each player\'s picks become a registered Ditto-Draft deck', async () => {
    // Everyone takes the first card in front of them until round 1 is used up.
    for (let pass = 0; pass < 3; pass += 1) for (const i of [0, 1, 2]) expect((await pickAs(i, packIds((await seat(i)).body)[0] as string)).status).toBe(200);
    const round2 = await api(hub, 'GET', `/api/drafts/${draftId}`, undefined, false);
    expect(round2.body).toMatchObject({ round: 2, direction: 'right', packSize: 4 });
    expect(packIds((await seat(0)).body)).toEqual(ROUND_2[0]);
    for (const i of [0, 1, 2]) await pickAs(i, packIds((await seat(i)).body)[0] as string);
    // Passing right: Ash holds what is left of Misty's pack.
    expect(packIds((await seat(0)).body)).toEqual(['xy0-16', 'xy0-17', 'xy0-18']);
    for (let pass = 0; pass < 3; pass += 1) for (const i of [0, 1, 2]) await pickAs(i, packIds((await seat(i)).body)[0] as string);

    const done = await api(hub, 'GET', `/api/drafts/${draftId}`, undefined, false);
    expect(done.body).toMatchObject({ finished: true, players: NAMES.map((name) => ({ name, poolSize: 8 })) });
    const ash = (await seat(0)).body;
    const pool: string[] = ash.pool.map((c: { id: string }) => c.id);
    expect(pool).toHaveLength(8);
    expect(new Set([...pool, ...(await seat(1)).body.pool.map((c: { id: string }) => c.id), ...(await seat(2)).body.pool.map((c: { id: string }) => c.id)]).size).toBe(24);
    expect(ash.poolList).toMatch(/KSS/);

    const counts = new Map<string, number>();
    for (const id of pool) counts.set(id, (counts.get(id) ?? 0) + 1);
    const deck = [...counts].map(([id, count]) => ({ id, count }));
    const energy = { id: 'xy1-132', count: 40 - pool.length };
    const post = (body: unknown) =>
      fetch(`${hub.url}/api/drafts/${draftId}/deck`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-draft-token': tokens[0] as string },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    const notDrafted = allCards.find((id) => !pool.includes(id)) as string;
    const cheat = await post({ cards: [...deck, { id: notDrafted, count: 1 }, { ...energy, count: energy.count - 1 }], scope: 'event', scopeId: 'friday' });
    expect(cheat).toMatchObject({ status: 400, body: { error: { message: expect.stringContaining('is not among your drafted cards') } } });
    const registered = await post({ cards: [...deck, energy], scope: 'event', scopeId: 'friday' });
    expect(registered).toMatchObject({ status: 201, body: { registration: { player: 'Ash', format: 'ditto-draft', scope: 'event', scopeId: 'friday' }, unused: [] } });
    expect(registered.body.registration.cards.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(40);
  });

  it('Build & Battle Ditto-Draft: the box\'s Trainer and Energy cards join the picks for deck building; its Pokémon are set aside', async () => {
    const withPokemon = [0, 1].map((i) => ({ name: NAMES[i], packs: [{ cards: ['xy0-23', 'xy0-24'] }], box: { cards: ['xy0-25', 'xy0-34'] } }));
    const refused = await api(hub, 'POST', '/api/drafts', { name: 'B&B', players: withPokemon });
    expect(refused).toMatchObject({ status: 400, body: { error: { message: expect.stringContaining("Farfetch'd") } } });
    const players = [
      { name: 'Ash', packs: [{ cards: ['xy0-23', 'xy0-24'] }], box: { cards: ['xy0-34', 'xy0-35', 'xy0-35', 'xy1-132'] } },
      { name: 'Misty', packs: [{ cards: ['xy0-26', 'xy0-27'] }], box: { list: '1 Switch KSS 38' } },
    ];
    const created = (await api(hub, 'POST', '/api/drafts', { name: 'B&B', players })).body;
    const headers = (i: number) => ({ 'content-type': 'application/json', 'x-draft-token': created.tokens[i].token as string });
    const act = (i: number, path: string, body: unknown) =>
      fetch(`${hub.url}/api/drafts/${created.id}/${path}`, { method: 'POST', headers: headers(i), body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    await act(0, 'picks', { cardId: 'xy0-24' });
    await act(1, 'picks', { cardId: 'xy0-26' });
    await act(0, 'picks', { cardId: 'xy0-27' });
    const last = await act(1, 'picks', { cardId: 'xy0-23' });
    expect(last.body).toMatchObject({ draft: { finished: true }, box: [{ name: 'Switch' }] });
    // Ash: Swirlix and Miltank drafted, Crushing Hammer and two Poké Balls from the box, basic Energy to 40.
    const deck = [
      { id: 'xy0-24', count: 1 },
      { id: 'xy0-27', count: 1 },
      { id: 'xy0-34', count: 1 },
      { id: 'xy0-35', count: 2 },
      { id: 'xy1-135', count: 35 },
    ];
    expect(await act(0, 'deck', { cards: [...deck.slice(0, 3), { id: 'xy0-35', count: 3 }, { id: 'xy1-135', count: 34 }], scope: 'event', scopeId: 'bb' })).toMatchObject({
      status: 400,
      body: { error: { message: '3× Poké Ball (xy0-35), but you have 2' } },
    });
    // The box's Grass Energy stays out of the deck: listed as unused.
    expect(await act(0, 'deck', { cards: deck, scope: 'event', scopeId: 'bb' })).toMatchObject({
      status: 201,
      body: { registration: { player: 'Ash', format: 'ditto-draft' }, unused: [{ id: 'xy1-132', name: 'Grass Energy' }] },
    });
  });
});
