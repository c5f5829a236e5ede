import type { CardDef } from '../card.js';
import { isCategory } from '../card-category.js';
import type { PokemonFilter } from './descriptor.js';

/** Whether a Pokémon card is one a description names ("Basic Pokémon", "your opponent's Pokémon ex", "Fire or Water Pokémon"). */
export function matchesFilter(def: CardDef, filter: PokemonFilter): boolean {
  for (const c of filter.categories) if (!isCategory(def, c)) return false;
  if (filter.exceptNames?.includes(def.name)) return false;
  if (filter.owner !== undefined && !def.name.startsWith(`${filter.owner} `)) return false;
  if (filter.names && !filter.names.includes(def.name)) return false;
  const types = def.types ?? [];
  if (filter.exceptTypes?.some((t) => types.includes(t))) return false;
  if (filter.types.length === 0) return true;
  return filter.types.some((t) => types.includes(t));
}
