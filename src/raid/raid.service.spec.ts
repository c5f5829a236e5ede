import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { Db } from '../database/database.tokens.js';
import { openDatabase } from '../database/open-database.js';
import type { RaidEvent } from '../game-kinds/raid/index.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { createLogger } from '../logging/logger.js';
import { RaidLog } from './raid-log.js';
import { raidSnapshotSchema, startRaidSchema } from '../protocol/raid.schema.js';
import { RaidService } from './raid.service.js';

// The raid service on a real SQLite file; the catalogue is ../shared's cards behind its one method used here.

let dir: string;
let db: Db;
const catalogue = { get: (id: string) => (id.startsWith('nope') ? undefined : cardById(id)) } as unknown as CatalogueService;
const logger = createLogger('error');

function service(): RaidService {
  const s = new RaidService(db, logger, catalogue, new HubEventBus(logger));
  s.onModuleInit();
  return s;
}

const body = (over: Record<string, unknown> = {}) =>
  startRaidSchema.parse({
    raidId: 'kitchen-1',
    format: 'raid',
    players: [
      { name: 'Monika', active: 'sv1-124' },
      { name: 'Ralph', active: 'sv1-124' },
    ],
    boss: ['swshp-SWSH163'],
    raidDeck: [
      { cardId: 'sve-8', count: 6 },
      { cardId: 'sv1-5', count: 20 },
    ],
    ...over,
  });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-raid-'));
  db = openDatabase(join(dir, 'mirrormat.db'));
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('RaidService', () => {
  it('shuffles the raid deck with the hub\'s RNG and records it as a software shuffle', () => {
    const raid = service().start(body(), 'admin');
    expect(raid.state).toMatchObject({ phase: 'players', turn: 1, deckSize: 26 });
    const events = RaidLog.open(db).read<RaidEvent>('kitchen-1').map((r) => r.event);
    expect(events.find((e) => e.type === 'RaidDeckShuffled')).toMatchObject({ origin: { kind: 'software', rng: 'crypto.randomInt' } });
    expect(raid.state).not.toHaveProperty('deck');
  });

  it("announces each change of a raid on the hub's bus, for the raid page to push", () => {
    const bus = new HubEventBus(logger);
    const changes: unknown[] = [];
    bus.on('game.changed', (change) => changes.push(change));
    const s = new RaidService(db, logger, catalogue, bus);
    s.onModuleInit();
    const raid = s.start(body({ tableId: 'kitchen' }), 'admin');
    expect(changes.at(-1)).toEqual({ kind: 'raid', gameId: 'kitchen-1', tableId: 'kitchen', seq: raid.seq, finished: false, since: expect.any(Number) });
    const attacked = s.act('kitchen-1', { type: 'PassAttack', player: 0, seq: raid.seq }, 'table');
    expect(changes.at(-1)).toMatchObject({ kind: 'raid', gameId: 'kitchen-1', seq: attacked.seq });
  });

  it('builds the raid deck 003 recommends when asked for it', () => {
    const raid = service().start(body({ raidDeck: '003-recommended' }), 'admin');
    expect(raid.state.deckSize).toBe(60);
  });

  it('resumes a raid from its log after a restart, at the same state and seq', () => {
    const first = service();
    first.start(body(), 'admin');
    first.act('kitchen-1', { type: 'PlayerAttack', player: 0, attack: 'Claw Slash', attackerBonus: 0, bossReduction: 0, conditions: [] }, 'table');
    const before = first.get('kitchen-1');
    const after = service().get('kitchen-1');
    expect(after).toEqual(before);
    expect(after.state.boss[0]!.damage).toBe(70);
  });

  it('waits for a real die when the players roll their own, and records it as theirs', () => {
    const s = service();
    s.start(body({ dice: 'table', raidDeck: [{ cardId: 'sve-8', count: 30 }] }), 'admin');
    s.act('kitchen-1', { type: 'PassAttack', player: 0 }, 'table');
    const waiting = s.act('kitchen-1', { type: 'PassAttack', player: 1 }, 'table');
    expect(waiting.state.prompt).toMatchObject({ kind: 'die', reason: 'attack' });
    const rolled = s.act('kitchen-1', { type: 'RollDie', promptId: waiting.state.prompt!.id, value: 2, note: 'green d6' }, 'table');
    expect(rolled.state.prompt).toMatchObject({ kind: 'resolve', source: 'boss-attack', text: expect.stringMatching(/^Dance of the Crowned Sword: /) });
    const resolved = s.act('kitchen-1', { type: 'ResolveEffect', promptId: rolled.state.prompt!.id }, 'table');
    expect(resolved.state.turn).toBe(2);
    const events = RaidLog.open(db).read<RaidEvent>('kitchen-1').map((r) => r.event);
    expect(events.filter((e) => e.type === 'RandomSupplied').at(-1)).toMatchObject({ value: 2, origin: { kind: 'table', note: 'green d6' } });
  });

  it('shows every die roll with its origin in the snapshot, and no shuffle, after a restart too', () => {
    const s = service();
    s.start(body({ dice: 'table', raidDeck: [{ cardId: 'sve-8', count: 30 }] }), 'admin');
    s.act('kitchen-1', { type: 'PassAttack', player: 0 }, 'table');
    const waiting = s.act('kitchen-1', { type: 'PassAttack', player: 1 }, 'table');
    expect(waiting.rolls).toEqual([]);
    const promptId = waiting.state.prompt!.id;
    const rolled = s.act('kitchen-1', { type: 'RollDie', promptId, value: 2, note: 'green d6' }, 'table');
    const roll = { promptId, reason: 'attack', options: ['Union Gain', 'Dance of the Crowned Sword', 'Steel Cut'], value: 2, origin: { kind: 'table', note: 'green d6' } };
    expect(rolled.rolls).toEqual([roll]);
    expect(raidSnapshotSchema.parse(JSON.parse(JSON.stringify(rolled))).rolls).toEqual([roll]);
    expect(service().get('kitchen-1').rolls).toEqual([roll]);
  });

  it('shows the hub\'s own rolls as software rolls', () => {
    const s = service();
    s.start(body({ raidDeck: [{ cardId: 'sve-8', count: 30 }] }), 'admin');
    s.act('kitchen-1', { type: 'PassAttack', player: 0 }, 'table');
    const after = s.act('kitchen-1', { type: 'PassAttack', player: 1 }, 'table');
    expect(after.rolls).toHaveLength(1);
    expect(after.rolls[0]).toMatchObject({ reason: 'attack', origin: { kind: 'software', rng: 'crypto.randomInt' } });
    expect([1, 2, 3, 4, 5, 6]).toContain(after.rolls[0]!.value);
  });

  it('refuses a rule violation with its code and 003 reference, and writes nothing', () => {
    const s = service();
    const { seq } = s.start(body(), 'admin');
    s.act('kitchen-1', { type: 'PassAttack', player: 0 }, 'table');
    expect(() => s.act('kitchen-1', { type: 'PassAttack', player: 0 }, 'table')).toThrow(/already-attacked: .*003_8c2f2b3219c5ea3c\.txt/);
    expect(s.get('kitchen-1').seq).toBe(seq + 1);
  });

  it('refuses a stale command, an unknown card and a second raid of the same id', () => {
    const s = service();
    const { seq } = s.start(body(), 'admin');
    s.act('kitchen-1', { type: 'PassAttack', player: 0, seq }, 'table');
    expect(() => s.act('kitchen-1', { type: 'PassAttack', player: 1, seq }, 'table')).toThrow(/made against seq/);
    expect(() => s.act('kitchen-1', { type: 'SetPlayerActive', player: 1, cardId: 'nope-1', damage: 0 }, 'table')).toThrow(/no card "nope-1"/);
    expect(() => s.start(body(), 'admin')).toThrow(/already exists/);
  });

  it('takes a player\'s reduction of the boss\'s damage (003: reduced, not prevented) and logs it', () => {
    const s = service();
    s.start(body(), 'admin');
    const after = s.act('kitchen-1', { type: 'ReduceBossDamage', player: 1, amount: 30, reason: 'Koraidon: 30 less damage' }, 'table');
    expect(after.state.players[1]).toMatchObject({ damageReduction: { amount: 30, reason: 'Koraidon: 30 less damage' } });
  });

  it('keeps the log append-only in the database itself', () => {
    service().start(body(), 'admin');
    expect(() => db.prepare("UPDATE raid_events SET actor = 'x' WHERE seq = 1").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM raid_events').run()).toThrow(/append-only/);
  });
});
