import type { CardDef } from '@rules/index.js';
import { isHidden, topOf, type SeenPokemon } from './game-view.js';

/**
 * The hub's address of a card's picture (src/card-images). The page always asks the hub, which sends it on to the
 * source (catalogue.images: remote), serves it from its cache (cache) or has none (off): so only catalogue pictures
 * are shown, never an address a command carried.
 */
export function cardImageUrl(card: Pick<CardDef, 'id'>, size: 'small' | 'large' = 'small'): string {
  return `/api/cards/${encodeURIComponent(card.id)}/image?size=${size}`;
}

/** The picture of a Pokémon in play as this viewer sees it: none for one they may not see (face down), which carries no card id. */
export function pokemonImageUrl(pokemon: SeenPokemon): string | undefined {
  return isHidden(pokemon) ? undefined : cardImageUrl(topOf(pokemon));
}
