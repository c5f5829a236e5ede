import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { assembleCatalogue } from './assemble.js';
import { Catalogue } from './catalogue.js';
import { readCatalogueDirectory } from './directory-source.js';
import { parseSourceFile } from './file-error.js';
import { rawCardFileSchema, rawCardSchema, rawSetFileSchema } from './raw-card.schema.js';
import { demoCatalogueDir, sharedPokemonTcgDataDir } from './source-paths.js';

/** Kalos Starter Set's neighbour XY (xy1) as pokemon-tcg-data ships it: cards with `images`. */
function xy1Source() {
  const dir = sharedPokemonTcgDataDir();
  const read = (path: string) => readFileSync(join(dir, path), 'utf8');
  const sets = parseSourceFile(rawSetFileSchema, read('sets/en.json'), 'sets/en.json').filter((s) => s.id === 'xy1');
  const cards = parseSourceFile(rawCardFileSchema, read('cards/en/xy1.json'), 'cards/en/xy1.json');
  return { source: 'test', sets: { file: 'sets/en.json', sets }, cardFiles: [{ file: 'cards/en/xy1.json', setId: 'xy1', cards }], deckFiles: [], names: {} };
}

describe('card images in the catalogue (issue 15, "Card art")', () => {
  it('an import keeps each card\'s small and large image address from pokemon-tcg-data', () => {
    const data = assembleCatalogue(xy1Source());
    expect(data.images.get('xy1-1')).toEqual({
      small: 'https://images.pokemontcg.io/xy1/1.png',
      large: 'https://images.pokemontcg.io/xy1/1_hires.png',
    });
    expect(data.images.size).toBe(data.cards.length);
  });

  it('the demo catalogue a fresh hub loads carries every card\'s picture, Trainer and Energy cards too, so `npm start` online shows the art', async () => {
    const demo = await readCatalogueDirectory(demoCatalogueDir());
    expect(demo.cards.filter((card) => !demo.images.has(card.id)).map((card) => card.id)).toEqual([]);
    expect(new Set(demo.cards.map((card) => card.supertype))).toEqual(new Set(['Pokémon', 'Trainer', 'Energy']));
    expect(demo.images.get('sve-4')).toEqual({ small: 'https://images.pokemontcg.io/sve/4.png', large: 'https://images.pokemontcg.io/sve/4_hires.png' });
  });

  it('the images are not part of the CardDef, which travels in commands and the match log', () => {
    const data = assembleCatalogue(xy1Source());
    expect(JSON.stringify(data.cards)).not.toContain('pokemontcg.io');
  });

  it('refuses an image address that is not https, naming the field', () => {
    const raw = JSON.parse(readFileSync(join(sharedPokemonTcgDataDir(), 'cards/en/xy1.json'), 'utf8'))[0];
    for (const url of ['http://images.pokemontcg.io/xy1/1.png', 'javascript:alert(1)', '/xy1/1.png']) {
      const result = rawCardSchema.safeParse({ ...raw, images: { ...raw.images, small: url } });
      expect(result.success, url).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['images', 'small']);
    }
  });

  it('the catalogue answers a card\'s image address by id and size, and none for a card without images', () => {
    const db = new Database(':memory:');
    const catalogue = new Catalogue(db);
    catalogue.open();
    const data = assembleCatalogue(xy1Source());
    const withoutImages = new Map([...data.images].filter(([id]) => id !== 'xy1-2'));
    catalogue.replaceWith({ ...data, images: withoutImages }, new Date(0));
    expect(catalogue.imageUrl('xy1-1', 'small')).toBe('https://images.pokemontcg.io/xy1/1.png');
    expect(catalogue.imageUrl('xy1-1', 'large')).toBe('https://images.pokemontcg.io/xy1/1_hires.png');
    expect(catalogue.imageUrl('xy1-2', 'small')).toBeUndefined();
    expect(catalogue.imageUrl('nope-1', 'small')).toBeUndefined();
    const ofSet = catalogue.idsWithImages('XY');
    expect(ofSet).toContain('xy1-1');
    expect(ofSet).not.toContain('xy1-2');
    expect(ofSet).toHaveLength(data.cards.length - 1);
  });

  it('a database made before images were kept is migrated: its catalogue stays and gains the images table', () => {
    const db = new Database(':memory:');
    // The tables as hubs created them before the catalogue had schema versions.
    db.exec(`CREATE TABLE catalogue_sets (id TEXT PRIMARY KEY, name TEXT NOT NULL, series TEXT NOT NULL, ptcgo_code TEXT, release_date TEXT NOT NULL, printed_total INTEGER NOT NULL) STRICT;
      INSERT INTO catalogue_sets VALUES ('xy1', 'XY', 'XY', 'XY', '2014/02/05', 146);`);
    new Catalogue(db).open();
    expect(db.prepare('SELECT count(*) FROM catalogue_sets').pluck().get()).toBe(1);
    expect(db.prepare("SELECT version FROM schema_versions WHERE component = 'catalogue'").pluck().get()).toBe(2);
    expect(db.prepare('SELECT count(*) FROM catalogue_card_images').pluck().get()).toBe(0);
  });
});
