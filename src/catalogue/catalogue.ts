import { z } from 'zod';
import type { CardDef } from '../rules/index.js';
import type { CardImageSize } from './card-images.js';
import type { CatalogueData, CatalogueDeck, CatalogueSet, OneSet, SetImport } from './catalogue-data.js';
import { CatalogueRepository, type CatalogueStats } from './catalogue.repository.js';
import type { Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { nameKey } from './search-key.js';
import { NameIndex } from './name-index.js';
import { parseSetCodeAndNumber, SetCodes } from './set-codes.js';

export const MAX_SEARCH_LIMIT = 200;

/** A card search as it arrives from outside (REST, WebSocket); validate with cardSearchSchema.parse. */
export const cardSearchSchema = z
  .strictObject({
    /** One search box: "SVI 57" / "PR-SV 85" when it reads as a known set code and number, a name otherwise. */
    text: z.string().trim().min(1).max(100).optional(),
    /** English, German or French; case, accents and punctuation ignored; a part of the name is enough. */
    name: z.string().trim().min(1).max(100).optional(),
    /** ptcgoCode ("SVI", "PR-SV") or set id ("sv1"). */
    setCode: z.string().trim().min(1).max(20).optional(),
    /** Collector number as printed ("57", "057", "TG01", "SWSH020"); needs setCode. */
    number: z.string().trim().min(1).max(20).optional(),
    limit: z.int().min(1).max(MAX_SEARCH_LIMIT).default(20),
  })
  .refine((q) => q.text !== undefined || q.name !== undefined || q.setCode !== undefined, {
    message: 'give text, name or setCode',
  })
  .refine((q) => q.number === undefined || q.setCode !== undefined, {
    message: 'a number needs a setCode',
    path: ['number'],
  });
export type CardSearch = z.input<typeof cardSearchSchema>;

/** A search naming a set code the catalogue does not know. */
export class UnknownSetCodeError extends Error {
  constructor(readonly setCode: string) {
    super(`no set with code or id "${setCode}" in the catalogue`);
    this.name = 'UnknownSetCodeError';
  }
}

/**
 * The card catalogue over the store's database (its PostgreSQL when given, else the hub's SQLite
 * file), free of NestJS: lookups, searches, whole imports.
 */
export class Catalogue {
  private readonly repository: CatalogueRepository;
  // Built on first use and again when an import (here, by the import CLI or by another hub of the store) has replaced the catalogue.
  private derived: { importedAt: string | undefined; codes: SetCodes; names: NameIndex } | undefined;

  constructor(db: Db, postgres: SyncPostgres | null = null) {
    this.repository = new CatalogueRepository(db, postgres);
  }

  /** Creates the tables if needed; call once before anything else. */
  open(): void {
    this.repository.createTables();
  }

  /** Replaces the whole catalogue with `data` in one transaction. */
  replaceWith(data: CatalogueData, now: Date): CatalogueStats {
    this.repository.replaceAll(data, now);
    this.derived = undefined;
    return this.repository.stats();
  }

  /**
   * Adds one set's cards (or brings the set up to date) in one transaction, the other sets untouched; what the
   * catalogue answers next includes them, here and in every other Catalogue on this database (every hub's, on the store's PostgreSQL).
   */
  addSet(data: OneSet, now: Date): SetImport {
    const set = data.sets[0];
    const outcome = this.repository.upsertSet(data, now);
    if (outcome !== 'unchanged') this.derived = undefined;
    return { setId: set.id, name: set.name, releaseDate: set.releaseDate, cards: data.cards.length, outcome };
  }

  stats(): CatalogueStats {
    return this.repository.stats();
  }

  get(id: string): CardDef | undefined {
    return this.repository.get(id);
  }

  /** The cards of `ids`, in that order, unknown ids left out: one read for many cards. */
  getMany(ids: readonly string[]): CardDef[] {
    return this.repository.getMany(ids);
  }

  imageUrl(id: string, size: CardImageSize): string | undefined {
    return this.repository.imageUrl(id, size);
  }

  /** The cards with images of the sets a code names ("SVI", "sv1"); throws UnknownSetCodeError for a code nobody knows. */
  idsWithImages(setCode: string): string[] {
    return this.repository.idsWithImages(this.knownSetIds(setCode));
  }

  sets(): CatalogueSet[] {
    return this.repository.sets();
  }

  /** Set ids a code names ("SVI" -> ["sv1"]). */
  setIdsOf(code: string): readonly string[] {
    return this.setCodes().setIds(code);
  }

  ptcgoCodeOf(setId: string): string | undefined {
    return this.setCodes().ptcgoCode(setId);
  }

  deck(id: string): CatalogueDeck | undefined {
    return this.repository.deck(id);
  }

  decks(): { id: string; name: string; setId: string }[] {
    return this.repository.decks();
  }

  /** Throws a ZodError for a malformed search and UnknownSetCodeError for a set code nobody knows. */
  search(input: CardSearch): CardDef[] {
    const query = cardSearchSchema.parse(input);
    if (query.text !== undefined) {
      const code = parseSetCodeAndNumber(query.text);
      const setIds = code ? this.setCodes().setIds(code.setCode) : [];
      if (code && setIds.length > 0) return this.repository.byNumber(setIds, code.number, query.limit);
      return this.byName(query.text, undefined, query.limit);
    }
    const setIds = query.setCode === undefined ? undefined : this.knownSetIds(query.setCode);
    if (setIds && query.number !== undefined) return this.repository.byNumber(setIds, query.number, query.limit);
    if (query.name !== undefined) return this.byName(query.name, setIds, query.limit);
    return this.repository.bySet(setIds ?? [], query.limit);
  }

  private current(): { codes: SetCodes; names: NameIndex } {
    const importedAt = this.repository.importedAt();
    if (this.derived === undefined || this.derived.importedAt !== importedAt) {
      this.derived = {
        importedAt,
        codes: new SetCodes(this.repository.sets()),
        names: new NameIndex(this.repository.nameEntries()),
      };
    }
    return this.derived;
  }

  private setCodes(): SetCodes {
    return this.current().codes;
  }

  private byName(name: string, setIds: readonly string[] | undefined, limit: number): CardDef[] {
    return this.repository.getMany(this.current().names.search(nameKey(name), limit, setIds));
  }

  private knownSetIds(code: string): readonly string[] {
    const ids = this.setCodes().setIds(code);
    if (ids.length === 0) throw new UnknownSetCodeError(code);
    return ids;
  }
}
