import type { AttackEffect, AttackPlan } from './attack-plan.js';
import type { CountRange } from './effect-choice.js';
import { energyProvided } from './continuous-effects.js';
import { violation, type Outcome } from './emitter.js';
import type { EnergyUnit } from './energy-cost.js';
import type { RuleProfile } from './profile.js';
import type { RuleRef } from './rulebook.js';
import { inPlay, topCard, type CardInst, type GameState, type InPlayPokemon } from './state.js';

/**
 * "Discard up to 2 Metal Energy from this Pokémon. This attack does 120 damage for each card you discarded in this
 * way." (Scizor ex "Cross Breaker"), "You may discard any amount of Water Energy from your Pokémon." (Chien-Pao ex
 * "Hail Blade"): the player chooses the count as the attack is declared (000 "Angreifen im Detail" d), the `Attack`'s
 * `count`, and the engine discards that many Energy cards among the attack's effects after its damage (f).
 *
 * The count is of cards: the damage counts "each card you discarded", so a card providing two Energy is still one.
 * Its range (000 'Was ist der Unterschied zwischen „bis zu“ und „beliebig viele“?'): "up to X" from the era's least
 * (000: 1) to X, "any amount" from 0, and from 0 where the text says "You may" ("Aktionen, die mit „kannst du“
 * beschrieben werden, sind optional"); never more than the cards in play that the text may take.
 *
 * Which cards: where they are all alike (one card id on one Pokémon), the engine takes them in the order attached;
 * otherwise the player names them (`Attack.energyDiscarded`), as for a fixed count (`attack-energy-discard.ts`).
 */

export type ChosenEnergyDiscard = Extract<AttackEffect, { kind: 'discard-chosen-energy' }>;

/** An Energy card the text may take, with the Pokémon it is attached to. */
export interface HeldEnergy<P extends Holder = InPlayPokemon> {
  readonly card: CardInst;
  readonly holder: P;
}

/** What the choice reads of a Pokémon: a view's or the state's. */
interface Holder {
  readonly id: string;
  readonly attached: readonly CardInst[];
}

const isChosen = (e: AttackEffect): e is ChosenEnergyDiscard => e.kind === 'discard-chosen-energy';

export function chosenDiscardOf(plan: AttackPlan): ChosenEnergyDiscard | null {
  return plan.effects.find(isChosen) ?? null;
}

/** The Pokémon whose Energy the text takes: the attacker ("this Pokémon"), all of its player's, or their Benched ones. */
export function discardingFrom(state: GameState, attacker: InPlayPokemon, e: ChosenEnergyDiscard): readonly InPlayPokemon[] {
  if (e.from === 'self') return [attacker];
  const me = state.players[attacker.owner];
  return e.from === 'own' ? inPlay(me) : me.bench;
}

/**
 * The Energy cards attached to `pokemon` the text may take: of its type (as `provided` says: in the state they are in
 * for the engine, as printed for a view), basic where it says so.
 */
export function qualifyingEnergy<P extends Holder>(pokemon: readonly P[], e: ChosenEnergyDiscard, provided: (holder: P, card: CardInst) => readonly EnergyUnit[]): HeldEnergy<P>[] {
  const out: HeldEnergy<P>[] = [];
  for (const holder of pokemon) for (const card of holder.attached) if (energyTaken(card, e, () => provided(holder, card)) > 0) out.push({ card, holder });
  return out;
}

/**
 * How much of the Energy a discard text names `card` counts (0: the text does not take it): an Energy card, basic where
 * the text says so; of the text's type, each unit `provided` that is of it, else the card's units, at least 1.
 */
export function energyTaken(card: CardInst, e: Pick<ChosenEnergyDiscard, 'type' | 'basic'>, provided: () => readonly EnergyUnit[]): number {
  if (card.def.supertype !== 'Energy' || (e.basic && card.def.energyKind !== 'Basic')) return 0;
  const type = e.type;
  const units = provided();
  if (type === undefined) return Math.max(1, units.length);
  return units.filter((u) => u === type || u === 'any' || (Array.isArray(u) && u.includes(type))).length;
}

/** The Energy cards in play the text may discard, in the state they are in. */
export function chosenDiscardable(state: GameState, attacker: InPlayPokemon, e: ChosenEnergyDiscard): HeldEnergy[] {
  return qualifyingEnergy(discardingFrom(state, attacker, e), e, (holder, card) => energyProvided(state, holder, card));
}

/** The counts the text lets the player choose, before what is in play bounds them. */
export function chosenDiscardRange(profile: RuleProfile, e: ChosenEnergyDiscard): CountRange {
  return { min: e.max === null || e.optional ? 0 : profile.upTo.minimum, max: e.max };
}

/** The same bounded by the `available` cards: none can be discarded beyond them, and "up to 2" with one there is 1. */
export function chosenDiscardBounds(profile: RuleProfile, e: ChosenEnergyDiscard, available: number): { readonly min: number; readonly max: number } {
  const { min, max } = chosenDiscardRange(profile, e);
  return { min: Math.min(min, available), max: Math.min(max ?? available, available) };
}

/** Whether the cards differ: another card id, or another Pokémon holding it. */
export function unlikeEnergy<P extends Holder>(cards: readonly HeldEnergy<P>[]): boolean {
  const first = cards[0];
  return cards.some((c) => c.card.def.id !== first?.card.def.id || c.holder.id !== first.holder.id);
}

/** Whether the player must name the cards: some but not all go, and they are not all alike. */
const choiceMatters = (cards: readonly HeldEnergy[], count: number): boolean => count > 0 && count < cards.length && unlikeEnergy(cards);

/** What the text discards, in words: "Metal Energy", "basic Energy". */
const what = (e: ChosenEnergyDiscard): string => `${e.basic ? 'basic ' : ''}${e.type ? `${e.type} ` : ''}Energy`;

/** Where the text takes them from, in words. */
const whence = (e: ChosenEnergyDiscard, attacker: InPlayPokemon): string =>
  e.from === 'self' ? topCard(attacker).name : e.from === 'own' ? 'your Pokémon' : 'your Benched Pokémon';

/**
 * The `count` and `energyDiscarded` of an `Attack` whose text discards a chosen count: the count required and in range;
 * the cards named where the choice matters (that many, different, each one the text may take), none or exactly those
 * otherwise.
 */
export function checkChosenDiscard(
  profile: RuleProfile,
  state: GameState,
  attacker: InPlayPokemon,
  name: string,
  e: ChosenEnergyDiscard,
  count: number | undefined,
  chosen: readonly string[] | undefined,
  ref: RuleRef,
): Outcome {
  const cards = chosenDiscardable(state, attacker, e);
  const from = whence(e, attacker);
  const { min, max } = chosenDiscardBounds(profile, e, cards.length);
  const range = min === max ? `${min}` : `${min} to ${max}`;
  if (count === undefined) return violation('count-missing', `${name}: enter how many ${what(e)} cards to discard from ${from} (${range}).`, ref);
  if (count > cards.length) {
    return violation('count-range', `${name}: ${from} ${e.from === 'self' ? 'has' : 'have'} ${cards.length} ${what(e)} ${cards.length === 1 ? 'card' : 'cards'} attached to discard, not ${count}.`, ref);
  }
  if (count < min || count > max) {
    const words = e.max === null ? `"any amount of ${what(e)}"` : `"${e.optional ? 'you may discard ' : ''}up to ${e.max} ${what(e)}"`;
    return violation('count-range', `${name}: ${words} lets you discard ${range}, not ${count}.`, (e.max !== null && !e.optional ? profile.upTo.ref : null) ?? ref);
  }
  const names = cards.map((c) => (e.from === 'self' ? c.card.def.name : `${c.card.def.name} on ${topCard(c.holder).name}`)).join(', ');
  const wrong = violation('energy-discarded', `${name}: choose ${count} of the ${what(e)} cards attached to ${from} to discard (${names}).`, ref);
  if (chosen === undefined) return choiceMatters(cards, count) ? wrong : undefined;
  const uids = new Set(cards.map((c) => c.card.uid));
  if (new Set(chosen).size !== chosen.length || chosen.length !== count || chosen.some((uid) => !uids.has(uid))) return wrong;
  return undefined;
}

/** The cards discarded as the attack resolves: those named that are still in play and qualify, or the first `count` that do. */
export function chosenDiscarded(state: GameState, attacker: InPlayPokemon, e: ChosenEnergyDiscard, count: number | undefined, chosen: readonly string[] | undefined): HeldEnergy[] {
  const cards = chosenDiscardable(state, attacker, e);
  const taken = chosen === undefined ? cards : cards.filter((c) => chosen.includes(c.card.uid));
  return taken.slice(0, count ?? 0);
}

/**
 * The different choices of `count` cards the text may take (alike cards, one card id on one Pokémon, once), at most
 * `limit`, for a menu that offers each (the tap pad's turn token).
 */
export function chosenDiscardChoices(state: GameState, attacker: InPlayPokemon, e: ChosenEnergyDiscard, count: number, limit = 12): HeldEnergy[][] {
  const groups = new Map<string, HeldEnergy[]>();
  for (const c of chosenDiscardable(state, attacker, e)) {
    const key = `${c.holder.id}\u0000${c.card.def.id}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const alike = [...groups.values()];
  const out: HeldEnergy[][] = [];
  const grow = (at: number, left: number, taken: readonly HeldEnergy[]): void => {
    if (out.length >= limit) return;
    if (left === 0) {
      out.push([...taken]);
      return;
    }
    const group = alike[at];
    if (!group) return;
    for (let k = Math.min(left, group.length); k >= 0; k--) grow(at + 1, left - k, [...taken, ...group.slice(0, k)]);
  };
  grow(0, count, []);
  return out;
}
