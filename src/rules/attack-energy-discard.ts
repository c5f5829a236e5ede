import type { AttackEffect, AttackPlan } from './attack-plan.js';
import { chosenDiscardable, chosenDiscardOf, energyTaken, qualifyingEnergy, unlikeEnergy, type ChosenEnergyDiscard, type HeldEnergy } from './attack-energy-discard-count.js';
import { parseAttack } from './attack-text.js';
import type { AttackDef } from './card.js';
import { energyProvided } from './continuous-effects.js';
import { violation, type Outcome } from './emitter.js';
import { energyUnits, type EnergyUnit } from './energy-cost.js';
import type { RuleRef } from './rulebook.js';
import { topCard, type CardInst, type GameState, type InPlayPokemon } from './state.js';

/**
 * "Discard an Energy from this Pokémon.", "Discard 2 Fire Energy from this Pokémon.", "Discard all Energy from this
 * Pokémon." done by the engine among the attack's effects after its damage, before Knock Outs are checked (000
 * "Angreifen im Detail" f: "Anschließend musst du alle weiteren Effekte anwenden").
 *
 * "2 Energy" counts the Energy the cards provide in the state they are in, as 000 "E) Ziehe dein Aktives Pokémon
 * zurück" counts a Retreat Cost ("eine Energie für jedes … -Symbol"): TCG Live rules so (Greninja ex "Mirage Barrage:
 * Discard 2 Energy" discards one Ignition Energy providing [C][C][C] on an Evolution Pokémon,
 * test/fixtures/battle-logs/cdierkens+ptcgl-battle-log-parser/slowking-vs-greninja.txt lines 158–164). A typed text
 * counts the units of that type; an untyped one all of them, and an Energy card providing nothing counts 1, so
 * "Discard an Energy" can take it. A card is not split and no card is thrown in beyond the amount: a valid choice
 * provides at least N and leaves out no card it could do without. With N or less in all, all of them go.
 *
 * Which cards: where every valid choice is alike (the same cards), the engine takes one; otherwise the player chooses
 * as the attack is declared (`Attack.energyDiscarded`), as for the Pokémon an attack chooses (000 "Angreifen im Detail" d).
 */

export type EnergyDiscard = Extract<AttackEffect, { kind: 'discard-own-energy' }>;

/** An Energy card the text may take, with the Energy it counts for it. */
interface Counted {
  readonly card: CardInst;
  readonly units: number;
}

/** The Energy cards attached to `pokemon` that the text may discard. */
export function discardableEnergy(state: GameState, pokemon: InPlayPokemon, e: EnergyDiscard): CardInst[] {
  return counted(state, pokemon, e).map((c) => c.card);
}

const counted = (state: GameState, pokemon: InPlayPokemon, e: EnergyDiscard): Counted[] => qualifying(pokemon.attached, e, (card) => energyProvided(state, pokemon, card));

/** The Energy cards among `cards` the text takes, each with the Energy of its type it counts, as `provided` says. */
function qualifying(cards: readonly CardInst[], e: EnergyDiscard, provided: (card: CardInst) => readonly EnergyUnit[]): Counted[] {
  const out: Counted[] = [];
  for (const card of cards) {
    const units = energyTaken(card, e, () => provided(card));
    if (units > 0) out.push({ card, units });
  }
  return out;
}

const sum = (cards: readonly Counted[]): number => cards.reduce((n, c) => n + c.units, 0);

/** Whether the text takes every card that qualifies: "all", or N or less provided in all. */
const takesAll = (cards: readonly Counted[], e: EnergyDiscard): boolean => e.count === 'all' || sum(cards) <= e.count;

/** Whether `chosen` provides at least `needed` and no card of it could be left out. */
const minimal = (chosen: readonly Counted[], needed: number): boolean => {
  const total = sum(chosen);
  return total >= needed && chosen.every((c) => total - c.units < needed);
};

/** Every minimal choice among `cards` providing `needed` (a minimal choice has at most `needed` cards), in card order. */
function minimalChoices<T extends Counted>(cards: readonly T[], needed: number): T[][] {
  const out: T[][] = [];
  const grow = (from: number, chosen: T[], total: number): void => {
    if (total >= needed) {
      if (minimal(chosen, needed)) out.push(chosen);
      return;
    }
    for (let i = from; i < cards.length; i++) grow(i + 1, [...chosen, cards[i]!], total + cards[i]!.units);
  };
  grow(0, [], 0);
  return out;
}

/** Choices that take the same cards (by card id) are alike: one of each. */
function unlike<T extends Counted>(choices: readonly T[][]): T[][] {
  const seen = new Set<string>();
  return choices.filter((cards) => {
    const key = cards.map((c) => c.card.def.id).sort().join('+');
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** The cards the engine takes by itself, or null where the player must choose. */
function picked(cards: readonly Counted[], e: EnergyDiscard): Counted[] | null {
  if (e.count === 'all' || takesAll(cards, e)) return [...cards];
  const choices = minimalChoices(cards, e.count);
  return unlike(choices).length === 1 ? choices[0]! : null;
}

const isDiscard = (e: AttackEffect): e is EnergyDiscard => e.kind === 'discard-own-energy';
const discardsOf = (plan: AttackPlan): EnergyDiscard[] => plan.effects.filter(isDiscard);

/**
 * What an attack picker must ask, or null where the engine takes the cards: the Energy the chosen cards must provide
 * (`count`), the cards to choose from and the Energy each counts for (`units`, in the order of `cards`).
 */
export interface EnergyDiscardChoice {
  readonly count: number;
  readonly cards: readonly CardInst[];
  readonly units: readonly number[];
  /** "Discard up to 2 Energy": as many cards as the attack's count (`attack-energy-discard-count.ts`), which replaces `count`. */
  readonly perCount?: true;
  /** "… from your Pokémon": the Pokémon holding each card (in the order of `cards`), where that is not the attacker alone. */
  readonly holders?: readonly string[];
}

/** A chosen-count discard's cards to name where they are not all alike, each counting 1 (`count` stands until the picker sets the attack's). */
function perCount(cards: readonly HeldEnergy<{ readonly id: string; readonly attached: readonly CardInst[] }>[], e: ChosenEnergyDiscard): EnergyDiscardChoice | null {
  if (!unlikeEnergy(cards)) return null;
  return { count: 0, cards: cards.map((c) => c.card), units: cards.map(() => 1), perCount: true, ...(e.from !== 'self' && { holders: cards.map((c) => c.holder.id) }) };
}

const choiceOf = (cards: readonly Counted[], e: EnergyDiscard): EnergyDiscardChoice | null =>
  e.count !== 'all' && !picked(cards, e) ? { count: e.count, cards: cards.map((c) => c.card), units: cards.map((c) => c.units) } : null;

export function energyDiscardChoice(state: GameState, pokemon: InPlayPokemon, attack: AttackDef): EnergyDiscardChoice | null {
  const plan = parseAttack(attack);
  for (const e of discardsOf(plan)) {
    const choice = choiceOf(counted(state, pokemon, e), e);
    if (choice) return choice;
  }
  const chosen = chosenDiscardOf(plan);
  return chosen ? perCount(chosenDiscardable(state, pokemon, chosen), chosen) : null;
}

/**
 * The same for a view of the Pokémon, which carries no effects in force: what each card provides as printed (a Special
 * Energy whose text changes it may be offered where the engine would not take it; the hub's refusal then says so).
 */
export function energyDiscardChoiceInView(attached: readonly CardInst[], attack: AttackDef): EnergyDiscardChoice | null {
  const plan = parseAttack(attack);
  for (const e of discardsOf(plan)) {
    const choice = choiceOf(qualifying(attached, e, (card) => energyUnits(card.def)), e);
    if (choice) return choice;
  }
  // From the attacker only: a view's other Pokémon are not passed here (the hub serves that choice).
  const chosen = chosenDiscardOf(plan);
  return chosen?.from === 'self' ? perCount(qualifyingEnergy([{ id: 'attacker', attached }], chosen, (_, card) => energyUnits(card.def)), chosen) : null;
}

const countedIn = (choice: EnergyDiscardChoice): Counted[] => choice.cards.map((card, i) => ({ card, units: choice.units[i] ?? 1 }));

/** The valid choices, alike ones once (for a menu that offers each). */
export function energyDiscardOptions(choice: EnergyDiscardChoice): CardInst[][] {
  return unlike(minimalChoices(countedIn(choice), choice.count)).map((cards) => cards.map((c) => c.card));
}

/** Where a pick stands: valid, short of the Energy needed by `missing`, or with cards it could do without (`spare`). */
export type EnergyPick = { readonly kind: 'valid' } | { readonly kind: 'short'; readonly missing: number } | { readonly kind: 'spare'; readonly spare: readonly CardInst[] };

export function energyPick(choice: EnergyDiscardChoice, chosen: readonly string[]): EnergyPick {
  const picks = countedIn(choice).filter((c) => chosen.includes(c.card.uid));
  const total = sum(picks);
  if (total < choice.count) return { kind: 'short', missing: choice.count - total };
  const spare = picks.filter((c) => total - c.units >= choice.count).map((c) => c.card);
  return spare.length > 0 ? { kind: 'spare', spare } : { kind: 'valid' };
}

/** What an attack's text discards from its own Pokémon, as the engine does it (for an attack list that says so); null where it discards none. */
export function energyDiscardOf(attack: AttackDef): EnergyDiscard | null {
  return parseAttack(attack).effects.find(isDiscard) ?? null;
}

/**
 * The `energyDiscarded` of an `Attack`: required where the player chooses, a valid choice for each discard (different
 * cards, each one it may discard, providing the Energy it says and none it could do without); where the engine takes
 * them, none or exactly those it takes; none for any other attack.
 */
export function checkEnergyDiscarded(state: GameState, attacker: InPlayPokemon, name: string, plan: AttackPlan, chosen: readonly string[] | undefined, ref: RuleRef): Outcome {
  if (chosen === undefined && !plan.effects.some(isDiscard)) return undefined;
  const discards = discardsOf(plan);
  if (chosen === undefined) return discards.some((e) => !picked(counted(state, attacker, e), e)) ? wrong(state, attacker, name, discards, ref) : undefined;
  if (discards.length === 0) return violation('energy-discarded', `${name} does not discard Energy from ${topCard(attacker).name}: choose none.`, ref);
  if (new Set(chosen).size !== chosen.length) return wrong(state, attacker, name, discards, ref);
  const taken = new Set<string>();
  for (const e of discards) {
    const cards = counted(state, attacker, e);
    const mine = cards.filter((c) => chosen.includes(c.card.uid) && !taken.has(c.card.uid));
    const valid = e.count === 'all' || takesAll(cards, e) ? (mine.length === cards.length ? mine : null) : minimalChoices(mine, e.count)[0];
    if (!valid) return wrong(state, attacker, name, discards, ref);
    for (const c of valid) taken.add(c.card.uid);
  }
  return taken.size === chosen.length ? undefined : wrong(state, attacker, name, discards, ref);
}

function wrong(state: GameState, attacker: InPlayPokemon, name: string, discards: readonly EnergyDiscard[], ref: RuleRef): Outcome {
  const asked = discards
    .map((e) => {
      const cards = counted(state, attacker, e);
      const kind = `${e.basic ? 'basic ' : ''}Energy cards`;
      const of = `(of ${cards.map((c) => c.card.def.name).join(', ') || 'none'})`;
      return takesAll(cards, e) ? `all ${kind} ${of}` : `${kind} that provide ${e.count} ${e.type ? `${e.type} ` : ''}Energy ${of}`;
    })
    .join(' and ');
  return violation('energy-discarded', `${name}: choose ${asked} attached to ${topCard(attacker).name} to discard, none more than needed.`, ref);
}

/**
 * The uids the effect discards as the attack resolves: those chosen (a mirror's tags name the very cards) that are still
 * attached and qualify, in their order until they provide what the text says, or those the engine takes.
 */
export function energyDiscarded(state: GameState, attacker: InPlayPokemon, e: EnergyDiscard, chosen: readonly string[] | undefined): string[] {
  const cards = counted(state, attacker, e);
  if (chosen === undefined) return (picked(cards, e) ?? []).map((c) => c.card.uid);
  const mine = cards.filter((c) => chosen.includes(c.card.uid));
  if (e.count === 'all') return mine.map((c) => c.card.uid);
  const out: string[] = [];
  let total = 0;
  for (const c of mine) {
    if (total >= e.count) break;
    out.push(c.card.uid);
    total += c.units;
  }
  return out;
}
