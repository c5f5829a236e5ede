import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { CardDef } from '../rules/index.js';
import { z } from 'zod';
import { parseSourceFile, validateSource } from './file-error.js';
import { normalizeCard } from './normalize.js';
import { rawCardFileSchema, rawDeckFileSchema } from './raw-card.schema.js';
import { cardNamesSchema } from './card-names.schema.js';
import { cardTextsSchema } from './card-texts.schema.js';
import { demoCatalogueDir, sharedCardNamesFile, sharedCardTextsFile, sharedPokemonTcgDataDir } from './source-paths.js';

/**
 * Real cards for tests, straight from ../shared/cards: synchronous, each set file read and
 * validated once, on first use. Not for the hub (it reads the catalogue in SQLite).
 */

const setCache = new Map<string, ReadonlyMap<string, CardDef>>();

export function cardById(id: string): CardDef {
  const setId = setIdOfCardId(id);
  const card = loadSet(setId, id).get(id);
  if (!card) throw new Error(`cardById: no card "${id}" in set "${setId}"`);
  return card;
}

/** A card by id, or undefined where the shared data has none: the lookup a scripted table session takes. */
export function findCard(id: string): CardDef | undefined {
  try {
    return cardById(id);
  } catch {
    return undefined;
  }
}

export interface DeckList {
  readonly id: string;
  readonly name: string;
  readonly cards: readonly { readonly card: CardDef; readonly count: number }[];
}

/**
 * A preconstructed deck: from ../shared decks/en by its id ("d-xy0-1": Kalos Starter Set, Chespin), or
 * the Scarlet & Violet demo deck shipped in catalogue/demo ("mirrormat-sv1-miraidon").
 */
export function deckById(deckId: string): DeckList {
  const sharedSet = /^d-([a-z0-9]+)-\d+$/.exec(deckId)?.[1];
  const files = sharedSet
    ? [join(sharedPokemonTcgDataDir(), 'decks', 'en', `${sharedSet}.json`)]
    : readdirSync(join(demoCatalogueDir(), 'decks', 'en')).map((name) => join(demoCatalogueDir(), 'decks', 'en', name));
  const deck = files
    .filter((file) => existsSync(file))
    .flatMap((file) => parseSourceFile(rawDeckFileSchema, readFileSync(file, 'utf8'), file))
    .find((d) => d.id === deckId);
  if (!deck) throw new Error(`deckById: no deck "${deckId}" in ${files.join(', ')}`);
  return {
    id: deck.id,
    name: deck.name,
    cards: deck.cards.map((line) => ({ card: cardById(line.id), count: line.count })),
  };
}

function setIdOfCardId(id: string): string {
  const dash = id.indexOf('-');
  if (dash <= 0) throw new Error(`cardById: "${id}" is not a card id like "sv1-25"`);
  return id.slice(0, dash);
}

function loadSet(setId: string, forId: string): ReadonlyMap<string, CardDef> {
  const cached = setCache.get(setId);
  if (cached) return cached;
  const file = join(sharedPokemonTcgDataDir(), 'cards', 'en', `${setId}.json`);
  if (!existsSync(file)) throw new Error(`cardById: no card "${forId}": there is no set "${setId}" (${file})`);
  const cards = parseSourceFile(rawCardFileSchema, readFileSync(file, 'utf8'), file);
  const names = tcgdexEntries(cardNamesSchema, sharedCardNamesFile(), setId);
  const texts = tcgdexEntries(cardTextsSchema, sharedCardTextsFile(), setId);
  const bySetId = new Map(cards.map((raw) => [raw.id, normalizeCard(raw, setId, names(raw.id), texts(raw.id))] as const));
  setCache.set(setId, bySetId);
  return bySetId;
}

/** A TCGdex file's entries (card id -> names or texts) for one set, each validated as it is read. */
function tcgdexEntries<V extends z.ZodType>(schema: z.ZodRecord<z.ZodString, V>, file: string, setId: string): (id: string) => z.infer<V> | undefined {
  const entries = JSON.parse(readFileSync(join(splitBySet(file), `${setId}.json`), 'utf8')) as Record<string, unknown>;
  return (id) => (entries[id] === undefined ? undefined : validateSource(schema.valueType, entries[id], `${file} ${id}`));
}

/**
 * The directory holding a TCGdex file split into one file per set, made once per version of the file in the OS's
 * temporary directory: reading all of card-texts.json (15 MB) cost every spec file that loads a card 0.6–1.6 s.
 * Made aside and renamed into place, so spec files starting together never read a half-written split.
 */
function splitBySet(file: string): string {
  const { size, mtimeMs } = statSync(file);
  const dir = join(tmpdir(), `mirrormat-${basename(file, '.json')}-${size}-${Math.trunc(mtimeMs)}`);
  if (existsSync(dir)) return dir;
  const all = parseSourceFile(z.record(z.string(), z.unknown()), readFileSync(file, 'utf8'), file);
  const bySet = new Map<string, Record<string, unknown>>();
  for (const [id, entry] of Object.entries(all)) {
    const setId = setIdOfCardId(id);
    const entries = bySet.get(setId) ?? {};
    entries[id] = entry;
    bySet.set(setId, entries);
  }
  const aside = mkdtempSync(`${dir}-`);
  for (const setId of new Set([...bySet.keys(), ...readdirSync(join(sharedPokemonTcgDataDir(), 'cards', 'en')).map((name) => basename(name, '.json'))])) {
    writeFileSync(join(aside, `${setId}.json`), JSON.stringify(bySet.get(setId) ?? {}));
  }
  try {
    renameSync(aside, dir);
  } catch {
    // Another spec file made it first: the same content.
    rmSync(aside, { recursive: true, force: true });
  }
  return dir;
}
