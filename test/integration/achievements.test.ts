import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardById } from '../../src/catalogue/testing.js';
import { DATABASE_FILE, openDatabase } from '../../src/database/open-database.js';
import { engineFormat, ERFOLGE } from '../../src/formats/index.js';
import { SqliteMatchLog } from '../../src/match-log/sqlite-match-log.js';
import { verifyExport } from '../../src/match-log/verify-export.js';
import { quickStart, Table } from '../../src/rules/testing/table.js';
import { api, connectClient, startHub, type HubProcess } from '../support/hub-process.js';

/**
 * 003 "Erfolge" on a real hub: a match in the achievements format is resumed from its log, the hub
 * counts what it sees (also of a command a player sends over the WebSocket), the opponent confirms
 * each Pokédex entry read aloud with their join code, and at 100 points the hub ends the game through
 * the engine; a restart recomputes the same tally.
 */
const ADMIN = 'achievements-admin-token';
const dir = mkdtempSync(join(tmpdir(), 'mirrormat-achievements-'));
const dataDir = join(dir, 'data');
const config = join(dir, 'mirrormat.yaml');
let hub: HubProcess;

const PINECO = cardById('sv1-1');
const READINGS = 34;

beforeAll(async () => {
  // p1: a full Bench of Basics of six types (3 points the hub sees), then the same Pineco played 34 times.
  const t = quickStart({
    profile: 'sv',
    format: engineFormat(ERFOLGE),
    p1: { active: cardById('sv1-1'), bench: ['sv1-30', 'sv1-42', 'sv1-63', 'sv1-82', 'sv1-107'].map(cardById) },
    p2: { active: cardById('sv1-107') },
  });
  t.do({ type: 'Adjust', player: 'p1', reason: 'Scoop Up', action: { kind: 'move-card', uid: 'p1-bench4', to: 'hand' } });
  for (let i = 0; i < READINGS; i += 1) {
    t.do({ type: 'PlayToBench', player: 'p1', card: PINECO, uid: 'pineco' });
    t.do({ type: 'Adjust', player: 'p1', reason: 'Scoop Up', action: { kind: 'move-card', uid: 'pineco', to: 'hand' } });
  }
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  const log = SqliteMatchLog.open(db);
  log.createMatch({ matchId: 'erfolge-1', tableId: 'erfolge', startedAt: new Date().toISOString(), profile: 'sv', format: ERFOLGE.id });
  log.append('erfolge-1', 0, 'test', t.log);
  // A second achievements match still at its coin toss: the players have not agreed on anything yet.
  const fresh = new Table();
  fresh.do({ type: 'StartMatch', matchId: 'erfolge-2', profile: 'sv', format: engineFormat(ERFOLGE), players: [{ name: 'Brock' }, { name: 'Misty' }] });
  log.createMatch({ matchId: 'erfolge-2', tableId: 'erfolge2', startedAt: new Date().toISOString(), profile: 'sv', format: ERFOLGE.id });
  log.append('erfolge-2', 0, 'test', fresh.log);
  log.createMatch({ matchId: 'standard-1', tableId: 'other', startedAt: new Date().toISOString(), profile: 'sv', format: 'standard' });
  log.append('standard-1', 0, 'test', quickStart({ profile: 'sv', p1: { active: PINECO }, p2: { active: PINECO } }).log);
  db.close();
  writeFileSync(
    config,
    [
      'http: { host: 127.0.0.1, port: 0 }',
      'mqtt: { mode: embedded, host: 127.0.0.1 }',
      `auth: { adminToken: ${ADMIN}, judges: [{ name: Anna, pin: "4711" }] }`,
      'pcsc: { enabled: false }',
      'tables:',
      '  - { id: erfolge, name: Erfolge, format: erfolge, allowSoftwareFlips: false }',
      '  - { id: other, name: Other, allowSoftwareFlips: false }',
      '  - { id: erfolge2, name: Erfolge 2, format: erfolge, allowSoftwareFlips: false }',
      '',
    ].join('\n'),
  );
  hub = await startHub({ config, dataDir, adminToken: ADMIN });
}, 120_000);

afterAll(async () => {
  await hub?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const tally = async () => (await api(hub, 'GET', '/api/matches/erfolge-1/achievements', undefined, false)).body;
const confirm = (body: Record<string, unknown>) => api(hub, 'POST', '/api/matches/erfolge-1/achievements/confirmations', body, false);

describe('003 "Erfolge" on the hub', () => {
  it('counts what the hub sees from the log: six types and a full Bench of Basics for p1', async () => {
    const body = await tally();
    expect(body).toMatchObject({ matchId: 'erfolge-1', pointsToWin: 100, points: { p1: 3, p2: 0 }, winner: null });
    expect(body.awards.map((a: { achievement: string }) => a.achievement).sort()).toEqual(['full-bench-basic', 'six-types']);
    expect(body.awards[0].text).toMatch(/Pokémon-Typen|Basis-Pokémon/);
  });

  it('refuses a confirmation by the player themselves, a wrong code, and a match without achievements', async () => {
    const codes = (await api(hub, 'GET', '/api/tables/erfolge/join-codes')).body as { p1: string; p2: string };
    const claim = { achievement: 'pokedex-entry', player: 'p1', pokemon: 'pineco' };
    const own = await confirm({ ...claim, by: { role: 'player', table: 'erfolge', code: codes.p1 } });
    expect(own).toMatchObject({ status: 422, body: { error: { message: expect.stringContaining('cannot confirm their own') } } });
    expect((await confirm({ ...claim, by: { role: 'player', table: 'erfolge', code: 'WRONG7' } })).status).toBe(401);
    expect((await confirm({ ...claim, by: { role: 'player', table: 'other', code: codes.p2 } })).status).toBe(403);
    expect((await confirm({ ...claim, achievement: 'six-types', by: { role: 'judge', name: 'Anna', pin: '4711' } })).status).toBe(422);
    expect((await api(hub, 'GET', '/api/matches/standard-1/achievements', undefined, false)).status).toBe(404);
    expect((await confirm({ ...claim, by: { role: 'spectator' } })).status).toBe(400);
  });

  it('the opponent confirms each reading; a feat the hub sees takes p1 past 100 and the hub ends the game through the engine', async () => {
    const codes = (await api(hub, 'GET', '/api/tables/erfolge/join-codes')).body as { p1: string; p2: string };
    for (let i = 0; i < 32; i += 1) {
      const confirmed = await confirm({ achievement: 'pokedex-entry', player: 'p1', pokemon: 'pineco', by: { role: 'player', table: 'erfolge', code: codes.p2 } });
      expect(confirmed.status).toBe(201);
    }
    // 3 points seen by the hub and 32 readings of 3: one short of 100.
    expect(await tally()).toMatchObject({ points: { p1: 99, p2: 0 }, winner: null });

    // p1 draws eleven cards in the turn (a card's effect entered as an adjustment): "Ziehe mehr als zehn Karten in einem Zug", 5 points.
    const p1 = await connectClient(`${hub.wsUrl}?table=erfolge`);
    try {
      p1.send({ id: 'hello', type: 'hello', auth: { role: 'player', table: 'erfolge', code: codes.p1 } });
      const snapshot = await p1.next((f) => f.type === 'snapshot' && f.replyTo === 'hello');
      const action = { kind: 'draw', player: 'p1', count: 11 };
      p1.send({ id: 'draw', type: 'command', stateId: snapshot.stateId, command: { type: 'Adjust', player: 'p1', reason: 'Professor\'s Research', action } });
      await p1.next((f) => f.match?.finished === true, { timeoutMs: 10_000 });
    } finally {
      await p1.close();
    }
    expect(await tally()).toMatchObject({ points: { p1: 104, p2: 0 }, winner: 'p1' });
    const after = await confirm({ achievement: 'pokedex-entry', player: 'p1', pokemon: 'pineco', by: { role: 'judge', name: 'Anna', pin: '4711' } });
    expect(after).toMatchObject({ status: 422, body: { error: { message: expect.stringContaining('over') } } });

    const table = (await api(hub, 'GET', '/api/tables/erfolge', undefined, false)).body;
    expect(table.match).toMatchObject({ matchId: 'erfolge-1', finished: true });
    const exported = String((await api(hub, 'GET', '/api/matches/erfolge-1/export')).body);
    expect(verifyExport(exported)).toMatchObject({ ok: true });
    const won = exported.trim().split('\n').map((line) => JSON.parse(line)).find((row) => row.event?.type === 'GameWon');
    expect(won).toMatchObject({ actor: 'achievements', event: { winner: 'p1', reasons: ['achievements'], score: { p1: 104, p2: 0 } } });
  });

  it('before the first turn both players agree which achievements count and for how many points; not once the game has begun', async () => {
    const codes = (await api(hub, 'GET', '/api/tables/erfolge2/join-codes')).body as { p1: string; p2: string };
    const seat = (code: string) => ({ role: 'player', table: 'erfolge2', code });
    const achievements = [
      { id: 'pokedex-entry', points: 10 },
      { id: 'all-prizes', points: 50 },
    ];
    const agree = (matchId: string, by: unknown[]) => api(hub, 'POST', `/api/matches/${matchId}/achievements/agreement`, { achievements, by }, false);
    expect((await agree('erfolge-2', [seat(codes.p1)])).status).toBe(403);
    expect(await agree('erfolge-2', [seat(codes.p1), seat(codes.p2)])).toMatchObject({ status: 200, body: { agreed: achievements, points: { p1: 0, p2: 0 } } });
    expect((await api(hub, 'GET', '/api/matches/erfolge-2/achievements', undefined, false)).body.agreed).toEqual(achievements);
    const begun = await agree('erfolge-1', [{ role: 'judge', name: 'Anna', pin: '4711' }]);
    expect(begun).toMatchObject({ status: 409, body: { error: { message: expect.stringContaining('before the first turn') } } });
  });

  it('a restart recomputes the same tally from the log and the stored confirmations', async () => {
    const before = await tally();
    const agreed = (await api(hub, 'GET', '/api/matches/erfolge-2/achievements', undefined, false)).body;
    await hub.kill();
    hub = await startHub({ config, dataDir, adminToken: ADMIN });
    expect(await tally()).toEqual(before);
    expect((await api(hub, 'GET', '/api/matches/erfolge-2/achievements', undefined, false)).body).toEqual(agreed);
    expect(before.awards.filter((a: { confirmedBy?: string }) => a.confirmedBy === 'p2')).toHaveLength(32);
  });
});
