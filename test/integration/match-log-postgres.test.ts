import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseBackupRepository } from '../../src/backup/database-backup.repository.js';
import { PostgresDump } from '../../src/backup/postgres-dump.js';
import { ScheduledBackupService } from '../../src/backup/scheduled-backup.service.js';
import type { MirrormatConfig } from '../../src/config/config.schema.js';
import { openDatabase } from '../../src/database/open-database.js';
import { migratePostgres } from '../../src/database/postgres/migrate-postgres.js';
import { PostgresUnavailableError, SyncPostgres, type SyncPostgresOptions } from '../../src/database/postgres/sync-postgres.js';
import { tableLocksSql } from '../../src/database/postgres/table-locks.js';
import { MatchEndedError, MatchAlreadyExistsError, StaleAppendError } from '../../src/match-log/match-log.errors.js';
import { MATCH_LOG_COMPONENT, MATCH_LOG_POSTGRES_MIGRATIONS } from '../../src/match-log/match-log.migrations.js';
import type { MatchLog } from '../../src/match-log/match-log.port.js';
import { nodeSha256Hex } from '../../src/match-log/node-sha256.js';
import { PostgresMatchLog } from '../../src/match-log/postgres-match-log.js';
import { SqliteMatchLog } from '../../src/match-log/sqlite-match-log.js';
import { verifyExport } from '../../src/match-log/verify-export.js';
import type { HubMatchLog } from '../../src/matches/match.tokens.js';
import type { ModuleRef } from '@nestjs/core';
import pino from 'pino';
import { Catalogue, type CardSearch } from '../../src/catalogue/catalogue.js';
import type { CatalogueData, OneSet } from '../../src/catalogue/catalogue-data.js';
import { i18nFilesFor, readCatalogueDirectory } from '../../src/catalogue/directory-source.js';
import { runCatalogueImport } from '../../src/catalogue/import-command.js';
import { demoCatalogueDir } from '../../src/catalogue/source-paths.js';
import { DatabaseHealth } from '../../src/database/database.health.js';
import { DeckRegistry } from '../../src/decks/deck-registry.js';
import { AchievementsRepository } from '../../src/achievements/achievements.repository.js';
import { DraftRepository } from '../../src/draft/draft.repository.js';
import type { GameMove, GameSetup } from '../../src/minigames/minigame.js';
import { MiniGamesRepository } from '../../src/minigames/minigames.repository.js';
import { HealthRegistry } from '../../src/health/health.js';
import { HubEventBus } from '../../src/kernel/hub-events.js';
import { DeckStickersRepository } from '../../src/enrolment/deck-stickers.repository.js';
import { UidRegistryRepository } from '../../src/enrolment/uid-registry.repository.js';
import type { LeagueFact } from '../../src/league/league-fact.js';
import { LeagueLog } from '../../src/league/league-log.js';
import { RaidLog } from '../../src/raid/raid-log.js';
import { TeamGameExistsError, TeamLog } from '../../src/team/team-log.js';
import { PostgresServer } from '../support/postgres-server.js';

/**
 * Issue 17, item 3: the match log on PostgreSQL keeps the promises the SQLite one keeps
 * (match-log.migrations.ts): the same hash chain, rows never updated or deleted, only the next
 * seq of an open match appended, and the match the hub replays is the one it wrote.
 */
const server = new PostgresServer();
const dir = mkdtempSync(join(tmpdir(), 'mirrormat-pglog-'));
const opened: SyncPostgres[] = [];
let url = '';

beforeAll(async () => {
  await server.start();
  url = await server.createDatabase('matchlog');
});
afterAll(async () => {
  opened.forEach((pg) => pg.close());
  await server.destroy();
  rmSync(dir, { recursive: true, force: true });
});

function connect(options: SyncPostgresOptions = {}): SyncPostgres {
  const pg = new SyncPostgres(url, options);
  opened.push(pg);
  return pg;
}

/** A clock that ticks one second per call: both engines then write the same times. */
function clock(): () => Date {
  let t = Date.parse('2026-11-25T10:00:00Z');
  return () => new Date((t += 1000));
}

/** A hub's own SQLite file, which a log kept on PostgreSQL leaves untouched. */
let hubFiles = 0;
const ownFile = () => openDatabase(join(dir, `hub-${++hubFiles}.db`));

const MATCH = { tableId: 't1', startedAt: '2026-11-25T10:00:00.000Z', profile: 'sv', format: 'standard' } as const;

/** One game's log: events appended in three commands, the end, a judge's restore, more play. */
function play(log: HubMatchLog, matchId: string): void {
  log.createMatch({ matchId, ...MATCH });
  log.append(matchId, 0, 'system', [{ type: 'MatchStarted', seed: 'ä€😀' }, { type: 'HandsDrawn', sizes: [7, 7] }]);
  log.append(matchId, 2, 'p1', [{ type: 'EnergyAttached', card: 'sv1-258', to: 'p1.active' }]);
  log.append(matchId, 3, 'p2', [{ type: 'Attacked', damage: 120, nested: { z: 1, a: [null, true, 1.5] } }]);
  log.endMatch(matchId, '2026-11-25T10:30:00.000Z');
  log.reopen(matchId, 4, 'judge:Anna', [{ type: 'JudgeRestored', judge: 'Anna', reason: 'misplay', toSeq: 3 }], { judge: 'Anna', reason: 'misplay', toSeq: 3 });
  log.append(matchId, 5, 'p2', [{ type: 'Passed' }]);
}

describe('the match log on PostgreSQL', () => {
  it('writes the same chain as SQLite, hash for hash, for the same game', () => {
    const sqlite = SqliteMatchLog.open(openDatabase(join(dir, 'same.db')), { now: clock() });
    const postgres = PostgresMatchLog.open(connect(), { now: clock() });
    play(sqlite, 'same-game');
    play(postgres, 'same-game');
    expect(postgres.exportLines('same-game')).toEqual(sqlite.exportLines('same-game'));
    expect(postgres.head('same-game')).toEqual(sqlite.head('same-game'));
    expect(postgres.getMatch('same-game')).toEqual(sqlite.getMatch('same-game'));
    expect(postgres.verifyChain('same-game')).toBeNull();
    expect(verifyExport(postgres.exportLines('same-game').join('\n'), { sha256: nodeSha256Hex }).problems).toEqual([]);
  });

  it('is read back by another connection (another hub, or the same hub after a restart) as written', () => {
    const writer = PostgresMatchLog.open(connect(), { now: clock() });
    play(writer, 'read-back');
    const reader: MatchLog = PostgresMatchLog.open(connect());
    expect(reader.read('read-back').map((row) => [row.seq, row.actor, row.event])).toEqual([
      [1, 'system', { type: 'MatchStarted', seed: 'ä€😀' }],
      [2, 'system', { type: 'HandsDrawn', sizes: [7, 7] }],
      [3, 'p1', { type: 'EnergyAttached', card: 'sv1-258', to: 'p1.active' }],
      [4, 'p2', { type: 'Attacked', damage: 120, nested: { z: 1, a: [null, true, 1.5] } }],
      [5, 'judge:Anna', { type: 'JudgeRestored', judge: 'Anna', reason: 'misplay', toSeq: 3 }],
      [6, 'p2', { type: 'Passed' }],
    ]);
    expect(reader.listMatches({ unfinished: true }).map((m) => m.matchId)).toContain('read-back');
  });

  it('refuses a stale append, a second match with one id, and appends to a finished match', () => {
    const log = PostgresMatchLog.open(connect());
    log.createMatch({ matchId: 'refusals', ...MATCH });
    log.append('refusals', 0, 'p1', [{ type: 'A' }]);
    expect(() => log.append('refusals', 0, 'p2', [{ type: 'B' }])).toThrow(StaleAppendError);
    expect(() => log.createMatch({ matchId: 'refusals', ...MATCH })).toThrow(MatchAlreadyExistsError);
    log.endMatch('refusals', '2026-11-25T11:00:00.000Z');
    expect(() => log.append('refusals', 1, 'p1', [{ type: 'C' }])).toThrow(MatchEndedError);
    expect(log.read('refusals').map((row) => row.event)).toEqual([{ type: 'A' }]);
  });

  it('keeps what closed a match with its end, for another connection (a restarted hub) to read, and on an end only', () => {
    const log = PostgresMatchLog.open(connect());
    log.createMatch({ matchId: 'ended-by', ...MATCH });
    log.append('ended-by', 0, 'p1', [{ type: 'A' }]);
    log.endMatch('ended-by', '2026-11-25T11:00:00.000Z', 'time');
    expect(PostgresMatchLog.open(connect()).getMatch('ended-by')).toMatchObject({ endedAt: '2026-11-25T11:00:00.000Z', endedBy: 'time' });
    const reopenedByTime = "INSERT INTO match_lifecycle (match_id, n, kind, at, seq, judge, reason, to_seq, ended_by) VALUES ('ended-by', 2, 'reopened', 'x', 2, 'Anna', 'r', 0, 'time')";
    expect(() => connect().query(reopenedByTime)).toThrow(/match_lifecycle_ended_by/);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of its rows, and an insert out of the chain, whoever sends them', () => {
    const log = PostgresMatchLog.open(connect(), { now: clock() });
    play(log, 'tamper');
    const pg = connect();
    const refused = (sql: string) => expect(() => pg.query(sql), sql).toThrow(/append-only|never change|never deleted|only the next seq|in turn/);
    refused("UPDATE match_events SET event = '{\"type\":\"Forged\"}' WHERE match_id = 'tamper' AND seq = 2");
    refused("DELETE FROM match_events WHERE match_id = 'tamper' AND seq = 6");
    refused('TRUNCATE match_events CASCADE');
    refused("UPDATE matches SET table_id = 't2' WHERE match_id = 'tamper'");
    refused("DELETE FROM matches WHERE match_id = 'tamper'");
    refused("UPDATE match_lifecycle SET at = 'x' WHERE match_id = 'tamper'");
    refused("DELETE FROM match_lifecycle WHERE match_id = 'tamper'");
    const head = log.head('tamper');
    // The next seq, but not chained to the previous hash; a gap; a rewrite of seq 3.
    refused(`INSERT INTO match_events VALUES ('tamper', 7, 'p1', 'x', '{}', '${'0'.repeat(64)}', 'h')`);
    refused(`INSERT INTO match_events VALUES ('tamper', 9, 'p1', 'x', '{}', '${head.hash}', 'h')`);
    refused(`INSERT INTO match_events VALUES ('tamper', 3, 'p1', 'x', '{}', '${head.hash}', 'h')`);
    expect(log.verifyChain('tamper')).toBeNull();
    expect(log.head('tamper')).toEqual(head);
  });

  it('keeps the snapshot of a point of the chain, the latest one first', () => {
    const log = PostgresMatchLog.open(connect(), { now: clock() });
    play(log, 'snapshots');
    log.saveSnapshot('snapshots', 3, { total: 3 });
    log.saveSnapshot('snapshots', 6, { total: 6 });
    log.saveSnapshot('snapshots', 6, { total: 6, again: true });
    expect(log.latestSnapshot('snapshots')).toEqual({ seq: 6, hash: log.head('snapshots').hash, state: { total: 6, again: true } });
  });

  it('migrates once, and refuses a store written by a newer hub', () => {
    const pg = connect();
    migratePostgres(pg, MATCH_LOG_COMPONENT, MATCH_LOG_POSTGRES_MIGRATIONS);
    expect(pg.one('SELECT version FROM schema_versions WHERE component = $1', [MATCH_LOG_COMPONENT])).toEqual({ version: MATCH_LOG_POSTGRES_MIGRATIONS.length });
    const newer = MATCH_LOG_POSTGRES_MIGRATIONS.length;
    expect(() => migratePostgres(pg, MATCH_LOG_COMPONENT, MATCH_LOG_POSTGRES_MIGRATIONS.slice(0, 1))).toThrow(`schema version ${newer}, newer than this hub knows (1)`);
  });
});

describe('two hubs on one store PostgreSQL', () => {
  const locked = (hub: string, ...tables: string[]) => {
    const pg = new SyncPostgres(url, { onConnect: tableLocksSql(hub, tables) });
    opened.push(pg);
    return pg;
  };

  it('never serve one table at once: the second is refused until the first is gone, then takes it over', async () => {
    const first = locked('hub-a', 't1', 't2');
    first.query('SELECT 1');
    const second = locked('hub-b', 't2', 't3');
    expect(() => second.query('SELECT 1')).toThrow('table "t2" is already served by another hub on this store\'s database (hub "hub-b" cannot serve it too)');
    // Another table is another hub's to serve.
    locked('hub-c', 't4').query('SELECT 1');
    first.close();
    // The server lets the lock go when it sees the connection closed.
    await expect.poll(() => second.open && attempt(() => second.query('SELECT 1')), { timeout: 10_000 }).toBe(true);
  });
});

function attempt(query: () => unknown): boolean {
  try {
    query();
    return true;
  } catch {
    return false;
  }
}

const LEAGUE_CREATED = { type: 'EventCreated', eventId: 'league', name: 'League night', date: '2026-11-25', format: 'standard', profile: 'sv', bestOf: 1, roundMinutes: 30, rounds: 3, tableIds: [] } as const;
const LEAGUE_FACTS: LeagueFact[] = [{ type: 'PlayerRegistered', playerId: 'P1', name: 'Ana', playId: null, deckRegistrationId: null, firstRound: 1 }];

describe('the league event log on PostgreSQL (shared by the store\'s hubs)', () => {
  it('writes the same chain as SQLite for the same event, and another connection reads it back', () => {
    const sqlite = LeagueLog.open(openDatabase(join(dir, 'league.db')), null, { now: clock() });
    const postgres = LeagueLog.open(ownFile(), connect(), { now: clock() });
    for (const log of [sqlite, postgres]) {
      log.create({ ...LEAGUE_CREATED, eventId: 'same-event' }, 'organiser');
      log.append('same-event', 1, 'organiser', LEAGUE_FACTS);
      log.end('same-event');
    }
    expect(postgres.exportLines('same-event', 'standard')).toEqual(sqlite.exportLines('same-event', 'standard'));
    const other = LeagueLog.open(ownFile(), connect(), { now: clock() });
    expect(other.list()).toEqual(sqlite.list());
    expect(verifyExport(other.exportLines('same-event', 'standard').join('\n'), { sha256: nodeSha256Hex }).problems).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of its facts, a second end, a stale append and an append to an ended event', () => {
    const pg = connect();
    const log = LeagueLog.open(ownFile(), pg, { now: clock() });
    log.create({ ...LEAGUE_CREATED, eventId: 'guarded' }, 'organiser');
    expect(() => pg.query("UPDATE league_facts SET actor = 'x'")).toThrow(/append-only/);
    expect(() => pg.query('DELETE FROM league_facts')).toThrow(/append-only/);
    expect(() => pg.query('TRUNCATE league_facts CASCADE')).toThrow(/append-only/);
    expect(() => pg.query('DELETE FROM league_events')).toThrow(/never deleted/);
    expect(() => log.append('guarded', 0, 'organiser', LEAGUE_FACTS)).toThrow(StaleAppendError);
    log.end('guarded');
    expect(() => pg.query("UPDATE league_events SET ended_at = 'later' WHERE event_id = 'guarded'")).toThrow(/only ended_at may be set, and only once/);
    expect(() => log.append('guarded', 1, 'organiser', LEAGUE_FACTS)).toThrow(/only the next seq of an open log/);
  });
});

describe('the raid log on PostgreSQL', () => {
  it('writes the same chain as SQLite, refuses changing a row, and takes nothing once the raid ended', () => {
    const raid = { raidId: 'raid-1', tableId: 't1', startedAt: '2026-11-25T10:00:00.000Z', format: 'standard', dice: 'hub' } as const;
    const sqlite = RaidLog.open(openDatabase(join(dir, 'raid.db')), null, { now: clock() });
    const pg = connect();
    const postgres = RaidLog.open(ownFile(), pg, { now: clock() });
    for (const log of [sqlite, postgres]) {
      log.create(raid, 'system', [{ type: 'RaidStarted' }]);
      log.append('raid-1', 1, 'p1', [{ type: 'Rolled', value: 4 }]);
    }
    expect(postgres.read('raid-1')).toEqual(sqlite.read('raid-1'));
    expect(() => pg.query("UPDATE raid_events SET actor = 'x'")).toThrow(/append-only/);
    expect(() => pg.query('DELETE FROM raids')).toThrow(/never deleted/);
    postgres.end('raid-1', '2026-11-25T10:30:00.000Z');
    expect(postgres.list({ unfinished: true })).toEqual([]);
    expect(() => postgres.append('raid-1', 2, 'p1', [{ type: 'Rolled', value: 1 }])).toThrow(/only the next seq of an open raid/);
  });
});

describe('the team log on PostgreSQL', () => {
  it('writes the same chain as SQLite, opens a seat at another hub by its token, refuses changing a row, and takes nothing once the game ended', () => {
    const game = { gameId: 'team-1', tableId: 't1', startedAt: '2026-11-25T10:00:00.000Z' } as const;
    const sqlite = TeamLog.open(openDatabase(join(dir, 'team.db')), null, { now: clock() });
    const pg = connect();
    const postgres = TeamLog.open(ownFile(), pg, { now: clock() });
    const { tokens } = postgres.create(game, 'system', [{ type: 'TeamGameStarted' }]);
    sqlite.create(game, 'system', [{ type: 'TeamGameStarted' }]);
    for (const log of [sqlite, postgres]) log.append('team-1', 1, 'A1', [{ type: 'Attacked', damage: 30 }]);
    expect(postgres.read('team-1')).toEqual(sqlite.read('team-1'));
    expect(() => postgres.create(game, 'system', [])).toThrow(TeamGameExistsError);

    const otherHub = TeamLog.open(ownFile(), connect());
    expect(otherHub.seatFor('team-1', tokens.B2)).toBe('B2');
    expect(otherHub.seatFor('team-1', 'not-a-token')).toBeUndefined();
    expect(() => pg.query("UPDATE team_events SET actor = 'x'")).toThrow(/append-only/);
    expect(() => pg.query('TRUNCATE team_events')).toThrow(/never truncated/);
    expect(() => pg.query('DELETE FROM team_games')).toThrow(/never deleted/);
    otherHub.end('team-1', '2026-11-25T10:30:00.000Z');
    expect(postgres.list({ unfinished: true })).toEqual([]);
    expect(() => postgres.append('team-1', 2, 'A2', [{ type: 'Passed' }])).toThrow(/only the next seq of an open game/);
  });
});

describe('decks and the enrolment registry on PostgreSQL', () => {
  it('are kept in the store, read by another hub, and nothing of them is written to the hub\'s SQLite file', () => {
    const sqlite = openDatabase(join(dir, 'decks.db'));
    const decks = new DeckRegistry(sqlite, connect());
    decks.open();
    const deck = { scope: 'event', scopeId: 'league', player: 'Ana', format: 'standard', list: '4 Pikachu', cards: [{ id: 'sv1-25', count: 4 }], registeredAt: '2026-11-25T18:00:00.000Z' } as const;
    const added = decks.add(deck);
    expect(added?.id).toEqual(expect.any(Number));
    expect(decks.add(deck)).toBeUndefined();

    const tags = new UidRegistryRepository(sqlite, connect());
    tags.register('04A1B2C3D4E5F6', 'sv1-25', new Date('2026-11-25T18:01:00.000Z'));
    tags.register('04a1b2c3d4e5f7', 'sv1-25', new Date('2026-11-25T18:01:00.000Z'));
    const stickers = new DeckStickersRepository(sqlite, connect());
    stickers.assign('04a1b2c3d4e5f6', added?.id);
    stickers.assign('04a1b2c3d4e5f7', added?.id);

    const otherHub = new DeckRegistry(openDatabase(join(dir, 'other-hub.db')), connect());
    otherHub.open();
    expect(otherHub.list('event', 'league')).toEqual([{ id: added?.id, ...deck }]);
    expect(new UidRegistryRepository(sqlite, connect()).lookup('04a1b2c3d4e5f6')).toEqual({ uid: '04a1b2c3d4e5f6', cardId: 'sv1-25', enrolledAt: '2026-11-25T18:01:00.000Z' });
    expect(new DeckStickersRepository(sqlite, connect()).perCard(added?.id ?? 0)).toEqual(new Map([['sv1-25', 2]]));
    expect(otherHub.remove(added?.id ?? 0)).toBe(true);
    expect(otherHub.remove(added?.id ?? 0)).toBe(false);

    expect(sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()).toEqual([]);
  });
});

describe('achievements, drafts and mini games on PostgreSQL', () => {
  it('are kept in the store, read by another hub as written, and nothing of them is written to the hub\'s SQLite file', () => {
    const sqlite = openDatabase(join(dir, 'played.db'));
    const otherFile = openDatabase(join(dir, 'played-other-hub.db'));
    const [here, there] = [connect(), connect()];
    const at = new Date('2026-11-25T18:00:00.000Z');

    const achievements = new AchievementsRepository(sqlite, here);
    achievements.migrate();
    achievements.addConfirmation('m1', 4, { achievement: 'pokedex-entry', player: 'p1', pokemon: 'sv1-25' }, 'Ana', at);
    achievements.addConfirmation('m1', 9, { achievement: 'pokedex-entry', player: 'p2', pokemon: 'sv1-81' }, 'Ben', at);
    achievements.saveAgreement('m1', [], 'Ana', at);
    achievements.saveAgreement('m1', [{ id: 'pokedex-entry', points: 2 }], 'Ben', at);
    const elsewhere = new AchievementsRepository(otherFile, there);
    elsewhere.migrate();
    expect(elsewhere.confirmations('m1', 1)).toEqual([{ after_seq: 9, achievement: 'pokedex-entry', player: 'p2', pokemon: 'sv1-81', confirmed_by: 'Ben' }]);
    expect(elsewhere.agreement('m1')).toEqual([{ id: 'pokedex-entry', points: 2 }]);

    const drafts = new DraftRepository(sqlite, here);
    drafts.open();
    const draft = { id: 'draft-1', name: 'Friday draft', players: ['Ana', 'Ben'], packs: [[['sv1-1', 'sv1-2']], [['sv1-3', 'sv1-4']]], boxes: [[], []], createdAt: at.toISOString() };
    const tokens = drafts.create(draft);
    drafts.addPick('draft-1', 0, 1, 'sv1-3');
    expect(() => drafts.addPick('draft-1', 0, 0, 'sv1-1')).toThrow(/duplicate key/);
    const draftsElsewhere = new DraftRepository(otherFile, there);
    draftsElsewhere.open();
    expect(draftsElsewhere.get('draft-1')).toEqual({ ...draft, picks: [{ seat: 1, cardId: 'sv1-3' }] });
    expect(draftsElsewhere.seatFor('draft-1', tokens[1] ?? '')).toBe(1);

    const games = new MiniGamesRepository(sqlite, here);
    games.open();
    const setup: GameSetup = { kind: 'highest-number', players: ['Ana', 'Ben'] };
    const played = games.create('game-played', setup, '2026-11-25T18:00:00.000Z');
    games.create('game-idle', setup, '2026-11-25T18:01:00.000Z');
    games.create('game-idle-too', setup, '2026-11-25T18:01:00.000Z');
    const roll: GameMove = { type: 'roll', roll: { sides: 6, value: 4, origin: { kind: 'table', enteredBy: 'Ana' } } };
    games.addMove('game-played', 0, roll);
    const gamesElsewhere = new MiniGamesRepository(otherFile, there);
    gamesElsewhere.open();
    expect(gamesElsewhere.tokenMatches('game-played', played)).toBe(true);
    expect(gamesElsewhere.get('game-played')?.moves).toEqual([roll]);
    expect(gamesElsewhere.count()).toBe(3);
    // Least recently played first; of two started at once, the one started first.
    expect(gamesElsewhere.deleteLeastRecentlyPlayed(1)).toEqual(['game-idle']);
    expect(games.count()).toBe(2);

    for (const file of [sqlite, otherFile]) expect(file.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()).toEqual([]);
  });
});

describe('the catalogue on PostgreSQL (one import serves every hub of the store)', () => {
  /** The demo catalogue's part of one set, or the rest of it. */
  function part(data: CatalogueData, setId: string, keep: boolean): CatalogueData {
    const inSet = (id: string) => (id === setId) === keep;
    const cards = data.cards.filter((card) => inSet(card.setId));
    const ids = new Set(cards.map((card) => card.id));
    return {
      ...data,
      sets: data.sets.filter((set) => inSet(set.id)),
      cards,
      images: new Map([...data.images].filter(([id]) => ids.has(id))),
      decks: data.decks.filter((deck) => inSet(deck.setId)),
    };
  }

  it('is imported through one hub, read by another as SQLite reads it, takes a new set every hub then finds, and leaves the hub\'s file empty', async () => {
    const demo = await readCatalogueDirectory(demoCatalogueDir(), i18nFilesFor(demoCatalogueDir()));
    const hubFile = openDatabase(join(dir, 'catalogue-hub.db'));
    const importing = new Catalogue(hubFile, connect());
    importing.open();
    const reading = new Catalogue(openDatabase(join(dir, 'catalogue-other-hub.db')), connect());
    reading.open();
    const sqlite = new Catalogue(openDatabase(join(dir, 'catalogue.db')));
    sqlite.open();
    const first = new Date('2026-11-26T05:00:00.000Z');
    importing.replaceWith(part(demo, 'sv1', false), first);
    sqlite.replaceWith(part(demo, 'sv1', false), first);

    const searches: CardSearch[] = [{ name: 'pikachu' }, { name: 'Igamaro' }, { text: 'XY 1' }, { setCode: 'KSS', limit: 200 }, { name: 'Miraidon' }];
    const answers = (catalogue: Catalogue, more: CardSearch[] = []) => ({
      stats: catalogue.stats(),
      sets: catalogue.sets(),
      decks: catalogue.decks().map((deck) => catalogue.deck(deck.id)),
      searches: [...searches, ...more].map((search) => catalogue.search(search).map((card) => card.id)),
      image: catalogue.imageUrl('xy1-1', 'small'),
      card: catalogue.get('xy1-1'),
    });
    expect(() => reading.search({ setCode: 'SVI' })).toThrow(/no set with code/);
    expect(answers(reading)).toEqual(answers(sqlite));

    // The other hub's indexes were built before the set came; they rebuild as importedAt moves.
    const sv1 = part(demo, 'sv1', true) as OneSet;
    expect(importing.addSet(sv1, new Date('2026-11-26T05:01:00.000Z')).outcome).toBe('added');
    sqlite.addSet(sv1, new Date('2026-11-26T05:01:00.000Z'));
    expect(reading.search({ name: 'Miraidon ex' }).map((card) => card.id)).toContain('sv1-81');
    expect(reading.search({ text: 'SVI 81' }).map((card) => card.id)).toEqual(['sv1-81']);
    const bySet: CardSearch[] = [{ setCode: 'SVI', limit: 200 }, { setCode: 'SVI', name: 'Pawmot' }];
    expect(answers(reading, bySet)).toEqual(answers(sqlite, bySet));
    expect(reading.addSet(sv1, new Date('2026-11-26T05:02:00.000Z')).outcome).toBe('unchanged');

    expect(hubFile.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()).toEqual([]);
  });

  it('is imported by catalogue-import with a hub\'s config naming the store\'s database, into that database, and read by every hub', async () => {
    const cwd = mkdtempSync(join(dir, 'cli-'));
    writeFileSync(join(cwd, 'mirrormat.yaml'), 'dataDir: ./state\nauth:\n  adminToken: aaaaaaaaaaaaaaaaaaaaaaaa\ntables:\n  - id: t1\n    name: Table 1\n');
    let out = '';
    const io = { stdout: (text: string) => (out += text), stderr: () => {}, env: { MIRRORMAT__DATABASE__URL: url }, cwd };
    expect(await runCatalogueImport(['--from', demoCatalogueDir(), '--config', 'mirrormat.yaml'], io)).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ db: expect.stringMatching(/^postgres:\/\/[^@]+\/matchlog$/), cards: 84 });
    const anyHub = new Catalogue(openDatabase(join(dir, 'catalogue-third-hub.db')), connect());
    expect(anyHub.stats()).toMatchObject({ cards: 84, source: demoCatalogueDir() });
    expect(anyHub.search({ text: 'SVI 81' }).map((card) => card.id)).toEqual(['sv1-81']);
  });
});

describe('a PostgreSQL restart under a running hub', () => {
  it('refuses the writes once the server stayed away past the wait, acknowledging none, and the log carries on where its last commit left it', async () => {
    // The wait is a short 300 ms: the server stays stopped (a restart within the wait is the hub test, postgres-restart.test.ts).
    const pg = connect({ reconnectWaitMs: 300 });
    const log = PostgresMatchLog.open(pg, { now: clock() });
    log.createMatch({ matchId: 'restart', ...MATCH });
    log.append('restart', 0, 'p1', [{ type: 'A' }]);
    const decks = new DeckRegistry(openDatabase(join(dir, 'away-decks.db')), pg);
    decks.open();
    await server.stop();
    // Issue 17: was PostgreSQL's message at once; now the player's refusal, after the wait.
    expect(() => log.append('restart', 1, 'p2', [{ type: 'B' }])).toThrow(PostgresUnavailableError);
    expect(() => log.append('restart', 1, 'p2', [{ type: 'B' }])).toThrow("The store's database is not answering; nothing was recorded. Try again in a moment.");
    const deck = { scope: 'event', scopeId: 'away', player: 'Ben', format: 'standard', list: '4 Pikachu', cards: [{ id: 'sv1-25', count: 4 }], registeredAt: '2026-11-25T18:00:00.000Z' } as const;
    expect(() => decks.add(deck)).toThrow("The store's database is not answering; nothing was recorded. Try again in a moment.");
    expect(() => decks.list('event', 'away')).toThrow(PostgresUnavailableError);
    await server.start();
    expect(decks.list('event', 'away')).toEqual([]);
    // The same connection object: it connects again at the next query.
    expect(log.read('restart').map((row) => row.event)).toEqual([{ type: 'A' }]);
    log.append('restart', 1, 'p2', [{ type: 'B' }]);
    expect(log.verifyChain('restart')).toBeNull();
    expect(log.head('restart').seq).toBe(2);
  });
});

describe('decks and the enrolment registry through a PostgreSQL restart', () => {
  it('wait for the server: a deck registered and a sticker enrolled while it is stopped are recorded when it is back, exactly once', async () => {
    // The longest wait a hub may be configured with (config.schema.ts): this machine is shared and a start can be slow.
    const pg = connect({ reconnectWaitMs: 9_000 });
    const sqlite = openDatabase(join(dir, 'restart-decks.db'));
    const decks = new DeckRegistry(sqlite, pg);
    decks.open();
    const tags = new UidRegistryRepository(sqlite, pg);
    const stickers = new DeckStickersRepository(sqlite, pg);
    expect(tags.lookup('04c0ffee000001')).toBeUndefined();

    await server.stop();
    const seen: boolean[] = [];
    pg.onAvailability((answering) => seen.push(answering));
    // The server starts in its own process while this thread is blocked in the hub's calls below.
    const back = server.start();
    const deck = { scope: 'event', scopeId: 'restart', player: 'Ana', format: 'standard', list: '4 Pikachu', cards: [{ id: 'sv1-25', count: 4 }], registeredAt: '2026-11-25T18:00:00.000Z' } as const;
    const added = decks.add(deck);
    tags.register('04C0FFEE000001', 'sv1-25', new Date('2026-11-25T18:01:00.000Z'));
    stickers.assign('04c0ffee000001', added?.id);
    await back;

    // The first call found the server away and waited for it: the hub saw it go and come back.
    expect(seen).toEqual([false, true]);
    const otherHub = connect();
    const otherHubDecks = new DeckRegistry(openDatabase(join(dir, 'restart-other-hub.db')), otherHub);
    otherHubDecks.open();
    expect(otherHubDecks.list('event', 'restart')).toEqual([{ id: expect.any(Number), ...deck }]);
    expect(added).toEqual(otherHubDecks.list('event', 'restart')[0]);
    expect(new UidRegistryRepository(sqlite, otherHub).lookup('04c0ffee000001')).toEqual({ uid: '04c0ffee000001', cardId: 'sv1-25', enrolledAt: '2026-11-25T18:01:00.000Z' });
    expect(new DeckStickersRepository(sqlite, otherHub).perCard(added?.id ?? 0)).toEqual(new Map([['sv1-25', 1]]));
  });
});

describe('the matchlog and backup CLIs on the store\'s PostgreSQL (npm run build first)', () => {
  const cli = (name: string, ...args: string[]) => {
    const file = join(import.meta.dirname, '../../dist/cli', `${name}.js`);
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first (npm test does)`);
    const result = spawnSync(process.execPath, [file, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, MIRRORMAT_CONFIG: '' } });
    return { code: result.status, out: `${result.stdout}${result.stderr}` };
  };

  it('list, export and verify the log the hubs wrote, and backup prints pg_dump for the configured database without its password', () => {
    const log = PostgresMatchLog.open(connect(), { now: clock() });
    play(log, 'cli-game');
    // Trust authentication takes any password: it stands for the one a store would configure.
    const withPassword = url.replace('mirrormat@', 'mirrormat:s3cret@');

    expect(cli('matchlog', 'list', '--url', withPassword).out).toContain(`cli-game\tt1\t${MATCH.startedAt}`);
    const exported = join(dir, 'cli-game.jsonl');
    expect(cli('matchlog', 'export', 'cli-game', '--url', withPassword, '--out', exported).code).toBe(0);
    const verified = cli('matchlog', 'verify', exported, '--hash', log.head('cli-game').hash);
    expect(verified).toMatchObject({ code: 0, out: expect.stringContaining('OK: match cli-game') });

    const verifiedStore = cli('backup', 'verify', '--url', withPassword);
    expect(verifiedStore).toMatchObject({ code: 0, out: expect.stringMatching(/verifies: \d+ match\(es\), \d+ event\(s\), every hash chain holds/) });

    const dataDir = mkdtempSync(join(dir, 'hub-'));
    openDatabase(join(dataDir, 'mirrormat.db')).close();
    const config = join(dir, 'cli.yaml');
    writeFileSync(config, JSON.stringify({ dataDir, auth: { adminToken: 'x'.repeat(16) }, tables: [{ id: 'cli', name: 'CLI' }], database: { url: withPassword } }));
    const backup = cli('backup', 'backup', '--config', config, '--out', join(dir, 'hub.db'));
    expect(backup.code).toBe(0);
    expect(backup.out).toContain(`pg_dump --format=custom --file='${join(dir, 'hub.dump')}' '${url}'`);
    expect(`${backup.out}${verifiedStore.out}${cli('matchlog', 'list', '--url', withPassword.replace('/matchlog', '/missing')).out}`).not.toContain('s3cret');
  });
});

describe("the scheduled backup on the store's PostgreSQL (npm run build first)", () => {
  it("dumps the store's database with pg_dump beside the hub's own file, its password only in pg_dump's environment, and backup verify reads the dump", async () => {
    const log = PostgresMatchLog.open(connect(), { now: clock() });
    play(log, 'scheduled');
    const dataDir = mkdtempSync(join(dir, 'scheduled-'));
    const hubFile = openDatabase(join(dataDir, 'mirrormat.db'));
    // Trust authentication takes any password: it stands for the one a store would configure.
    const config = { dataDir, backup: { intervalMinutes: 60, keep: 2 }, database: { url: url.replace('mirrormat@', 'mirrormat:s3cret@') } } as unknown as MirrormatConfig;
    const lines: string[] = [];
    const service = new ScheduledBackupService(config, new DatabaseBackupRepository(hubFile), pino({ level: 'info' }, { write: (line: string) => lines.push(line) }), new PostgresDump(), new HubEventBus(pino({ level: 'silent' })));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      service.onApplicationBootstrap();
      vi.advanceTimersByTime(60 * 60_000);
      // pg_dump and pg_restore run as child processes: real time passes (setTimeout is not faked).
      for (let waited = 0; waited < 60_000 && !lines.some((line) => /dumped and read back|failed/.test(line)); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      await service.onModuleDestroy();
    } finally {
      vi.useRealTimers();
      hubFile.close();
    }
    const backups = join(dataDir, 'backups');
    const [db, dump, ...more] = readdirSync(backups).sort();
    expect(more).toEqual([]);
    expect(db).toMatch(/^mirrormat-\d{8}T\d{6}Z\.db$/);
    expect(dump).toBe(db!.replace(/\.db$/, '.dump'));
    expect((await new PostgresDump().list(join(backups, dump!))).tablesWithData).toEqual(expect.arrayContaining(['match_events', 'match_lifecycle', 'matches']));
    const file = join(import.meta.dirname, '../../dist/cli/backup.js');
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first (npm test does)`);
    const verified = spawnSync(process.execPath, [file, 'verify', join(backups, dump!)], { encoding: 'utf8' });
    expect(verified).toMatchObject({ status: 0, stdout: expect.stringMatching(/\.dump: pg_restore reads it: \d+ entries, rows of \d+ table\(s\)/) });
    expect(lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([]);
    expect(lines.join('\n')).not.toContain('s3cret');
  });
});

describe('the live health topic during a PostgreSQL restart', () => {
  it('is told when the database line goes down and comes back, as /health shows it, with no request to the hub', async () => {
    const bus = new HubEventBus(pino({ level: 'silent' }));
    const registry = new HealthRegistry(bus);
    const health = new DatabaseHealth(openDatabase(join(dir, 'health.db')), { get: () => registry } as unknown as ModuleRef, connect());
    health.onModuleInit();
    const postgresLine = () => registry.snapshot().find((line) => line.name.startsWith('postgres:'))?.status;
    /** The next announcement after which the topic, reading /health's lines, shows `status`. */
    const announced = (status: string) =>
      new Promise<void>((resolve) => {
        const off = bus.on('health.changed', ({ key }) => {
          if (key !== 'database' || postgresLine() !== status) return;
          off();
          resolve();
        });
      });
    try {
      expect(postgresLine()).toBe('up');
      const down = announced('down');
      await server.stop();
      await down;
      const up = announced('up');
      await server.start();
      await up;
    } finally {
      health.onModuleDestroy();
    }
  });
});

/**
 * A loopback proxy in front of the server that can cut the connection at the next COMMIT, before
 * it reaches the server or after the server answered it (the answer lost). A worker thread: the
 * test's own thread is blocked in SyncPostgres while the COMMIT is under way.
 */
const CUTTER_SOURCE = `
const net = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
let cut = 'none';
parentPort.on('message', (next) => { cut = next; parentPort.postMessage('armed'); });
const proxy = net.createServer((client) => {
  const upstream = net.connect(workerData.port, '127.0.0.1');
  let answerLost = false;
  const drop = () => { client.destroy(); upstream.destroy(); };
  for (const socket of [client, upstream]) { socket.on('error', drop); socket.on('close', drop); }
  upstream.on('data', (chunk) => (answerLost ? drop() : client.write(chunk)));
  client.on('data', (chunk) => {
    if (cut !== 'none' && chunk.includes('COMMIT')) {
      const at = cut;
      cut = 'none';
      if (at === 'before') return drop();
      answerLost = true;
    }
    upstream.write(chunk);
  });
});
proxy.listen(0, '127.0.0.1', () => parentPort.postMessage(proxy.address().port));
`;

describe('a COMMIT whose answer was lost (POSTGRES.md, "A PostgreSQL restart")', () => {
  let cutter: Worker;
  let proxied = '';
  beforeAll(async () => {
    cutter = new Worker(CUTTER_SOURCE, { eval: true, workerData: { port: server.port } });
    const port = await new Promise<number>((resolve) => cutter.once('message', resolve));
    proxied = url.replace(`:${server.port}/`, `:${port}/`);
  });
  afterAll(() => cutter.terminate());

  const cutNextCommit = (at: 'before' | 'after') => new Promise((resolve) => (cutter.once('message', resolve), cutter.postMessage(at)));

  it('is not sent again when it happened: the chain holds the event, so the append is acknowledged once', async () => {
    const pg = new SyncPostgres(proxied);
    opened.push(pg);
    const log = PostgresMatchLog.open(pg, { now: clock() });
    log.createMatch({ matchId: 'lost-answer', ...MATCH });
    log.append('lost-answer', 0, 'p1', [{ type: 'A' }]);
    await cutNextCommit('after');
    // Sent again blindly, the append would find seq 2 taken and be refused as stale.
    expect(log.append('lost-answer', 1, 'p2', [{ type: 'B' }]).map((row) => row.seq)).toEqual([2]);
    expect(log.read('lost-answer').map((row) => row.event)).toEqual([{ type: 'A' }, { type: 'B' }]);
    expect(log.verifyChain('lost-answer')).toBeNull();
  });

  it('is not sent again for a league event either: the fact is appended once', async () => {
    const pg = new SyncPostgres(proxied);
    opened.push(pg);
    const log = LeagueLog.open(ownFile(), pg, { now: clock() });
    log.create({ ...LEAGUE_CREATED, eventId: 'lost-league-answer' }, 'organiser');
    await cutNextCommit('after');
    expect(log.append('lost-league-answer', 1, 'organiser', LEAGUE_FACTS).map((row) => row.seq)).toEqual([2]);
    expect(log.read('lost-league-answer').map((row) => row.event.type)).toEqual(['EventCreated', 'PlayerRegistered']);
  });

  it('is not sent again for a deck registration, its removal or a sticker enrolled: each is answered as it happened', async () => {
    const pg = new SyncPostgres(proxied);
    opened.push(pg);
    const sqlite = openDatabase(join(dir, 'lost-answer-decks.db'));
    const decks = new DeckRegistry(sqlite, pg);
    decks.open();
    const tags = new UidRegistryRepository(sqlite, pg);
    const stickers = new DeckStickersRepository(sqlite, pg);
    expect(tags.lookup('04c0ffee000002')).toBeUndefined();
    const deck = { scope: 'event', scopeId: 'lost-answer', player: 'Ana', format: 'standard', list: '4 Pikachu', cards: [{ id: 'sv1-25', count: 4 }], registeredAt: '2026-11-25T18:00:00.000Z' } as const;

    await cutNextCommit('after');
    // Sent again blindly, the registration would find the player's deck there and answer "already registered".
    const added = decks.add(deck);
    expect(added).toEqual({ id: expect.any(Number), ...deck });
    await cutNextCommit('after');
    tags.register('04c0ffee000002', 'sv1-25', new Date('2026-11-25T18:01:00.000Z'));
    await cutNextCommit('after');
    stickers.assign('04c0ffee000002', added?.id);
    expect(stickers.perCard(added?.id ?? 0)).toEqual(new Map([['sv1-25', 1]]));
    await cutNextCommit('after');
    // Sent again blindly, the removal would find nothing to remove and answer false.
    expect(decks.remove(added?.id ?? 0)).toBe(true);
    expect(decks.list('event', 'lost-answer')).toEqual([]);
  });

  it('is run again, whole, when it did not happen: the event is in the log once', async () => {
    const pg = new SyncPostgres(proxied);
    opened.push(pg);
    const log = PostgresMatchLog.open(pg, { now: clock() });
    log.createMatch({ matchId: 'lost-commit', ...MATCH });
    log.append('lost-commit', 0, 'p1', [{ type: 'A' }]);
    await cutNextCommit('before');
    expect(log.append('lost-commit', 1, 'p2', [{ type: 'B' }]).map((row) => row.seq)).toEqual([2]);
    expect(log.read('lost-commit').map((row) => row.event)).toEqual([{ type: 'A' }, { type: 'B' }]);
    expect(log.verifyChain('lost-commit')).toBeNull();
  });
});
