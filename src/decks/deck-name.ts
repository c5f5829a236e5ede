import { type CardDef, pokemonName } from '../rules/index.js';

/**
 * The name the four-copy rule counts (000 "Was gehört zum Namen eines Pokémon?"): a Pokémon's level
 * and δ are not part of it, owner, region and ex/EX/GX/V are. Trainers printed with a person in
 * brackets ("Professor's Research (Professor Turo)") share one name, as the cards say.
 */
export function deckName(card: CardDef): string {
  if (card.supertype === 'Pokémon') return pokemonName(card.name);
  return card.name.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

export function isBasicEnergy(card: CardDef): boolean {
  return card.supertype === 'Energy' && card.energyKind === 'Basic';
}
