import type { CardDef } from './card.js';
import type { DamageSteps } from './event.js';
import type { RuleProfile } from './profile.js';

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
}

export function attackDamage(profile: RuleProfile, input: DamageInput): { amount: number; steps: DamageSteps } {
  const { base, attackerBonus, defenderReduction, attacker, defender, defenderOnBench } = input;
  const afterAttackerEffects = base + attackerBonus;
  const none = { base, afterAttackerEffects, afterWeakness: 0, afterResistance: 0, afterDefenderEffects: 0 };
  // "Stop if the base damage is 0 (or if the attack does not do any damage at all)."
  if (base <= 0 || afterAttackerEffects <= 0) return { amount: 0, steps: none };
  if (defenderOnBench && profile.teraBenchProtection && defender.subtypes.includes('Tera')) return { amount: 0, steps: none };
  const types = attacker.types ?? [];
  let d = afterAttackerEffects;
  if (!defenderOnBench) {
    for (const w of defender.weaknesses) if (types.includes(w.type)) d = w.kind === 'times' ? d * w.amount : d + w.amount;
  }
  const afterWeakness = d;
  if (!defenderOnBench) {
    for (const r of defender.resistances) if (types.includes(r.type)) d -= Math.abs(r.amount);
  }
  const afterResistance = d;
  d -= defenderReduction;
  const afterDefenderEffects = d;
  return {
    amount: Math.max(0, Math.floor(d / 10) * 10),
    steps: { base, afterAttackerEffects, afterWeakness, afterResistance, afterDefenderEffects },
  };
}
