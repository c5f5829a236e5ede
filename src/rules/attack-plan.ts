import type { AttackDef, EnergyType } from './card.js';
import type { DamageTerm } from './card-effects/damage-count-text.js';
import type { LingeringText } from './lingering-effect.js';
import type { SpecialCondition } from './profile.js';

/**
 * An attack's text as the engine reads it (attack-text.ts parses it): a small effect list, kept in the state while
 * the attack resolves. Its own module so that the state's types need none of the parsing.
 */
export type AttackEffect =
  /** "Flip a coin. If heads, this attack does N more damage." */
  | { readonly kind: 'flip-bonus'; readonly amount: number }
  /** "Flip N coins. This attack does N (more) damage for each heads." */
  | { readonly kind: 'flip-per-heads'; readonly coins: number; readonly amount: number; readonly more: boolean }
  /** "Flip a coin until you get tails. This attack does N (more) damage for each heads." */
  | { readonly kind: 'flip-until-tails'; readonly amount: number; readonly more: boolean }
  /** "Flip a coin. If tails, this attack does nothing." */
  | { readonly kind: 'tails-nothing' }
  /** "The Defending Pokémon is now Paralyzed." — always, or behind a coin flip. */
  | { readonly kind: 'condition'; readonly conditions: readonly SpecialCondition[]; readonly on: 'always' | 'heads' | 'tails' }
  /** "This Pokémon also does N damage to itself." — always, or "If tails, Raichu does 30 damage to itself." */
  | { readonly kind: 'self-damage'; readonly amount: number; readonly on: 'always' | 'heads' | 'tails' }
  /**
   * One coin decides between two outcomes: "Flip a coin. If heads, …; if tails, …" (or ". If tails, …").
   * Each outcome is a damage bonus, "this attack does nothing", and effects that then always happen.
   */
  | { readonly kind: 'coin'; readonly heads: CoinOutcome; readonly tails: CoinOutcome }
  /** Damage to Benched Pokémon: chosen ones of the opponent's or of the player's own, or each of a side's. */
  | {
      readonly kind: 'bench-damage';
      readonly amount: number;
      readonly scope: 'choose-opponent' | 'choose-own' | 'each-opponent' | 'each-own' | 'each-both';
      readonly count: number;
      /** Only these may be chosen: "1 of your opponent's Benched Pokémon that has any damage counters on it". */
      readonly only?: TargetFilter;
      /** "… for each Prize card your opponent has taken": as `opponents-pokemon-damage`'s. */
      readonly per?: DamageTerm | null;
    }
  /**
   * Damage to the opponent's Pokémon, Active or Benched: "This attack does 50 damage to 1 of your opponent's Pokémon.",
   * "… to each of 2 of …", "… to each of your opponent's Pokémon." The Active one among them takes it as the attack's
   * damage (Weakness and Resistance), the Benched ones without (000 "Angreifen im Detail" B). "… for each damage
   * counter on this Pokémon" (Scream Tail "Roaring Scream"): the amount times what `per` counts; null where the
   * count is not one the engine reads (the text then stays with the players).
   */
  | { readonly kind: 'opponents-pokemon-damage'; readonly amount: number; readonly count: number | 'each'; readonly per?: DamageTerm | null; readonly only?: TargetFilter }
  /** "Heal 30 damage from this Pokémon." — after the attack's damage, as far as the attacker has damage to heal. */
  | { readonly kind: 'heal-self'; readonly amount: number }
  /**
   * "Discard an Energy from this Pokémon.", "Discard 2 [Fire] Energy …", "Discard all Energy …": Energy cards attached to
   * the attacker, after the attack's damage (`attack-energy-discard.ts`); `basic`: "all basic Psychic Energy"; always, or
   * behind a coin ("Flip a coin. If tails, discard all Energy from this Pokémon.").
   */
  | { readonly kind: 'discard-own-energy'; readonly count: number | 'all'; readonly type?: EnergyType; readonly basic?: true; readonly on: 'always' | 'heads' | 'tails' }
  /**
   * "Discard up to 2 Metal Energy from this Pokémon.", "You may discard any amount of Water Energy from your Pokémon.": as
   * many Energy cards as the count the player chose (`Attack.count`, `attack-energy-discard-count.ts`), from the
   * attacker, all of the player's Pokémon or their Benched ones; `max` null for "any amount"; `optional` for "You may",
   * which lets the player choose none.
   */
  | {
      readonly kind: 'discard-chosen-energy';
      readonly max: number | null;
      readonly optional: boolean;
      readonly from: 'self' | 'own' | 'bench';
      readonly type?: EnergyType;
      readonly basic?: true;
    }
  /** "If your opponent's Pokémon is Knocked Out by damage from this attack, take 1 more Prize card." (Iron Hands ex "Amp You Very Much") */
  | { readonly kind: 'more-prizes'; readonly count: number }
  /** An effect that lasts into a later turn (lingering-effects.ts) — always, or behind a coin flip. */
  | (LingeringText & { readonly kind: 'lingering'; readonly on: 'always' | 'heads' | 'tails' });

export interface CoinOutcome {
  readonly bonus: number;
  readonly nothing: boolean;
  /** Effects without a flip of their own (Special Conditions, damage to itself or to Benched Pokémon). */
  readonly effects: readonly AttackEffect[];
}

export interface AttackPlan {
  readonly effects: readonly AttackEffect[];
  /** What an "N×", "N+" or "N−" damage counts (`damage-count.ts`); absent in logs from before it was read. */
  readonly damage?: readonly DamageTerm[];
  /** "This attack's damage isn't affected by Weakness or Resistance." */
  readonly ignores?: readonly ('Weakness' | 'Resistance')[];
  /** Text the engine does not execute, verbatim; an empty list means the whole text is automated. */
  readonly manual: readonly string[];
  /**
   * Mew ex "Genome Hacking": "Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack."; Slowking
   * "Seek Inspiration": the top card of the deck's (`deck-top-attack.ts`).
   */
  readonly copies?: 'opponent-active' | 'deck-top';
  /** The attack used as this attack (`copies`), chosen when it is declared: its damage and text are resolved. */
  readonly uses?: AttackDef;
}

/** The Pokémon a text's damage may reach: "that has any damage counters on it", "Pokémon ex", "Pokémon ex or Pokémon V". */
export type TargetFilter = 'damaged' | 'ex' | 'ex-or-v';
