import type { CardDef } from '../rules/index.js';
import type { CardImages } from './card-images.js';
import type { CatalogueData, CatalogueDeck, CatalogueSet } from './catalogue-data.js';
import type { CardNames } from './card-names.schema.js';
import type { CardTexts } from './card-texts.schema.js';
import { CatalogueImportError } from './file-error.js';
import { normalizeCard } from './normalize.js';
import type { RawCard, RawDeck, RawSet } from './raw-card.schema.js';

/** Source files after each passed its schema; `file` is the name problems are reported under. */
export interface ValidatedSource {
  readonly source: string;
  readonly sets: { readonly file: string; readonly sets: readonly RawSet[] };
  readonly cardFiles: readonly { readonly file: string; readonly setId: string; readonly cards: readonly RawCard[] }[];
  readonly deckFiles: readonly { readonly file: string; readonly setId: string; readonly decks: readonly RawDeck[] }[];
  readonly names: CardNames;
  /** Attack and Ability names in German and French; absent from sources that have none. */
  readonly texts?: CardTexts;
}

/** A set as the catalogue keeps it, read from the source's sets file: a full import and the one-set import alike. */
export function catalogueSet(raw: RawSet): CatalogueSet {
  return {
    id: raw.id,
    name: raw.name,
    series: raw.series,
    ...(raw.ptcgoCode === undefined ? {} : { ptcgoCode: raw.ptcgoCode }),
    releaseDate: raw.releaseDate,
    printedTotal: raw.printedTotal,
  };
}

/**
 * Checks what no single file can show (every card file has its set, card ids are unique) and
 * normalises every card. Any problem refuses the whole import; a deck line naming a card the data
 * does not have (decks/en/swsh3.json and swsh4.json list "swsh1-0") is only a warning.
 */
export function assembleCatalogue(input: ValidatedSource): CatalogueData {
  const problems: string[] = [];
  const warnings: string[] = [];

  const sets = new Map<string, CatalogueSet>();
  input.sets.sets.forEach((raw, index) => {
    if (sets.has(raw.id)) problems.push(`${input.sets.file}: [${index}].id: set "${raw.id}" is listed twice`);
    sets.set(raw.id, catalogueSet(raw));
  });

  const cards = new Map<string, CardDef>();
  const images = new Map<string, CardImages>();
  const fileOfCard = new Map<string, string>();
  const setsWithCards = new Set<string>();
  for (const { file, setId, cards: rawCards } of input.cardFiles) {
    if (!sets.has(setId)) {
      problems.push(`${file}: no set "${setId}" in ${input.sets.file}`);
      continue;
    }
    setsWithCards.add(setId);
    rawCards.forEach((raw, index) => {
      const other = fileOfCard.get(raw.id);
      if (other !== undefined) {
        problems.push(`${file}: [${index}].id: card "${raw.id}" is also in ${other}`);
        return;
      }
      if (!raw.id.startsWith(`${setId}-`)) {
        problems.push(`${file}: [${index}].id: card "${raw.id}" does not belong to set "${setId}"`);
        return;
      }
      try {
        cards.set(raw.id, normalizeCard(raw, setId, input.names[raw.id], input.texts?.[raw.id]));
        fileOfCard.set(raw.id, file);
        if (raw.images) images.set(raw.id, raw.images);
      } catch (error) {
        problems.push(`${file}: [${index}]: ${(error as Error).message}`);
      }
    });
  }
  for (const id of sets.keys()) {
    if (!setsWithCards.has(id)) warnings.push(`${input.sets.file}: set "${id}" has no cards in this source`);
  }

  const decks: CatalogueDeck[] = [];
  const deckIds = new Set<string>();
  for (const { file, setId, decks: rawDecks } of input.deckFiles) {
    rawDecks.forEach((raw, index) => {
      if (deckIds.has(raw.id)) {
        problems.push(`${file}: [${index}].id: deck "${raw.id}" is listed twice`);
        return;
      }
      deckIds.add(raw.id);
      raw.cards.forEach((line, lineIndex) => {
        if (!cards.has(line.id)) {
          warnings.push(`${file}: [${index}].cards[${lineIndex}].id: deck "${raw.id}" lists "${line.id}", which is not in the data`);
        }
      });
      decks.push({ id: raw.id, name: raw.name, setId, cards: raw.cards.map((line) => ({ id: line.id, count: line.count })) });
    });
  }

  if (problems.length > 0) throw new CatalogueImportError(problems);
  return { source: input.source, sets: [...sets.values()], cards: [...cards.values()], images, decks, warnings };
}
