import type { PokemonFilter } from './card-effects/descriptor.js';

/**
 * Effects of attacks that last into a later turn ("During your opponent's next turn, …"), read from the
 * attack's text as data. They are kept on the Pokémon or the player they act on, the rules they change
 * read them, and they end as the turn the text names ends, or when the Pokémon leaves the Active Spot or
 * evolves: 000 "E) Ziehe dein Aktives Pokémon zurück": "Wenn dein Aktives Pokémon auf deine Bank kommt …
 * verlieren Dinge wie Spezielle Zustände und jegliche Effekte von Attacken ihre Wirkung"; 000 "Entfernen
 * Spezieller Zustände" and 002 "FULL DETAILS OF ATTACKING" D for evolving and moving to the Bench.
 * The types only, which the state holds; lingering-effects.ts reads them from card text and applies them.
 */
export type LingeringRule =
  | { readonly kind: 'cannot-attack' }
  | { readonly kind: 'cannot-use-attack'; readonly attack: string }
  | { readonly kind: 'cannot-retreat' }
  /** "If the Defending Pokémon tries to attack …, your opponent flips a coin. If tails, that attack does nothing." */
  | { readonly kind: 'flip-before-attacking' }
  /**
   * Damage step 5 (000 "Angreifen im Detail" 5): after Weakness and Resistance; `from`: only from attacks of those
   * Pokémon. On a player: `protects`, that player's Pokémon it covers ("all of your Metal Pokémon"), new ones too.
   */
  | { readonly kind: 'takes-less-damage'; readonly amount: number; readonly from?: PokemonFilter; readonly protects?: PokemonFilter }
  /** Damage step 2 on the Pokémon that attacks: before Weakness and Resistance. */
  | { readonly kind: 'attacks-do-less-damage'; readonly amount: number }
  /** Damage step 2 on the attacker's own next turn: all its attacks, or the one named. */
  | { readonly kind: 'attacks-do-more-damage'; readonly amount: number; readonly attack?: string }
  /**
   * `from`: only the damage of attacks from those Pokémon ("from Basic Pokémon", "from Pokémon that have an Ability");
   * `upTo`: only damage of at most this much. On a player: `protects`, that player's Pokémon it covers ("each of your
   * Future Pokémon"); `whileActive`: "If this Pokémon is no longer your Active Pokémon, this effect ends." (the attacker).
   */
  | { readonly kind: 'prevent-damage'; readonly from?: PokemonFilter; readonly upTo?: number; readonly protects?: PokemonFilter; readonly whileActive?: true }
  | { readonly kind: 'prevent-damage-and-effects' }
  /** "If this Pokémon is damaged by an attack (even if it is Knocked Out), put N damage counters on the Attacking Pokémon." */
  | { readonly kind: 'counters-on-attacker'; readonly counters: number }
  /** On a player: no Item cards from the hand. */
  | { readonly kind: 'no-item-cards' }
  /** Damage step 5 on the Defending Pokémon during the attacker's next turn: "takes 50 more damage from attacks (after applying Weakness and Resistance)". */
  | { readonly kind: 'takes-more-damage'; readonly amount: number }
  /** "attacks used by the Defending Pokémon cost Colorless more": that many Colorless added to each attack's cost. */
  | { readonly kind: 'attack-cost-more'; readonly colorless: number }
  /** "the Defending Pokémon's Retreat Cost is Colorless more". */
  | { readonly kind: 'retreat-cost-more'; readonly colorless: number }
  /** "this Pokémon has no Weakness". */
  | { readonly kind: 'no-weakness' }
  /** "prevent all effects of attacks used by your opponent's Pokémon done to this Pokémon. (Damage is not an effect.)" */
  | { readonly kind: 'prevent-effects' }
  /**
   * "if this Pokémon would be Knocked Out by damage from an attack …, it is not Knocked Out, and its remaining HP becomes
   * 10"; `fullHp`: "if this Pokémon has full HP and would be …" (`knock-out-survived.ts`).
   */
  | { readonly kind: 'survives-knock-out'; readonly remaining: number; readonly fullHp?: true };

export interface LingeringEffect {
  readonly rule: LingeringRule;
  /** The last turn it lasts: it ends as that turn ends. */
  readonly until: number;
  /** The attack that made it, and the Pokémon that used it (a Trainer card: its name, and the card). */
  readonly source: { readonly pokemon: string; readonly name: string };
}

/** What an attack's sentence leaves behind: the rule, on whom, for which turn. */
export interface LingeringText {
  readonly rule: LingeringRule;
  /** The Defending Pokémon, the attacking Pokémon itself, the opponent or the attacking player (a player). */
  readonly target: 'defender' | 'self' | 'opponent' | 'own';
  readonly lasts: 'opponent-next-turn' | 'own-next-turn';
  /** Only if the Defending Pokémon is a Basic, or an Evolution, Pokémon ("If the Defending Pokémon is a Basic Pokémon, it …"). */
  readonly when?: 'defender-basic' | 'defender-evolution';
}
