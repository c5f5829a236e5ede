/**
 * The engine's view of a printed card: everything a rule needs, nothing it does not.
 * The catalogue (src/catalogue) turns pokemon-tcg-data JSON into this shape; the engine never
 * reads raw card data. Events that bring a card into the game carry its CardDef, so a match
 * log replays identically whatever later happens to the catalogue.
 */

export const ENERGY_TYPES = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Fairy',
  'Dragon',
  'Colorless',
] as const;
export type EnergyType = (typeof ENERGY_TYPES)[number];

export type Supertype = 'Pokémon' | 'Trainer' | 'Energy';

/** Where a Pokémon stands in its evolution line, as the card prints it. */
export type Stage =
  | 'Basic'
  | 'Stage 1'
  | 'Stage 2'
  | 'BREAK'
  | 'Level-Up'
  | 'VMAX'
  | 'VSTAR'
  | 'V-UNION'
  | 'MEGA'
  | 'Restored';

export type TrainerKind = 'Item' | 'Supporter' | 'Stadium' | 'Tool' | 'Technical Machine';

/** Printed damage: "30" -> 30/none, "30+" -> 30/plus, "50×" -> 50/times, "10-" -> 10/minus, "" -> null. */
export interface PrintedDamage {
  readonly amount: number;
  readonly modifier: 'none' | 'plus' | 'times' | 'minus' | 'unknown';
}

/** German and French names (or texts) from TCGdex (MIT), where known. */
export interface LocalizedNames {
  readonly de?: string;
  readonly fr?: string;
}

export interface AttackDef {
  readonly name: string;
  readonly cost: readonly EnergyType[];
  readonly damage: PrintedDamage | null;
  readonly text: string;
  readonly names?: LocalizedNames;
  /** `text` in German and French. */
  readonly texts?: LocalizedNames;
}

export interface AbilityDef {
  readonly name: string;
  readonly text: string;
  /** "Ability", "Poké-Power", "Poké-Body", "Pokémon Power", "Ancient Trait". */
  readonly kind: string;
  readonly names?: LocalizedNames;
  /** `text` in German and French. */
  readonly texts?: LocalizedNames;
}

/** "×2" -> times 2; "+20" -> plus 20 (older cards). */
export interface WeaknessDef {
  readonly type: EnergyType;
  readonly kind: 'times' | 'plus';
  readonly amount: number;
}

/** "-30" -> minus 30. */
export interface ResistanceDef {
  readonly type: EnergyType;
  readonly amount: number;
}

export interface CardDef {
  /** pokemon-tcg-data id, e.g. "sv1-25". */
  readonly id: string;
  readonly name: string;
  readonly supertype: Supertype;
  readonly subtypes: readonly string[];
  readonly setId: string;
  readonly number: string;
  /** Pokémon only. */
  readonly stage?: Stage;
  readonly evolvesFrom?: string;
  readonly hp?: number;
  readonly types?: readonly EnergyType[];
  readonly attacks: readonly AttackDef[];
  readonly abilities: readonly AbilityDef[];
  readonly weaknesses: readonly WeaknessDef[];
  readonly resistances: readonly ResistanceDef[];
  readonly retreatCost: number;
  /** Prize cards the opponent takes when this Pokémon is Knocked Out (1, 2 or 3), from its rule box and subtypes. */
  readonly prizeValue: 1 | 2 | 3;
  /** Has a rule box (ex, EX, GX, V, VSTAR, VMAX, TAG TEAM, Radiant, Prism Star, ...). */
  readonly ruleBox: boolean;
  /** Trainer only. Cards without subtypes in the data (old sets) are derived from their text. */
  readonly trainerKind?: TrainerKind;
  /** Energy only. */
  readonly energyKind?: 'Basic' | 'Special';
  /** Energy only: the types one attachment of this card provides, where the data says it. */
  readonly provides?: readonly EnergyType[];
  /** Rule-box and Trainer text, verbatim. */
  readonly rules: readonly string[];
  readonly regulationMark?: string;
  /** German and French names from TCGdex (MIT), where known. */
  readonly names?: { readonly de?: string; readonly fr?: string };
}
