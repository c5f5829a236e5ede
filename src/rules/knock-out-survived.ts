import { knockOutSurvival, maxHp, type KnockOutSurvival } from './continuous-effects.js';
import { abilityName } from './damage-coin.js';
import type { Emitter } from './emitter.js';
import type { Cause, DamageSteps } from './event.js';
import { lingering } from './lingering-effects.js';
import { topCard, type InPlayPokemon, type Process } from './state.js';

/**
 * Texts that leave a Pokémon with HP where an attack's damage would Knock it Out: "If this Pokémon has full HP and would
 * be Knocked Out by damage from an attack, it is not Knocked Out, and its remaining HP becomes 10." (Pikachu ex "Resolute
 * Heart", Crustle "Sturdy"; Survival Brace, then discarded), and "If this Pokémon would be Knocked Out by damage from an
 * attack, flip a coin. If heads, this Pokémon is not Knocked Out, and its remaining HP becomes 10." (Machamp "Guts", Mega
 * Hawlucha ex "Tenacious Body"); and an attack's lasting effect that says so for the opponent's next turn (Gritty Claws,
 * Endure: `lingering-effects.ts`). They change the attack's damage as it lands (000 "Angreifen im Detail" f: "lege dann die
 * Schadensmarken auf das Pokémon"), so the Knock Out check after the attack ("Prüfe nun, ob irgendein Pokémon durch die
 * Attacke kampfunfähig gemacht wurde") finds the Pokémon with that HP left. "Full HP" is read before the damage. Only the
 * damage the attack does to the opponent's Pokémon lands here: what an attacker "also does to itself" is placed as it
 * is, untouched by the defending side's texts (`attack.ts`).
 */

type AttackProcess = Extract<Process, { kind: 'attack' }>;

/** The damage an attack is about to place on one Pokémon. */
export interface Landing {
  readonly target: InPlayPokemon;
  readonly amount: number;
}

/** Whether `target` has a text that flips a coin when an attack's damage would Knock it Out (so its damage is worked out first). */
export function mayFlipForKnockOut(ctx: Emitter, target: InPlayPokemon): boolean {
  return survivalOf(ctx, target)?.coin !== undefined;
}

/**
 * Asks for the next coin still missing among the Pokémon the attack's damage would Knock Out whose text flips for it
 * (in the order the damage is placed), after the damage coins (`damage-coin.ts`): heads there places no damage, so no
 * Knock Out to flip for. True while one is asked; the attack then waits for it.
 */
export function askKnockOutCoin(ctx: Emitter, proc: AttackProcess, attack: string, landings: readonly Landing[]): boolean {
  for (const { target, amount } of landings) {
    if (proc.flips.some((f) => f.kind === 'knock-out-coin' && f.pokemon === target.id)) continue;
    const survival = survivalOf(ctx, target);
    if (survival?.coin === undefined || !wouldKnockOut(ctx, target, amount)) continue;
    const ability = abilityName(target, survival.coin) ?? survival.source;
    ctx.emit({
      type: 'CoinFlipRequested',
      promptId: ctx.id('f'),
      request: { mode: 'coins', count: 1 },
      reason: `${attack} would Knock Out ${topCard(target).name}: its ${ability} says "${survival.coin}"`,
      purpose: { kind: 'knock-out-coin', pokemon: target.id, ability, attacker: proc.attacker, attack },
    });
    return true;
  }
  return false;
}

/**
 * Places an attack's damage on one of the opponent's Pokémon: all of it, or, where a text leaves the Pokémon with HP, what
 * leaves it that much (logged with the rule); a card the text then discards goes to the discard pile after the damage.
 */
export function landAttackDamage(ctx: Emitter, proc: AttackProcess, target: InPlayPokemon, amount: number, steps: DamageSteps, cause: Cause): void {
  const hp = maxHp(ctx.state, target);
  const survival = hp !== null && target.damage + amount >= hp ? survivalOf(ctx, target) : null;
  const survives = survival !== null && (survival.coin === undefined || coinOf(proc, target) === 'heads');
  const landing = survives && hp !== null ? Math.max(0, hp - survival.remaining - target.damage) : amount;
  if (survives) {
    ctx.emit({
      type: 'RuleApplied',
      rule: 'knock-out-survived',
      message: `${topCard(target).name} is not Knocked Out: ${survival.source} leaves it ${survival.remaining} HP (${amount} damage, ${landing} put on it).`,
      ref: ctx.profile.refs.attackDetails,
      pokemon: target.id,
      by: survival.source,
    });
  }
  // What is put on it: with 10 HP or less left, nothing, and no damage is logged as dealt (the rule above says why).
  if (landing > 0) ctx.emit({ type: 'DamageDealt', target: target.id, amount: landing, steps, cause });
  if (survives && survival.spent) ctx.emit({ type: 'CardsMoved', uids: [survival.spent.uid], to: 'discard', cause });
}

/** What leaves `target` with HP: a text in play, or an attack's lasting effect on it; one without a coin first. */
function survivalOf(ctx: Emitter, target: InPlayPokemon): KnockOutSurvival | null {
  const printed = knockOutSurvival(ctx.state, target);
  if (printed && printed.coin === undefined) return printed;
  const lasting = lingering(target, 'survives-knock-out');
  if (lasting && (!lasting.rule.fullHp || target.damage === 0)) return { remaining: lasting.rule.remaining, source: lasting.source.name };
  return printed;
}

function wouldKnockOut(ctx: Emitter, target: InPlayPokemon, amount: number): boolean {
  const hp = maxHp(ctx.state, target);
  return hp !== null && target.damage + amount >= hp;
}

/** The result of the coin flipped for `target` in this attack, if one was. */
function coinOf(proc: AttackProcess, target: InPlayPokemon): string | undefined {
  const at = proc.flips.findIndex((f) => f.kind === 'knock-out-coin' && f.pokemon === target.id);
  return at < 0 ? undefined : proc.results[at]?.[0];
}
