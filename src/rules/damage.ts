import type { CardDef, EnergyType, ResistanceDef, WeaknessDef } from './card.js';
import { isTera } from './card-category.js';
import { damageModifiers, resistancesOf, typesOf, weaknessesOf } from './continuous-effects.js';
import type { DamageSteps } from './event.js';
import { sideDamageCut } from './lingering-effects.js';
import type { RuleProfile } from './profile.js';
import { topCard, type GameState, type InPlayPokemon } from './state.js';

/**
 * Attack damage in the six steps of 000 "Angreifen im Detail" / 002 "FULL DETAILS OF ATTACKING":
 * base, attacker-side effects, Weakness, Resistance, defender-side effects, then counters (10 each).
 * No Weakness or Resistance on the Bench; a Tera Pokémon ex on the Bench takes no attack damage.
 */
export interface DamageInput {
  readonly base: number;
  readonly attackerBonus: number;
  readonly defenderReduction: number;
  readonly attacker: CardDef;
  readonly defender: CardDef;
  readonly defenderOnBench: boolean;
  /** The attacker's types as effects leave them (Scovillain "Double Type"); printed where absent. */
  readonly attackerTypes?: readonly EnergyType[];
  /** The defender's Weakness and Resistance as effects leave them (a BREAK keeps its previous stage's); printed where absent. */
  readonly weaknesses?: readonly WeaknessDef[];
  readonly resistances?: readonly ResistanceDef[];
  /** A card in play prevents all damage from this attack to the defender (Mysterious Rock Inn): steps computed, none dealt. Its name. */
  readonly preventedBy?: string;
  /** The defender's attached cards that go to the discard pile once they have taken damage off (Occa Berry). */
  readonly spent?: readonly string[];
  /** The attack's own text: "This attack's damage isn't affected by Weakness" (or Resistance). */
  readonly ignoreWeakness?: boolean;
  readonly ignoreResistance?: boolean;
}

/** What the players entered for effects the engine does not compute, added to what the cards in play give. */
export interface EnteredModifiers {
  readonly attackerBonus: number;
  readonly defenderReduction: number;
}

/**
 * The inputs of one attack's damage to one Pokémon, from the state: the attacker's types, the defender's
 * Weakness and Resistance as effects leave them, and steps 2 and 5 from the cards in play (Tools, Abilities,
 * Stadiums, Special Energy), a Trainer's lasting effect on the defender's player (Jasmine's Gaze), plus what the players
 * entered, and the Weakness and Resistance the attack's own text ignores (Cramorant "Spit Innocently"). One literal
 * with every key, absent ones undefined: the optional keys once added by spreads, and a copy to add the attack's own
 * modifiers, built a new hidden class each time (README "Speed").
 */
export function damageInput(state: GameState, attacker: InPlayPokemon, defender: InPlayPokemon, base: number, entered: EnteredModifiers, ignores?: readonly ('Weakness' | 'Resistance')[]): DamageInput {
  const mods = damageModifiers(state, attacker, defender);
  const onBench = state.players[defender.owner].active?.id !== defender.id;
  return {
    base,
    attackerBonus: entered.attackerBonus + mods.dealt,
    defenderReduction: entered.defenderReduction + mods.taken + sideDamageCut(state.players[defender.owner], defender, topCard(attacker)),
    attacker: topCard(attacker),
    attackerTypes: typesOf(state, attacker),
    defender: topCard(defender),
    weaknesses: weaknessesOf(state, defender),
    resistances: resistancesOf(defender),
    defenderOnBench: onBench,
    preventedBy: mods.preventedBy ?? undefined,
    spent: mods.spent.length > 0 ? mods.spent : undefined,
    ignoreWeakness: ignores?.includes('Weakness') ?? false,
    ignoreResistance: ignores?.includes('Resistance') ?? false,
  };
}

export function attackDamage(profile: RuleProfile, input: DamageInput): { amount: number; steps: DamageSteps } {
  const { base, attackerBonus, defenderReduction, defenderOnBench } = input;
  const types = input.attackerTypes ?? input.attacker.types ?? [];
  const afterAttackerEffects = base + attackerBonus;
  const none = { base, afterAttackerEffects, afterWeakness: 0, afterResistance: 0, afterDefenderEffects: 0 };
  // "Stop if the base damage is 0 (or if the attack does not do any damage at all)."
  if (base <= 0 || afterAttackerEffects <= 0) return { amount: 0, steps: none };
  if (defenderOnBench && profile.teraBenchProtection && isTera(input.defender)) return { amount: 0, steps: none };
  let d = afterAttackerEffects;
  if (!defenderOnBench && !input.ignoreWeakness) {
    for (const w of input.weaknesses ?? input.defender.weaknesses) if (types.includes(w.type)) d = w.kind === 'times' ? d * w.amount : d + w.amount;
  }
  const afterWeakness = d;
  if (!defenderOnBench && !input.ignoreResistance) {
    for (const r of input.resistances ?? input.defender.resistances) if (types.includes(r.type)) d -= Math.abs(r.amount);
  }
  const afterResistance = d;
  d -= defenderReduction;
  const afterDefenderEffects = d;
  return {
    amount: input.preventedBy !== undefined ? 0 : Math.max(0, Math.floor(d / 10) * 10),
    steps: { base, afterAttackerEffects, afterWeakness, afterResistance, afterDefenderEffects },
  };
}
