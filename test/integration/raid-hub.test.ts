import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/match-log/canonical-json.js';
import { eventHash } from '../../src/match-log/hash-chain.js';
import { nodeSha256Hex } from '../../src/match-log/node-sha256.js';
import { api, startHub, type HubProcess } from '../support/hub-process.js';

/**
 * A whole raid (003 "Raid-Format") at a real hub over REST, with the demo catalogue: two players
 * with Miraidon against Miraidon ex, a raid deck of six Pokémon cards (drawn, not playable, so the boss never
 * attacks and the outcome does not depend on the hub's shuffles). The hub is SIGKILLed in the
 * middle and resumes the raid from its log; the players deal 180 damage: nine full
 * contributions of 20, more than the six cards the raid deck has, so the players win.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-raid-hub-'));
let hub: HubProcess | undefined;

afterAll(async () => {
  await hub?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = {
  raidId: 'kitchen-raid',
  format: 'raid',
  players: [
    { name: 'Monika', active: 'sv1-80' },
    { name: 'Ralph', active: 'sv1-80' },
  ],
  boss: ['sv1-81'],
  raidDeck: [{ cardId: 'sv1-74', count: 6 }],
};

describe('a raid at the hub', () => {
  it('runs from the start to the players\' win, survives a crash, and keeps a hash-chained log', async () => {
    hub = await startHub({ dataDir });
    expect((await api(hub, 'POST', '/api/raids', start, false)).status).toBe(401);
    const started = await api(hub, 'POST', '/api/raids', start);
    expect(started.status).toBe(201);
    expect(started.body.state).toMatchObject({ phase: 'players', turn: 1, deckSize: 6 });
    expect(started.body.state).not.toHaveProperty('deck');

    const attack = await api(hub, 'POST', '/api/raids/kitchen-raid/actions', { type: 'PlayerAttack', player: 0, attack: 'Lightning Laser', seq: started.body.seq });
    expect(attack.status).toBe(200);
    expect(attack.body.state.boss[0].damage).toBe(90);
    const again = await api(hub, 'POST', '/api/raids/kitchen-raid/actions', { type: 'PlayerAttack', player: 0, attack: 'Lightning Laser' });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toMatch(/^already-attacked: .*003_8c2f2b3219c5ea3c\.txt/);
    const stale = await api(hub, 'POST', '/api/raids/kitchen-raid/actions', { type: 'PassAttack', player: 1, seq: started.body.seq });
    expect(stale.status).toBe(409);

    await hub.kill();
    hub = await startHub({ dataDir });
    const resumed = await api(hub, 'GET', '/api/raids/kitchen-raid', undefined, false);
    expect(resumed.body).toMatchObject({ seq: attack.body.seq, state: { turn: 1, done: [0], boss: [{ damage: 90 }] } });

    const won = await api(hub, 'POST', '/api/raids/kitchen-raid/actions', { type: 'PlayerAttack', player: 1, attack: 'Lightning Laser', seq: resumed.body.seq });
    expect(won.status).toBe(200);
    expect(won.body.state).toMatchObject({ phase: 'finished', winner: 'players', deckSize: 0 });
    expect(won.body.state.lostZone).toHaveLength(6);
    expect(won.body.raid.endedAt).toEqual(expect.any(String));
    expect((await api(hub, 'POST', '/api/raids/kitchen-raid/actions', { type: 'PassAttack', player: 0 })).status).toBe(409);

    const log = await api(hub, 'GET', '/api/raids/kitchen-raid/log');
    const rows = (log.body as string).trim().split('\n').map((line) => JSON.parse(line));
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    for (const [i, row] of rows.entries()) {
      if (i > 0) expect(row.prevHash).toBe(rows[i - 1].hash);
      expect(row.hash).toBe(eventHash(row.prevHash, row.seq, row.actor, row.at, canonicalJson(row.event), nodeSha256Hex));
    }
    const types = rows.map((r) => r.event.type);
    expect(types).toContain('RaidDeckShuffled');
    expect(rows.filter((r) => r.event.type === 'RaidDeckShuffled').every((r) => r.actor === 'hub' && r.event.origin.kind === 'software')).toBe(true);
    expect(types.at(-1)).toBe('RaidEnded');
    expect((await api(hub, 'GET', '/api/raids?unfinished=true', undefined, false)).body).toEqual([]);
  });

  it('lets the raid boss win when every player is out of Prize cards', async () => {
    hub ??= await startHub({ dataDir });
    // Three Energy a turn pay Photon Blaster (220), the boss's only attack: it Knocks Out both
    // players' Miraidon every turn, and each player takes one of their own six Prize cards.
    const raid = await api(hub!, 'POST', '/api/raids', { ...start, raidId: 'boss-wins', raidDeck: [{ cardId: 'sve-4', count: 30 }] });
    expect(raid.status).toBe(201);
    let state = raid.body.state;
    const act = async (action: Record<string, unknown>) => {
      const answer = await api(hub!, 'POST', '/api/raids/boss-wins/actions', action);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      state = answer.body.state;
    };
    for (let turn = 1; state.phase !== 'finished'; turn++) {
      expect(turn).toBeLessThanOrEqual(6);
      for (const player of [0, 1]) {
        if (state.players[player].active === null) await act({ type: 'SetPlayerActive', player, cardId: 'sv1-80' });
        await act({ type: 'PassAttack', player });
      }
      // The attack's text is the players' to carry out; here it changes nothing the hub tracks.
      while (state.prompt?.kind === 'resolve') await act({ type: 'ResolveEffect', promptId: state.prompt.id });
    }
    expect(state).toMatchObject({ winner: 'raid', players: [{ prizesLeft: 0, out: true }, { prizesLeft: 0, out: true }] });
  });

  it("places a Giovanni boss team by the hub's die and records the roll as software", async () => {
    hub ??= await startHub({ dataDir });
    const team = ['sv1-80', 'sv1-81', 'sv1-74', 'sv1-75', 'sv1-76', 'xy0-5'];
    const raid = await api(hub, 'POST', '/api/raids', { ...start, raidId: 'giovanni', format: 'giovanni', boss: team });
    expect(raid.status).toBe(201);
    expect(raid.body.state.boss).toHaveLength(6);
    expect(team).toContain(raid.body.state.boss[0].card.id);
    const rows = ((await api(hub, 'GET', '/api/raids/giovanni/log')).body as string).trim().split('\n').map((line) => JSON.parse(line).event);
    const placed = rows.find((e) => e.type === 'BossTeamPlaced');
    expect(rows.find((e) => e.type === 'RandomSupplied')).toMatchObject({ value: placed.roll, origin: { kind: 'software', rng: 'crypto.randomInt' } });
    expect(raid.body.state.boss[0].uid).toBe(placed.active);
  });
});
