import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/catalogue/catalogue.js';
import { readCatalogueDirectory } from '../../src/catalogue/directory-source.js';
import { repoRoot, sharedCardNamesFile, sharedPokemonTcgDataDir } from '../../src/catalogue/source-paths.js';
import { openDatabase } from '../../src/database/open-database.js';
import type { Db } from '../../src/database/database.tokens.js';
import { catalogueLegality, catalogueLookup } from '../../src/decks/catalogue-lookup.js';
import { exportDeckList, parseDeckList, type CardLookup } from '../../src/decks/deck-list.js';
import { validateDeck, type LegalityContext } from '../../src/decks/validate-deck.js';
import { EXPANDED, STANDARD } from '../../src/formats/index.js';

// Deck lists as players paste them, resolved against the full catalogue (issue 9, "Deck lists").

let dir: string;
let db: Db;
let lookup: CardLookup;
let legality: LegalityContext;

const fixture = (name: string) => readFileSync(join(repoRoot(), 'test', 'fixtures', 'decks', name), 'utf8');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-decks-'));
  db = openDatabase(join(dir, 'mirrormat.db'));
  const catalogue = new Catalogue(db);
  catalogue.open();
  catalogue.replaceWith(await readCatalogueDirectory(sharedPokemonTcgDataDir(), { namesFile: sharedCardNamesFile() }), new Date('2026-01-01T00:00:00Z'));
  lookup = catalogueLookup(catalogue);
  legality = catalogueLegality(catalogue);
});

afterAll(() => {
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a TCG Live export (Windows line endings, HTML entities, PR-SV promos, "Basic {R} Energy")', () => {
  it('resolves every line to the printing it names', () => {
    const { lines, problems } = parseDeckList(fixture('tcg-live-charizard.txt'), lookup);
    expect(problems).toEqual([]);
    expect(lines.reduce((n, l) => n + l.count, 0)).toBe(60);
    const at = (line: number) => lines.find((l) => l.line === line)?.card.id;
    expect(at(3)).toBe('svp-44');
    expect(at(18)).toBe('me1-114');
    expect(lines.find((l) => l.card.name === 'Pokégear 3.0')?.card.id).toBe('sv1-186');
    expect(lines.find((l) => l.card.name === "Ciphermaniac's Codebreaking")?.count).toBe(1);
    expect(lines.at(-1)).toMatchObject({ count: 9, card: { id: 'sve-2', energyKind: 'Basic' } });
  });

  it('exports back to the same list, line for line', () => {
    const text = fixture('tcg-live-charizard.txt');
    const { lines } = parseDeckList(text, lookup);
    const exported = exportDeckList(lines, lookup);
    const normalise = (t: string) => t.replace(/\r\n/g, '\n').replace(/&#39;/g, "'").replace(/&eacute;/g, 'é').replace('Basic {R} Energy', 'Basic Fire Energy').trim();
    expect(exported.trim()).toBe(normalise(text));
    expect(parseDeckList(exported, lookup)).toEqual({ lines: lines.map((l) => ({ ...l, line: expect.any(Number) })), problems: [] });
  });

  it('is a Charizard ex deck of regulation marks G to I: legal in Expanded, and Standard names every G card', () => {
    const { lines } = parseDeckList(fixture('tcg-live-charizard.txt'), lookup);
    expect(validateDeck(lines, EXPANDED, legality)).toEqual([]);
    const standard = validateDeck(lines, STANDARD, legality);
    expect(standard.every((p) => p.code === 'not-legal')).toBe(true);
    expect(standard.map((p) => p.cards[0]?.id)).toContain('sv3-125');
    expect(standard.map((p) => p.cards[0]?.id)).not.toContain('me1-114');
  });
});

describe('a PTCGO export ("##Pokémon - 10", "* 3 ..." bullets, "&amp;", banner lines)', () => {
  it('resolves, validates in Expanded and round-trips', () => {
    const { lines, problems } = parseDeckList(fixture('ptcgo-pikachu-zekrom.txt'), lookup);
    expect(problems).toEqual([]);
    expect(lines[0]?.card).toMatchObject({ id: 'sm9-33', name: 'Pikachu & Zekrom-GX' });
    expect(validateDeck(lines, EXPANDED, legality)).toEqual([]);
    const again = parseDeckList(exportDeckList(lines, lookup), lookup);
    expect(again.problems).toEqual([]);
    expect(again.lines.map((l) => [l.card.id, l.count])).toEqual(lines.map((l) => [l.card.id, l.count]));
  });
});

describe('lines that cannot be resolved are reported, never dropped', () => {
  it('names the line and the reason for each', () => {
    const text = [
      'Pokémon: 5',
      '4 Pikachu ex SSP 57',
      '1 Pikachu ex XYZ 57',
      '1 Raichu SSP 57',
      'Trainer: 2',
      '2 Iono',
      'Energy: 4',
      '4 Basic {L} Energy',
      'four Ultra Ball',
    ].join('\n');
    const { lines, problems } = parseDeckList(text, lookup);
    expect(lines.map((l) => [l.line, l.card.id, l.count])).toEqual([[2, 'sv8-57', 4], [6, expect.stringMatching(/-/), 2], [8, expect.stringMatching(/^sve-/), 4]]);
    expect(problems).toEqual([
      { line: 1, text: 'Pokémon: 5', code: 'header-count', params: { declared: 5, counted: 4 }, reason: 'the header says 5 cards, the lines below it add up to 4' },
      { line: 3, text: '1 Pikachu ex XYZ 57', code: 'unknown-set-code', params: { set: 'XYZ' }, reason: 'unknown set code "XYZ"', missingSet: 'XYZ' },
      {
        line: 4,
        text: '1 Raichu SSP 57',
        code: 'other-card-at-number',
        params: { set: 'SSP', number: '57', names: 'Pikachu ex', name: 'Raichu' },
        reason: 'SSP 57 is "Pikachu ex", not "Raichu"',
      },
      { line: 9, text: 'four Ultra Ball', code: 'not-a-card-line', params: {}, reason: expect.stringContaining('not a card line') },
    ]);
  });
});
