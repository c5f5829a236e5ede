import type { AbilityDef, AttackDef, CardDef, EnergyType, ResistanceDef, TrainerKind, WeaknessDef } from './card.js';
import { isCategory } from './card-category.js';
import { filterPhrase } from './card-effects/phrases.js';
import { cardEffects, matchesFilter, provisionOf, type Condition, type ContinuousEffect, type PerCount, type PokemonFilter, type ProvisionCondition, type Reach } from './card-effects/index.js';
import { energyUnits, type EnergyUnit } from './energy-cost.js';
import { lingering, lingeringColorless } from './lingering-effects.js';
import type { RuleProfile, SpecialCondition } from './profile.js';
import { NOTHING_IN_FORCE, printedBase, type InForce } from './in-force.js';
import { hasCondition, inPlay, opponentOf, stadiumsInPlay, topCard, type CardInst, type GameState, type InPlayPokemon, type Seat } from './state.js';
import { textsInPlay } from './texts-in-play.js';

/**
 * The one place that computes the values rules read from the cards in play, modified by the continuous
 * effects of Abilities, attached Pokémon Tools and Special Energy, and Stadiums (like ryuu-play's check
 * effects: every rule asks here, none reads a printed number). BREAK Pokémon keep the Weakness,
 * Resistance and Retreat Cost of the previous stage (000 "Anhang 19", 002 glossary "BREAK Evolution").
 */

/** The Pokémon cards whose Abilities a Pokémon has: its own, and the previous stage's under a BREAK. */
function abilityCards(p: InPlayPokemon): readonly CardDef[] {
  const top = topCard(p);
  const base = printedBase(p);
  return base === top ? [top] : [top, base];
}

let memoState: GameState | null = null;
let memo: readonly InForce[] = NOTHING_IN_FORCE;

/**
 * What is in force in a state. Several rules ask about the same state in a row (an attack's cost, its damage,
 * the Knock Outs after it), so the last state's answer is kept; states are never changed in place. One entry,
 * not a WeakMap over every state: the many short-lived keys would cost the garbage collector more than the
 * reading saves.
 */
function effectsInForce(state: GameState): readonly InForce[] {
  if (memoState !== state) {
    memo = withoutSwitchedOff(state, textsInPlay(state).effects);
    memoState = state;
  }
  return memo;
}

/**
 * The off-switches in force (Path to the Peak, Klefki "Mischievous Lock") take away the Ability effects of the
 * Pokémon they reach. One pass: an off-switch is not itself switched off by another, and its conditions are read
 * on the cards as they are (a Stadium in play, Klefki in the Active Spot), never on what it switches off.
 */
function withoutSwitchedOff(state: GameState, all: readonly InForce[]): readonly InForce[] {
  if (!all.some(isOffSwitch)) return all;
  const offs = all.filter(isOffSwitch);
  return all.filter((f) => f.effect.kind === 'no-abilities' || !f.own || !f.holder || !switchedOff(state, offs, f.holder));
}

const isOffSwitch = (f: InForce): boolean => f.effect.kind === 'no-abilities';

function switchedOff(state: GameState, offs: readonly InForce[], p: InPlayPokemon): boolean {
  return offs.some((f) => f.effect.kind === 'no-abilities' && reaches(state, f, f.effect.reach, p) && allHold(state, f, p, null));
}

/** The Abilities a Pokémon has no longer while an off-switch reaches it, but the one it names as kept. */
function abilitiesKept(state: GameState, p: InPlayPokemon): ((name: string) => boolean) | null {
  const all = effectsInForce(state);
  if (!all.some(isOffSwitch)) return null;
  const offs = all.filter(isOffSwitch);
  if (!switchedOff(state, offs, p)) return null;
  return (name) => offs.some((f) => f.effect.kind === 'no-abilities' && f.effect.except === name);
}

const isActive = (state: GameState, p: InPlayPokemon): boolean => state.players[p.owner].active?.id === p.id;

function reaches(state: GameState, f: InForce, reach: Reach, p: InPlayPokemon): boolean {
  switch (reach.side) {
    case 'holder':
      if (f.holder?.id !== p.id) return false;
      break;
    case 'own':
      if (p.owner !== f.owner) return false;
      break;
    case 'opponent':
      if (p.owner === f.owner) return false;
      break;
    case 'all':
      break;
  }
  if (reach.activeOnly && !isActive(state, p)) return false;
  if (reach.benchOnly && isActive(state, p)) return false;
  if (reach.filter.affectedBy === 'Poisoned' && !p.poisoned) return false;
  return matchesFilter(topCard(p), reach.filter);
}

/** `target`: the Pokémon the effect reaches; `seat`: the player whose Bench a bench-size effect sizes. */
function holds(state: GameState, f: Pick<InForce, 'owner' | 'holder'>, c: Condition, target: InPlayPokemon | null, seat: Seat | null): boolean {
  switch (c.kind) {
    case 'more-prizes-remaining':
      return state.players[f.owner].prizes > state.players[opponentOf(f.owner)].prizes;
    case 'opponent-prizes-at-most':
      return state.players[opponentOf(f.owner)].prizes <= c.count;
    case 'remaining-hp-at-most':
      return target !== null && printedHp(state, target) - target.damage <= c.amount;
    case 'source-spot':
      return f.holder !== null && isActive(state, f.holder) === (c.spot === 'active');
    case 'damaged':
      return target !== null && target.damage > 0;
    case 'full-hp':
      return target !== null && target.damage === 0;
    case 'energy-attached': {
      if (!target) return false;
      const energy = target.attached.filter((a) => a.def.supertype === 'Energy' && (!c.special || a.def.energyKind === 'Special'));
      if (c.atLeast !== undefined) return energy.flatMap((a) => energyUnits(a.def)).filter((u) => u === c.type || u === 'any').length >= c.atLeast;
      const any = c.type === null ? energy.length > 0 : energy.some((a) => energyUnits(a.def).some((u) => u === c.type || u === 'any'));
      return c.none ? energy.length === 0 : any;
    }
    case 'damage-counters-at-least':
      return target !== null && target.damage >= c.count * 10;
    case 'lost-zone-at-least':
      return state.players[f.owner].lostZone.length >= c.count;
    case 'special-condition':
      if (target === null) return false;
      return c.condition ? hasCondition(target, c.condition) : target.poisoned || target.burned || target.rotation !== null;
    case 'has-in-play':
      return seat !== null && inPlay(state.players[seat]).some((p) => !p.faceDown && matchesFilter(topCard(p), c.filter));
    case 'is':
      return target !== null && matchesFilter(topCard(target), c.filter);
    case 'card-attached':
      return target !== null && target.attached.some((a) => a.def.name === c.name);
    case 'went-first':
      return state.firstPlayer === f.owner;
    case 'in-play-fewer-than': {
      const side = c.side === 'own' ? f.owner : opponentOf(f.owner);
      return inPlay(state.players[side]).filter((p) => !p.faceDown && c.filters.some((x) => matchesFilter(topCard(p), x))).length < c.count;
    }
    case 'other-in-play':
      return inPlay(state.players[f.owner]).some((p) => p.id !== f.holder?.id && !p.faceDown && topCard(p).name === c.name);
  }
}

const allHold = (state: GameState, f: InForce, target: InPlayPokemon | null, seat: Seat | null): boolean =>
  f.effect.when.every((c) => holds(state, f, c, target, seat));

/**
 * Whether the conditions a Pokémon's own text puts on it hold now ("As long as this Pokémon is in the Active Spot",
 * "If you have Plusle in play"), read as its continuous effects' are: the Pokémon is the holder and the one reached.
 */
export function conditionsHoldOn(state: GameState, p: InPlayPokemon, when: readonly Condition[]): boolean {
  const source = { owner: p.owner, holder: p };
  return when.every((c) => holds(state, source, c, p, p.owner));
}

/** The effects of this kind in force that reach `p` with their conditions met. */
function applying<K extends ContinuousEffect['kind']>(state: GameState, kind: K, p: InPlayPokemon): Extract<ContinuousEffect, { kind: K }>[] {
  const all = effectsInForce(state);
  let out: Extract<ContinuousEffect, { kind: K }>[] | null = null;
  for (const f of all) {
    const e = f.effect;
    if (e.kind !== kind || !('reach' in e) || !reaches(state, f, e.reach, p) || !allHold(state, f, p, null)) continue;
    (out ??= []).push(e as Extract<ContinuousEffect, { kind: K }>);
  }
  return out ?? (NO_EFFECTS as Extract<ContinuousEffect, { kind: K }>[]);
}

const NO_EFFECTS: ContinuousEffect[] = [];

/** The effects with one entry per `single` name: "doesn't stack" applies once however many such cards are in play. */
function once<E extends { readonly single?: string }>(effects: readonly E[]): readonly E[] {
  if (!effects.some((e) => e.single !== undefined)) return effects;
  const seen = new Set<string>();
  return effects.filter((e) => e.single === undefined || (!seen.has(e.single) && (seen.add(e.single), true)));
}

/** HP with the effects that raise it ("gets +100 HP", Hero's Cape); never below 0. A card without HP has none to count. */
/**
 * The Prize cards taken for a Pokémon Knocked Out by damage from an attack from the opponent's Pokémon, changed by
 * the cards on it (Luxurious Cape: 1 more; Legacy Energy: 1 fewer, once per game for its owner).
 */
export function prizesTakenChange(state: GameState, p: InPlayPokemon): { by: number; oncePerGame?: string } {
  let by = 0;
  let oncePerGame: string | undefined;
  for (const e of applying(state, 'prizes-taken', p)) {
    if (e.oncePerGame !== undefined && (oncePerGame !== undefined || state.players[p.owner].onceUsed?.includes(e.oncePerGame))) continue;
    by += e.by;
    if (e.oncePerGame !== undefined) oncePerGame = e.oncePerGame;
  }
  return oncePerGame === undefined ? { by } : { by, oncePerGame };
}

export function maxHp(state: GameState, p: InPlayPokemon): number | null {
  const printed = topCard(p).hp;
  if (printed === undefined) return null;
  if (effectsInForce(state).length === 0) return printed;
  let hp = printed;
  for (const e of once(applying(state, 'hp', p))) hp += e.amount * perCount(state, e.per, p);
  return Math.max(0, hp);
}

/** How many times an HP, damage or attack-cost change counts on `p` (`PerCount`); once where it counts nothing. */
function perCount(state: GameState, per: PerCount | undefined, p: InPlayPokemon): number {
  if (!per) return 1;
  if (per.kind === 'opponent-prizes-taken') return state.players[opponentOf(p.owner)].prizesTaken;
  if (per.kind === 'opponent-benched') return state.players[opponentOf(p.owner)].bench.length;
  if (per.kind === 'own-discard-named') return state.players[p.owner].discard.filter((c) => c.def.name === per.name).length;
  return p.attached.filter((a) => a.def.supertype === 'Energy').flatMap((a) => energyUnits(a.def)).filter((u) => u === per.type || u === 'any').length;
}

/** HP without effects whose own condition reads the remaining HP (Rescue Board), so the two never ask each other. */
function printedHp(state: GameState, p: InPlayPokemon): number {
  let hp = topCard(p).hp ?? 0;
  let singles: Set<string> | null = null;
  for (const f of effectsInForce(state)) {
    const e = f.effect;
    if (e.kind === 'hp' && reaches(state, f, e.reach, p) && e.when.every((c) => c.kind === 'remaining-hp-at-most' || holds(state, f, c, p, null))) {
      if (e.single !== undefined) {
        if (singles?.has(e.single)) continue;
        (singles ??= new Set()).add(e.single);
      }
      hp += e.amount * perCount(state, e.per, p);
    }
  }
  return hp;
}

/** An effect that leaves a Pokémon with HP where an attack's damage would Knock it Out (`knock-out-survived.ts`). */
export interface KnockOutSurvival {
  readonly remaining: number;
  /** The name of the card it is printed on. */
  readonly source: string;
  /** Both sentences of a text that flips a coin for it, heads leaving the Pokémon: only heads does. */
  readonly coin?: string;
  /** The attached card that goes to the discard pile once it has left its Pokémon (Survival Brace: "Then, discard this card."). */
  readonly spent?: CardInst;
}

/**
 * What an effect in force leaves of `p` that would be Knocked Out by an attack's damage ("it is not Knocked Out, and
 * its remaining HP becomes 10"), read in the state before the damage (its "full HP" condition); one without a coin
 * before one with. Null where none applies.
 */
export function knockOutSurvival(state: GameState, p: InPlayPokemon): KnockOutSurvival | null {
  if (effectsInForce(state).length === 0) return null;
  let flipped: KnockOutSurvival | null = null;
  for (const f of effectsInForce(state)) {
    const e = f.effect;
    if (e.kind !== 'survives-knock-out' || !reaches(state, f, e.reach, p) || !allHold(state, f, p, null)) continue;
    const survival = { remaining: e.remaining, source: sourceName(f), ...(e.coin !== undefined && { coin: e.coin }), ...(e.discard && f.card && { spent: f.card }) };
    if (e.coin === undefined) return survival;
    flipped ??= survival;
  }
  return flipped;
}

/**
 * The coin an effect in force flips when an attack's damage would be done to `p` ("If any damage is done to this Pokémon
 * by attacks, flip a coin. If heads, prevent that damage."), with the card it is printed on; null where none applies.
 */
export function damageCoinOf(state: GameState, p: InPlayPokemon): { readonly source: string; readonly text: string } | null {
  if (effectsInForce(state).length === 0) return null;
  for (const f of effectsInForce(state)) {
    const e = f.effect;
    if (e.kind === 'damage-coin' && reaches(state, f, e.reach, p) && allHold(state, f, p, null)) return { source: sourceName(f), text: e.text };
  }
  return null;
}

/** The Retreat Cost: "has no Retreat Cost" wins over any change; "Colorless less/more" add up; never below 0. */
export function retreatCost(state: GameState, p: InPlayPokemon): number {
  // An earlier attack's "the Defending Pokémon's Retreat Cost is Colorless more" (lingering-effects.ts) adds up with the rest.
  let cost = printedBase(p).retreatCost + lingeringColorless(p, 'retreat-cost-more');
  if (effectsInForce(state).length === 0) return cost;
  for (const e of applying(state, 'retreat-cost', p)) {
    if (e.to === 0) return 0;
    cost += e.by ?? 0;
  }
  return Math.max(0, cost);
}

/** The Weakness: none where an effect says so, else the one an effect makes it ("is now Psychic", ×2), else as printed. */
export function weaknessesOf(state: GameState, p: InPlayPokemon): readonly WeaknessDef[] {
  // An attack's "During your opponent's next turn, this Pokémon has no Weakness" (lingering-effects.ts).
  if (lingering(p, 'no-weakness')) return [];
  if (effectsInForce(state).length === 0) return printedBase(p).weaknesses;
  if (applying(state, 'no-weakness', p).length > 0) return [];
  const changed = applying(state, 'weakness-is', p);
  const last = changed[changed.length - 1];
  return last ? [{ type: last.type, kind: 'times', amount: 2 }] : printedBase(p).weaknesses;
}

/** A Pokémon's types: printed, or what an Ability makes them ("As long as this Pokémon is in play, it is Grass and Fire type"). */
export function typesOf(state: GameState, p: InPlayPokemon): readonly EnergyType[] {
  const printed = topCard(p).types ?? [];
  if (effectsInForce(state).length === 0) return printed;
  const changed = applying(state, 'types', p);
  return changed.length > 0 ? (changed[changed.length - 1]?.types ?? printed) : printed;
}

export function resistancesOf(p: InPlayPokemon): readonly ResistanceDef[] {
  return printedBase(p).resistances;
}

/** The Bench size of a player: the profile's, or what an effect in play allows them (Area Zero Underdepths: 8 with a Tera Pokémon in play). */
export function benchSize(state: GameState, profile: RuleProfile, seat: Seat): number {
  let size = profile.benchSize;
  for (const f of effectsInForce(state)) {
    const e = f.effect;
    if (e.kind === 'bench-size' && e.size > size && allHold(state, f, null, seat)) size = e.size;
  }
  return size;
}

/**
 * Damage steps 2 and 5 from the cards in play: the attacker's side before Weakness, the defender's after Resistance;
 * the card in play that prevents all of it, by name ("Prevent all damage done to this Pokémon by attacks from …"), and the
 * attached cards discarded once they have taken damage off ("…, and discard this card", Occa Berry).
 */
export function damageModifiers(
  state: GameState,
  attacker: InPlayPokemon,
  defender: InPlayPokemon,
): { readonly dealt: number; readonly taken: number; readonly preventedBy: string | null; readonly spent: readonly string[] } {
  let dealt = 0;
  let taken = 0;
  let preventedBy: string | null = null;
  let spent: string[] | null = null;
  const defenderDef = topCard(defender);
  const attackerDef = topCard(attacker);
  const defenderActive = isActive(state, defender);
  let singles: Set<string> | null = null;
  for (const f of effectsInForce(state)) {
    const e = f.effect;
    if (e.kind === 'damage-dealt') {
      if (e.againstActiveOnly && !defenderActive) continue;
      if (!matchesFilter(defenderDef, e.against) || !reaches(state, f, e.reach, attacker) || !allHold(state, f, attacker, null)) continue;
      if (e.single !== undefined) {
        if (singles?.has(e.single)) continue;
        (singles ??= new Set()).add(e.single);
      }
      dealt += e.amount * perCount(state, e.per, attacker);
    } else if (e.kind === 'damage-taken') {
      if (!matchesFilter(attackerDef, e.from) || !reaches(state, f, e.reach, defender) || !allHold(state, f, defender, null)) continue;
      if (e.single !== undefined) {
        if (singles?.has(e.single)) continue;
        (singles ??= new Set()).add(e.single);
      }
      taken += e.amount;
      if (e.spent && f.card) (spent ??= []).push(f.card.uid);
    } else if (e.kind === 'damage-prevented') {
      if (matchesFilter(attackerDef, e.from) && reaches(state, f, e.reach, defender) && allHold(state, f, defender, null)) preventedBy ??= offSwitchCard(state, f)?.name ?? sourceName(f);
    }
  }
  return { dealt, taken, preventedBy, spent: spent ?? [] };
}

function provisionHolds(state: GameState, c: ProvisionCondition, holder: InPlayPokemon, card: CardInst): boolean {
  const top = topCard(holder);
  switch (c.kind) {
    case 'holder-stage':
      return c.stage === 'Evolution' ? isCategory(top, 'Evolution Pokémon') : top.stage === c.stage;
    case 'holder-without-rule-box':
      return isCategory(top, 'Evolution Pokémon') && !isCategory(top, 'Rule Box');
    case 'more-prizes-remaining':
      return state.players[holder.owner].prizes > state.players[opponentOf(holder.owner)].prizes;
    case 'other-special-energy':
      return holder.attached.some((c2) => c2.uid !== card.uid && c2.def.supertype === 'Energy' && c2.def.energyKind === 'Special');
  }
}

/**
 * The Energy one attached card provides where it is now: its text's provision whose conditions hold, the last one
 * winning ("instead"); a basic Energy card as an Ability in play makes it provide ("Each Basic Grass Energy attached
 * to all of your Pokémon provides GrassGrass Energy", Meganium "Wild Growth"; several such Abilities apply once).
 */
export function energyProvided(state: GameState, holder: InPlayPokemon, card: CardInst): readonly EnergyUnit[] {
  if (card.def.energyKind === 'Basic' && effectsInForce(state).length > 0) {
    for (const e of applying(state, 'basic-energy-provides', holder)) if (card.def.provides?.includes(e.type) ?? energyUnits(card.def).includes(e.type)) return e.units;
  }
  const text = provisionOf(card.def);
  if (!text) return card.def.provides && card.def.provides.length > 0 ? card.def.provides : energyUnits(card.def);
  let units = text.provisions[0]?.units ?? [];
  for (const p of text.provisions) if (p.when.every((c) => provisionHolds(state, c, holder, card))) units = p.units;
  return units;
}

/** All the Energy attached to a Pokémon provides, in the state it is in. */
export function energyOf(state: GameState, holder: InPlayPokemon, cards: readonly CardInst[] = holder.attached): EnergyUnit[] {
  const out: EnergyUnit[] = [];
  for (const c of cards) if (c.def.supertype === 'Energy') for (const u of energyProvided(state, holder, c)) out.push(u);
  return out;
}

const OWN_COST_IGNORED = /^(?:If (.+?), )?ignore all Energy in this attack's cost\.$/i;
const OWN_COST_IGNORED_ANYWHERE = /ignore all Energy in this attack's cost/i;

/**
 * An attack's cost where a text changes it: the attack's own ("If this Pokémon is affected by a Special
 * Condition, ignore all Energy in this attack's cost", Conkeldurr "Gutsy Swing"), or an effect in play
 * (Cramorant "Lost Provisions"; "cost Colorless less", Hop's Choice Band).
 */
export function attackCost(state: GameState, p: InPlayPokemon, attack: AttackDef): readonly EnergyType[] {
  if (attack.cost.length === 0) return attack.cost;
  // An earlier attack's "attacks used by the Defending Pokémon cost Colorless more" (lingering-effects.ts).
  const lingeringMore = lingeringColorless(p, 'attack-cost-more');
  if (effectsInForce(state).length === 0 && lingeringMore === 0 && !OWN_COST_IGNORED_ANYWHERE.test(attack.text)) return attack.cost;
  if (applying(state, 'attack-cost-ignored', p).length > 0) return [];
  let less = 0;
  for (const e of applying(state, 'attack-cost-less', p)) if (e.attack === undefined || e.attack === attack.name) less += e.colorless * perCount(state, e.per, p);
  let more = lingeringMore;
  for (const e of applying(state, 'attack-cost-more', p)) more += e.colorless;
  const ignored = ownCostIgnored(attack.text);
  if (ignored === 'always' || (ignored === 'with-condition' && (p.poisoned || p.burned || p.rotation !== null))) return [];
  // "cost Colorless more" and "Colorless less" add up before either changes the printed cost.
  const net = less - more;
  if (net < 0) return [...attack.cost, ...Array.from({ length: -net }, () => 'Colorless' as const)];
  return net > 0 ? withoutColorless(attack.cost, net) : attack.cost;
}

/**
 * When an attack's own text ignores its cost: always, only while the attacker is affected by a Special Condition,
 * or never. Read once per text: the cost is asked for every attack declared and every action the seat is served.
 */
function ownCostIgnored(text: string): 'always' | 'with-condition' | null {
  let found = ownCostByText.get(text);
  if (found !== undefined) return found;
  found = null;
  for (const sentence of text.split(/(?<=\.)\s+/)) {
    const m = OWN_COST_IGNORED.exec(sentence.trim());
    if (!m) continue;
    if (m[1] === undefined) found = 'always';
    else if (/^this Pokémon is affected by a Special Condition$/i.test(m[1])) found = 'with-condition';
    if (found === 'always') break;
  }
  ownCostByText.set(text, found);
  return found;
}

const ownCostByText = new Map<string, 'always' | 'with-condition' | null>();

/** A card in play of `seat`'s opponent forbids `seat` to play this kind of Trainer card from the hand (Froslass "Oceanic Curse"): the card's name. */
export function playForbiddenBy(state: GameState, seat: Seat, kind: TrainerKind): string | null {
  if (effectsInForce(state).length === 0) return null;
  for (const f of effectsInForce(state)) {
    if (f.effect.kind === 'cannot-play' && f.owner !== seat && f.effect.trainerKinds.includes(kind) && allHold(state, f, null, null)) return sourceName(f);
  }
  return null;
}

/** A card in play says the Pokémon can't retreat ("your opponent's Active Pokémon can't retreat", Omastar "Primordial Tentacles"): the card's name. */
export function retreatForbiddenBy(state: GameState, p: InPlayPokemon): string | null {
  if (effectsInForce(state).length === 0) return null;
  for (const f of effectsInForce(state)) {
    if (f.effect.kind === 'cannot-retreat' && reaches(state, f, f.effect.reach, p) && allHold(state, f, p, null)) return sourceName(f);
  }
  return null;
}

/** A card in play says this Pokémon can't attack ("This Pokémon can't attack unless …"): its name, or null. */
export function attackForbiddenBy(state: GameState, p: InPlayPokemon): string | null {
  return inForceOn(state, 'cannot-attack', p);
}

/** A card in play lets this Pokémon attack on its player's first turn ("If you go first, this Pokémon can use attacks during your first turn"). */
export function mayAttackOnFirstTurn(state: GameState, p: InPlayPokemon): boolean {
  return inForceOn(state, 'first-turn-attack', p) !== null;
}

/** A card in play says this Pokémon can't be healed ("Pokémon (both yours and your opponent's) can't be healed."): its name, or null. */
export function healForbiddenBy(state: GameState, p: InPlayPokemon): string | null {
  return inForceOn(state, 'cannot-be-healed', p);
}

function inForceOn(state: GameState, kind: 'cannot-attack' | 'first-turn-attack' | 'cannot-be-healed', p: InPlayPokemon): string | null {
  for (const f of effectsInForce(state)) {
    if (f.effect.kind === kind && reaches(state, f, f.effect.reach, p) && allHold(state, f, p, null)) return sourceName(f);
  }
  return null;
}

/** A card in play says this Pokémon can't be affected by the Special Condition ("This Pokémon can't be Asleep"): its name, or null. */
export function conditionImmunityOf(state: GameState, p: InPlayPokemon, condition: SpecialCondition): string | null {
  for (const f of effectsInForce(state)) {
    const e = f.effect;
    if (e.kind === 'condition-immune' && e.conditions.includes(condition) && reaches(state, f, e.reach, p) && allHold(state, f, p, null)) return sourceName(f);
  }
  return null;
}

/** The card an effect in force is printed on, by name: the attached card, the Pokémon with the Ability, or the Stadium. */
function sourceName(f: InForce): string {
  if (f.card) return f.card.def.name;
  if (f.holder) return topCard(f.holder).name;
  return 'the Stadium in play';
}

/**
 * A card in play prevents the effects of an attack from `attacker` done to `target` ("Prevent all effects of attacks
 * used by your opponent's Pokémon done to this Pokémon", Mist Energy): the name of the card that does, or null.
 */
export function attackEffectsPreventedBy(state: GameState, attacker: InPlayPokemon, target: InPlayPokemon): string | null {
  if (effectsInForce(state).length === 0) return null;
  const attackerDef = topCard(attacker);
  for (const f of effectsInForce(state)) {
    const e = f.effect;
    if (e.kind === 'attack-effects-prevented' && f.owner !== attacker.owner && matchesFilter(attackerDef, e.from) && reaches(state, f, e.reach, target) && allHold(state, f, target, null)) {
      return sourceName(f);
    }
  }
  return null;
}

/** A counter-attack in force on a Pokémon an attack damaged, with the card it is printed on. */
export interface CounterAttack {
  readonly effect: Extract<ContinuousEffect, { kind: 'counter-attack' }>;
  readonly source: string;
}

/** The counter-attacks of the cards in play that answer `attacker`'s attack damaging `damaged` (read in the state after the damage). */
export function counterAttacksOn(state: GameState, attacker: InPlayPokemon, damaged: InPlayPokemon): readonly CounterAttack[] {
  if (effectsInForce(state).length === 0 || damaged.owner === attacker.owner) return [];
  const attackerDef = topCard(attacker);
  const out: CounterAttack[] = [];
  for (const f of effectsInForce(state)) {
    const e = f.effect;
    if (e.kind === 'counter-attack' && matchesFilter(attackerDef, e.from) && reaches(state, f, e.reach, damaged) && allHold(state, f, damaged, null)) {
      out.push({ effect: e, source: sourceName(f) });
    }
  }
  return out;
}

/** "cost Colorless less": that many Colorless symbols fewer, never below none. */
function withoutColorless(cost: readonly EnergyType[], n: number): EnergyType[] {
  const out = [...cost];
  for (let i = 0; i < n; i++) {
    const at = out.lastIndexOf('Colorless');
    if (at < 0) break;
    out.splice(at, 1);
  }
  return out;
}

/** An Ability a Pokémon can use, and the card it is printed on (the Pokémon, or an attached card that grants it). */
export interface UsableAbility {
  readonly ability: AbilityDef;
  readonly card: CardDef;
}

/**
 * The Abilities a Pokémon has: its own (a BREAK keeps the previous stage's), then those of attached cards that
 * grant theirs ("The Pokémon V this card is attached to can use the VSTAR Power on this card", Forest Seal Stone);
 * none where an off-switch reaches it (Path to the Peak: a Pokémon V has no Abilities, Star Alchemy included) but
 * the one the off-switch keeps ("except for Mischievous Lock").
 */
export function abilitiesOf(state: GameState, p: InPlayPokemon): UsableAbility[] {
  const out: UsableAbility[] = [];
  const kept = abilitiesKept(state, p);
  for (const def of abilityCards(p)) for (const ability of def.abilities) if (!kept || kept(ability.name)) out.push({ ability, card: def });
  for (const c of p.attached) {
    if (c.def.abilities.length > 0 && grantsAbilities(state, p, c)) for (const ability of c.def.abilities) if (!kept || kept(ability.name)) out.push({ ability, card: c.def });
  }
  return out;
}

/**
 * The Ability of this name among the cards `abilitiesOf` reads (a BREAK's previous stage, an attached Forest Seal Stone),
 * with the card it is printed on, whether or not it may be used now: for views naming an Ability an event or prompt
 * named. It reads the Pokémon alone, so a view's Pokémon will do.
 */
export function abilityNamed(p: InPlayPokemon, name: string): UsableAbility | undefined {
  for (const def of [...abilityCards(p), ...p.attached.map((c) => c.def)]) {
    const ability = def.abilities.find((a) => a.name === name);
    if (ability) return { ability, card: def };
  }
  return undefined;
}

/** An attached card lets the Pokémon use the Abilities printed on it ("The Pokémon V this card is attached to can use the VSTAR Power on this card"). */
function grantsAbilities(state: GameState, p: InPlayPokemon, c: CardInst): boolean {
  const f = { owner: p.owner, holder: p };
  return cardEffects(c.def).effects.some((e) => e.kind === 'grants-ability' && reaches(state, { ...f, effect: e }, e.reach, p) && allHold(state, { ...f, effect: e }, p, null));
}

/** An Ability a Pokémon would have but for an off-switch, the card it is printed on, and the card whose text takes it away. */
export interface AbilityTakenAway extends UsableAbility {
  readonly by: CardDef;
}

/**
 * The Abilities `abilitiesOf` leaves out because an off-switch reaches the Pokémon (Path to the Peak on a Pokémon with a
 * Rule Box, Klefki "Mischievous Lock" on a Basic Pokémon), each with the card that takes it away: what a player is told
 * instead of an Ability that is not there. Asked by views, never by `decide`.
 */
export function abilitiesTakenAway(state: GameState, p: InPlayPokemon): AbilityTakenAway[] {
  const kept = abilitiesKept(state, p);
  if (!kept) return [];
  const off = effectsInForce(state).find((f) => f.effect.kind === 'no-abilities' && reaches(state, f, f.effect.reach, p) && allHold(state, f, p, null));
  const by = off && offSwitchCard(state, off);
  if (!by) return [];
  const out: AbilityTakenAway[] = [];
  for (const def of abilityCards(p)) for (const ability of def.abilities) if (!kept(ability.name)) out.push({ ability, card: def, by });
  for (const c of p.attached) {
    if (c.def.abilities.length > 0 && grantsAbilities(state, p, c)) for (const ability of c.def.abilities) if (!kept(ability.name)) out.push({ ability, card: c.def, by });
  }
  return out;
}

/** The card an off-switch is printed on: a Pokémon's (its holder), or a Stadium in play (gathered without its card). */
function offSwitchCard(state: GameState, f: InForce): CardDef | null {
  if (f.card) return f.card.def;
  if (f.holder) return topCard(f.holder);
  return stadiumsInPlay(state).find((s) => cardEffects(s.def).effects.includes(f.effect))?.def ?? null;
}

const FIRST_TURN = /(?:^|\.\s*)(If you go first, )?you may (?:use|play) this card during your first turn\./i;

/** A Supporter whose text lets it be played on the first turn (Carmine: "If you go first, you may use this card during your first turn."). */
export function playableOnFirstTurn(def: CardDef): boolean {
  return def.rules.some((r) => FIRST_TURN.test(r));
}

const ONTO_BENCH = /put (?:up to \d+ |\d+ |an? )?(.+?) from your (?:discard pile|deck|hand) onto your Bench/i;

/**
 * An effect that puts a Pokémon onto the Bench by its own text may put an Evolution Pokémon there where the text
 * does not ask for a Basic one (Lugia VSTAR "Summoning Star": "put up to 2 Colorless Pokémon that don't have a Rule
 * Box from your discard pile onto your Bench", e.g. Archeops); the card must be what the text describes.
 */
export function benchedByEffect(text: string, def: CardDef): boolean {
  const m = ONTO_BENCH.exec(text);
  const filter = m ? filterPhrase(m[1] ?? '') : null;
  return filter !== null && def.supertype === 'Pokémon' && matchesFilter(def, filter);
}

const EVOLVES_IT = /put it onto that Pokémon to evolve it/i;
const AGAIN = /If that Pokémon was evolved in this way/i;

/**
 * What an effect that evolves by its own text allows against the evolution timing rules ("put it onto that Pokémon
 * to evolve it": Technical Machine: Evolution, Grand Tree). 000 "Hinweise zur Entwicklung" lifts the first-turn limit
 * only for "eine Karte [die] dies unmissverständlich ausdrückt"; this engine reads an effect that itself evolves as
 * such a card, as TCG Live does (TM Evolution on the first turn of the player going second), unless the effect's text
 * forbids it (Grand Tree: "Players can't evolve a Basic Pokémon during their first turn"). "If that Pokémon was evolved
 * in this way" evolves the same Pokémon again in that turn (Grand Tree: Stage 1, then Stage 2).
 */
export function evolutionByEffect(text: string): { readonly firstTurn: boolean; readonly again: boolean } {
  if (!EVOLVES_IT.test(text)) return { firstTurn: false, again: false };
  return { firstTurn: !/can't [^.]*during (?:your|their) first turn/i.test(text), again: AGAIN.test(text) };
}
