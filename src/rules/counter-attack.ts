import { unaffectedBySpecialConditions } from './fossil-trainer.js';
import { conditionImmunityOf, counterAttacksOn, maxHp } from './continuous-effects.js';
import type { Emitter } from './emitter.js';
import { findPokemon, topCard } from './state.js';

/** A counter-attack left to the players: the Pokémon whose card has it, the card, and what they apply. */
export interface HandedCounterAttack {
  readonly card: string;
  readonly name: string;
  readonly text: string;
}

/**
 * Counter-attacks (Rocky Helmet, Spiky Energy, "Counterattack Quills", "Scorching Armor"): "If this Pokémon is in the
 * Active Spot and is damaged by an attack from your opponent's Pokémon (even if this Pokémon is Knocked Out), put 3
 * damage counters on the Attacking Pokémon." They are among the effects after the damage counters (000 "Angreifen im
 * Detail" f: "lege dann die Schadensmarken auf das Pokémon. Anschließend musst du alle weiteren Effekte anwenden"),
 * read in the state after the damage, so a Pokémon the damage Knocks Out still answers: Knock Outs are checked once
 * the attack is over, the Attacking Pokémon's among them. Damage counters are not damage: no Weakness or Resistance
 * (000 "Angreifen im Detail" 1). What the engine cannot do ("draw 2 cards") is returned for the players.
 */
export function counterAttack(ctx: Emitter, attackerId: string, damagedId: string): readonly HandedCounterAttack[] {
  const attacker = findPokemon(ctx.state, attackerId)?.pokemon;
  const damaged = findPokemon(ctx.state, damagedId)?.pokemon;
  if (!attacker || !damaged) return [];
  // Its HP, in the state after the damage, asked only for a counter-attack that needs the Knock Out (Deluxe Bomb):
  // asked for every damaged Pokémon it was 1 % of `decide`.
  const after = ctx.state;
  let knockedOut: boolean | undefined;
  const handed: HandedCounterAttack[] = [];
  const cause = { kind: 'attack', attacker: damaged.id } as const;
  const turn = ctx.state.turn?.number ?? 0;
  for (const { effect, source } of counterAttacksOn(ctx.state, attacker, damaged)) {
    if (effect.knockedOut && !(knockedOut ??= damaged.damage >= (maxHp(after, damaged) ?? Infinity))) continue;
    // What the engine cannot do is handed over, after what it does (Deluxe Bomb: the counters, then "discard this card").
    if (effect.left !== undefined) handed.push({ card: damaged.id, name: source, text: effect.left });
    if (effect.counters > 0) ctx.emit({ type: 'DamageDealt', target: attacker.id, amount: effect.counters * 10, steps: null, cause });
    for (const condition of effect.conditions) {
      if (!ctx.profile.specialConditions.includes(condition) || unaffectedBySpecialConditions(attacker) || conditionImmunityOf(ctx.state, attacker, condition)) continue;
      ctx.emit({ type: 'SpecialConditionApplied', target: attacker.id, condition, turn, cause });
    }
  }
  return handed;
}

/** The Pokémon's name and the card's, for the players' prompt: "Ferrothorn (Rocky Helmet)". */
export function handedText(ctx: Emitter, h: HandedCounterAttack): string {
  const on = findPokemon(ctx.state, h.card)?.pokemon;
  const name = on ? topCard(on).name : h.name;
  return name === h.name ? `${h.name}: ${h.text}` : `${name} (${h.name}): ${h.text}`;
}
