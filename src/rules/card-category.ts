import type { CardDef } from './card.js';

/**
 * Card categories as the rulebooks name them, one predicate each, read from the card data (subtypes, stage,
 * rule box) and never from the name. Every rule and card effect that says "Pokémon V", "Basic Pokémon" or
 * "Rule Box" asks here (000 "Anhang 5–7" on Pokémon V, VSTAR, VMAX and V-UNION, "Anhang 3" on Tera
 * Pokémon ex; 002 glossary on Pokémon-EX).
 */

const isPokemon = (def: CardDef): boolean => def.supertype === 'Pokémon';
const has = (def: CardDef, subtype: string): boolean => def.subtypes.includes(subtype);

/** 000 "Anhang 6/7": "Pokémon V" includes Pokémon VSTAR, VMAX and V-UNION ("each of your opponent's Pokémon V" matches them all). */
export const isPokemonV = (def: CardDef): boolean =>
  isPokemon(def) && (has(def, 'V') || has(def, 'VSTAR') || has(def, 'VMAX') || has(def, 'V-UNION'));
export const isPokemonVstar = (def: CardDef): boolean => isPokemon(def) && has(def, 'VSTAR');
export const isPokemonVmax = (def: CardDef): boolean => isPokemon(def) && has(def, 'VMAX');
export const isVUnion = (def: CardDef): boolean => isPokemon(def) && (has(def, 'V-UNION') || def.stage === 'V-UNION');
/** Pokémon ex of the Scarlet & Violet era (lower-case "ex"; the EX of the XY era is another category). */
export const isPokemonEx = (def: CardDef): boolean => isPokemon(def) && has(def, 'ex');
export const isPokemonEX = (def: CardDef): boolean => isPokemon(def) && has(def, 'EX');
export const isPokemonGX = (def: CardDef): boolean => isPokemon(def) && has(def, 'GX');
export const isTera = (def: CardDef): boolean => isPokemon(def) && has(def, 'Tera');
/** A V-UNION is not a Basic Pokémon (000 "Anhang 7"): the printed stage decides, not the absence of "Evolves from". */
export const isBasicPokemon = (def: CardDef): boolean => isPokemon(def) && def.stage === 'Basic';
export const isStage1 = (def: CardDef): boolean => isPokemon(def) && def.stage === 'Stage 1';
export const isStage2 = (def: CardDef): boolean => isPokemon(def) && def.stage === 'Stage 2';
/** Evolution Pokémon: everything that evolves from another card (Stage 1, Stage 2, BREAK, VMAX, VSTAR, Mega, Level-Up). */
export const isEvolutionPokemon = (def: CardDef): boolean =>
  isPokemon(def) && def.stage !== undefined && def.stage !== 'Basic' && def.stage !== 'V-UNION' && def.stage !== 'Restored';
export const hasRuleBox = (def: CardDef): boolean => isPokemon(def) && def.ruleBox;
export const hasAbility = (def: CardDef): boolean => isPokemon(def) && def.abilities.length > 0;
/** "Ancient" and "Future" Pokémon (SV): a subtype on the card. */
export const isAncient = (def: CardDef): boolean => isPokemon(def) && has(def, 'Ancient');
export const isFuture = (def: CardDef): boolean => isPokemon(def) && has(def, 'Future');

export type Category =
  | 'Pokémon V'
  | 'Pokémon VSTAR'
  | 'Pokémon VMAX'
  | 'Pokémon V-UNION'
  | 'Pokémon ex'
  | 'Pokémon-EX'
  | 'Pokémon-GX'
  | 'Tera Pokémon'
  | 'Basic Pokémon'
  | 'Stage 1 Pokémon'
  | 'Stage 2 Pokémon'
  | 'Evolution Pokémon'
  | 'Rule Box'
  | 'no Rule Box'
  | 'Pokémon with an Ability'
  | 'Ancient Pokémon'
  | 'Future Pokémon';

const PREDICATES: Readonly<Record<Category, (def: CardDef) => boolean>> = {
  'Pokémon V': isPokemonV,
  'Pokémon VSTAR': isPokemonVstar,
  'Pokémon VMAX': isPokemonVmax,
  'Pokémon V-UNION': isVUnion,
  'Pokémon ex': isPokemonEx,
  'Pokémon-EX': isPokemonEX,
  'Pokémon-GX': isPokemonGX,
  'Tera Pokémon': isTera,
  'Basic Pokémon': isBasicPokemon,
  'Stage 1 Pokémon': isStage1,
  'Stage 2 Pokémon': isStage2,
  'Evolution Pokémon': isEvolutionPokemon,
  'Rule Box': hasRuleBox,
  'no Rule Box': (def) => isPokemon(def) && !def.ruleBox,
  'Pokémon with an Ability': hasAbility,
  'Ancient Pokémon': isAncient,
  'Future Pokémon': isFuture,
};

export function isCategory(def: CardDef, category: Category): boolean {
  return PREDICATES[category](def);
}
