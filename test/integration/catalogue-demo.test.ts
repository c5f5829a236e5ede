import { Global, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogueModule } from '../../src/catalogue/catalogue.module.js';
import { CatalogueService } from '../../src/catalogue/catalogue.service.js';
import { CATALOGUE_DEMO_DIR } from '../../src/catalogue/catalogue.tokens.js';
import { UnknownSetCodeError } from '../../src/catalogue/catalogue.js';
import { readCatalogueDirectory } from '../../src/catalogue/directory-source.js';
import { demoCatalogueDir, sharedCardsDir, sharedPokemonTcgDataDir } from '../../src/catalogue/source-paths.js';
import { DATABASE, type Db } from '../../src/database/database.tokens.js';
import { openDatabase } from '../../src/database/open-database.js';
import { HealthRegistry } from '../../src/health/health.js';
import { LOGGER } from '../../src/logging/logger.js';

// The demo catalogue in catalogue/demo: what a fresh install plays with, and how the hub finds cards.

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('the demo catalogue files', () => {
  const demo = demoCatalogueDir();

  it('every card in it is the card of the reference data, unchanged', () => {
    for (const file of readdirSync(join(demo, 'cards', 'en'))) {
      const shared = new Map(
        (readJson(join(sharedPokemonTcgDataDir(), 'cards', 'en', file)) as { id: string }[]).map((c) => [c.id, c]),
      );
      for (const card of readJson(join(demo, 'cards', 'en', file)) as { id: string }[]) {
        expect(card).toEqual(shared.get(card.id));
      }
    }
  });

  it('its sets are the reference sets, the Kalos Starter Set is whole and its decks are the official lists', () => {
    const sharedSets = readJson(join(sharedPokemonTcgDataDir(), 'sets', 'en.json')) as { id: string }[];
    for (const set of readJson(join(demo, 'sets', 'en.json')) as { id: string }[]) {
      expect(set).toEqual(sharedSets.find((s) => s.id === set.id));
    }
    expect(readJson(join(demo, 'cards', 'en', 'xy0.json'))).toEqual(
      readJson(join(sharedPokemonTcgDataDir(), 'cards', 'en', 'xy0.json')),
    );
    expect(readJson(join(demo, 'decks', 'en', 'xy0.json'))).toEqual(
      readJson(join(sharedPokemonTcgDataDir(), 'decks', 'en', 'xy0.json')),
    );
  });

  it('imports without a warning: every deck line names a card of the demo', async () => {
    expect((await readCatalogueDirectory(demo)).warnings).toEqual([]);
  });

  it('is small: well under 1 MB in all', () => {
    const sizeOf = (path: string): number =>
      statSync(path).isDirectory() ? readdirSync(path).reduce((n, name) => n + sizeOf(join(path, name)), 0) : statSync(path).size;
    expect(sizeOf(demo)).toBeLessThan(256 * 1024);
  });

  it('its names are TCGdex names, with the MIT notice beside them', () => {
    const names = readJson(join(sharedCardsDir(), 'i18n', 'card-names.json')) as Record<string, unknown>;
    for (const [id, entry] of Object.entries(readJson(join(demo, 'i18n', 'card-names.json')) as Record<string, unknown>)) {
      expect(entry).toEqual(names[id]);
    }
    expect(readFileSync(join(demo, 'i18n', 'TCGDEX-LICENSE.txt'), 'utf8')).toBe(
      readFileSync(join(sharedCardsDir(), 'i18n', 'TCGDEX-LICENSE.txt'), 'utf8'),
    );
  });
});

describe('CatalogueService', () => {
  let dir: string;
  let db: Db;
  let service: CatalogueService;
  let close: () => Promise<void>;
  let registry: HealthRegistry;

  async function boot(demoDir?: string): Promise<void> {
    @Global()
    @Module({
      providers: [
        { provide: DATABASE, useValue: db },
        { provide: LOGGER, useValue: pino({ level: 'silent' }) },
        HealthRegistry,
        ...(demoDir === undefined ? [] : [{ provide: CATALOGUE_DEMO_DIR, useValue: demoDir }]),
      ],
      exports: [DATABASE, LOGGER, HealthRegistry, ...(demoDir === undefined ? [] : [CATALOGUE_DEMO_DIR])],
    })
    class HubSpine {}
    const moduleRef = await Test.createTestingModule({ imports: [HubSpine, CatalogueModule] }).compile();
    await moduleRef.init();
    service = moduleRef.get(CatalogueService);
    registry = moduleRef.get(HealthRegistry);
    close = () => moduleRef.close();
  }

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mirrormat-catalogue-demo-'));
    db = openDatabase(join(dir, 'mirrormat.db'));
    await boot();
  });

  afterEach(async () => {
    await close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a fresh install boots with the demo: Kalos Starter Set, the SV demo deck and basic Energy', () => {
    expect(service.stats()).toMatchObject({ sets: 4, cards: 84, decks: 4, source: demoCatalogueDir() });
    expect(service.decks().map((d) => d.id)).toEqual(['d-xy0-1', 'd-xy0-2', 'd-xy0-3', 'mirrormat-sv1-miraidon']);
    for (const { id } of service.decks()) {
      const deck = service.deck(id);
      expect(deck?.cards.reduce((n, line) => n + line.count, 0)).toBe(60);
      for (const line of deck?.cards ?? []) expect(service.get(line.id)?.id).toBe(line.id);
    }
  });

  it('reports itself on /health with its card count', () => {
    expect(registry.snapshot()).toContainEqual(
      expect.objectContaining({ kind: 'catalogue', status: 'up', detail: expect.objectContaining({ cards: 84 }) }),
    );
  });

  it('does not load the demo again over a catalogue that has cards', async () => {
    await close();
    db.prepare("DELETE FROM catalogue_cards WHERE set_id = 'sve'").run();
    await boot();
    expect(service.stats().cards).toBe(84 - 16);
  });

  it('boots without a usable demo, empty and reported down on /health with the reason', async () => {
    await close();
    db.exec('DELETE FROM catalogue_card_defs; DELETE FROM catalogue_cards; DELETE FROM catalogue_decks;');
    await boot(join(dir, 'no-demo-here'));
    expect(service.stats().cards).toBe(0);
    expect(registry.snapshot()).toContainEqual(
      expect.objectContaining({
        kind: 'catalogue',
        status: 'down',
        detail: expect.objectContaining({ error: expect.stringMatching(/sets\/en\.json: cannot read: ENOENT/) }),
      }),
    );
  });

  it('importFromDirectory replaces the whole catalogue', async () => {
    const copy = join(dir, 'copy');
    cpSync(demoCatalogueDir(), copy, { recursive: true });
    rmSync(join(copy, 'cards', 'en', 'sve.json'));
    rmSync(join(copy, 'decks', 'en', 'sv1.json'));
    expect(await service.importFromDirectory(copy)).toMatchObject({ cards: 84 - 16, decks: 3, source: copy });
    expect(service.get('sve-1')).toBeUndefined();
    expect(service.search({ name: 'Brigaron' }).map((c) => c.id)).toContain('xy0-5');
  });

  it('gets a card by id as a CardDef with its German and French names and attack texts', () => {
    expect(service.get('xy0-5')).toMatchObject({
      name: 'Chesnaught',
      stage: 'Stage 2',
      evolvesFrom: 'Quilladin',
      names: { de: 'Brigaron', fr: 'Blindépique' },
    });
    // Attack texts too, imported with their names (TCGdex card-texts.json).
    expect(service.get('sv1-76')?.attacks[0]?.texts).toEqual({ de: 'Lege alle Energien von diesem Pokémon auf deinen Ablagestapel.', fr: 'Défaussez toutes les Énergies de ce Pokémon.' });
    expect(service.get('xy0-999')).toBeUndefined();
  });

  it('finds a card by English, German or French name, ignoring case and accents', () => {
    const ids = (name: string) => service.search({ name }).map((c) => c.id);
    expect(ids('chesnaught')).toContain('xy0-5');
    expect(ids('BRIGARON')).toContain('xy0-5');
    expect(ids('blindepique')).toContain('xy0-5');
    expect(ids('Blindépique')).toContain('xy0-5');
    expect(ids('miraidon ex')).toEqual(['sv1-81']);
  });

  it('ranks the exact name before names that start with it, and those before names containing it', () => {
    const names = service.search({ name: 'miraidon' }).map((c) => c.name);
    expect(names).toEqual(['Miraidon', 'Miraidon ex']);
  });

  it('finds a card by set code and number: ptcgoCode, set id, leading zeros, one search box', () => {
    expect(service.search({ setCode: 'SVI', number: '81' }).map((c) => c.id)).toEqual(['sv1-81']);
    expect(service.search({ setCode: 'sv1', number: '081' }).map((c) => c.id)).toEqual(['sv1-81']);
    expect(service.search({ text: 'SVI 81' }).map((c) => c.id)).toEqual(['sv1-81']);
    expect(service.search({ text: 'KSS 5' }).map((c) => c.id)).toEqual(['xy0-5']);
    expect(service.search({ text: 'SVE 4' }).map((c) => c.name)).toEqual(['Basic Lightning Energy']);
    expect(service.setIdsOf('SVI')).toEqual(['sv1']);
  });

  it('limits the results', () => {
    expect(service.search({ name: 'energy', limit: 3 })).toHaveLength(3);
  });

  it('refuses a set code it does not know, and a number without a set code', () => {
    expect(() => service.search({ setCode: 'XYZ', number: '1' })).toThrow(UnknownSetCodeError);
    expect(() => service.search({ number: '1' })).toThrow(/a number needs a setCode/);
  });
});
