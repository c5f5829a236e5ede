import { chosenCountRange } from './effect-choice.js';
import type { CountedThing, DamageCondition, DamageTerm } from './card-effects/damage-count-text.js';
import { matchesFilter } from './card-effects/index.js';
import { energyOf, retreatCost } from './continuous-effects.js';
import { parseAttack } from './attack-text.js';
import { discardableEnergy } from './attack-energy-discard.js';
import { chosenDiscardable, chosenDiscardBounds, chosenDiscardOf, chosenDiscardRange } from './attack-energy-discard-count.js';
import type { AttackDef, EnergyType } from './card.js';
import { attackDamage, damageInput } from './damage.js';
import type { RuleProfile } from './profile.js';
import type { EnergyUnit } from './energy-cost.js';
import { hasCondition, inPlay, opponentOf, stadiumsInPlay, topCard, type GameState, type InPlayPokemon } from './state.js';

/**
 * Base damage of "N×", "N+" and "N−" attacks (000 "Angreifen im Detail" 1: "Falls daneben eines der
 * Rechenzeichen ×, − oder + steht, teilt dir die Attackenbeschreibung mit, wie viel Schaden zugefügt wird"),
 * from what the engine counts on the state, or the count the `Attack` command carries where only the table
 * knows it. Weakness and Resistance then apply as to any damage.
 */
export function countedBase(state: GameState, base: number, terms: readonly DamageTerm[], attacker: InPlayPokemon, defender: InPlayPokemon | null, entered: number | undefined): number {
  let d = base;
  for (const term of terms) {
    if (term.kind === 'if') {
      if (conditionHolds(state, term.when, attacker, defender)) d += term.amount;
      continue;
    }
    const n = countOf(state, term.count, attacker, defender, entered);
    d += term.mode === 'less' ? -term.amount * n : term.amount * n;
  }
  return Math.max(0, d);
}

const fits = (u: EnergyUnit, type: EnergyType | null): boolean => type === null || u === type || u === 'any' || (Array.isArray(u) && u.includes(type));
const energyCount = (state: GameState, ps: readonly InPlayPokemon[], type: EnergyType | null): number =>
  ps.reduce((n, p) => n + energyOf(state, p).filter((u) => fits(u, type)).length, 0);

function countOf(state: GameState, c: CountedThing, attacker: InPlayPokemon, defender: InPlayPokemon | null, entered: number | undefined): number {
  const me = state.players[attacker.owner];
  const them = state.players[opponentOf(attacker.owner)];
  switch (c.kind) {
    case 'energy': {
      const on = { self: [attacker], defender: defender ? [defender] : [], 'own-all': inPlay(me), 'opponent-all': inPlay(them), 'both-active': [attacker, ...(defender ? [defender] : [])] }[c.on];
      return energyCount(state, on, c.type);
    }
    case 'damage-counters':
      return Math.floor(((c.on === 'self' ? attacker : defender)?.damage ?? 0) / 10);
    case 'prizes-taken':
      return (c.by === 'self' ? me : them).prizesTaken;
    case 'benched': {
      const bench = c.side === 'own' ? me.bench : c.side === 'opponent' ? them.bench : [...me.bench, ...them.bench];
      return bench.filter((p) => matchesFilter(topCard(p), c.filter)).length;
    }
    case 'retreat-symbols':
      return defender ? retreatCost(state, defender) : 0;
    case 'hand':
      return (c.whose === 'self' ? me : them).hand.count;
    case 'tools':
      return inPlay(me).reduce((n, p) => n + p.attached.filter((a) => a.def.trainerKind === 'Tool' || a.def.trainerKind === 'Technical Machine').length, 0);
    case 'defender-conditions':
      return defender ? (['Asleep', 'Burned', 'Confused', 'Paralyzed', 'Poisoned'] as const).filter((k) => hasCondition(defender, k)).length : 0;
    case 'discard':
      return me.discard.filter((card) => {
        const d = card.def;
        if (c.what === 'Pokémon') return d.supertype === 'Pokémon' && (c.type === null || (d.types ?? []).includes(c.type));
        return d.supertype === 'Energy' && (c.type === null || (d.provides ?? []).includes(c.type));
      }).length;
    case 'own-damaged':
      return inPlay(me).filter((p) => p.damage > 0).length;
    case 'opponent-with-ability':
      return inPlay(them).filter((p) => topCard(p).abilities.length > 0).length;
    case 'own-energy-discarded':
      return discardableEnergy(state, attacker, { kind: 'discard-own-energy', count: 'all', on: 'always', ...(c.type !== null && { type: c.type }), ...(c.basic && { basic: true as const }) }).length;
    case 'entered':
      return entered ?? 0;
  }
}

function conditionHolds(state: GameState, c: DamageCondition, attacker: InPlayPokemon, defender: InPlayPokemon | null): boolean {
  const me = state.players[attacker.owner];
  const them = state.players[opponentOf(attacker.owner)];
  switch (c.kind) {
    case 'defender-is':
      return defender !== null && c.filters.some((f) => matchesFilter(topCard(defender), f));
    case 'defender-damaged':
      return (defender?.damage ?? 0) > 0;
    case 'self-damaged':
      return (attacker.damage > 0) !== c.not;
    case 'self-energy':
      return c.type === 'Special'
        ? attacker.attached.some((a) => a.def.supertype === 'Energy' && a.def.energyKind === 'Special')
        : energyOf(state, attacker).some((u) => fits(u, c.type as EnergyType));
    case 'self-tool':
      return attacker.attached.some((a) => a.def.trainerKind === 'Tool' || a.def.trainerKind === 'Technical Machine');
    case 'defender-tool':
      return defender !== null && defender.attached.some((a) => a.def.trainerKind === 'Tool' || a.def.trainerKind === 'Technical Machine');
    case 'defender-condition':
      if (!defender) return false;
      return c.condition === null ? defender.poisoned || defender.burned || defender.rotation !== null : hasCondition(defender, c.condition);
    case 'self-condition':
      return hasCondition(attacker, c.condition);
    case 'own-bench-damaged':
      return me.bench.some((p) => p.damage > 0);
    case 'stadium':
      return stadiumsInPlay(state).some((s) => !c.own || s.owner === attacker.owner);
    case 'more-prizes-remaining':
      return me.prizes > them.prizes;
    case 'same-hand-size':
      return me.hand.count === them.hand.count;
    case 'opponent-hand-at-most':
      return them.hand.count <= c.count;
    case 'own-knocked-out-last-turn': {
      // The opponent's last turn is the one before this one (the attack is in the attacker's own turn).
      const knocked = me.knockedOutByAttack;
      return knocked !== undefined && knocked.turn === (state.turn?.number ?? 0) - 1 && knocked.cards.some((d) => matchesFilter(d, c.filter));
    }
  }
}

/** The count only the table knows, where an attack's text asks for one: what it counts and its range. */
export function enteredCount(terms: readonly DamageTerm[]): Extract<CountedThing, { kind: 'entered' }> | null {
  for (const t of terms) if (t.kind === 'per' && t.count.kind === 'entered') return t.count;
  return null;
}

/**
 * The damage an attack would do to the Defending Pokémon now, before any coin: its base with what the engine
 * counts (and `count`, where the table enters it), then every step of 000 "Angreifen im Detail" with the cards
 * in play. For attack pickers that show the damage before the attack is confirmed; null for no damage.
 */
export function expectedDamage(state: GameState, attacker: InPlayPokemon, attack: AttackDef, count?: number): number | null {
  const profile = state.profile;
  const defender = state.players[opponentOf(attacker.owner)].active;
  if (!profile || !defender || attack.damage === null) return null;
  const plan = parseAttack(attack);
  let base = attack.damage.modifier === 'times' ? 0 : attack.damage.amount;
  if (plan.damage) base = countedBase(state, base, plan.damage, attacker, defender, count);
  return attackDamage(profile, damageInput(state, attacker, defender, base, { attackerBonus: 0, defenderReduction: 0 }, plan.ignores)).amount;
}

/**
 * The counts an attack's `count` may take, for a picker to offer: what an "N×" attack counts that only the table knows,
 * the Energy cards it discards from itself ("Discard up to 2 Energy from this Pokémon", `attack-energy-discard-count.ts`),
 * else the count its text lets the player choose ("up to 2 Basic Pokémon", `effect-choice.ts`); null where it asks for none.
 */
export function countRange(profile: RuleProfile, attack: AttackDef): { readonly min: number; readonly max: number | null } | null {
  const plan = parseAttack(attack);
  const discard = chosenDiscardOf(plan);
  if (discard) return chosenDiscardRange(profile, discard);
  const asked = enteredCount(plan.damage ?? []);
  if (!asked) return chosenCountRange(profile, [attack.text]);
  return { min: asked.upTo ? profile.upTo.minimum : 0, max: asked.max };
}

/**
 * The same for the attack of this Pokémon now: a count of Energy cards it discards ("Discard up to 2 Energy from this
 * Pokémon", "any amount … from your Pokémon") is bounded by the cards in play the text may take.
 */
export function attackCountRange(state: GameState, attacker: InPlayPokemon, attack: AttackDef): { readonly min: number; readonly max: number | null } | null {
  const profile = state.profile;
  if (!profile) return null;
  const discard = chosenDiscardOf(parseAttack(attack));
  return discard ? chosenDiscardBounds(profile, discard, chosenDiscardable(state, attacker, discard).length) : countRange(profile, attack);
}
