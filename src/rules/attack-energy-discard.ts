import type { AttackEffect, AttackPlan } from './attack-plan.js';
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
 * It counts Energy *cards* attached (000 glossary "Energiekarte"; 004 "discard Energy cards"): a Special Energy
 * providing 2 is one card. Our reading, said so: the rulebooks give no ruling on how an attack's "Discard 2 Energy"
 * counts, and 000 "E) Ziehe dein Aktives Pokémon zurück" counts a Retreat Cost in Energy provided instead ("eine
 * Energie für jedes … -Symbol"). A typed text takes only cards that provide that type in the state they are in. With
 * fewer cards than it says, all of them are discarded (the text does what it can).
 *
 * Which cards: where it cannot matter (all of them; no more than it says; or every card that qualifies is the same
 * card), the engine takes them; otherwise the player chooses as the attack is declared (`Attack.energyDiscarded`),
 * as for the Pokémon an attack chooses (000 "Angreifen im Detail" d).
 */

export type EnergyDiscard = Extract<AttackEffect, { kind: 'discard-own-energy' }>;

/** The Energy cards attached to `pokemon` that the text may discard. */
export function discardableEnergy(state: GameState, pokemon: InPlayPokemon, e: EnergyDiscard): CardInst[] {
  return qualifying(pokemon.attached, e, (card) => energyProvided(state, pokemon, card));
}

/** The Energy cards among `cards` the text takes, each providing what `provided` says it does. */
function qualifying(cards: readonly CardInst[], e: EnergyDiscard, provided: (card: CardInst) => readonly EnergyUnit[]): CardInst[] {
  const type = e.type;
  const typed = (u: EnergyUnit): boolean => u === type || u === 'any' || (Array.isArray(u) && type !== undefined && u.includes(type));
  return cards.filter((c) => c.def.supertype === 'Energy' && (!e.basic || c.def.energyKind === 'Basic') && (type === undefined || provided(c).some(typed)));
}

/** The cards the engine takes by itself, or null where the player must choose. */
function picked(cards: readonly CardInst[], e: EnergyDiscard): CardInst[] | null {
  if (e.count === 'all' || cards.length <= e.count) return [...cards];
  const first = cards[0];
  return first && cards.every((c) => c.def.id === first.def.id) ? cards.slice(0, e.count) : null;
}

const isDiscard = (e: AttackEffect): e is EnergyDiscard => e.kind === 'discard-own-energy';
const discardsOf = (plan: AttackPlan): EnergyDiscard[] => plan.effects.filter(isDiscard);

/** What an attack picker must ask: the Energy cards to choose from and how many, or null where the engine takes them. */
export interface EnergyDiscardChoice {
  readonly count: number;
  readonly cards: readonly CardInst[];
}

export function energyDiscardChoice(state: GameState, pokemon: InPlayPokemon, attack: AttackDef): EnergyDiscardChoice | null {
  for (const e of discardsOf(parseAttack(attack))) {
    const cards = discardableEnergy(state, pokemon, e);
    if (e.count !== 'all' && !picked(cards, e)) return { count: e.count, cards };
  }
  return null;
}

/**
 * The same for a view of the Pokémon, which carries no effects in force: what each card provides as printed (a Special
 * Energy whose text changes it may be offered where the engine would not take it; the hub's refusal then says so).
 */
export function energyDiscardChoiceInView(attached: readonly CardInst[], attack: AttackDef): EnergyDiscardChoice | null {
  for (const e of discardsOf(parseAttack(attack))) {
    const cards = qualifying(attached, e, (card) => energyUnits(card.def));
    if (e.count !== 'all' && !picked(cards, e)) return { count: e.count, cards };
  }
  return null;
}

/** What an attack's text discards from its own Pokémon, as the engine does it (for an attack list that says so); null where it discards none. */
export function energyDiscardOf(attack: AttackDef): EnergyDiscard | null {
  return parseAttack(attack).effects.find(isDiscard) ?? null;
}

/**
 * The `energyDiscarded` of an `Attack`: required where the player chooses, as many different cards as the text says,
 * each one it may discard; where the engine takes them, none or exactly those it takes; none for any other attack.
 */
export function checkEnergyDiscarded(state: GameState, attacker: InPlayPokemon, name: string, plan: AttackPlan, chosen: readonly string[] | undefined, ref: RuleRef): Outcome {
  if (chosen === undefined && !plan.effects.some(isDiscard)) return undefined;
  const discards = discardsOf(plan);
  if (chosen === undefined) return discards.some((e) => !picked(discardableEnergy(state, attacker, e), e)) ? wrong(state, attacker, name, discards, ref) : undefined;
  if (discards.length === 0) return violation('energy-discarded', `${name} does not discard Energy from ${topCard(attacker).name}: choose none.`, ref);
  if (new Set(chosen).size !== chosen.length) return wrong(state, attacker, name, discards, ref);
  const taken = new Set<string>();
  for (const e of discards) {
    const cards = discardableEnergy(state, attacker, e);
    const needed = e.count === 'all' ? cards.length : Math.min(e.count, cards.length);
    const mine = cards.filter((c) => chosen.includes(c.uid) && !taken.has(c.uid));
    if (mine.length < needed) return wrong(state, attacker, name, discards, ref);
    for (const c of mine.slice(0, needed)) taken.add(c.uid);
  }
  return taken.size === chosen.length ? undefined : wrong(state, attacker, name, discards, ref);
}

function wrong(state: GameState, attacker: InPlayPokemon, name: string, discards: readonly EnergyDiscard[], ref: RuleRef): Outcome {
  const asked = discards
    .map((e) => {
      const cards = discardableEnergy(state, attacker, e);
      const n = e.count === 'all' ? cards.length : Math.min(e.count, cards.length);
      return `${n} ${e.basic ? 'basic ' : ''}${e.type ? `${e.type} ` : ''}Energy card${n === 1 ? '' : 's'} (of ${cards.map((c) => c.def.name).join(', ') || 'none'})`;
    })
    .join(' and ');
  return violation('energy-discarded', `${name}: choose ${asked} attached to ${topCard(attacker).name} to discard, each once.`, ref);
}

/**
 * The uids the effect discards as the attack resolves: those chosen (a mirror's tags name the very cards) that are still
 * attached and qualify, or those the engine takes.
 */
export function energyDiscarded(state: GameState, attacker: InPlayPokemon, e: EnergyDiscard, chosen: readonly string[] | undefined): string[] {
  const cards = discardableEnergy(state, attacker, e);
  const own = chosen === undefined ? picked(cards, e) ?? [] : cards.filter((c) => chosen.includes(c.uid)).slice(0, e.count === 'all' ? cards.length : e.count);
  return own.map((c) => c.uid);
}
