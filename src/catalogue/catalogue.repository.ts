import type { Db } from '../database/database.tokens.js';
import type { SqlValue, SyncPostgres } from '../database/postgres/sync-postgres.js';
import { openStoreSql, type StoreSql } from '../database/store-sql.js';
import type { CardDef } from '../rules/index.js';
import type { CardImages, CardImageSize } from './card-images.js';
import type { CatalogueData, CatalogueDeck, CatalogueSet, OneSet } from './catalogue-data.js';
import type { NameEntry } from './name-index.js';
import { CATALOGUE_COMPONENT, CATALOGUE_MIGRATIONS } from './catalogue.migrations.js';
import { nameKey, numberKey } from './search-key.js';

/** Rows per INSERT: an import is a few dozen statements, not one round trip per card, within both engines' parameter limits. */
const ROWS_PER_INSERT = 500;
/** Serialises the store's catalogue writers (two hubs importing at once) on PostgreSQL. */
const CATALOGUE_LOCK = 'catalogue';

export interface CatalogueStats {
  readonly sets: number;
  readonly cards: number;
  readonly decks: number;
  readonly source?: string;
  readonly importedAt?: string;
}

/**
 * The catalogue's tables: in the store's PostgreSQL when the config names one (one import serves
 * every hub of the store), else in the hub's SQLite file. A card is stored as its CardDef JSON; the
 * keys it is searched by live in a narrow table of their own, so a name search scans a few hundred
 * kilobytes, not the 30 MB of card text. An import replaces every table in one transaction.
 */
export class CatalogueRepository {
  private sql: StoreSql | undefined;

  constructor(
    private readonly db: Db,
    private readonly postgres: SyncPostgres | null = null,
  ) {}

  createTables(): void {
    this.store();
  }

  // A Catalogue over a file that already holds the catalogue is read without open() (the CLI's tests do): the
  // schema is brought up to date on first use then.
  private store(): StoreSql {
    this.sql ??= openStoreSql(this.db, this.postgres, CATALOGUE_COMPONENT, CATALOGUE_MIGRATIONS);
    return this.sql;
  }

  /** All or nothing: the old catalogue stays untouched if anything fails. */
  replaceAll(data: CatalogueData, importedAt: Date): void {
    const sql = this.store();
    const at = importedAt.toISOString();
    sql.transaction(
      () => {
        for (const table of ['catalogue_card_images', 'catalogue_card_defs', 'catalogue_cards', 'catalogue_decks', 'catalogue_sets', 'catalogue_meta']) {
          sql.run(`DELETE FROM ${table}`);
        }
        this.insert(data);
        sql.run('INSERT INTO catalogue_meta (key, value) VALUES (?, ?), (?, ?)', ['source', data.source, 'importedAt', at]);
      },
      CATALOGUE_LOCK,
      () => this.importedAt() === at,
    );
  }

  /**
   * Adds one set, or brings it up to date, leaving every other set as it is: its row, cards, images and decks are
   * replaced in one transaction, and `importedAt` moves so that every Catalogue on this database (the hub's, while
   * the CLI imports; every hub's of the store on PostgreSQL) rebuilds its indexes. Writes nothing and answers
   * `unchanged` when the set is already as given.
   */
  upsertSet(data: OneSet, importedAt: Date): 'added' | 'updated' | 'unchanged' {
    const setId = data.sets[0].id;
    const sql = this.store();
    const at = importedAt.toISOString();
    return sql.transaction(
      () => {
        const known = this.setsWhere('id = ?', setId).length === 1;
        if (known && this.holdsExactly(data)) return 'unchanged';
        const ofSet = 'SELECT id FROM catalogue_cards WHERE set_id = ?';
        sql.run(`DELETE FROM catalogue_card_images WHERE id IN (${ofSet})`, [setId]);
        sql.run(`DELETE FROM catalogue_card_defs WHERE id IN (${ofSet})`, [setId]);
        sql.run('DELETE FROM catalogue_cards WHERE set_id = ?', [setId]);
        sql.run('DELETE FROM catalogue_decks WHERE set_id = ?', [setId]);
        sql.run('DELETE FROM catalogue_sets WHERE id = ?', [setId]);
        this.insert(data);
        sql.run("INSERT INTO catalogue_meta (key, value) VALUES ('importedAt', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [at]);
        return known ? 'updated' : 'added';
      },
      CATALOGUE_LOCK,
      (outcome) => outcome === 'unchanged' || this.importedAt() === at,
    );
  }

  /** Inserts the sets, cards, images and decks of `data`; inside a transaction. */
  private insert(data: CatalogueData): void {
    const releaseDate = new Map(data.sets.map((set) => [set.id, set.releaseDate]));
    this.insertRows(
      'catalogue_sets (id, name, series, ptcgo_code, release_date, printed_total)',
      data.sets.map((set) => [set.id, set.name, set.series, set.ptcgoCode ?? null, set.releaseDate, set.printedTotal]),
    );
    this.insertRows(
      'catalogue_cards (id, set_id, number_key, release_date, name_key, name_de_key, name_fr_key)',
      data.cards.map((card) => [
        card.id,
        card.setId,
        numberKey(card.number),
        releaseDate.get(card.setId) ?? '',
        nameKey(card.name),
        card.names?.de === undefined ? null : nameKey(card.names.de),
        card.names?.fr === undefined ? null : nameKey(card.names.fr),
      ]),
    );
    this.insertRows('catalogue_card_defs (id, def)', data.cards.map((card) => [card.id, JSON.stringify(card)]));
    this.insertRows(
      'catalogue_card_images (id, small, large)',
      data.cards.flatMap((card) => {
        const images = data.images.get(card.id);
        return images ? [[card.id, images.small, images.large]] : [];
      }),
    );
    this.insertRows('catalogue_decks (id, set_id, name, cards)', data.decks.map((deck) => [deck.id, deck.setId, deck.name, JSON.stringify(deck.cards)]));
  }

  private insertRows(into: string, rows: readonly (readonly SqlValue[])[]): void {
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const chunk = rows.slice(start, start + ROWS_PER_INSERT);
      const row = `(${placeholders(chunk[0] ?? [])})`;
      this.store().run(`INSERT INTO ${into} VALUES ${chunk.map(() => row).join(', ')}`, chunk.flat());
    }
  }

  /** Whether the catalogue holds the one set of `data` exactly as given: its row, cards, images and decks. */
  private holdsExactly(data: OneSet): boolean {
    const sql = this.store();
    const set = data.sets[0];
    const [stored] = this.setsWhere('id = ?', set.id);
    const fields = ['name', 'series', 'ptcgoCode', 'releaseDate', 'printedTotal'] as const;
    if (!stored || fields.some((field) => stored[field] !== set[field])) return false;
    const defs = new Map(
      sql
        .all<{ id: string; def: string }>('SELECT d.id, d.def FROM catalogue_card_defs d JOIN catalogue_cards c ON c.id = d.id WHERE c.set_id = ?', [set.id])
        .map((row) => [row.id, row.def]),
    );
    if (defs.size !== data.cards.length || data.cards.some((card) => defs.get(card.id) !== JSON.stringify(card))) return false;
    const images = sql.all<{ id: string } & CardImages>(
      'SELECT i.id, i.small, i.large FROM catalogue_card_images i JOIN catalogue_cards c ON c.id = i.id WHERE c.set_id = ?',
      [set.id],
    );
    const sameImage = (row: { id: string } & CardImages) => data.images.get(row.id)?.small === row.small && data.images.get(row.id)?.large === row.large;
    if (images.length !== data.images.size || !images.every(sameImage)) return false;
    const decks = sql.all('SELECT id, name, cards FROM catalogue_decks WHERE set_id = ? ORDER BY id', [set.id]);
    const givenDecks = [...data.decks].sort((a, b) => a.id.localeCompare(b.id)).map((d) => ({ id: d.id, name: d.name, cards: JSON.stringify(d.cards) }));
    return JSON.stringify(decks) === JSON.stringify(givenDecks);
  }

  stats(): CatalogueStats {
    // PostgreSQL's count is a bigint, which `pg` hands over as a string.
    const count = (table: string): number => Number(this.store().get<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`)?.n ?? 0);
    const meta = new Map(this.store().all<{ key: string; value: string }>('SELECT key, value FROM catalogue_meta').map((r) => [r.key, r.value]));
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
    return this.store().get<{ value: string }>("SELECT value FROM catalogue_meta WHERE key = 'importedAt'")?.value;
  }

  get(id: string): CardDef | undefined {
    const row = this.store().get<{ def: string }>('SELECT def FROM catalogue_card_defs WHERE id = ?', [id]);
    return row === undefined ? undefined : (JSON.parse(row.def) as CardDef);
  }

  /** The address of the card's image of that size, as the catalogue's source gave it. */
  imageUrl(id: string, size: CardImageSize): string | undefined {
    return this.store().get<CardImages>('SELECT small, large FROM catalogue_card_images WHERE id = ?', [id])?.[size];
  }

  /** The cards of the sets that have images, by id. */
  idsWithImages(setIds: readonly string[]): string[] {
    if (setIds.length === 0) return [];
    return this.store()
      .all<{ id: string }>(
        `SELECT i.id FROM catalogue_card_images i JOIN catalogue_cards c ON c.id = i.id
         WHERE c.set_id IN (${placeholders(setIds)}) ORDER BY i.id`,
        setIds,
      )
      .map((row) => row.id);
  }

  sets(): CatalogueSet[] {
    return this.setsWhere('1 = 1');
  }

  private setsWhere(condition: string, ...params: SqlValue[]): CatalogueSet[] {
    const rows = this.store().all<{
      id: string;
      name: string;
      series: string;
      ptcgo_code: string | null;
      release_date: string;
      printed_total: number;
    }>(`SELECT id, name, series, ptcgo_code, release_date, printed_total FROM catalogue_sets WHERE ${condition} ORDER BY release_date, id`, params);
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
    const row = this.store().get<{ id: string; set_id: string; name: string; cards: string }>(
      'SELECT id, set_id, name, cards FROM catalogue_decks WHERE id = ?',
      [id],
    );
    return row && { id: row.id, setId: row.set_id, name: row.name, cards: JSON.parse(row.cards) as CatalogueDeck['cards'] };
  }

  decks(): { id: string; name: string; setId: string }[] {
    // Aliased without quotes, PostgreSQL would fold setId to setid.
    return this.store().all<{ id: string; name: string; setId: string }>('SELECT id, name, set_id AS "setId" FROM catalogue_decks ORDER BY id');
  }

  /**
   * Cards of the sets with that collector number. A number of digits only also finds the numbers
   * printed with a letter prefix when no plain number matches: "PR-SW 20" is SWSH020, "HIF 49" SV49.
   */
  byNumber(setIds: readonly string[], number: string, limit: number): CardDef[] {
    if (setIds.length === 0) return [];
    const key = numberKey(number);
    const query = (match: string, value: string): string[] =>
      this.store()
        .all<{ def: string }>(
          `SELECT d.def FROM catalogue_cards c JOIN catalogue_card_defs d ON d.id = c.id
           WHERE c.set_id IN (${placeholders(setIds)}) AND ${match} ORDER BY c.release_date DESC, c.id LIMIT ?`,
          [...setIds, value, limit],
        )
        .map((row) => row.def);
    let rows = query('c.number_key = ?', key);
    if (rows.length === 0 && /^\d+$/.test(key)) {
      // Ends in the digits, a capital letter before them (keys are upper case); `key` is digits only, so its length is safe to inline.
      const before = `substr(c.number_key, length(c.number_key) - ${key.length}, 1)`;
      rows = query(`c.number_key LIKE ? AND ${before} BETWEEN 'A' AND 'Z'`, `%${key}`);
    }
    return rows.map((def) => JSON.parse(def) as CardDef);
  }

  /** The cards of the sets, in collector-number order (numeric where the numbers are). */
  bySet(setIds: readonly string[], limit: number): CardDef[] {
    if (setIds.length === 0) return [];
    const ids = this.store()
      .all<{ id: string }>(
        `SELECT id FROM catalogue_cards WHERE set_id IN (${placeholders(setIds)})
         ORDER BY release_date DESC, set_id, length(number_key), number_key LIMIT ?`,
        [...setIds, limit],
      )
      .map((row) => row.id);
    return this.getMany(ids);
  }

  /** Every card's folded names, for the in-memory NameIndex. */
  nameEntries(): NameEntry[] {
    const rows = this.store().all<{ id: string; set_id: string; release_date: string; name_key: string; name_de_key: string | null; name_fr_key: string | null }>(
      'SELECT id, set_id, release_date, name_key, name_de_key, name_fr_key FROM catalogue_cards',
    );
    return rows.map((row) => ({
      id: row.id,
      setId: row.set_id,
      releaseDate: row.release_date,
      keys: [row.name_key, ...(row.name_de_key === null ? [] : [row.name_de_key]), ...(row.name_fr_key === null ? [] : [row.name_fr_key])],
    }));
  }

  /** The cards of `ids`, in that order; unknown ids are left out. One query, so one round trip to PostgreSQL. */
  getMany(ids: readonly string[]): CardDef[] {
    if (ids.length === 0) return [];
    const defs = new Map(
      this.store()
        .all<{ id: string; def: string }>(`SELECT id, def FROM catalogue_card_defs WHERE id IN (${placeholders(ids)})`, ids)
        .map((row) => [row.id, row.def]),
    );
    return ids.flatMap((id) => {
      const def = defs.get(id);
      return def === undefined ? [] : [JSON.parse(def) as CardDef];
    });
  }
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}
