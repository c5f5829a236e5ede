import { Global, Module, type CanActivate, type ExecutionContext, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpErrorFilter } from '../../src/api/http-error.filter.js';
import { AdminGuard } from '../../src/auth/admin.guard.js';
import { AuthModule } from '../../src/auth/auth.module.js';
import { JoinCodesService } from '../../src/auth/join-codes.service.js';
import { CONFIG } from '../../src/config/config.tokens.js';
import { demoCatalogueDir } from '../../src/catalogue/source-paths.js';
import { DATABASE, type Db } from '../../src/database/database.tokens.js';
import { openDatabase } from '../../src/database/open-database.js';
import { DecksModule } from '../../src/decks/decks.module.js';
import { HubEventsModule } from '../../src/kernel/hub-events.js';
import { createLogger, LOGGER } from '../../src/logging/logger.js';
import { MATCH_LOG } from '../../src/match-log/match-log.tokens.js';
import type { SqliteMatchLog } from '../../src/match-log/sqlite-match-log.js';

// /api/decks on a real Nest application, the demo catalogue and a SQLite file (issue 9, "Registration").

const JUDGE = 'Bearer judge-token';
/** AdminGuard's job, without the configuration it reads the token from. */
class TestAdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    return context.switchToHttp().getRequest<IncomingMessage>().headers.authorization === JUDGE;
  }
}

let dir: string;
let db: Db;
let app: INestApplication;
let url: string;

@Global()
@Module({})
class TestInfrastructure {}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-decks-api-'));
  db = openDatabase(join(dir, 'mirrormat.db'));
  const logger = createLogger('error');
  const moduleRef = await Test.createTestingModule({
    imports: [
      {
        module: TestInfrastructure,
        providers: [
          { provide: DATABASE, useValue: db },
          { provide: LOGGER, useValue: logger },
          // Registering a deck takes the organiser's token or the player's seat code (issue 14).
          { provide: CONFIG, useValue: { auth: { adminToken: 'judge-token', judges: [] } } },
        ],
        exports: [DATABASE, LOGGER, CONFIG],
        global: true,
      },
      HubEventsModule,
      AuthModule,
      DecksModule,
    ],
  })
    .overrideGuard(AdminGuard)
    .useClass(TestAdminGuard)
    .compile();
  app = moduleRef.createNestApplication({ logger: false });
  app.useGlobalFilters(new HttpErrorFilter(logger));
  await app.listen(0, '127.0.0.1');
  url = await app.getUrl();
  const log = app.get<SqliteMatchLog>(MATCH_LOG);
  log.createMatch({ matchId: 'm-standard', tableId: 't1', startedAt: '2026-11-22T10:00:00Z', profile: 'sv', format: 'standard' });
  log.createMatch({ matchId: 'm-expanded', tableId: 't1', startedAt: '2026-11-22T10:00:00Z', profile: 'sv', format: 'expanded' });
  log.createMatch({ matchId: 'm-seated', tableId: 't2', startedAt: '2026-11-22T11:00:00Z', profile: 'sv', format: 'expanded' });
  log.append('m-seated', 0, 'admin', [{ type: 'MatchStarted', matchId: 'm-seated', players: ['Ash', 'Misty'] }]);
});

afterAll(async () => {
  await app?.close();
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown, auth?: string) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text === '' ? null : JSON.parse(text)) as any };
}

const demoDeck = (JSON.parse(readFileSync(join(demoCatalogueDir(), 'decks', 'en', 'sv1.json'), 'utf8')) as { cards: { id: string; count: number }[] }[])[0]!;
let miraidonList: string;

describe('/api/decks', () => {
  it('exports a deck in TCG Live\'s format, and parses it back', async () => {
    const exported = await call('POST', '/api/decks/export', { cards: demoDeck.cards.map(({ id, count }) => ({ id, count })) });
    expect(exported.status).toBe(200);
    miraidonList = exported.body.list;
    expect(miraidonList).toMatch(/^Pokémon: \d+\n4 Pawmi SVI 74\n/);
    expect(miraidonList).toMatch(/Total Cards: 60\n$/);
    const parsed = await call('POST', '/api/decks/parse', { list: miraidonList });
    expect(parsed.body.problems).toEqual([]);
    expect(parsed.body.cards.map((l: any) => [l.card.id, l.count])).toEqual(demoDeck.cards.map((c) => [c.id, c.count]));
  });

  it('validates for a format: Expanded takes the Scarlet & Violet base set, Standard names its G cards', async () => {
    expect((await call('POST', '/api/decks/validate', { list: miraidonList, format: 'expanded' })).body).toMatchObject({ format: 'expanded', legal: true, listProblems: [], deckProblems: [] });
    const standard = await call('POST', '/api/decks/validate', { list: miraidonList, format: 'standard' });
    expect(standard.body.legal).toBe(false);
    expect(standard.body.deckProblems[0]).toMatchObject({ code: 'not-legal', message: expect.stringContaining('regulation mark G') });
  });

  it('checks a Multi-Level deck against the level before (003: level 2 adds ten cards, three Stage 1)', async () => {
    const level1 = 'Pokémon: 10\n4 Chespin KSS 3\n4 Fennekin KSS 8\n2 Froakie KSS 12\nEnergy: 10\n10 Basic {G} Energy SVE 1\n';
    const level2 = 'Pokémon: 13\n4 Chespin KSS 3\n4 Fennekin KSS 8\n2 Froakie KSS 12\n3 Quilladin KSS 4\nEnergy: 17\n17 Basic {G} Energy SVE 1\n';
    expect((await call('POST', '/api/decks/validate', { list: level1, format: 'multi-level-1' })).body).toMatchObject({ legal: true, deckProblems: [] });
    expect((await call('POST', '/api/decks/validate', { list: level2, format: 'multi-level-2', previous: level1 })).body).toMatchObject({ legal: true, deckProblems: [] });
    const withEx = level2.replace('17 Basic', '16 Basic').replace('Energy: 17', 'Energy: 16').replace('3 Quilladin KSS 4', '3 Quilladin KSS 4\n1 Miraidon ex SVI 81').replace('Pokémon: 13', 'Pokémon: 14');
    const refused = await call('POST', '/api/decks/validate', { list: withEx, format: 'multi-level-2', previous: level1 });
    expect(refused.body).toMatchObject({ legal: false, listProblems: [], previousListProblems: [] });
    expect(refused.body.deckProblems).toEqual([
      expect.objectContaining({ code: 'level-step', cards: [{ id: 'sv1-81', name: 'Miraidon ex' }] }),
      expect.objectContaining({ code: 'hp-limit', cards: [{ id: 'sv1-81', name: 'Miraidon ex' }] }),
    ]);
    expect((await call('POST', '/api/decks/validate', { list: level2, format: 'standard', previous: level1 })).status).toBe(400);
  });

  it('checks a Packkampf deck against the opened booster\'s list (003: the booster and ten basic Energy)', async () => {
    const booster = 'Pokémon: 3\n1 Chespin KSS 3\n1 Fennekin KSS 8\n1 Froakie KSS 12\nEnergy: 1\n1 Basic {G} Energy SVE 1\n';
    const deck = (energy: number) => `Pokémon: 3\n1 Chespin KSS 3\n1 Fennekin KSS 8\n1 Froakie KSS 12\nEnergy: ${energy + 1}\n${energy + 1} Basic {G} Energy SVE 1\n`;
    expect((await call('POST', '/api/decks/validate', { list: deck(10), format: 'packkampf', booster })).body).toMatchObject({ legal: true, listProblems: [], deckProblems: [] });
    const eleven = await call('POST', '/api/decks/validate', { list: deck(11), format: 'packkampf', booster });
    expect(eleven.body.deckProblems).toEqual([expect.objectContaining({ code: 'added-basic-energy', message: '11 basic Energy added to the booster; this format adds exactly 10.' })]);
    expect((await call('POST', '/api/decks/validate', { list: deck(10), format: 'packkampf' })).body.deckProblems).toEqual([expect.objectContaining({ code: 'booster-unknown' })]);
    expect((await call('POST', '/api/decks/validate', { list: deck(10), format: 'standard', booster })).status).toBe(400);
  });

  it('lists every format with its deck rules and play rules', async () => {
    const { body } = await call('GET', '/api/decks/formats');
    expect(body.map((f: any) => f.id)).toEqual(expect.arrayContaining(['standard', 'multi-level-1', 'ditto-draft', 'arenaleiter-herausforderung', 'menue']));
  });

  it('builds the restriction menu from the players\' choices and finds it again by its id', async () => {
    const options = (await call('GET', '/api/decks/formats/restrictions')).body;
    expect(options).toHaveLength(13);
    expect(options.find((o: any) => o.id === 'any-number-of-supporters')).toMatchObject({ kind: 'play', support: 'engine' });
    const menu = await call('POST', '/api/decks/formats/menu', { restrictions: ['singleton', 'any-number-of-supporters'] });
    expect(menu.body).toMatchObject({ deck: { maxCopies: 1 }, overrides: { supportersPerTurn: 10 } });
    expect((await call('GET', `/api/decks/formats/${encodeURIComponent(menu.body.id)}`)).body).toEqual(menu.body);
    expect((await call('POST', '/api/decks/formats/menu', { restrictions: ['no-trainers'] })).status).toBe(400);
    expect((await call('GET', '/api/decks/formats/nope')).status).toBe(404);
  });

  it('registers a legal deck for a match, keeps it, and refuses a second one for the same player', async () => {
    const registered = await call('POST', '/api/decks/registrations', { scope: 'match', scopeId: 'm-expanded', player: 'Ash', list: miraidonList }, JUDGE);
    expect(registered).toMatchObject({ status: 201, body: { scope: 'match', scopeId: 'm-expanded', player: 'Ash', format: 'expanded', list: miraidonList } });
    const again = await call('POST', '/api/decks/registrations', { scope: 'match', scopeId: 'm-expanded', player: 'Ash', list: miraidonList }, JUDGE);
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
    const listed = await call('GET', '/api/decks/registrations?scope=match&scopeId=m-expanded', undefined, JUDGE);
    expect(listed.body).toEqual([expect.objectContaining({ id: registered.body.id, player: 'Ash' })]);
    const one = await call('GET', `/api/decks/registrations/${registered.body.id}`, undefined, JUDGE);
    expect(one.body.export).toBe(miraidonList);
  });

  it('keeps registered lists from anyone without the judge\'s token', async () => {
    expect((await call('GET', '/api/decks/registrations?scope=match&scopeId=m-expanded')).status).toBe(403);
  });

  it('refuses a deck the match\'s format does not allow, an unknown match, an event without a format and a bad body', async () => {
    const illegal = await call('POST', '/api/decks/registrations', { scope: 'match', scopeId: 'm-standard', player: 'Misty', list: miraidonList }, JUDGE);
    expect(illegal).toMatchObject({ status: 400, body: { error: { code: 'invalid-message', message: expect.stringContaining('cannot be registered for standard') } } });
    expect((await call('POST', '/api/decks/registrations', { scope: 'match', scopeId: 'nope', player: 'Misty', list: miraidonList }, JUDGE)).status).toBe(404);
    expect((await call('POST', '/api/decks/registrations', { scope: 'event', scopeId: 'league-1', player: 'Misty', list: miraidonList }, JUDGE)).body.error.message).toContain('needs its format');
    const bad = await call('POST', '/api/decks/registrations', { scope: 'table', scopeId: '', player: 'Misty', list: '' }, JUDGE);
    expect(bad.status).toBe(400);
    const unresolved = await call('POST', '/api/decks/registrations', { scope: 'event', scopeId: 'league-1', player: 'Misty', format: 'expanded', list: `${miraidonList}\n2 Mystery Card XYZ 1` }, JUDGE);
    expect(unresolved.body.error.message).toContain('unknown set code "XYZ"');
    expect((await call('GET', '/api/decks/registrations?scope=event&scopeId=league-1', undefined, JUDGE)).body).toEqual([]);
  });

  it("registers a player's deck only with their own seat code or the organiser's token, in their own name; the organiser withdraws a squatter's", async () => {
    const codes = app.get(JoinCodesService).codes('t2');
    const deck = { scope: 'match', scopeId: 'm-seated', list: miraidonList };
    // A passer-by cannot take Misty's name first.
    expect(await call('POST', '/api/decks/registrations', { ...deck, player: 'Misty' })).toMatchObject({ status: 401 });
    expect(await call('POST', '/api/decks/registrations', { ...deck, player: 'Misty', by: { role: 'player', table: 't2', code: 'AAAAAA' } })).toMatchObject({ status: 401 });
    // Ash's seat code registers Ash's deck, not Misty's, and only for the match at Ash's table.
    expect(await call('POST', '/api/decks/registrations', { ...deck, player: 'Misty', by: { role: 'player', table: 't2', code: codes.p1 } })).toMatchObject({ status: 403 });
    expect(await call('POST', '/api/decks/registrations', { ...deck, scopeId: 'm-expanded', player: 'Ash', by: { role: 'player', table: 't2', code: codes.p1 } })).toMatchObject({ status: 403 });
    const own = await call('POST', '/api/decks/registrations', { ...deck, player: 'Ash', by: { role: 'player', table: 't2', code: codes.p1 } });
    expect(own).toMatchObject({ status: 201, body: { player: 'Ash', scopeId: 'm-seated' } });
    expect(own.body).not.toHaveProperty('by');
    // A registration made in error is withdrawn by the organiser only; then the player registers again.
    expect((await call('DELETE', `/api/decks/registrations/${own.body.id}`)).status).toBe(403);
    expect((await call('DELETE', `/api/decks/registrations/${own.body.id}`, undefined, JUDGE)).status).toBe(204);
    expect((await call('DELETE', `/api/decks/registrations/${own.body.id}`, undefined, JUDGE)).status).toBe(404);
    expect((await call('POST', '/api/decks/registrations', { ...deck, player: 'Ash', by: { role: 'player', table: 't2', code: codes.p1 } })).status).toBe(201);
  });
});
