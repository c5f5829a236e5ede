import type { CardDef } from '../rules/index.js';
import type { CardImages } from './card-images.js';

/** A set (expansion) as the catalogue keeps it. */
export interface CatalogueSet {
  readonly id: string;
  readonly name: string;
  readonly series: string;
  /** The code printed/used by Pokémon TCG Online and TCG Live, e.g. "SVI" for sv1; absent on old sets. */
  readonly ptcgoCode?: string;
  /** YYYY/MM/DD as the data writes it. */
  readonly releaseDate: string;
  readonly printedTotal: number;
}

export interface CatalogueDeckLine {
  readonly id: string;
  readonly count: number;
}

/** A preconstructed deck list (decks/en). */
export interface CatalogueDeck {
  readonly id: string;
  readonly name: string;
  readonly setId: string;
  readonly cards: readonly CatalogueDeckLine[];
}

/** Everything one import brings, validated and normalised; replaces the catalogue as a whole. */
export interface CatalogueData {
  /** Where it came from, for the log and /health: a directory, an API URL, "demo". */
  readonly source: string;
  readonly sets: readonly CatalogueSet[];
  readonly cards: readonly CardDef[];
  /**
   * The card images' addresses by card id, beside the cards rather than in their CardDef: a CardDef travels in
   * commands and the match log, and a picture is no rule.
   */
  readonly images: ReadonlyMap<string, CardImages>;
  readonly decks: readonly CatalogueDeck[];
  /** Problems that do not make the data wrong (a deck line naming a card the data lacks). */
  readonly warnings: readonly string[];
}

/** One set's import: the set itself, its cards, images and decks (set-source.ts). */
export type OneSet = CatalogueData & { readonly sets: readonly [CatalogueSet] };

/** What importing one set did; `unchanged` when the catalogue already held it exactly so. */
export interface SetImport {
  readonly setId: string;
  readonly name: string;
  readonly releaseDate: string;
  readonly cards: number;
  readonly outcome: 'added' | 'updated' | 'unchanged';
}
