import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardById } from '../../src/catalogue/testing.js';
import { DATABASE_FILE, openDatabase } from '../../src/database/open-database.js';
import { engineFormat, formatById } from '../../src/formats/index.js';
import { SqliteMatchLog } from '../../src/match-log/sqlite-match-log.js';
import { verifyExport } from '../../src/match-log/verify-export.js';
import { Table } from '../../src/rules/testing/table.js';
import { api, startHub, type HubProcess } from '../support/hub-process.js';

/**
 * 003 "Erfolge", Vorbereitung: "Erfolge können mit fast allen Formaten in diesem Handbuch kombiniert werden."
 * On a real hub: a Packkampf match started with achievements (REST `achievements: true`, each player's own
 * deck size), and a Packkampf-with-achievements match resumed from its log in which p1 took both Prize
 * cards without winning, then reached 100 points as the opponent confirmed each Pokédex entry read aloud:
 * the hub ends that game through the engine.
 */
const ADMIN = 'achievements-option-admin-token';
const dir = mkdtempSync(join(tmpdir(), 'mirrormat-achievements-option-'));
const dataDir = join(dir, 'data');
const config = join(dir, 'mirrormat.yaml');
let hub: HubProcess;

const PINECO = cardById('sv1-1');
const SNORLAX = cardById('xy0-26');
/** 15 points for all Prize cards, then 3 per reading: 29 readings reach 102. */
const READINGS = 29;

beforeAll(async () => {
  const format = formatById('packkampf+erfolge');
  if (!format) throw new Error('no format packkampf+erfolge');
  const t = new Table();
  t.do({ type: 'StartMatch', matchId: 'pack-1', profile: 'sv', format: engineFormat(format), players: [{ name: 'Ash', deckSize: 14 }, { name: 'Misty', deckSize: 21 }] });
  t.flip('heads');
  t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
  t.do({ type: 'PlaceActive', player: 'p1', card: PINECO, uid: 'p1-active' });
  t.do({ type: 'FinishSetup', player: 'p1' });
  t.do({ type: 'PlaceActive', player: 'p2', card: SNORLAX, uid: 'p2-active' });
  for (const uid of ['p2-bench0', 'p2-bench1']) t.do({ type: 'PlayToBench', player: 'p2', card: SNORLAX, uid });
  t.do({ type: 'FinishSetup', player: 'p2' });
  // Both of p2's Prize cards go to p1: in this format the game goes on.
  for (const [target, next] of [['p2-active', 'p2-bench0'], ['p2-bench0', 'p2-bench1']] as const) {
    t.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target, counters: 30 } });
    t.do({ type: 'PromoteActive', player: 'p2', target: next });
  }
  for (let i = 0; i < READINGS; i += 1) {
    t.do({ type: 'PlayToBench', player: 'p1', card: PINECO, uid: 'pineco' });
    t.do({ type: 'Adjust', player: 'p1', reason: 'Scoop Up', action: { kind: 'move-card', uid: 'pineco', to: 'hand' } });
  }
  if (t.state.result !== null) throw new Error('the seeded game ended');
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  const log = SqliteMatchLog.open(db);
  log.createMatch({ matchId: 'pack-1', tableId: 'pack', startedAt: new Date().toISOString(), profile: 'sv', format: format.id });
  log.append('pack-1', 0, 'test', t.log);
  db.close();
  writeFileSync(
    config,
    [
      'http: { host: 127.0.0.1, port: 0 }',
      'mqtt: { mode: embedded, host: 127.0.0.1 }',
      `auth: { adminToken: ${ADMIN}, judges: [{ name: Anna, pin: "4711" }] }`,
      'pcsc: { enabled: false }',
      'tables:',
      '  - { id: pack, name: Packkampf, format: packkampf, allowSoftwareFlips: false }',
      '  - { id: pack2, name: Packkampf 2, format: packkampf, allowSoftwareFlips: false }',
      '',
    ].join('\n'),
  );
  hub = await startHub({ config, dataDir, adminToken: ADMIN });
}, 120_000);

afterAll(async () => {
  await hub?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const players = [{ name: 'Ash', deckSize: 14 }, { name: 'Misty', deckSize: 21 }];

describe('achievements with another format on the hub (003 "Erfolge", Vorbereitung)', () => {
  it('a Packkampf match started with achievements is played as "packkampf+erfolge", each deck counted with its own size', async () => {
    const started = await api(hub, 'POST', '/api/tables/pack2/match', { players, format: 'packkampf', achievements: true });
    expect(started).toMatchObject({ status: 201, body: { tableId: 'pack2', format: 'packkampf+erfolge', finished: false } });
    const matchId = started.body.matchId as string;
    const tally = await api(hub, 'GET', `/api/matches/${matchId}/achievements`, undefined, false);
    expect(tally).toMatchObject({ status: 200, body: { matchId, pointsToWin: 100, points: { p1: 0, p2: 0 }, winner: null } });
    const lines = String((await api(hub, 'GET', `/api/matches/${matchId}/export`)).body).trim().split('\n').map((line) => JSON.parse(line));
    const matchStarted = lines.find((row) => row.event?.type === 'MatchStarted')?.event;
    expect(matchStarted).toMatchObject({ formatName: 'packkampf+erfolge', deckSizes: [14, 21], profile: { achievementPointsToWin: 100, winConditions: { prizes: false, deckOut: false } } });
  });

  it('refuses a deck outside Packkampf\'s 14 to 21 cards, and achievements with a format that cannot take them', async () => {
    expect((await api(hub, 'POST', '/api/tables/pack2/match/end')).status).toBe(200);
    const big = await api(hub, 'POST', '/api/tables/pack2/match', { players: [{ name: 'Ash', deckSize: 22 }, { name: 'Misty' }], format: 'packkampf' });
    expect(big).toMatchObject({ status: 422, body: { error: { message: expect.stringContaining('deck-size') } } });
    const raid = await api(hub, 'POST', '/api/tables/pack2/match', { players, format: 'raid', achievements: true });
    expect(raid).toMatchObject({ status: 400, body: { error: { message: expect.stringContaining('cannot be played with achievements') } } });
  });

  it('the last Prize card did not end the resumed game; the readings confirmed by the opponent take p1 past 100 and the hub ends it', async () => {
    expect((await api(hub, 'GET', '/api/tables/pack', undefined, false)).body.match).toMatchObject({ matchId: 'pack-1', finished: false });
    const tally = async () => (await api(hub, 'GET', '/api/matches/pack-1/achievements', undefined, false)).body;
    expect(await tally()).toMatchObject({ points: { p1: 15, p2: 0 }, winner: null });
    const codes = (await api(hub, 'GET', '/api/tables/pack/join-codes')).body as { p1: string; p2: string };
    const confirm = () =>
      api(hub, 'POST', '/api/matches/pack-1/achievements/confirmations', { achievement: 'pokedex-entry', player: 'p1', pokemon: 'pineco', by: { role: 'player', table: 'pack', code: codes.p2 } }, false);
    for (let i = 0; i < READINGS - 1; i += 1) expect((await confirm()).status).toBe(201);
    expect(await tally()).toMatchObject({ points: { p1: 99 }, winner: null });
    expect((await confirm()).status).toBe(201);
    // The game's end adds "Füge die meisten Schadenspunkte in einem Spiel zu: 1 EP" for the two Knock Outs.
    expect(await tally()).toMatchObject({ points: { p1: 103, p2: 0 }, winner: 'p1' });

    expect((await api(hub, 'GET', '/api/tables/pack', undefined, false)).body.match).toMatchObject({ matchId: 'pack-1', format: 'packkampf+erfolge', finished: true });
    const exported = String((await api(hub, 'GET', '/api/matches/pack-1/export')).body);
    expect(verifyExport(exported)).toMatchObject({ ok: true });
    const rows = exported.trim().split('\n').map((line) => JSON.parse(line));
    expect(rows.filter((row) => row.event?.type === 'RuleApplied' && row.event.rule === 'last-prize-does-not-win')).toHaveLength(1);
    const won = rows.find((row) => row.event?.type === 'GameWon');
    expect(won).toMatchObject({ actor: 'achievements', event: { winner: 'p1', reasons: ['achievements'], score: { p1: 102, p2: 0 } } });
  });
});
