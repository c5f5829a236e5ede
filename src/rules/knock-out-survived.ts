import { knockOutSurvival, maxHp } from './continuous-effects.js';
import type { Emitter } from './emitter.js';
import { topCard, type InPlayPokemon } from './state.js';

/**
 * "If this Pokémon has full HP and would be Knocked Out by damage from an attack, it is not Knocked Out, and its
 * remaining HP becomes 10." (Pikachu ex "Resolute Heart", Crustle "Sturdy"): the attack's damage to `target` as it
 * lands, so that the Knock Out check after the attack (000 "Angreifen im Detail": "Prüfe nun, ob irgendein Pokémon
 * durch die Attacke kampfunfähig gemacht wurde") finds it with that HP left. "Full HP" is read before the damage.
 */
export function damageLanding(ctx: Emitter, target: InPlayPokemon, amount: number): number {
  const hp = maxHp(ctx.state, target);
  if (hp === null || target.damage + amount < hp) return amount;
  const survival = knockOutSurvival(ctx.state, target);
  if (!survival) return amount;
  const landing = Math.max(0, hp - survival.remaining - target.damage);
  ctx.emit({
    type: 'RuleApplied',
    rule: 'knock-out-survived',
    message: `${topCard(target).name} is not Knocked Out: ${survival.source} leaves it ${survival.remaining} HP (${amount} damage, ${landing} put on it).`,
    ref: ctx.profile.refs.attackDetails,
  });
  return landing;
}
