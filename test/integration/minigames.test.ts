import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startHub, type HubProcess } from '../support/hub-process.js';

/**
 * The mini games of 003 on a real hub (demo catalogue): the hub rolls the die for "Höchste Zahl
 * gewinnt" and records where each roll came from, reads card values off the catalogue, keeps
 * Poké-Fang's row and catches, wants the game's token for every move, and keeps it all over a restart.
 */
let hub: HubProcess;

beforeAll(async () => {
  hub = await startHub();
});

afterAll(async () => {
  await hub?.stop();
  if (hub) rmSync(hub.dataDir, { recursive: true, force: true });
});

const move = async (id: string, token: string | undefined, body: unknown) => {
  const res = await fetch(`${hub.url}/api/minigames/${id}/moves`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { 'x-minigame-token': token }) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

describe('003 mini games on the hub', () => {
  let highest = { id: '', token: '' };

  it('"Höchste Zahl gewinnt": the hub rolls a d6 with crypto.randomInt, records it, and compares what the die chose', async () => {
    const created = await api(hub, 'POST', '/api/minigames', { kind: 'highest-number', players: ['Ash', 'Misty'] }, false);
    expect(created).toMatchObject({ status: 201, body: { kind: 'highest-number', moves: 0, token: expect.any(String), state: { wins: [0, 0] } } });
    highest = { id: created.body.id, token: created.body.token };
    expect((await move(highest.id, undefined, { type: 'roll' })).status).toBe(401);
    expect((await move(highest.id, 'not-the-token', { type: 'roll' })).status).toBe(401);

    // Roll until the die names a value the catalogue holds (KP, retreat cost, damage), then let the hub read the cards.
    let state: any;
    for (let tries = 0; tries < 200; tries += 1) {
      const rolled = await move(highest.id, highest.token, { type: 'roll' });
      expect(rolled.status).toBe(200);
      state = rolled.body.state;
      const last = state.rounds.at(-1);
      expect(last.roll).toMatchObject({ sides: 6, origin: { kind: 'software', rng: 'crypto.randomInt' } });
      expect(last.roll.value).toBeGreaterThanOrEqual(1);
      expect(last.roll.value).toBeLessThanOrEqual(6);
      if (['hp', 'retreat', 'damage'].includes(state.stat)) break;
      // A value that tied already: the die is rolled again. Another value: the players read it off the cards; a tie sends them back to the die.
      if (state.stat === null) continue;
      state = (await move(highest.id, highest.token, { type: 'compare', values: [7, 7] })).body.state;
    }
    // Miraidon ex (220 HP, retreat 1, 220 damage) against Pawmi (60 HP, retreat 1, 20 damage).
    const compared = await move(highest.id, highest.token, { type: 'compare', cards: ['sv1-81', 'sv1-74'] });
    expect(compared.status).toBe(200);
    const round = compared.body.state.rounds.at(-1);
    const expected = { hp: [220, 60], retreat: [1, 1], damage: [220, 20] }[state.stat as 'hp' | 'retreat' | 'damage'];
    expect(round.values).toEqual(expected);
    expect(round.winner).toBe(state.stat === 'retreat' ? null : 0);
  });

  it('a table die may be typed in instead, and is recorded as such; a move out of turn is refused with its reason', async () => {
    const fresh = (await api(hub, 'POST', '/api/minigames', { kind: 'highest-number', players: ['Brock', 'Misty'] }, false)).body;
    const typed = await move(fresh.id, fresh.token, { type: 'roll', value: 2 });
    expect(typed.body.state.rounds.at(-1).roll).toEqual({ sides: 6, value: 2, origin: { kind: 'table', enteredBy: 'players' } });
    const twice = await move(fresh.id, fresh.token, { type: 'roll' });
    expect(twice).toMatchObject({ status: 422, body: { error: { message: expect.stringContaining('compare the Größe first') } } });
    const unknown = await move(fresh.id, fresh.token, { type: 'compare', cards: ['sv1-81', 'sv1-74'] });
    expect(unknown).toMatchObject({ status: 400, body: { error: { message: expect.stringContaining('read it off the cards') } } });
  });

  it('Poké-Fang: a shared row from the catalogue; the Energy that covers the biggest attack catches the Pokémon', async () => {
    const created = await api(hub, 'POST', '/api/minigames', { kind: 'poke-fang', players: ['Alice', 'Bob'], rows: [['xy0-3', 'xy0-8', 'xy0-12', 'sv1-74']] }, false);
    expect(created.status).toBe(201);
    const { id, token } = created.body;
    // Pawmi: Zap Kick costs Lightning + Colorless.
    expect((await move(id, token, { type: 'attach', player: 0, slot: 3, energy: 'Lightning' })).body.state.rows[0][3].energy).toEqual([['Lightning'], []]);
    expect(await move(id, token, { type: 'attach', player: 0, slot: 3, energy: 'Fire' })).toMatchObject({ status: 422, body: { error: { message: "it is Bob's turn" } } });
    // This asserted that Bob's Fire completed Alice's Lightning. 003 "Poké-Fang": each player attaches on their own
    // side, and Energy is not shared between the players, so Bob's Fire counts only for Bob.
    const bobs = await move(id, token, { type: 'attach', player: 1, slot: 3, energy: 'Fire' });
    expect(bobs.body.state.rows[0][3].energy).toEqual([['Lightning'], ['Fire']]);
    const caught = await move(id, token, { type: 'attach', player: 0, slot: 3, energy: 'Fire' });
    expect(caught.body.state.caught[0].map((c: { name: string }) => c.name)).toEqual(['Pawmi']);
    expect(caught.body.state.rows[0][3]).toMatchObject({ card: null, energy: [[], []] });
    const laid = await move(id, token, { type: 'lay-out', row: 0, slot: 3, card: 'xy0-1' });
    expect(laid.body.state.rows[0][3].card.name).toBe('Weedle');
    expect((await move(id, token, { type: 'lay-out', row: 0, slot: 2, card: 'xy0-35' })).status).toBe(422);

    const before = (await api(hub, 'GET', `/api/minigames/${id}`, undefined, false)).body;
    const rolls = (await api(hub, 'GET', `/api/minigames/${highest.id}`, undefined, false)).body;
    await hub.kill();
    hub = await startHub({ dataDir: hub.dataDir });
    expect((await api(hub, 'GET', `/api/minigames/${id}`, undefined, false)).body).toEqual(before);
    expect((await api(hub, 'GET', `/api/minigames/${highest.id}`, undefined, false)).body).toEqual(rolls);
  });

  it('refuses a setup that breaks the rules, with the reason', async () => {
    const notPokemon = await api(hub, 'POST', '/api/minigames', { kind: 'poke-fang', players: ['A', 'B'], rows: [['xy0-3', 'xy0-8', 'xy0-12', 'xy0-35']] }, false);
    expect(notPokemon).toMatchObject({ status: 400, body: { error: { message: expect.stringContaining('is not a Pokémon') } } });
    const one = await api(hub, 'POST', '/api/minigames', { kind: 'energy-memory', players: ['Solo'] }, false);
    expect(one.status).toBe(400);
  });

  // #14 item 13: starting a game needs no credential, so a loop of POSTs is slowed per address. Last in
  // this file: the address then waits a minute.
  it('a loop starting games from one address is told to wait after 30 a minute', async () => {
    const statuses: number[] = [];
    let refused: { status: number; body: any } | undefined;
    for (let i = 0; i < 40 && refused === undefined; i += 1) {
      const created = await api(hub, 'POST', '/api/minigames', { kind: 'energy-memory', players: ['A', 'B'] }, false);
      if (created.status === 201) statuses.push(created.status);
      else refused = created;
    }
    expect(statuses.length).toBeLessThanOrEqual(30);
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'throttled', message: expect.stringContaining('wait a minute') } } });
  });
});
