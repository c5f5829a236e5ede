import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database/database.tokens.js';
import { openDatabase } from '../database/open-database.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { createLogger } from '../logging/logger.js';
import { canonicalJson } from '../match-log/canonical-json.js';
import { eventHash } from '../match-log/hash-chain.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';
import { TeamLog } from './team-log.js';
import { startTeamGameSchema, teamActionSchema } from '../protocol/team.schema.js';
import { TeamService } from './team.service.js';

// The Team-Format service on a real SQLite file (003 "Team-Format (fortgesetzt)").

let dir: string;
let db: Db;
const logger = createLogger('error');

function service(): TeamService {
  const s = new TeamService(db, logger, new HubEventBus(logger));
  s.onModuleInit();
  return s;
}

const body = (over: Record<string, unknown> = {}) =>
  startTeamGameSchema.parse({
    gameId: 'kitchen-team',
    first: 'A',
    players: { A1: { name: 'Monika' }, A2: { name: 'Ralph' }, B1: { name: 'Caro' }, B2: { name: 'Robert' } },
    ...over,
  });

const action = (a: Record<string, unknown>) => teamActionSchema.parse(a);
const admin = { admin: true } as const;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-team-'));
  db = openDatabase(join(dir, 'mirrormat.db'));
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('TeamService', () => {
  it('starts a game of four with three Prize cards on each side field and three on the center unless told otherwise', () => {
    const game = service().start(body(), 'admin');
    expect(game.state).toMatchObject({ phase: 'playing', turn: 1, activeTeam: 'A', taken: { A: 0, B: 0 }, left: { A1: 6, A2: 6, B1: 6, B2: 6 } });
    expect(game.state.players.B2).toEqual({ name: 'Robert', prizes: { side: 3, center: 3 }, out: false });
    const split = service().start(body({ gameId: 'split', players: { A1: { name: 'a', prizes: { side: 4, center: 2 } }, A2: { name: 'b' }, B1: { name: 'c' }, B2: { name: 'd' } } }), 'admin');
    expect(split.state.players.A1.prizes).toEqual({ side: 4, center: 2 });
  });

  it("announces each change of a team game on the hub's bus, for the team page to push", () => {
    const bus = new HubEventBus(logger);
    const changes: unknown[] = [];
    bus.on('game.changed', (change) => changes.push(change));
    const s = new TeamService(db, logger, bus);
    s.onModuleInit();
    s.start(body({ tableId: 'kitchen' }), 'admin');
    const { seq } = s.act('kitchen-team', action({ type: 'PlayCard', seat: 'A1', field: 'center', kind: 'Supporter' }), admin);
    expect(changes).toEqual([
      { kind: 'team', gameId: 'kitchen-team', tableId: 'kitchen', seq: 1, finished: false, since: 0 },
      { kind: 'team', gameId: 'kitchen-team', tableId: 'kitchen', seq, finished: false, since: 1 },
    ]);
  });

  it('refuses a split that does not add up to six, with its 003 reference, and stores nothing', () => {
    const s = service();
    const wrong = body({ players: { A1: { name: 'a', prizes: { side: 4, center: 3 } }, A2: { name: 'b' }, B1: { name: 'c' }, B2: { name: 'd' } } });
    expect(() => s.start(wrong, 'admin')).toThrow(/^prize-split: .*003_8c2f2b3219c5ea3c\.txt.*Preiskarten/);
    expect(s.list()).toEqual([]);
  });

  it('refuses a second Supporter on one field with its 003 reference and writes nothing', () => {
    const s = service();
    s.start(body(), 'admin');
    const { seq } = s.act('kitchen-team', action({ type: 'PlayCard', seat: 'A1', field: 'center', kind: 'Supporter' }), admin);
    expect(() => s.act('kitchen-team', action({ type: 'PlayCard', seat: 'A2', field: 'center', kind: 'Supporter' }), admin)).toThrow(
      /^field-limit: .*\(003_8c2f2b3219c5ea3c\.txt, "Team-Format \(fortgesetzt\), Unterstützerkarten"\)$/,
    );
    expect(s.get('kitchen-team').seq).toBe(seq);
  });

  it('resumes a game from its log after a restart, at the same state and seq', () => {
    const first = service();
    first.start(body(), 'admin');
    first.act('kitchen-team', action({ type: 'TakePrizes', field: 'left', earned: 2, takers: [{ seat: 'A1', count: 2 }] }), admin);
    const before = first.get('kitchen-team');
    const after = service().get('kitchen-team');
    expect(after).toEqual(before);
    expect(after.state.taken).toEqual({ A: 2, B: 0 });
  });

  it('refuses a stale command, a second game of the same id and a command after the end', () => {
    const s = service();
    const { seq } = s.start(body(), 'admin');
    s.act('kitchen-team', action({ type: 'EndTurn', seq }), admin);
    expect(() => s.act('kitchen-team', action({ type: 'EndTurn', seq }), admin)).toThrow(/made against seq/);
    expect(() => s.start(body(), 'admin')).toThrow(/already exists/);
    for (const field of ['left', 'right'] as const) s.act('kitchen-team', action({ type: 'ReportFieldEmpty', team: 'A', field, empty: true }), admin);
    const over = s.act('kitchen-team', action({ type: 'ReportFieldEmpty', team: 'A', field: 'center', empty: true }), admin);
    expect(over).toMatchObject({ state: { phase: 'finished', winner: 'B' }, game: { endedAt: expect.any(String) } });
    expect(() => s.act('kitchen-team', action({ type: 'EndTurn' }), admin)).toThrow(/is over/);
    expect(service().list({ unfinished: true })).toEqual([]);
  });

  it("lets a player act with their seat's token, for their own moves only, across a restart", () => {
    const { tokens } = service().start(body(), 'admin');
    const s = service();
    const moved = s.act('kitchen-team', action({ type: 'PlayCard', seat: 'A1', field: 'center', kind: 'Supporter' }), { token: tokens.A1 });
    expect(moved.state.fields.center.played.Supporter).toBe(1);
    expect(() => s.act('kitchen-team', action({ type: 'PlayCard', seat: 'A2', field: 'center', kind: 'Energy' }), { token: tokens.A1 })).toThrow(/own seat only/);
    expect(() => s.act('kitchen-team', action({ type: 'EndTurn' }), { token: tokens.B2 })).toThrow(/whose turn it is/);
    expect(() => s.act('kitchen-team', action({ type: 'EndTurn' }), { token: 'guessed' })).toThrow(/X-Team-Token/);
    expect(() => s.act('kitchen-team', action({ type: 'EndTurn' }), { token: undefined })).toThrow(/X-Team-Token/);
    const rows = s.exportJsonl('kitchen-team').trim().split('\n').map((line) => JSON.parse(line));
    expect(rows.map((r) => r.actor)).toEqual(['admin', 'seat:A1']);
  });

  it('keeps a hash-chained, append-only log bound to the game', () => {
    const s = service();
    s.start(body(), 'admin');
    s.act('kitchen-team', action({ type: 'PlayCard', seat: 'A1', field: 'left', kind: 'Energy' }), admin);
    const rows = s.exportJsonl('kitchen-team').trim().split('\n').map((line) => JSON.parse(line));
    const record = TeamLog.open(db).get('kitchen-team')!;
    expect(rows[0].prevHash).toBe(TeamLog.genesis(record));
    for (const [i, row] of rows.entries()) {
      if (i > 0) expect(row.prevHash).toBe(rows[i - 1].hash);
      expect(row.hash).toBe(eventHash(row.prevHash, row.seq, row.actor, row.at, canonicalJson(row.event), nodeSha256Hex));
    }
    expect(() => db.prepare("UPDATE team_events SET actor = 'x' WHERE seq = 1").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM team_events').run()).toThrow(/append-only/);
  });
});
