import type { AttackEffect, AttackPlan, TargetFilter } from './attack-plan.js';
import { parseAttack } from './attack-text.js';
import { isPokemonEx, isPokemonV } from './card-category.js';
import type { AttackDef } from './card.js';
import { countedBase } from './damage-count.js';
import { violation, type Outcome } from './emitter.js';
import type { RuleRef } from './rulebook.js';
import { opponentOf, topCard, type GameState, type InPlayPokemon, type Seat } from './state.js';

/**
 * The Pokémon an attack's text chooses, chosen as it is declared (000 "Angreifen im Detail" d: "Wenn die
 * Attackenbeschreibung dich auffordert, „1 Pokémon auf der Bank deines Gegners“ auszuwählen, musst du diese Wahl jetzt
 * treffen"): "1 of your opponent's Benched Pokémon", "2 of your opponent's Pokémon" (the Active one may be among
 * them), "1 of your Benched Pokémon". They come with the `Attack` command as `benchTargets` (named when only
 * Benched Pokémon were chosen; stored logs carry that name). "Each of" chooses nothing.
 */

export type TargetSide = 'opponent-bench' | 'opponent' | 'own-bench';

export interface TargetChoice {
  readonly from: TargetSide;
  /** As printed; where fewer Pokémon are there to choose from, all of them. */
  readonly count: number;
  /** Only those the text allows: "that has any damage counters on it", "Benched Pokémon ex". */
  readonly only?: TargetFilter;
  /** The damage each chosen Pokémon takes as printed, before Weakness and Resistance; null where the text counts it ("for each …"). */
  readonly amount: number | null;
}

function choiceOf(e: AttackEffect): TargetChoice | null {
  if (e.kind !== 'bench-damage' && e.kind !== 'opponents-pokemon-damage') return null;
  const only = e.only ? { only: e.only } : {};
  const amount = e.per ? null : e.amount;
  if (e.kind === 'bench-damage' && e.scope === 'choose-opponent') return { from: 'opponent-bench', count: e.count, amount, ...only };
  if (e.kind === 'bench-damage' && e.scope === 'choose-own') return { from: 'own-bench', count: e.count, amount, ...only };
  if (e.kind === 'opponents-pokemon-damage' && e.count !== 'each') return { from: 'opponent', count: e.count, amount, ...only };
  return null;
}

/** Whether the text's filter lets its damage reach this Pokémon, as it is now (000 "Angreifen im Detail" d: chosen as the attack is declared). */
export function targetAllowed(pokemon: InPlayPokemon, only: TargetFilter | undefined): boolean {
  if (only === 'damaged') return pokemon.damage > 0;
  if (only === 'ex') return isPokemonEx(topCard(pokemon));
  if (only === 'ex-or-v') return isPokemonEx(topCard(pokemon)) || isPokemonV(topCard(pokemon));
  return true;
}

/** What the attack's text lets its player choose, for an attack picker: null where it chooses no Pokémon. */
export function targetChoice(attack: AttackDef): TargetChoice | null {
  for (const e of parseAttack(attack).effects) {
    const choice = choiceOf(e);
    if (choice) return choice;
  }
  return null;
}

/** The Pokémon a choice may take, in the order of the table: the Active one first, then the Bench. */
export function eligibleTargets(state: GameState, player: Seat, choice: TargetChoice): InPlayPokemon[] {
  const side = state.players[choice.from === 'own-bench' ? player : opponentOf(player)];
  const all = choice.from === 'opponent' && side.active ? [side.active, ...side.bench] : side.bench;
  return all.filter((p) => targetAllowed(p, choice.only));
}

const onlyWords = (only: TargetFilter | undefined, n: number): string =>
  only === 'damaged' ? (n === 1 ? ' that has any damage counters on it' : ' that have any damage counters on them') : only === 'ex' ? ' ex' : only === 'ex-or-v' ? ' ex or Pokémon V' : '';

const WHOSE: Readonly<Record<TargetSide, string>> = {
  'opponent-bench': "of your opponent's Benched Pokémon",
  opponent: "of your opponent's Pokémon",
  'own-bench': 'of your Benched Pokémon',
};

/**
 * The targets of an `Attack`: each choice of its text gets exactly the Pokémon it needs, different ones, each one
 * it may take; an attack that chooses none takes none.
 */
export function checkTargets(state: GameState, player: Seat, name: string, plan: AttackPlan, targets: readonly string[], ref: RuleRef): Outcome {
  let choices: TargetChoice[] | null = null;
  for (const e of plan.effects) {
    const choice = choiceOf(e);
    if (choice) (choices ??= []).push(choice);
  }
  if (!choices) return targets.length > 0 ? violation('bench-targets', `${name} does not choose Pokémon: choose none.`, ref) : undefined;
  if (new Set(targets).size !== targets.length) return violation('bench-targets', `${name}: choose different Pokémon, each once.`, ref);
  const taken = new Set<string>();
  for (const choice of choices) {
    const eligible = eligibleTargets(state, player, choice);
    const needed = Math.min(choice.count, eligible.length);
    const picked = eligible.filter((p) => targets.includes(p.id));
    if (picked.length !== needed) {
      const all = needed < choice.count ? ` (all ${needed}: there are no more)` : '';
      return violation('bench-targets', `${name}: choose ${needed} ${WHOSE[choice.from]}${onlyWords(choice.only, needed)}${all}.`, ref);
    }
    for (const p of picked) taken.add(p.id);
  }
  const other = targets.find((t) => !taken.has(t));
  return other === undefined ? undefined : violation('bench-targets', `${name} can't choose that Pokémon: choose ${choices.map((c) => `${c.count} ${WHOSE[c.from]}`).join(' and ')}.`, ref);
}

/** The Benched Pokémon an effect damages: those chosen, or each of a side's. The Active one's share is the attack's damage. */
export function benchedTargetsOf(state: GameState, player: Seat, targets: readonly string[], e: Extract<AttackEffect, { kind: 'bench-damage' | 'opponents-pokemon-damage' }>): InPlayPokemon[] {
  const mine = state.players[player].bench;
  const theirs = state.players[opponentOf(player)].bench;
  if (e.kind === 'opponents-pokemon-damage') return theirs.filter((b) => (e.count === 'each' ? targetAllowed(b, e.only) : targets.includes(b.id)));
  switch (e.scope) {
    case 'choose-opponent':
      return theirs.filter((b) => targets.includes(b.id));
    case 'choose-own':
      return mine.filter((b) => targets.includes(b.id));
    case 'each-opponent':
      return [...theirs];
    case 'each-own':
      return [...mine];
    case 'each-both':
      return [...mine, ...theirs];
  }
}

/** What the effect does to each Pokémon it damages: its amount, or the amount times what its "for each" counts. */
export function aimedAmount(state: GameState, attacker: InPlayPokemon, e: Extract<AttackEffect, { kind: 'bench-damage' | 'opponents-pokemon-damage' }>): number {
  return e.per ? countedBase(state, 0, [e.per], attacker, null, undefined) : e.amount;
}

/** The damage the opponent's Active Pokémon takes as the attack's own: where the text damages each of their Pokémon or it was chosen. */
export function activeShare(state: GameState, attacker: InPlayPokemon, plan: AttackPlan, targets: readonly string[], defender: InPlayPokemon): number {
  let amount = 0;
  for (const e of plan.effects) {
    if (e.kind === 'opponents-pokemon-damage' && (e.count === 'each' ? targetAllowed(defender, e.only) : targets.includes(defender.id))) amount += aimedAmount(state, attacker, e);
  }
  return amount;
}
