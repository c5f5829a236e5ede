import type { Statement } from 'better-sqlite3';
import type { Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';
import type { CardDef } from '../rules/index.js';
import type { CardImages, CardImageSize } from './card-images.js';
import type { CatalogueData, CatalogueDeck, CatalogueSet, OneSet } from './catalogue-data.js';
import type { NameEntry } from './name-index.js';
import { nameKey, numberKey } from './search-key.js';

const FIRST_SCHEMA = `
CREATE TABLE IF NOT EXISTS catalogue_sets (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  series TEXT NOT NULL,
  ptcgo_code TEXT,
  release_date TEXT NOT NULL,
  printed_total INTEGER NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS catalogue_cards (
  id TEXT PRIMARY KEY,
  set_id TEXT NOT NULL REFERENCES catalogue_sets (id),
  number_key TEXT NOT NULL,
  release_date TEXT NOT NULL,
  name_key TEXT NOT NULL,
  name_de_key TEXT,
  name_fr_key TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS catalogue_cards_by_number ON catalogue_cards (set_id, number_key);
CREATE TABLE IF NOT EXISTS catalogue_card_defs (
  id TEXT PRIMARY KEY,
  def TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS catalogue_decks (
  id TEXT PRIMARY KEY,
  set_id TEXT NOT NULL,
  name TEXT NOT NULL,
  cards TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS catalogue_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;
`;

/**
 * The catalogue's schema versions (database/migrate.ts). The first is the schema that hubs created before versions
 * were kept, written so that it also leaves those databases as they are.
 */
const MIGRATIONS = [
  FIRST_SCHEMA,
  // Card images (pokemon-tcg-data `images`); a catalogue imported before has none until it is imported again.
  `CREATE TABLE catalogue_card_images (
    id TEXT PRIMARY KEY,
    small TEXT NOT NULL,
    large TEXT NOT NULL
  ) STRICT;`,
];

export interface CatalogueStats {
  readonly sets: number;
  readonly cards: number;
  readonly decks: number;
  readonly source?: string;
  readonly importedAt?: string;
}

/**
 * The catalogue's tables in the hub's SQLite database. A card is stored as its CardDef JSON; the keys it
 * is searched by live in a narrow table of their own, so a name search scans a few hundred kilobytes,
 * not the 30 MB of card text. An import replaces every table in one transaction.
 */
export class CatalogueRepository {
  // Prepared once per SQL text: preparing costs more than the lookups themselves.
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: Db) {}

  private sql(text: string): Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  createTables(): void {
    migrate(this.db, 'catalogue', MIGRATIONS);
  }

  /** All or nothing: the old catalogue stays untouched if anything fails. */
  replaceAll(data: CatalogueData, importedAt: Date): void {
    const db = this.db;
    const setMeta = db.prepare('INSERT INTO catalogue_meta (key, value) VALUES (?, ?)');
    db.transaction(() => {
      for (const table of ['catalogue_card_images', 'catalogue_card_defs', 'catalogue_cards', 'catalogue_decks', 'catalogue_sets', 'catalogue_meta']) {
        db.exec(`DELETE FROM ${table}`);
      }
      this.insert(data);
      setMeta.run('source', data.source);
      setMeta.run('importedAt', importedAt.toISOString());
    }).immediate();
  }

  /**
   * Adds one set, or brings it up to date, leaving every other set as it is: its row, cards, images and decks are
   * replaced in one transaction, and `importedAt` moves so that every Catalogue on this database (the hub's, while
   * the CLI imports) rebuilds its indexes. Writes nothing and answers `unchanged` when the set is already as given.
   */
  upsertSet(data: OneSet, importedAt: Date): 'added' | 'updated' | 'unchanged' {
    const setId = data.sets[0].id;
    const db = this.db;
    return db
      .transaction(() => {
        const known = this.setsWhere('id = ?', setId).length === 1;
        if (known && this.holdsExactly(data)) return 'unchanged';
        const ofSet = 'SELECT id FROM catalogue_cards WHERE set_id = ?';
        db.prepare(`DELETE FROM catalogue_card_images WHERE id IN (${ofSet})`).run(setId);
        db.prepare(`DELETE FROM catalogue_card_defs WHERE id IN (${ofSet})`).run(setId);
        db.prepare('DELETE FROM catalogue_cards WHERE set_id = ?').run(setId);
        db.prepare('DELETE FROM catalogue_decks WHERE set_id = ?').run(setId);
        db.prepare('DELETE FROM catalogue_sets WHERE id = ?').run(setId);
        this.insert(data);
        db.prepare("INSERT OR REPLACE INTO catalogue_meta (key, value) VALUES ('importedAt', ?)").run(importedAt.toISOString());
        return known ? 'updated' : 'added';
      })
      .immediate();
  }

  /** Inserts the sets, cards, images and decks of `data`; inside a transaction. */
  private insert(data: CatalogueData): void {
    const db = this.db;
    const insertSet = db.prepare(
      'INSERT INTO catalogue_sets (id, name, series, ptcgo_code, release_date, printed_total) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insertCard = db.prepare(
      'INSERT INTO catalogue_cards (id, set_id, number_key, release_date, name_key, name_de_key, name_fr_key) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const insertDef = db.prepare('INSERT INTO catalogue_card_defs (id, def) VALUES (?, ?)');
    const insertImages = db.prepare('INSERT INTO catalogue_card_images (id, small, large) VALUES (?, ?, ?)');
    const insertDeck = db.prepare('INSERT INTO catalogue_decks (id, set_id, name, cards) VALUES (?, ?, ?, ?)');
    const releaseDate = new Map(data.sets.map((set) => [set.id, set.releaseDate]));
    for (const set of data.sets) {
      insertSet.run(set.id, set.name, set.series, set.ptcgoCode ?? null, set.releaseDate, set.printedTotal);
    }
    for (const card of data.cards) {
      insertCard.run(
        card.id,
        card.setId,
        numberKey(card.number),
        releaseDate.get(card.setId) ?? '',
        nameKey(card.name),
        card.names?.de === undefined ? null : nameKey(card.names.de),
        card.names?.fr === undefined ? null : nameKey(card.names.fr),
      );
      insertDef.run(card.id, JSON.stringify(card));
      const images = data.images.get(card.id);
      if (images) insertImages.run(card.id, images.small, images.large);
    }
    for (const deck of data.decks) insertDeck.run(deck.id, deck.setId, deck.name, JSON.stringify(deck.cards));
  }

  /** Whether the catalogue holds the one set of `data` exactly as given: its row, cards, images and decks. */
  private holdsExactly(data: OneSet): boolean {
    const set = data.sets[0];
    const [stored] = this.setsWhere('id = ?', set.id);
    const fields = ['name', 'series', 'ptcgoCode', 'releaseDate', 'printedTotal'] as const;
    if (!stored || fields.some((field) => stored[field] !== set[field])) return false;
    const defs = new Map(
      this.sql('SELECT d.id, d.def FROM catalogue_card_defs d JOIN catalogue_cards c ON c.id = d.id WHERE c.set_id = ?').raw().all(set.id) as [string, string][],
    );
    if (defs.size !== data.cards.length || data.cards.some((card) => defs.get(card.id) !== JSON.stringify(card))) return false;
    const images = this.sql('SELECT i.id, i.small, i.large FROM catalogue_card_images i JOIN catalogue_cards c ON c.id = i.id WHERE c.set_id = ?').all(
      set.id,
    ) as ({ id: string } & CardImages)[];
    const sameImage = (row: { id: string } & CardImages) => data.images.get(row.id)?.small === row.small && data.images.get(row.id)?.large === row.large;
    if (images.length !== data.images.size || !images.every(sameImage)) return false;
    const decks = this.sql('SELECT id, name, cards FROM catalogue_decks WHERE set_id = ? ORDER BY id').all(set.id);
    const givenDecks = [...data.decks].sort((a, b) => a.id.localeCompare(b.id)).map((d) => ({ id: d.id, name: d.name, cards: JSON.stringify(d.cards) }));
    return JSON.stringify(decks) === JSON.stringify(givenDecks);
  }

  stats(): CatalogueStats {
    const count = (table: string): number => this.sql(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    const meta = new Map(
      (this.sql('SELECT key, value FROM catalogue_meta').all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
    );
    const source = meta.get('source');
    const importedAt = meta.get('importedAt');
    return {
      sets: count('catalogue_sets'),
      cards: count('catalogue_cards'),
      decks: count('catalogue_decks'),
      ...(source === undefined ? {} : { source }),
      ...(importedAt === undefined ? {} : { importedAt }),
    };
  }

  importedAt(): string | undefined {
    return this.sql("SELECT value FROM catalogue_meta WHERE key = 'importedAt'").pluck().get() as string | undefined;
  }

  get(id: string): CardDef | undefined {
    const def = this.sql('SELECT def FROM catalogue_card_defs WHERE id = ?').pluck().get(id) as string | undefined;
    return def === undefined ? undefined : (JSON.parse(def) as CardDef);
  }

  /** The address of the card's image of that size, as the catalogue's source gave it. */
  imageUrl(id: string, size: CardImageSize): string | undefined {
    const row = this.sql('SELECT small, large FROM catalogue_card_images WHERE id = ?').get(id) as CardImages | undefined;
    return row?.[size];
  }

  /** The cards of the sets that have images, by id. */
  idsWithImages(setIds: readonly string[]): string[] {
    if (setIds.length === 0) return [];
    return this.sql(
      `SELECT i.id FROM catalogue_card_images i JOIN catalogue_cards c ON c.id = i.id
       WHERE c.set_id IN (${setIds.map(() => '?').join(', ')}) ORDER BY i.id`,
    )
      .pluck()
      .all(...setIds) as string[];
  }

  sets(): CatalogueSet[] {
    return this.setsWhere('1');
  }

  private setsWhere(condition: string, ...params: unknown[]): CatalogueSet[] {
    const rows = this.sql(
      `SELECT id, name, series, ptcgo_code, release_date, printed_total FROM catalogue_sets WHERE ${condition} ORDER BY release_date, id`,
    ).all(...params) as {
      id: string;
      name: string;
      series: string;
      ptcgo_code: string | null;
      release_date: string;
      printed_total: number;
    }[];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      series: r.series,
      ...(r.ptcgo_code === null ? {} : { ptcgoCode: r.ptcgo_code }),
      releaseDate: r.release_date,
      printedTotal: r.printed_total,
    }));
  }

  deck(id: string): CatalogueDeck | undefined {
    const row = this.sql('SELECT id, set_id, name, cards FROM catalogue_decks WHERE id = ?').get(id) as
      | { id: string; set_id: string; name: string; cards: string }
      | undefined;
    return row && { id: row.id, setId: row.set_id, name: row.name, cards: JSON.parse(row.cards) as CatalogueDeck['cards'] };
  }

  decks(): { id: string; name: string; setId: string }[] {
    return this.sql('SELECT id, name, set_id AS setId FROM catalogue_decks ORDER BY id').all() as {
      id: string;
      name: string;
      setId: string;
    }[];
  }

  /**
   * Cards of the sets with that collector number. A number of digits only also finds the numbers
   * printed with a letter prefix when no plain number matches: "PR-SW 20" is SWSH020, "HIF 49" SV49.
   */
  byNumber(setIds: readonly string[], number: string, limit: number): CardDef[] {
    if (setIds.length === 0) return [];
    const key = numberKey(number);
    const inSets = `c.set_id IN (${setIds.map(() => '?').join(', ')})`;
    const query = (match: string, value: string): string[] =>
      this.sql(
        `SELECT d.def FROM catalogue_cards c JOIN catalogue_card_defs d ON d.id = c.id
         WHERE ${inSets} AND ${match} ORDER BY c.release_date DESC, c.id LIMIT ?`,
      )
        .pluck()
        .all(...setIds, value, limit) as string[];
    let rows = query('c.number_key = ?', key);
    if (rows.length === 0 && /^\d+$/.test(key)) rows = query('c.number_key GLOB ?', `*[A-Z]${key}`);
    return rows.map((def) => JSON.parse(def) as CardDef);
  }

  /** The cards of the sets, in collector-number order (numeric where the numbers are). */
  bySet(setIds: readonly string[], limit: number): CardDef[] {
    if (setIds.length === 0) return [];
    const ids = this.sql(
      `SELECT id FROM catalogue_cards WHERE set_id IN (${setIds.map(() => '?').join(', ')})
       ORDER BY release_date DESC, set_id, length(number_key), number_key LIMIT ?`,
    )
      .pluck()
      .all(...setIds, limit) as string[];
    return this.getMany(ids);
  }

  /** Every card's folded names, for the in-memory NameIndex. */
  nameEntries(): NameEntry[] {
    const rows = this.sql('SELECT id, set_id, release_date, name_key, name_de_key, name_fr_key FROM catalogue_cards')
      .raw()
      .all() as [string, string, string, string, string | null, string | null][];
    return rows.map(([id, setId, releaseDate, en, de, fr]) => ({
      id,
      setId,
      releaseDate,
      keys: [en, ...(de === null ? [] : [de]), ...(fr === null ? [] : [fr])],
    }));
  }

  /** The cards of `ids`, in that order; unknown ids are left out. */
  getMany(ids: readonly string[]): CardDef[] {
    const get = this.sql('SELECT def FROM catalogue_card_defs WHERE id = ?').pluck();
    return ids.flatMap((id) => {
      const def = get.get(id) as string | undefined;
      return def === undefined ? [] : [JSON.parse(def) as CardDef];
    });
  }
}
