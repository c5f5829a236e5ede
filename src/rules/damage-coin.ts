import { damageCoinOf } from './continuous-effects.js';
import type { Emitter } from './emitter.js';
import { topCard, type InPlayPokemon, type Process } from './state.js';

/**
 * Abilities that flip a coin when an attack's damage would be done to their Pokémon ("If any damage is done to this
 * Pokémon by attacks, flip a coin. If heads, prevent that damage.": Kecleon "Expert Hider", Drifloon "Drifting Dodge";
 * with a condition, Spinda "Tangled Feet", Fezandipiti "Adrena-Pheromone"). The coin belongs to the damage step (000
 * "Angreifen im Detail" f: the damage is worked out, then placed): each Pokémon the attack would damage that has such
 * an Ability gets its coin, asked before any damage is placed, after the attack's own coins; heads, none of that
 * attack's damage is done to it, so neither what the damage sets off (a Berry, a counter-attack) happens.
 */

type AttackProcess = Extract<Process, { kind: 'attack' }>;

/**
 * Asks for the next coin still missing among the Pokémon the attack would damage (`hits`, in the order the damage is
 * placed); true while one is asked, the attack then waits for it.
 */
export function askDamageCoin(ctx: Emitter, proc: AttackProcess, attack: string, hits: readonly InPlayPokemon[]): boolean {
  for (const target of hits) {
    if (proc.flips.some((f) => f.kind === 'damage-coin' && f.pokemon === target.id)) continue;
    const coin = damageCoinOf(ctx.state, target);
    if (!coin) continue;
    const ability = abilityName(target, coin.text) ?? coin.source;
    ctx.emit({
      type: 'CoinFlipRequested',
      promptId: ctx.id('f'),
      request: { mode: 'coins', count: 1 },
      reason: `${attack} would damage ${topCard(target).name}: its ${ability} says "${coin.text}"`,
      purpose: { kind: 'damage-coin', pokemon: target.id, ability, attacker: proc.attacker, attack },
    });
    return true;
  }
  return false;
}

/** Whether the Pokémon that may be hit has a coin to flip for the attack's damage (so its damage is worked out first). */
export function mayFlipForDamage(ctx: Emitter, target: InPlayPokemon): boolean {
  return damageCoinOf(ctx.state, target) !== null;
}

/** The Ability whose heads prevented the attack's damage to `target` (its name), or null: tails, or no coin asked. */
export function damagePreventedByCoin(proc: AttackProcess, target: InPlayPokemon): string | null {
  const at = proc.flips.findIndex((f) => f.kind === 'damage-coin' && f.pokemon === target.id);
  const flip = proc.flips[at];
  return flip?.kind === 'damage-coin' && proc.results[at]?.[0] === 'heads' ? flip.ability : null;
}

/** The Ability of the Pokémon whose text holds the sentence read (the card's own; a BREAK's previous stage is read too). */
export function abilityName(p: InPlayPokemon, text: string): string | undefined {
  for (let i = p.stack.length - 1; i >= 0; i--) {
    const found = p.stack[i]?.def.abilities.find((a) => a.text.includes(text));
    if (found) return found.name;
  }
  return undefined;
}
