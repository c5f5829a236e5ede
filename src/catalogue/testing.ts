import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CardDef } from '../rules/index.js';
import { parseSourceFile } from './file-error.js';
import { normalizeCard } from './normalize.js';
import { rawCardFileSchema, rawDeckFileSchema } from './raw-card.schema.js';
import { cardNamesSchema, type CardNames } from './card-names.schema.js';
import { cardTextsSchema, type CardTexts } from './card-texts.schema.js';
import { demoCatalogueDir, sharedCardNamesFile, sharedCardTextsFile, sharedPokemonTcgDataDir } from './source-paths.js';

/**
 * Real cards for tests, straight from ../shared/cards: synchronous, each set file read and
 * validated once, on first use. Not for the hub (it reads the catalogue in SQLite).
 */

const setCache = new Map<string, ReadonlyMap<string, CardDef>>();
let namesCache: CardNames | undefined;
let textsCache: CardTexts | undefined;

export function cardById(id: string): CardDef {
  const setId = setIdOfCardId(id);
  const card = loadSet(setId, id).get(id);
  if (!card) throw new Error(`cardById: no card "${id}" in set "${setId}"`);
  return card;
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
  const names = loadNames();
  const texts = loadTexts();
  const cards = parseSourceFile(rawCardFileSchema, readFileSync(file, 'utf8'), file);
  const bySetId = new Map(cards.map((raw) => [raw.id, normalizeCard(raw, setId, names[raw.id], texts[raw.id])] as const));
  setCache.set(setId, bySetId);
  return bySetId;
}

function loadTexts(): CardTexts {
  textsCache ??= parseSourceFile(cardTextsSchema, readFileSync(sharedCardTextsFile(), 'utf8'), sharedCardTextsFile());
  return textsCache;
}

function loadNames(): CardNames {
  namesCache ??= parseSourceFile(cardNamesSchema, readFileSync(sharedCardNamesFile(), 'utf8'), sharedCardNamesFile());
  return namesCache;
}
