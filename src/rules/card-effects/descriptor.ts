import type { EnergyType, TrainerKind } from '../card.js';
import type { Category } from '../card-category.js';
import type { SpecialCondition } from '../profile.js';

/**
 * What a card's text changes while the card is in play, as data: parsed from Abilities, Pokémon Tool,
 * Stadium and Special Energy text (`continuous-text.ts`), or taken from the registry (`registry.ts`) for a
 * text no pattern reads. `continuous-effects.ts` applies them to the state.
 */

/** Which Pokémon a description names: all of the categories, and one of the types where any are named. */
export interface PokemonFilter {
  readonly categories: readonly Category[];
  readonly types: readonly EnergyType[];
  /** "except any Zapdos": Pokémon of these names are left out. */
  readonly exceptNames?: readonly string[];
  /** "Cynthia's Pokémon", "Team Rocket's Pokémon": Pokémon whose name starts with the owner's ("Cynthia's Garchomp ex"). */
  readonly owner?: string;
  /** "each Psyduck in play", "the Pikachu ex this card is attached to": only Pokémon of these names. */
  readonly names?: readonly string[];
  /** "Basic non-Fighting Pokémon": Pokémon of none of these types. */
  readonly exceptTypes?: readonly EnergyType[];
  /** "the Poisoned Pokémon this card is attached to": only while the Pokémon is affected by it (a state, not the card). */
  readonly affectedBy?: 'Poisoned';
}

export const ANY_POKEMON: PokemonFilter = { categories: [], types: [] };

/**
 * Whose Pokémon an effect reaches, seen from the card that has the text: `holder` is "the Pokémon this card
 * is attached to" (a Tool, a Special Energy) or "this Pokémon" (an Ability); `own`/`opponent`/`all` are
 * "your Pokémon", "your opponent's Pokémon", "each Pokémon in play (both yours and your opponent's)".
 */
export interface Reach {
  readonly side: 'holder' | 'own' | 'opponent' | 'all';
  /** "Your Active Pokémon", "your opponent's Active Pokémon". */
  readonly activeOnly: boolean;
  /** "Your Benched Pokémon" (Rabsca "Spherical Shield"). */
  readonly benchOnly?: true;
  readonly filter: PokemonFilter;
}

/** A condition the text puts on its effect, evaluated on the state when a rule asks. */
export type Condition =
  /** "If you have more Prize cards remaining than your opponent" (the card's owner). */
  | { readonly kind: 'more-prizes-remaining' }
  /** "If your opponent has 2 or fewer Prize cards remaining" (the card owner's opponent). */
  | { readonly kind: 'opponent-prizes-at-most'; readonly count: number }
  /** "If that Pokémon's remaining HP is 30 or less" (the Pokémon the effect reaches). */
  | { readonly kind: 'remaining-hp-at-most'; readonly amount: number }
  /** "As long as this Pokémon is in the Active Spot" / "on your Bench" (the Pokémon with the Ability or the Tool). */
  | { readonly kind: 'source-spot'; readonly spot: 'active' | 'bench' }
  /** "If this Pokémon has any damage counters on it". */
  | { readonly kind: 'damaged' }
  /**
   * "If this Pokémon has any (Fire) Energy attached"; `none`: "has no Energy attached"; `atLeast`: "has 3 or more Metal
   * Energy attached" (the Energy it provides of that type); `special`: "has any Special Energy attached".
   */
  | { readonly kind: 'energy-attached'; readonly type: EnergyType | null; readonly none: boolean; readonly atLeast?: number; readonly special?: true }
  /** "If this Pokémon has 2 or more damage counters on it". */
  | { readonly kind: 'damage-counters-at-least'; readonly count: number }
  /** "If this Pokémon has full HP". */
  | { readonly kind: 'full-hp' }
  /** "If you have 4 or more cards in the Lost Zone". */
  | { readonly kind: 'lost-zone-at-least'; readonly count: number }
  /** "If this Pokémon is affected by a Special Condition"; `condition`: "If this Pokémon is Confused", that one. */
  | { readonly kind: 'special-condition'; readonly condition?: SpecialCondition }
  /** "Each player who has any Tera Pokémon in play" (the player whose Bench it is). */
  | { readonly kind: 'has-in-play'; readonly filter: PokemonFilter }
  /** "If the Pokémon this card is attached to doesn't have a Rule Box": the Pokémon the effect reaches is one of these. */
  | { readonly kind: 'is'; readonly filter: PokemonFilter }
  /** "As long as this Pokémon has a Future Booster Energy Capsule attached" (the Pokémon the effect reaches), by the card's name. */
  | { readonly kind: 'card-attached'; readonly name: string }
  /** "If you go first" (the card's owner). */
  | { readonly kind: 'went-first' }
  /**
   * "unless you have 4 or more Team Rocket's Pokémon in play" (`own`, count 4), "If your opponent has no Pokémon ex or
   * Pokémon V in play" (`opponent`, count 1): that player has fewer than `count` Pokémon in play of any of the filters.
   */
  | { readonly kind: 'in-play-fewer-than'; readonly side: 'own' | 'opponent'; readonly filters: readonly PokemonFilter[]; readonly count: number }
  /**
   * "As long as you have at least 1 other Bouffalant in play", "If you have Plusle in play" (the card's owner, besides the
   * Pokémon with the Ability).
   */
  | { readonly kind: 'other-in-play'; readonly name: string };

/**
 * What an HP, damage or attack-cost change counts, on the Pokémon it reaches: "for each Fighting Energy attached to it"
 * (the Energy of that type it provides, as printed), "for each Prize card your opponent has taken" (the Pokémon's
 * owner's opponent), "for each of your opponent's Benched Pokémon", "for each Kofu card in your discard pile".
 */
export type PerCount =
  | { readonly kind: 'energy'; readonly type: EnergyType }
  | { readonly kind: 'opponent-prizes-taken' }
  | { readonly kind: 'opponent-benched' }
  | { readonly kind: 'own-discard-named'; readonly name: string };

/**
 * `single` (on HP and damage changes): "The effect of Curly Wall doesn't stack", "You can't apply more than 1 …
 * Ability at a time": applied once to a Pokémon however many such cards are in play, by the Ability's name.
 */
export type ContinuousEffect =
  /** "has no Retreat Cost" (`to: 0`), "Retreat Cost is Colorless less/more" (`by`). */
  | { readonly kind: 'retreat-cost'; readonly reach: Reach; readonly to?: 0; readonly by?: number; readonly when: readonly Condition[] }
  /** "gets +100 HP"; `per`: "+40 HP for each Fighting Energy attached to it". */
  | { readonly kind: 'hp'; readonly reach: Reach; readonly amount: number; readonly when: readonly Condition[]; readonly single?: string; readonly per?: PerCount }
  /** "has no Weakness". */
  | { readonly kind: 'no-weakness'; readonly reach: Reach; readonly when: readonly Condition[] }
  /** "The Weakness of each of your opponent's Dragon Pokémon in play is now Psychic. (Apply Weakness as ×2.)" (Lillie's Clefairy ex "Fairy Zone"). */
  | { readonly kind: 'weakness-is'; readonly reach: Reach; readonly type: EnergyType; readonly when: readonly Condition[] }
  /**
   * Damage step 2 (000 "Angreifen im Detail": effects on the attacking Pokémon, before Weakness): "the attacks
   * of the Pokémon this card is attached to do 30 more damage to your opponent's Active Pokémon V".
   * `reach`: the attackers; `against`: the Defending Pokémon it counts against; negative for "less".
   */
  | {
      readonly kind: 'damage-dealt';
      readonly reach: Reach;
      readonly against: PokemonFilter;
      /** "to your opponent's Active Pokémon" (Tools); false for "to your opponent's Pokémon" (Double Turbo Energy). */
      readonly againstActiveOnly: boolean;
      readonly amount: number;
      readonly when: readonly Condition[];
      readonly single?: string;
      /** "30 more damage … for each Prize card your opponent has taken". */
      readonly per?: PerCount;
    }
  /**
   * Damage step 5 (effects on the Defending Pokémon, after Resistance): "takes 30 less damage from attacks from
   * your opponent's Pokémon V". `reach`: the defenders; `from`: the attackers it counts against.
   */
  | {
      readonly kind: 'damage-taken';
      readonly reach: Reach;
      readonly from: PokemonFilter;
      readonly amount: number;
      readonly when: readonly Condition[];
      readonly single?: string;
      /** "…, and discard this card" (Occa Berry): the attached card goes to the discard pile once it has taken damage off. */
      readonly spent?: true;
    }
  /**
   * "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex" (Mysterious Rock Inn,
   * Safeguard, Armor Tail): the damage an attack from those Pokémon does to the Pokémon it reaches is none.
   */
  | { readonly kind: 'damage-prevented'; readonly reach: Reach; readonly from: PokemonFilter; readonly when: readonly Condition[] }
  /**
   * "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage." (Kecleon "Expert
   * Hider"; Fezandipiti "Adrena-Pheromone" while it "has any Darkness Energy attached"): a coin flipped in the attack's
   * damage step for the Pokémon it reaches, heads preventing that damage (`damage-coin.ts`). `text`: both sentences,
   * quoted in the coin's reason.
   */
  | { readonly kind: 'damage-coin'; readonly reach: Reach; readonly text: string; readonly when: readonly Condition[] }
  /**
   * "If this Pokémon has full HP and would be Knocked Out by damage from an attack, it is not Knocked Out, and its
   * remaining HP becomes 10." (Pikachu ex "Resolute Heart", Crustle "Sturdy"): `remaining` HP are left by that damage.
   * `coin`: "If this Pokémon would be Knocked Out by damage from an attack, flip a coin. If heads, …" (Machamp "Guts",
   * Mega Hawlucha ex "Tenacious Body"), both sentences, quoted in the coin's reason: only heads leaves it. `discard`:
   * "Then, discard this card." (Survival Brace): the attached card goes to the discard pile once it has left it.
   */
  | {
      readonly kind: 'survives-knock-out';
      readonly reach: Reach;
      readonly remaining: number;
      readonly when: readonly Condition[];
      readonly coin?: string;
      readonly discard?: true;
    }
  /** "can have up to 8 Pokémon on their Bench" for each player the conditions hold for. */
  | { readonly kind: 'bench-size'; readonly size: number; readonly when: readonly Condition[] }
  /**
   * "attacks used by the Pokémon this card is attached to cost Colorless less"; `per`: "… for each Prize card your
   * opponent has taken" (that many times); `attack`: "Blood Moon used by this Pokémon costs …" (that attack only).
   */
  | { readonly kind: 'attack-cost-less'; readonly reach: Reach; readonly colorless: number; readonly when: readonly Condition[]; readonly per?: PerCount; readonly attack?: string }
  /** "ignore all Energy in this Pokémon's attack costs". */
  | { readonly kind: 'attack-cost-ignored'; readonly reach: Reach; readonly when: readonly Condition[] }
  /** "The Pokémon V this card is attached to can use the VSTAR Power on this card" (Forest Seal Stone). */
  | { readonly kind: 'grants-ability'; readonly reach: Reach; readonly when: readonly Condition[] }
  /**
   * "If it is Knocked Out by damage from an attack from your opponent's Pokémon, that player takes 1 more (fewer)
   * Prize card" (Luxurious Cape, Legacy Energy): `by` added to the Prize cards taken for the Pokémon it reaches.
   * `oncePerGame`: "This effect of your Legacy Energy can't be applied more than once per game", by that name.
   */
  /**
   * An off-switch: "Pokémon with a Rule Box in play (both yours and your opponent's) have no Abilities" (Path to the
   * Peak); `except`: "…, except for Mischievous Lock" (Klefki), the Ability that keeps working.
   */
  | { readonly kind: 'no-abilities'; readonly reach: Reach; readonly except?: string; readonly when: readonly Condition[] }
  | { readonly kind: 'prizes-taken'; readonly reach: Reach; readonly by: number; readonly oncePerGame?: string; readonly when: readonly Condition[] }
  /**
   * "Each Basic Grass Energy attached to all of your Pokémon provides GrassGrass Energy" (Meganium "Wild Growth"): what
   * each basic Energy card of `type` provides while attached to a Pokémon it reaches, instead of its one Energy.
   */
  | { readonly kind: 'basic-energy-provides'; readonly reach: Reach; readonly type: EnergyType; readonly units: readonly EnergyType[]; readonly when: readonly Condition[] }
  /** "it is Grass and Fire type" (Scovillain "Double Type", Iron Treads "Dual Core"): the Pokémon's types instead of its printed ones. */
  | { readonly kind: 'types'; readonly reach: Reach; readonly types: readonly EnergyType[]; readonly when: readonly Condition[] }
  /** "attacks used by your opponent's Active Pokémon cost Colorless more" (Seismitoad "Quaking Zone"): that many Colorless added. */
  | { readonly kind: 'attack-cost-more'; readonly reach: Reach; readonly colorless: number; readonly when: readonly Condition[] }
  /** "your opponent can't play any Item cards or Pokémon Tool cards from their hand" (Froslass "Oceanic Curse"): the card's owner's opponent. */
  | { readonly kind: 'cannot-play'; readonly trainerKinds: readonly TrainerKind[]; readonly when: readonly Condition[] }
  /** "This Pokémon can't be affected by any Special Conditions" (Garganacl ex "Salty Body"), "can't be Asleep" (Hoothoot "Insomnia"). */
  | { readonly kind: 'condition-immune'; readonly reach: Reach; readonly conditions: readonly SpecialCondition[]; readonly when: readonly Condition[] }
  /** "This Pokémon can't attack unless …" (Team Rocket's Mewtwo ex "Power Saver"), "Your opponent's Pokémon that have 40 HP or less remaining can't attack." */
  | { readonly kind: 'cannot-attack'; readonly reach: Reach; readonly when: readonly Condition[] }
  /** "If you go first, this Pokémon can use attacks during your first turn." (Meloetta ex "Debut Performance"). */
  | { readonly kind: 'first-turn-attack'; readonly reach: Reach; readonly when: readonly Condition[] }
  /** "Pokémon (both yours and your opponent's) can't be healed." (Abomasnow "Freezing Disaster"): no damage is healed from them. */
  | { readonly kind: 'cannot-be-healed'; readonly reach: Reach; readonly when: readonly Condition[] }
  /** "your opponent's Active Pokémon can't retreat" (Omastar "Primordial Tentacles"). */
  | { readonly kind: 'cannot-retreat'; readonly reach: Reach; readonly when: readonly Condition[] }
  /**
   * "Prevent all effects of attacks used by your opponent's Pokémon done to this Pokémon. (Damage is not an effect.)"
   * (Mist Energy, "Cocoon Cover"): what an attack from those Pokémon does to the Pokémon it reaches besides damage
   * (Special Conditions, lasting effects, damage counters placed, its cards discarded) does not happen.
   */
  | { readonly kind: 'attack-effects-prevented'; readonly reach: Reach; readonly from: PokemonFilter; readonly when: readonly Condition[] }
  /**
   * A counter-attack: "If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon
   * (even if this Pokémon is Knocked Out), put 3 damage counters on the Attacking Pokémon" / "the Attacking Pokémon is
   * now Burned" (Rocky Helmet, Spiky Energy, "Scorching Armor"), applied after the attack's damage (`counter-attack.ts`).
   * `knockedOut`: only "is Knocked Out by damage from an attack"; `left`: what the players apply instead ("draw 2
   * cards"), handed to them in the attack's `attack-effects` prompt.
   */
  | {
      readonly kind: 'counter-attack';
      readonly reach: Reach;
      readonly from: PokemonFilter;
      readonly knockedOut: boolean;
      readonly counters: number;
      readonly conditions: readonly SpecialCondition[];
      readonly left?: string;
      readonly when: readonly Condition[];
    };

/**
 * One sentence of a card's text and what the engine makes of it: `executed` when a rule applies it (its
 * effects, or a reminder of a rule the engine applies anyway), otherwise it is handed to the players.
 */
export interface TextReading {
  readonly text: string;
  readonly effects: readonly ContinuousEffect[];
  readonly executed: boolean;
  /** Not executed, but handed to the players with a prompt when it applies (a counter-attack's `left`). */
  readonly handed?: true;
}
