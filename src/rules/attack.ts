import type { AttackDef } from './card.js';
import { unaffectedBySpecialConditions } from './fossil-trainer.js';
import { isBasicPokemon, isEvolutionPokemon } from './card-category.js';
import { heads, type CoinFace, type FlipRequest } from './coin.js';
import type { CommandOf } from './command.js';
import { attackCost, attackEffectsPreventedBy, attackForbiddenBy, conditionImmunityOf, energyOf, healForbiddenBy, mayAttackOnFirstTurn, weaknessesOf, resistancesOf } from './continuous-effects.js';
import { counterAttack, handedText, type HandedCounterAttack } from './counter-attack.js';
import { attackDamage, damageInput } from './damage.js';
import { countedBase, enteredCount } from './damage-count.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { canPay } from './energy-cost.js';
import type { AttackEffect, AttackPlan } from './attack-plan.js';
import { flipsOf, parseAttack, withRegistered } from './attack-text.js';
import { activeShare, aimedAmount, benchedTargetsOf, checkTargets } from './attack-targets.js';
import { checkEnergyDiscarded, energyDiscarded } from './attack-energy-discard.js';
import { checkChosenDiscard, chosenDiscarded, chosenDiscardOf } from './attack-energy-discard-count.js';
import { returnEnergy, returningCards } from './attack-energy-return.js';
import { attackAgainPrompt, checkAttackAgain, offerAttackAgain } from './attack-again.js';
import { checkKnockOuts } from './knock-out.js';
import { askKnockOutCoin, landAttackDamage, mayFlipForKnockOut, type Landing } from './knock-out-survived.js';
import { askDamageCoin, damagePreventedByCoin, mayFlipForDamage } from './damage-coin.js';
import { attackEffectsShield, damagePrevented, lastTurnOf, LINGERING_BY_CARD, lingering, lingeringAmount, registeredText } from './lingering-effects.js';
import { requireTurn } from './main-phase.js';
import { triggeredTools } from './tool-triggers.js';
import { PROFILES, type SpecialCondition } from './profile.js';
import { checkChosenCount, choiceIn } from './effect-choice.js';
import { FORMAT_REFS, type RuleViolation } from './rulebook.js';
import { findPokemon, hasCondition, opponentOf, topCard, type FlipPurpose, type InPlayPokemon, type Process } from './state.js';
import { extended } from './zones.js';
import { deckTopAttack } from './deck-top-attack.js';

/**
 * The attacks a Pokémon can use: its own, plus the previous Stage's when it is a BREAK (002/000 TURBO),
 * then those of attached Trainer cards (000 glossary "Technische Maschine": it uses them as its own).
 */
export function attacksOf(p: InPlayPokemon): AttackDef[] {
  const top = topCard(p);
  const under = top.stage === 'BREAK' ? p.stack[p.stack.length - 2] : undefined;
  const own = under ? [...top.attacks, ...under.def.attacks] : [...top.attacks];
  for (const c of p.attached) if (c.def.supertype === 'Trainer' && c.def.attacks.length > 0) own.push(...c.def.attacks);
  return own;
}

const GX = /more than 1 GX attack in a game/i;
const VSTAR = /more than 1 VSTAR Power in a game/i;
/** The attacks some card has a registered text for: any other's cards are not looked through (0.5 % of `decide` when they were). */
const REGISTERED_ATTACKS: ReadonlySet<string> = new Set(Object.values(LINGERING_BY_CARD).map((r) => r.attack));
const ONCE_PER_GAME = new WeakMap<AttackDef, 'gx' | 'vstar' | null>();

/** A GX attack or VSTAR Power, by its text: read once per attack (two regular expressions an attack declared were 0.5 % of `decide`). */
function oncePerGameOf(attack: AttackDef): 'gx' | 'vstar' | null {
  let kind = ONCE_PER_GAME.get(attack);
  if (kind === undefined) {
    kind = GX.test(attack.text) ? 'gx' : VSTAR.test(attack.text) ? 'vstar' : null;
    ONCE_PER_GAME.set(attack, kind);
  }
  return kind;
}

/**
 * Declaring an attack (000 "Angreifen im Detail" a-b, 002 "FULL DETAILS OF ATTACKING" A): the Active
 * Pokémon, not Asleep or Paralyzed, with the Energy its cost asks for, not on the first player's first
 * turn where the profile forbids it, a GX attack or VSTAR Power once per game.
 */
export function declareAttack(ctx: Emitter, cmd: CommandOf<'Attack'>): Outcome {
  // The second attack an Ability allows comes after the first, the turn's end held for it (attack-again.ts).
  const again = attackAgainPrompt(ctx, cmd.player);
  const bad = again ? checkAttackAgain(ctx, again) : requireTurn(ctx, cmd.player);
  if (bad) return bad;
  const p = ctx.profile;
  const refs = p.refs;
  const turn = ctx.state.turn;
  const me = ctx.state.players[cmd.player];
  const attacker = me.active;
  if (!attacker || !turn) return violation('no-active', 'You have no Active Pokémon to attack with.', refs.attack);
  if (turn.number === 1 && !p.firstTurn.mayAttack && !mayAttackOnFirstTurn(ctx.state, attacker)) {
    return violation('first-turn-attack', 'The player who goes first cannot attack on their first turn.', refs.attack);
  }
  if (hasCondition(attacker, 'Asleep') || hasCondition(attacker, 'Paralyzed')) {
    return violation('cannot-attack-condition', `${topCard(attacker).name} is ${attacker.rotation?.condition}: it cannot attack.`, refs.specialConditions);
  }
  // 000 "Angreifen im Detail" b / 002 D: effects of an earlier attack that stop this one.
  const cannot = lingering(attacker, 'cannot-attack');
  if (cannot) return violation('cannot-attack-effect', `${topCard(attacker).name} can't attack this turn (${cannot.source.name}).`, refs.attackDetails);
  const forbidden = attackForbiddenBy(ctx.state, attacker);
  if (forbidden) return violation('cannot-attack-card', `${topCard(attacker).name} can't attack while ${forbidden} says so.`, refs.attackDetails);
  const attack = attacksOf(attacker)[cmd.attack];
  if (!attack) return violation('no-such-attack', `${topCard(attacker).name} has no attack number ${cmd.attack + 1}.`, refs.attack);
  for (const e of attacker.effects ?? []) {
    if (e.rule.kind === 'cannot-use-attack' && e.rule.attack.toLowerCase() === attack.name.toLowerCase()) {
      return violation('cannot-use-attack-effect', `${topCard(attacker).name} can't use ${attack.name} this turn (${e.source.name}).`, refs.attackDetails);
    }
  }
  // 003 "Basiskampf": the Pokémon attack without Energy.
  const cost = attackCost(ctx.state, attacker, attack);
  if (!p.attackCostsIgnored && !canPay(cost, energyOf(ctx.state, attacker))) {
    return violation('energy-cost', `${attack.name} needs ${cost.join(', ')} Energy attached.`, refs.attack);
  }
  const oncePerGame = oncePerGameOf(attack);
  if (oncePerGame === 'gx' && me.gxUsed) return violation('gx-used', 'You can use only one GX attack in a game.', refs.onceper);
  if (oncePerGame === 'vstar' && me.vstarUsed) return violation('vstar-used', 'You can use only one VSTAR Power in a game.', refs.vstar);
  const registered = REGISTERED_ATTACKS.has(attack.name) ? registeredText([...attacker.stack.map((c) => c.def), ...attacker.attached.map((c) => c.def)], attack.name) : undefined;
  const opponent = ctx.state.players[opponentOf(cmd.player)];
  const own = registered ? withRegistered(parseAttack(attack), registered) : parseAttack(attack);
  const deckTop = own.copies === 'deck-top' ? deckTopAttack(ctx, attacker, attack, own, cmd.revealed, cmd.uses) : null;
  if (deckTop && 'code' in deckTop) return deckTop;
  const plan = deckTop ? deckTop.plan : usedAttack(ctx, attack.name, own, opponent.active, cmd.uses);
  if ('code' in plan) return plan;
  // "Discard up to 2 Energy from this Pokémon": its count and cards are checked together (attack-energy-discard-count.ts).
  const chosenDiscard = chosenDiscardOf(plan);
  const badCount = chosenDiscard
    ? checkChosenDiscard(p, ctx.state, attacker, attack.name, chosenDiscard, cmd.count, cmd.energyDiscarded, refs.attackDetails)
    : checkCount(ctx, attack.name, plan, plan.uses?.text ?? attack.text, cmd.count);
  if (badCount) return badCount;
  const badEnergy = chosenDiscard ? undefined : checkEnergyDiscarded(ctx.state, attacker, attack.name, plan, cmd.energyDiscarded, refs.attackDetails);
  if (badEnergy) return badEnergy;
  const benchTargets = cmd.benchTargets ?? [];
  const badTargets = checkTargets(ctx.state, cmd.player, attack.name, plan, benchTargets, refs.attackDetails);
  if (badTargets) return badTargets;
  const ownFlips: FlipPurpose[] = [];
  for (let i = 0; i < plan.effects.length; i++) {
    const e = plan.effects[i] as AttackEffect;
    // A coin that could only bring a Special Condition the format does not apply is not flipped.
    const pointless = e.kind === 'condition' && e.conditions.every((c) => !p.specialConditions.includes(c));
    if (flipsOf(e) && !pointless) ownFlips.push({ kind: 'attack', effect: i });
  }
  const confused: FlipPurpose[] = hasCondition(attacker, 'Confused') ? [{ kind: 'confusion' }] : [];
  // Effects that might cancel the attack come before the Confusion check (000 "Angreifen im Detail" b-c, 002 D-E).
  const cancelling: FlipPurpose[] = lingering(attacker, 'flip-before-attacking') ? [{ kind: 'lingering' }] : [];
  const flips = p.confusion.check === 'before-attack-flips' ? [...cancelling, ...confused, ...ownFlips] : [...ownFlips, ...cancelling, ...confused];
  if (again) ctx.emit({ type: 'AttackAgainAnswered', player: cmd.player, attacks: true });
  ctx.emit({
    type: 'AttackDeclared',
    player: cmd.player,
    attacker: attacker.id,
    attackIndex: cmd.attack,
    name: attack.name,
    plan,
    flips,
    benchTargets,
    attackerBonus: cmd.attackerBonus ?? 0,
    defenderReduction: cmd.defenderReduction ?? 0,
    oncePerGame,
    ...(cmd.count !== undefined && { count: cmd.count }),
    ...(cmd.energyDiscarded !== undefined && { energyDiscarded: cmd.energyDiscarded }),
    ...(again && { again: true as const }),
    ...(deckTop?.revealed && { revealed: deckTop.revealed }),
  });
  for (const text of plan.manual) ctx.emit({ type: 'EffectNeedsAdjustment', card: attacker.id, name: attack.name, text });
  return undefined;
}

/**
 * An attack that uses another as itself (Mew ex "Genome Hacking": "Choose 1 of your opponent's Active Pokémon's
 * attacks and use it as this attack"): the chosen attack's plan, resolved as this attack's. Its own cost is the one
 * paid (000 "Angreifen im Detail" a: the Energy of the attack declared); the chosen one's damage and text apply.
 */
function usedAttack(ctx: Emitter, name: string, plan: AttackPlan, opponentActive: InPlayPokemon | null, uses: number | undefined): AttackPlan | RuleViolation {
  const ref = ctx.profile.refs.attackDetails;
  if (!plan.copies) return uses === undefined ? plan : violation('attack-to-use', `${name} does not use another attack.`, ref);
  const used = opponentActive && uses !== undefined ? attacksOf(opponentActive)[uses] : undefined;
  if (!opponentActive || !used) {
    const names = opponentActive ? attacksOf(opponentActive).map((a, i) => `${i}: ${a.name}`).join(', ') : 'none';
    return violation('attack-to-use', `${name}: choose which of your opponent's Active Pokémon's attacks to use (${names}).`, ref);
  }
  return extended(parseAttack(used), { uses: used });
}

/**
 * The count an "N×"/"N+" attack takes from the table ("for each card you discarded in this way"): required
 * where the text asks for one, within "up to X" (from the era's minimum, 000 'Was ist der Unterschied zwischen
 * „bis zu“ und „beliebig viele“?'). An attack whose damage counts nothing may still let its player choose a count
 * ("Search your deck for up to 2 Basic Pokémon"): the count, where given, is range-checked against it.
 */
function checkCount(ctx: Emitter, name: string, plan: AttackPlan, text: string, count: number | undefined): Outcome {
  const asked = enteredCount(plan.damage ?? []);
  const ref = ctx.profile.refs.attackDetails;
  if (!asked) return checkChosenCount(ctx.profile, name, choiceIn([text]), count, ref);
  const min = asked.upTo ? ctx.profile.upTo.minimum : 0;
  const range = asked.max === null ? `${min} or more` : `${min} to ${asked.max}`;
  if (count === undefined) return violation('count-missing', `${name} does damage for each ${asked.what}: enter how many (${range}).`, ref);
  if (count < min || (asked.max !== null && count > asked.max)) {
    return violation('count-range', `${name}: "up to ${asked.max ?? ''}" lets you choose ${range}, not ${count}.`, (asked.upTo ? ctx.profile.upTo.ref : null) ?? ref);
  }
  return undefined;
}

type AttackProcess = Extract<Process, { kind: 'attack' }>;

/** The players' entered modifiers are for the damage to the Defending Pokémon only. */
const NOTHING_ENTERED = { attackerBonus: 0, defenderReduction: 0 } as const;

function requestOf(effect: AttackEffect | undefined): FlipRequest {
  if (effect?.kind === 'flip-per-heads') return { mode: 'coins', count: effect.coins };
  if (effect?.kind === 'flip-until-tails') return { mode: 'until-tails' };
  return { mode: 'coins', count: 1 };
}

/** Collect the attack's coins in the profile's order; a Confused tails ends the attack at once. */
export function continueAttack(ctx: Emitter): void {
  const proc = ctx.state.process;
  if (proc?.kind !== 'attack') return;
  for (let i = 0; i < proc.results.length; i++) {
    if (proc.results[i]?.[0] !== 'tails') continue;
    if (proc.flips[i]?.kind === 'confusion') {
      confusedFailure(ctx, proc);
      return;
    }
    if (proc.flips[i]?.kind === 'lingering') {
      ctx.emit({ type: 'AttackFailed', player: proc.player, reason: 'lingering-effect' });
      finish(ctx, proc);
      return;
    }
  }
  const next = proc.flips[proc.results.length];
  if (next) {
    const attacker = ctx.state.players[proc.player].active;
    const attackName = attacker ? attacksOf(attacker)[proc.attackIndex]?.name ?? '' : '';
    const effect = next.kind === 'attack' ? proc.plan.effects[next.effect] : undefined;
    ctx.emit({
      type: 'CoinFlipRequested',
      promptId: ctx.id('f'),
      request: requestOf(effect),
      reason: next.kind === 'confusion'
        ? `Confused, attacking with ${attackName}: heads, the attack works; tails, it fails.`
        : next.kind === 'lingering'
          ? `${attackName}: an effect of your opponent's last attack: tails, this attack does nothing.`
          : `${attackName}: ${flipReason(effect)}`,
      purpose: attacker ? withAttack(next, attacker.id, attackName) : next,
    });
    return;
  }
  resolveAttack(ctx, proc);
}

/**
 * A coin's purpose with the attack it is flipped for, so a page can name the attack in its own language. Written out
 * by kind: `Object.assign` onto a copy cost 0.4 % of `decide`.
 */
function withAttack(purpose: FlipPurpose, attacker: string, attack: string): FlipPurpose {
  switch (purpose.kind) {
    case 'attack':
      return { kind: 'attack', effect: purpose.effect, attacker, attack };
    case 'confusion':
      return { kind: 'confusion', attacker, attack };
    case 'lingering':
      return { kind: 'lingering', attacker, attack };
    default:
      return purpose;
  }
}

function flipReason(effect: AttackEffect | undefined): string {
  switch (effect?.kind) {
    case 'flip-bonus':
      return `heads, ${effect.amount} more damage.`;
    case 'flip-per-heads':
      return `flip ${effect.coins} coin(s), ${effect.amount} damage for each heads.`;
    case 'flip-until-tails':
      return `flip until tails, ${effect.amount} damage for each heads.`;
    case 'tails-nothing':
      return 'tails, the attack does nothing.';
    case 'condition':
      return `${effect.on}, the Defending Pokémon is now ${effect.conditions.join(' and ')}.`;
    case 'self-damage':
      return `${effect.on}, ${effect.amount} damage to itself.`;
    case 'coin':
      return 'heads or tails decides the effect.';
    case 'lingering':
      return `${effect.on}, an effect lasting into the next turn.`;
    default:
      return 'coin flip.';
  }
}

/** 000 "Verwirrung": tails puts 3 damage counters on it; 004 "Confused": it attacks itself for 20, with Weakness and Resistance. */
function confusedFailure(ctx: Emitter, proc: AttackProcess): void {
  const p = ctx.profile;
  const attacker = ctx.state.players[proc.player].active;
  ctx.emit({ type: 'AttackFailed', player: proc.player, reason: 'confused' });
  if (attacker) {
    if (p.confusion.onTails === 'three-counters') {
      ctx.emit({ type: 'DamageDealt', target: attacker.id, amount: p.confusion.selfDamage, steps: null, cause: { kind: 'confusion' } });
    } else {
      const def = topCard(attacker);
      const dmg = attackDamage(p, {
        base: p.confusion.selfDamage,
        attackerBonus: 0,
        defenderReduction: 0,
        attacker: def,
        defender: def,
        defenderOnBench: false,
        weaknesses: weaknessesOf(ctx.state, attacker),
        resistances: resistancesOf(attacker),
      });
      if (dmg.amount > 0) ctx.emit({ type: 'DamageDealt', target: attacker.id, amount: dmg.amount, steps: dmg.steps, cause: { kind: 'confusion' } });
    }
  }
  finish(ctx, proc);
}

/** 000 "Angreifen im Detail" f / 002 F: effects before damage, damage counters, then all other effects. */
function resolveAttack(ctx: Emitter, proc: AttackProcess): void {
  const p = ctx.profile;
  const effects = proc.plan.effects;
  // Each effect's coins by its index: an array, not a map, and the same for every question below.
  const faces: (readonly CoinFace[] | undefined)[] = [];
  for (let i = 0; i < proc.flips.length; i++) {
    const f = proc.flips[i] as FlipPurpose;
    if (f.kind === 'attack') faces[f.effect] = proc.results[i] ?? [];
  }
  const flipped = (i: number): readonly CoinFace[] => faces[i] ?? [];
  // A compound coin's outcome: its bonus, its "does nothing", and its effects, which then always happen.
  const chosen = effects.map((e, i) => (e.kind === 'coin' ? (flipped(i)[0] === 'heads' ? e.heads : e.tails) : null));
  const nothing = chosen.some((o) => o?.nothing === true);
  if (nothing || effects.some((e, i) => e.kind === 'tails-nothing' && flipped(i)[0] === 'tails')) {
    ctx.emit({ type: 'AttackFailed', player: proc.player, reason: 'tails-nothing' });
    finish(ctx, proc);
    return;
  }
  const me = ctx.state.players[proc.player];
  const attacker = me.active;
  if (!attacker) {
    finish(ctx, proc);
    return;
  }
  const attack = proc.plan.uses ?? attacksOf(attacker)[proc.attackIndex];
  const printed = attack?.damage ?? null;
  let base = printed?.modifier === 'times' ? 0 : printed?.amount ?? 0;
  effects.forEach((e, i) => {
    const h = heads(flipped(i));
    if (e.kind === 'flip-bonus' && h > 0) base += e.amount;
    if (e.kind === 'flip-per-heads' || e.kind === 'flip-until-tails') base = e.more ? base + e.amount * h : e.amount * h;
    base += chosen[i]?.bonus ?? 0;
  });
  const cause = { kind: 'attack', attacker: attacker.id } as const;
  // The defending side before the damage: the Tools the damage sets off compare with it (tool-triggers.ts).
  const defendingSide = ctx.state.players[opponentOf(proc.player)];
  const defender = defendingSide.active;
  const attackerDef = topCard(attacker);
  const handed: HandedCounterAttack[] = [];
  if (proc.plan.damage) base = countedBase(ctx.state, base, proc.plan.damage, attacker, defender, proc.count);
  if (defender) base += activeShare(ctx.state, attacker, proc.plan, proc.benchTargets, defender);
  const after: { effect: AttackEffect; face: CoinFace | undefined }[] = [];
  effects.forEach((e, i) => {
    const outcome = chosen[i];
    if (outcome) for (const effect of outcome.effects) after.push({ effect, face: undefined });
    else after.push({ effect: e, face: flipped(i)[0] });
  });
  // Lasting effects: step 2 on the attacker (less from the opponent's last attack, more from its own), step 5 on the defender (less from its own, more from the attacker's last attack).
  const input = defender
    ? damageInput(ctx.state, attacker, defender, base, {
        attackerBonus: proc.attackerBonus - lingeringAmount(attacker, 'attacks-do-less-damage') + lingeringAmount(attacker, 'attacks-do-more-damage', attack?.name),
        defenderReduction: proc.defenderReduction + lingeringAmount(defender, 'takes-less-damage', undefined, attackerDef) - lingeringAmount(defender, 'takes-more-damage'),
      }, proc.plan.ignores)
    : null;
  const dmg = input ? attackDamage(p, input) : null;
  const prevented = defender && dmg && dmg.amount > 0 ? damagePrevented(defender, attackerDef, dmg.amount, defendingSide) : undefined;
  // "If any damage is done to this Pokémon by attacks, flip a coin" (damage-coin.ts): every such coin before any damage is placed.
  const struck = defender && dmg && dmg.amount > 0 && !prevented ? { target: defender, amount: dmg.amount } : null;
  const hits: InPlayPokemon[] = struck ? [struck.target] : [];
  for (const h of benchHits(ctx, proc, after, mayFlipForDamage)) hits.push(h.target);
  if (askDamageCoin(ctx, proc, attack?.name ?? '', hits)) return;
  // "If this Pokémon would be Knocked Out by damage from an attack, flip a coin" (knock-out-survived.ts): then, for the damage still landing.
  const landings: Landing[] = struck && !damagePreventedByCoin(proc, struck.target) ? [struck] : [];
  for (const h of benchHits(ctx, proc, after, mayFlipForKnockOut)) if (!damagePreventedByCoin(proc, h.target)) landings.push(h);
  if (askKnockOutCoin(ctx, proc, attack?.name ?? '', landings)) return;
  if (defender && input && dmg) {
    const coin = dmg.amount > 0 && !prevented ? damagePreventedByCoin(proc, defender) : null;
    const stopped = prevented !== undefined || coin !== null;
    if (prevented) damagePreventedApplied(ctx, 'lingering-effect', defender, prevented.source.name);
    else if (coin) damageCoinApplied(ctx, defender, coin);
    else if (input.preventedBy !== undefined && dmg.steps.afterDefenderEffects >= 10) damagePreventedApplied(ctx, 'damage-prevented', defender, input.preventedBy);
    else if (dmg.amount > 0) landAttackDamage(ctx, proc, defender, dmg.amount, dmg.steps, cause);
    // "…, and discard this card" (Occa Berry): once it has taken damage off an attack that damaged its Pokémon.
    if (input.spent && !stopped && input.preventedBy === undefined && dmg.steps.afterResistance > 0) ctx.emit({ type: 'CardsMoved', uids: input.spent, to: 'discard', cause });
    // Damage counters, not damage: no Weakness, Resistance or other effects (000 "Angreifen im Detail" 1); Knock Outs come after.
    const trap = dmg.amount > 0 && !stopped ? lingering(defender, 'counters-on-attacker') : undefined;
    if (trap) ctx.emit({ type: 'DamageDealt', target: attacker.id, amount: trap.rule.counters * 10, steps: null, cause: { kind: 'attack', attacker: defender.id } });
    if (dmg.amount > 0 && !stopped) for (const h of counterAttack(ctx, attacker.id, defender.id)) handed.push(h);
  }
  // "Prevent all effects of attacks …": an earlier attack's lasting effect, or a card in play (Mist Energy), in the state after the damage.
  const defenderNow = defender ? findPokemon(ctx.state, defender.id)?.pokemon : undefined;
  const shielded = attackEffectsShield(defender)?.source.name ?? (defenderNow ? attackEffectsPreventedBy(ctx.state, attacker, defenderNow) : null);
  const turn = ctx.state.turn?.number ?? 0;
  // Energy the attack's effects discard that comes back after attacking (Boomerang Energy: attack-energy-return.ts).
  const returning: string[] = [];
  for (const { effect: e, face } of after) {
    switch (e.kind) {
      case 'condition': {
        // A Fossil played as a Pokémon whose text says it "can't be affected by any Special Conditions" (000 "Anhang 15").
        if (!defender || shielded || unaffectedBySpecialConditions(defender)) break;
        const applies = e.on === 'always' || face === e.on;
        // An unflipped coin (it could bring only conditions the format does not apply) is logged as not applied.
        const unflipped = face === undefined;
        for (const condition of e.conditions) {
          if (!p.specialConditions.includes(condition)) {
            if (applies || unflipped) conditionNotApplied(ctx, topCard(defender).name, condition);
          } else if (applies) {
            // An Ability or card in play that says this Pokémon can't be affected by it ("This Pokémon can't be Asleep").
            const immune = conditionImmunityOf(ctx.state, defender, condition);
            if (immune) ctx.emit({ type: 'RuleApplied', rule: 'special-condition-not-applied', message: `${topCard(defender).name} is not ${condition}: ${immune} says it can't be.`, ref: ctx.profile.refs.turn });
            else ctx.emit({ type: 'SpecialConditionApplied', target: defender.id, condition, turn, cause });
          }
        }
        break;
      }
      case 'self-damage': {
        if (e.on === 'always' || face === e.on) ctx.emit({ type: 'DamageDealt', target: attacker.id, amount: e.amount, steps: null, cause });
        break;
      }
      case 'discard-own-energy': {
        if (e.on !== 'always' && face !== e.on) break;
        // The attacker as the attack has left it, in play still (Knock Outs come after).
        const self = findPokemon(ctx.state, attacker.id)?.pokemon;
        const uids = self ? energyDiscarded(ctx.state, self, e, proc.energyDiscarded) : [];
        if (self) returning.push(...returningCards(ctx.state, self, self.attached.filter((c) => uids.includes(c.uid))));
        if (uids.length > 0) ctx.emit({ type: 'CardsMoved', uids, to: 'discard', cause });
        break;
      }
      case 'discard-chosen-energy': {
        const self = findPokemon(ctx.state, attacker.id)?.pokemon;
        const taken = self ? chosenDiscarded(ctx.state, self, e, proc.count, proc.energyDiscarded) : [];
        if (self) returning.push(...returningCards(ctx.state, self, taken.filter((c) => c.holder.id === self.id).map((c) => c.card)));
        if (taken.length > 0) ctx.emit({ type: 'CardsMoved', uids: taken.map((c) => c.card.uid), to: 'discard', cause });
        break;
      }
      case 'heal-self': {
        // The attacker as the attack has left it (damage to itself, a counter-attack), in play still; "can't be healed" (Freezing Disaster) wins.
        const self = findPokemon(ctx.state, attacker.id)?.pokemon;
        const amount = self && !healForbiddenBy(ctx.state, self) ? Math.min(e.amount, self.damage) : 0;
        if (amount > 0) ctx.emit({ type: 'DamageHealed', target: attacker.id, amount, cause });
        break;
      }
      case 'bench-damage':
      case 'opponents-pokemon-damage':
        for (const target of benchedTargetsOf(ctx.state, proc.player, proc.benchTargets, e)) {
          const aimed = damageInput(ctx.state, attacker, target, aimedAmount(ctx.state, attacker, e), NOTHING_ENTERED);
          const dmg = attackDamage(p, aimed);
          const shield = dmg.amount > 0 ? damagePrevented(target, attackerDef, dmg.amount, ctx.state.players[target.owner]) : undefined;
          const coin = dmg.amount > 0 && !shield ? damagePreventedByCoin(proc, target) : null;
          if (shield) damagePreventedApplied(ctx, 'lingering-effect', target, shield.source.name);
          else if (coin) damageCoinApplied(ctx, target, coin);
          // A card in play prevents it (Manaphy "Wave Veil" on the Bench): logged, as a lasting prevention is.
          else if (aimed.preventedBy !== undefined && dmg.steps.afterDefenderEffects >= 10) damagePreventedApplied(ctx, 'damage-prevented', target, aimed.preventedBy);
          else if (dmg.amount > 0) {
            landAttackDamage(ctx, proc, target, dmg.amount, dmg.steps, cause);
            for (const h of counterAttack(ctx, attacker.id, target.id)) handed.push(h);
          }
        }
        break;
      case 'lingering': {
        if (e.on !== 'always' && face !== e.on) break;
        const defending = defender ? topCard(defender) : undefined;
        if (e.when === 'defender-basic' && !(defending && isBasicPokemon(defending))) break;
        if (e.when === 'defender-evolution' && !(defending && isEvolutionPokemon(defending))) break;
        const effect = { rule: e.rule, until: lastTurnOf(e.lasts, turn), source: { pokemon: attacker.id, name: attack?.name ?? '' } };
        if (e.target === 'opponent') ctx.emit({ type: 'LingeringEffectAdded', target: { player: opponentOf(proc.player) }, effect });
        else if (e.target === 'self') ctx.emit({ type: 'LingeringEffectAdded', target: { pokemon: attacker.id }, effect });
        else if (e.target === 'own') ctx.emit({ type: 'LingeringEffectAdded', target: { player: proc.player }, effect });
        else if (defender && !shielded) ctx.emit({ type: 'LingeringEffectAdded', target: { pokemon: defender.id }, effect });
        break;
      }
      default:
        break;
    }
  }
  if (shielded && defender && effects.some((e) => e.kind === 'condition' || (e.kind === 'lingering' && e.target === 'defender'))) {
    lingeringApplied(ctx, `The effects of ${attack?.name ?? 'the attack'} on ${topCard(defender).name} are prevented (${shielded}).`);
  }
  // Text the engine does not execute waits for the players before Knock Outs and the turn's end (000
  // "Angreifen im Detail" f: "Anschließend musst du alle weiteren Effekte anwenden"); none left, none waits.
  // So does the text of a Pokémon Tool the attack set off (Survival Brace, Heavy Baton: tool-triggers.ts), and a
  // counter-attack the engine cannot do ("draw 2 cards").
  const tools = triggeredTools(ctx.state, opponentOf(proc.player), defendingSide);
  for (const t of tools) ctx.emit({ type: 'EffectNeedsAdjustment', card: t.card.uid, name: t.card.def.name, text: t.text });
  for (const h of handed) ctx.emit({ type: 'EffectNeedsAdjustment', card: h.card, name: h.name, text: h.text });
  if (proc.plan.manual.length > 0 || tools.length > 0 || handed.length > 0) {
    const texts = [...proc.plan.manual, ...tools.map((t) => t.text), ...handed.map((h) => handedText(ctx, h))];
    // The count the player chose for the attack's text goes with it: the steps they enter count against it (effect-window.ts).
    ctx.emit({
      type: 'AttackEffectsAwaited',
      promptId: ctx.id('e'),
      player: proc.player,
      attacker: attacker.id,
      attack: attack?.name ?? '',
      texts,
      ...(proc.count !== undefined && { count: proc.count }),
      ...(returning.length > 0 && { returning }),
    });
    return;
  }
  finish(ctx, proc, returning);
}

/**
 * The Benched Pokémon the attack's bench damage would damage, and by how much, among those with a text that flips a coin
 * for it (`flips`: damage-coin.ts, knock-out-survived.ts).
 */
function benchHits(ctx: Emitter, proc: AttackProcess, after: readonly { effect: AttackEffect }[], flips: (ctx: Emitter, target: InPlayPokemon) => boolean): Landing[] {
  const attacker = ctx.state.players[proc.player].active;
  const hits: Landing[] = [];
  if (!attacker) return hits;
  for (const { effect: e } of after) {
    if (e.kind !== 'bench-damage' && e.kind !== 'opponents-pokemon-damage') continue;
    for (const target of benchedTargetsOf(ctx.state, proc.player, proc.benchTargets, e)) {
      if (!flips(ctx, target)) continue;
      const dmg = attackDamage(ctx.profile, damageInput(ctx.state, attacker, target, aimedAmount(ctx.state, attacker, e), NOTHING_ENTERED));
      if (dmg.amount > 0 && !damagePrevented(target, topCard(attacker), dmg.amount, ctx.state.players[target.owner])) hits.push({ target, amount: dmg.amount });
    }
  }
  return hits;
}

/** Heads on the coin of an Ability like "Expert Hider": the attack's damage to that Pokémon is prevented. */
function damageCoinApplied(ctx: Emitter, target: InPlayPokemon, ability: string): void {
  const message = `${topCard(target).name} takes no damage from this attack: heads on its ${ability} coin.`;
  ctx.emit({ type: 'RuleApplied', rule: 'damage-prevented-by-coin', message, ref: ctx.profile.refs.attackDetails, pokemon: target.id, by: ability });
}

/** The attack's damage to a Pokémon prevented by a lasting effect or a card in play: logged with the Pokémon and what prevented it. */
function damagePreventedApplied(ctx: Emitter, rule: 'lingering-effect' | 'damage-prevented', target: InPlayPokemon, by: string): void {
  ctx.emit({ type: 'RuleApplied', rule, message: `${topCard(target).name} takes no damage from this attack (${by}).`, ref: ctx.profile.refs.attackDetails, pokemon: target.id, by });
}

/** A lasting effect changed what the attack does: logged with the step of 000 "Angreifen im Detail" it belongs to. */
function lingeringApplied(ctx: Emitter, message: string): void {
  ctx.emit({ type: 'RuleApplied', rule: 'lingering-effect', message, ref: ctx.profile.refs.attackDetails });
}

/**
 * `FinishAttack`: the players have entered what the attack's text does; now its Knock Outs are checked
 * once and the turn ends (000 "Angreifen im Detail", 002 "FULL DETAILS OF ATTACKING" F).
 */
export function finishAttack(ctx: Emitter, cmd: CommandOf<'FinishAttack'>): Outcome {
  const proc = ctx.state.process;
  const waiting = ctx.state.prompts.find((p) => p.kind === 'attack-effects' && p.player === cmd.player);
  if (waiting?.kind !== 'attack-effects' || proc?.kind !== 'attack') return violation('no-attack-effects', 'No attack of yours is waiting for its effects.', ctx.profile.refs.attackDetails);
  ctx.emit({ type: 'AttackEffectsDone', player: cmd.player });
  finish(ctx, proc, waiting.returning);
  return undefined;
}

/**
 * A Special Condition the profile does not apply is logged, not silently dropped: the format's rule where
 * the era has the condition (003 Multi-Level level 1), the era's rules where it has none (no Burn in 004).
 */
function conditionNotApplied(ctx: Emitter, name: string, condition: SpecialCondition): void {
  const byFormat = PROFILES[ctx.profile.id].specialConditions.includes(condition);
  ctx.emit({
    type: 'RuleApplied',
    rule: 'special-condition-not-applied',
    message: byFormat
      ? `${name} is not ${condition}: Special Conditions are not applied in this format.`
      : `${name} is not ${condition}: this era has no ${condition} condition.`,
    ref: byFormat ? FORMAT_REFS.noSpecialConditions : ctx.profile.refs.specialConditions,
  });
}

/** After attacking: the Energy that comes back (attack-energy-return.ts), then the Knock Outs, checked once. */
function finish(ctx: Emitter, proc: AttackProcess, returning: readonly string[] = []): void {
  returnEnergy(ctx, proc.player, proc.attacker, returning);
  const game = ctx.state.game;
  const morePrizes = proc.plan.effects.reduce((n, e) => n + (e.kind === 'more-prizes' ? e.count : 0), 0);
  checkKnockOuts(ctx, { attacker: proc.player, morePrizes });
  if (ctx.state.result || ctx.state.game !== game) return;
  ctx.emit({ type: 'AttackResolved', player: proc.player });
  offerAttackAgain(ctx, proc.player, proc.attacker, proc.again === true);
}
