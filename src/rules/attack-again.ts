import type { AbilityDef } from './card.js';
import { abilitiesOf } from './continuous-effects.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { stadiumsInPlay, type Prompt, type Seat } from './state.js';

/**
 * An Ability that lets its Pokémon attack twice in a turn: Dipplin, Goldeen, Swirlix, Seaking "Festival Lead" (sv6-18:
 * "If Festival Grounds is in play, this Pokémon may use an attack it has twice. If the first attack Knocks Out your
 * opponent's Active Pokémon, you may attack again after your opponent chooses a new Active Pokémon."), Jumpluff "Fluffy
 * Barrage" (swsh7-4: "This Pokémon may attack twice each turn. …").
 *
 * Attacking ends the turn (000 "Zugabfolge" 3): after the first attack, once its Knock Outs are checked, the player
 * whose Pokémon has such an Ability, still Active and with the card the text names in play, is asked (`attack-again`
 * prompt) whether it attacks again: `Attack` with that Pokémon, after the opponent has chosen a new Active Pokémon where
 * the first attack Knocked Out theirs, or `EndTurn`. Nothing else is played between the attacks; the second attack's
 * end ends the turn.
 */

const TWICE =
  /^(?:If (.+?) is in play, )?this Pokémon may (?:use an attack it has twice|attack twice each turn)\. If the first attack Knocks Out your opponent's Active Pokémon, you may attack again after your opponent chooses a new Active Pokémon\.$/i;

interface Twice {
  /** The card that must be in play ("If Festival Grounds is in play"), by name; null where the text names none. */
  readonly inPlay: string | null;
}

const READ = new WeakMap<AbilityDef, Twice | null>();

/** The Ability's "may attack twice", read once per Ability; null for any other. */
export function attackTwiceOf(ability: AbilityDef): Twice | null {
  let read = READ.get(ability);
  if (read === undefined) {
    const m = TWICE.exec(ability.text.trim());
    read = m ? { inPlay: m[1] ?? null } : null;
    READ.set(ability, read);
  }
  return read;
}

type AttackAgainPrompt = Extract<Prompt, { kind: 'attack-again' }>;

export function attackAgainPrompt(ctx: Emitter, player: Seat): AttackAgainPrompt | undefined {
  return ctx.state.prompts.find((p): p is AttackAgainPrompt => p.kind === 'attack-again' && p.player === player);
}

/**
 * After an attack that was the turn's first (`again` false), its Knock Outs checked: the offer of a second, where the
 * attacker is still the Active Pokémon and an Ability it has now lets it attack twice, the card its text names in play.
 */
export function offerAttackAgain(ctx: Emitter, player: Seat, attacker: string, again: boolean): void {
  const active = ctx.state.players[player].active;
  if (again || ctx.state.result || active?.id !== attacker) return;
  for (const { ability } of abilitiesOf(ctx.state, active)) {
    const twice = attackTwiceOf(ability);
    if (!twice || (twice.inPlay !== null && !named(ctx, twice.inPlay))) continue;
    ctx.emit({ type: 'AttackAgainOffered', promptId: ctx.id('g'), player, attacker, ability: ability.name });
    return;
  }
}

/** The card the text names is in play: a Stadium, the cards this text names. */
const named = (ctx: Emitter, name: string): boolean => stadiumsInPlay(ctx.state).some((c) => c.def.name.toLowerCase() === name.toLowerCase());

/**
 * The second attack may be declared: by the Pokémon that attacked first, once no other prompt is open (the opponent's
 * new Active Pokémon chosen: "you may attack again after your opponent chooses a new Active Pokémon").
 */
export function checkAttackAgain(ctx: Emitter, prompt: AttackAgainPrompt): Outcome {
  const ref = ctx.profile.refs.attack;
  const active = ctx.state.players[prompt.player].active;
  if (ctx.state.prompts.some((p) => p !== prompt)) return violation('prompt-open', `Your opponent chooses a new Active Pokémon first: then ${prompt.ability} lets you attack again.`, ref);
  if (active?.id !== prompt.attacker) return violation('attack-again', `Only the Pokémon that attacked may attack again (${prompt.ability}).`, ref);
  return undefined;
}

/** `EndTurn` with the offer open: the player does not attack again, and the turn ends once no prompt waits. */
export function declineAttackAgain(ctx: Emitter, player: Seat): boolean {
  if (!attackAgainPrompt(ctx, player)) return false;
  ctx.emit({ type: 'AttackAgainAnswered', player, attacks: false });
  return true;
}
