import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { assembleCatalogue, catalogueSet } from './assemble.js';
import type { CatalogueSet, OneSet } from './catalogue-data.js';
import { cardNamesSchema } from './card-names.schema.js';
import { cardTextsSchema } from './card-texts.schema.js';
import { i18nFilesFor } from './directory-source.js';
import { apiCardSchema, fetchAll } from './api-source.js';
import { CatalogueImportError, SourceUnreachableError } from './file-error.js';
import { parseImportFile, readImportFile } from './import-file.js';
import { rawCardFileSchema, rawDeckFileSchema, rawSetFileSchema, rawSetSchema, type RawSet } from './raw-card.schema.js';

/** A set id as pokemon-tcg-data names its files (sv10, swsh12pt5gg): checked before it becomes a path or a URL. */
export const setIdSchema = rawSetSchema.shape.id.max(20);

/**
 * Where new sets come from: a directory or an http(s) address laid out like PokemonTCG/pokemon-tcg-data
 * (`sets/en.json`, `cards/en/<set>.json`, optional `decks/en/<set>.json`), or the Pokémon TCG API that data feeds
 * (`https://api.pokemontcg.io/v2`), and the TCGdex names for it. A directory's names are found in it or beside it,
 * as a full import finds them; an address's only where given.
 */
export interface SetSource {
  readonly location: string;
  /** pokemon-tcg-data's files (the default) or the Pokémon TCG API's /sets and /cards. */
  readonly kind?: SetSourceKind;
  /** i18n/card-names.json (TCGdex): German and French card names. */
  readonly namesFile?: string;
  /** i18n/card-texts.json (TCGdex): German and French attack and Ability names. */
  readonly textsFile?: string;
  /** For an address: how long one file may take. */
  readonly timeoutMs?: number;
}

export const SET_SOURCE_KINDS = ['pokemon-tcg-data', 'pokemon-tcg-api'] as const;
export type SetSourceKind = (typeof SET_SOURCE_KINDS)[number];

const SETS_FILE = 'sets/en.json';

const DEFAULT_TIMEOUT_MS = 30_000;

/** The sets the source offers, as its sets/en.json lists them; throws CatalogueImportError or SourceUnreachableError. */
export async function readOfferedSets(source: SetSource): Promise<CatalogueSet[]> {
  return (await rawSets(source)).map(catalogueSet);
}

/**
 * One set from the source, its cards validated and normalised as a full import does them, with their German and
 * French names. Throws CatalogueImportError naming every problem: a set the source does not list, a card file that
 * is missing, malformed or empty; SourceUnreachableError when the address does not answer.
 */
export async function readOneSet(source: SetSource, setId: string): Promise<OneSet> {
  const checked = setIdSchema.safeParse(setId);
  if (!checked.success) throw new CatalogueImportError([`"${setId}": not a set id (lower-case letters and digits, as sv10)`]);
  const id = checked.data;
  const set = (await rawSets(source)).find((s) => s.id === id);
  if (!set) throw new CatalogueImportError([`${setsFileOf(source)}: the source lists no set "${id}"`]);
  const api = source.kind === 'pokemon-tcg-api';
  const cardsFile = api ? `${apiBase(source)}/cards?q=set.id:${id}` : `cards/en/${id}.json`;
  const cards = api ? await fetchAll(apiBase(source), 'cards', apiCardSchema, apiOptions(source), `set.id:${id}`) : await load(source, cardsFile, rawCardFileSchema);
  if (cards.length === 0) throw new CatalogueImportError([`${cardsFile}: holds no cards`]);
  // The API has no decks.
  const decksFile = `decks/en/${id}.json`;
  const decks = api ? undefined : await load(source, decksFile, rawDeckFileSchema, { optional: true });
  const i18n = isAddress(source.location) ? source : { ...i18nFilesFor(source.location), ...source };
  const names = i18n.namesFile === undefined ? {} : await readImportFile(cardNamesSchema, i18n.namesFile);
  const texts = i18n.textsFile === undefined ? {} : await readImportFile(cardTextsSchema, i18n.textsFile);
  const data = assembleCatalogue({
    source: source.location,
    sets: { file: setsFileOf(source), sets: [set] },
    cardFiles: [{ file: cardsFile, setId: id, cards }],
    deckFiles: decks === undefined ? [] : [{ file: decksFile, setId: id, decks }],
    names,
    texts,
  });
  return { ...data, sets: [data.sets[0]!] };
}

function rawSets(source: SetSource): Promise<RawSet[]> {
  return source.kind === 'pokemon-tcg-api' ? fetchAll(apiBase(source), 'sets', rawSetSchema, apiOptions(source)) : load(source, SETS_FILE, rawSetFileSchema);
}

function setsFileOf(source: SetSource): string {
  return source.kind === 'pokemon-tcg-api' ? `${apiBase(source)}/sets` : SETS_FILE;
}

function apiBase(source: SetSource): string {
  return source.location.replace(/\/+$/, '');
}

/** Fewer attempts than a full import makes: a look at start or an organiser's click should not wait long. */
function apiOptions(source: SetSource) {
  return { attempts: 2, retryDelayMs: 500, timeoutMs: source.timeoutMs ?? DEFAULT_TIMEOUT_MS };
}

function isAddress(location: string): boolean {
  return /^https?:\/\//i.test(location);
}

async function load<S extends z.ZodType>(source: SetSource, file: string, schema: S): Promise<z.infer<S>>;
async function load<S extends z.ZodType>(source: SetSource, file: string, schema: S, options: { optional: true }): Promise<z.infer<S> | undefined>;
async function load<S extends z.ZodType>(source: SetSource, file: string, schema: S, options?: { optional: true }): Promise<z.infer<S> | undefined> {
  const text = await readText(source, file);
  if (text === undefined) {
    if (options?.optional) return undefined;
    throw new CatalogueImportError([`${file}: not found in ${source.location}`]);
  }
  return parseImportFile(schema, text, file);
}

/** The file's text, or undefined when the source has no such file (ENOENT, HTTP 404). */
async function readText(source: SetSource, file: string): Promise<string | undefined> {
  if (!isAddress(source.location)) {
    return readFile(join(source.location, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw new CatalogueImportError([`${file}: cannot read in ${source.location}: ${error.code ?? error.message}`]);
    });
  }
  const url = `${source.location.replace(/\/+$/, '')}/${file}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(source.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
  } catch (error) {
    throw new SourceUnreachableError(`${url}: cannot be reached: ${causeOf(error)}`);
  }
  if (response.status === 404) return undefined;
  if (response.status >= 500) throw new SourceUnreachableError(`${url}: HTTP ${response.status} ${response.statusText}`);
  if (!response.ok) throw new CatalogueImportError([`${url}: HTTP ${response.status} ${response.statusText}`]);
  return response.text();
}

/** fetch's own message is "fetch failed"; the reason (ECONNREFUSED, a DNS failure) is in its cause. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
