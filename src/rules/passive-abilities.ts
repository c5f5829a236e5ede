import { attackTwiceOf } from './attack-again.js';
import type { AbilityDef, CardDef } from './card.js';
import { cardEffects } from './card-effects/index.js';
import { earlyEvolution, toolLimitOf } from './card-text.js';
import type { Emitter } from './emitter.js';
import { inPlayAs } from './fossil-trainer.js';
import { abilityLingering } from './lingering-effects.js';
import { findPokemon, inPlay, topCard } from './state.js';

/**
 * How the engine deals with an Ability (000 "F) Setze Fähigkeiten ein": "Einige funktionieren nur unter bestimmten
 * Voraussetzungen, andere wirken immer, selbst dann, wenn du sie nicht einsetzt. Gib bekannt, welche Fähigkeiten du
 * zum Einsatz bringst, sodass dein Gegner auf dem Laufenden ist."):
 * - `executed`: a reader applies it (continuous effects `cardEffects`, the lasting effect it leaves once used, the
 *   Tool limit of "Tune-Up", an early-evolution permission);
 * - `used`: its owner uses it ("Once during your turn…", "you may"), and `UseAbility` hands its text to the players;
 * - `between-turns`: the Checkup's `between-turns` prompt hands it to its player;
 * - `when-it-applies`: a counter-attack the engine cannot do, handed over in the attack's `attack-effects` prompt;
 * - `in-play`: one that acts by itself and no reader applies: both players are told its text when its Pokémon comes
 *   into play (`EffectNeedsAdjustment` with `inPlay`), and follow it at the table while it is there.
 */
export type AbilityHandling = 'executed' | 'used' | 'between-turns' | 'when-it-applies' | 'in-play';

/** An Ability its owner uses, as opposed to one that applies by itself while the Pokémon is in play. */
const ACTIVATED = /\b(?:once during your turn|as often as you like during your turn|you may)\b/i;

/**
 * Whether its owner uses this Ability (`UseAbility`, offered by the dashboard), as opposed to one that applies by itself.
 * "This Pokémon may attack twice" is no Ability to use: the engine offers the second attack (attack-again.ts).
 */
export const isUsedAbility = (ability: AbilityDef): boolean => ACTIVATED.test(ability.text) && !attackTwiceOf(ability);
/** Text the Checkup's `between-turns` prompt hands to its player (`checkup.ts`). */
export const BETWEEN_TURNS = /between turns|Pokémon Checkup/i;

/** `def` is the card as it is in play (`inPlayAs`: an Antique Fossil played as a Basic Pokémon keeps its Ability). */
export function abilityHandling(def: CardDef, ability: AbilityDef): AbilityHandling {
  if (abilityExecuted(def, ability)) return 'executed';
  if (ACTIVATED.test(ability.text)) return 'used';
  if (BETWEEN_TURNS.test(ability.text)) return 'between-turns';
  if (handedWhenItApplies(def, ability.text)) return 'when-it-applies';
  return 'in-play';
}

/**
 * An Ability the engine applies: every sentence of it read as a continuous effect (an activated one is used, not
 * read), or the lasting effect it leaves once used, or a reader of `card-text.ts` or `attack-again.ts`.
 */
function abilityExecuted(def: CardDef, ability: AbilityDef): boolean {
  const text = ability.text;
  const early = earlyEvolution([text], true);
  if (toolLimitOf({ ...def, abilities: [ability] }) !== null || early.firstTurn || early.newInPlay) return true;
  if (abilityLingering(text).length > 0 || attackTwiceOf(ability)) return true;
  if (ACTIVATED.test(text)) return false;
  const readings = cardEffects(def).readings.filter((r) => text.includes(r.text));
  return readings.length > 0 && readings.every((r) => r.executed) && readings.some((r) => r.effects.length > 0);
}

/** Text the engine hands to the players in a prompt when it applies (a counter-attack's "draw 2 cards", the attack's `attack-effects` prompt). */
export function handedWhenItApplies(def: CardDef, text: string): boolean {
  const readings = cardEffects(def).readings.filter((r) => text.includes(r.text));
  return readings.length > 0 && readings.every((r) => r.executed || r.handed === true);
}

const cache = new WeakMap<CardDef, readonly AbilityDef[]>();

/** The Abilities of a card in play that both players are told of when it comes into play (`in-play`). */
export function inPlayNotices(printed: CardDef): readonly AbilityDef[] {
  let found = cache.get(printed);
  if (!found) {
    const def = inPlayAs(printed);
    found = def.supertype === 'Pokémon' ? def.abilities.filter((a) => abilityHandling(def, a) === 'in-play') : [];
    cache.set(printed, found);
  }
  return found;
}

/** Tells both players the `in-play` Abilities of the card now on top of this Pokémon (put onto the Bench, evolved). */
export function announceInPlayAbilities(ctx: Emitter, pokemon: string): void {
  const found = findPokemon(ctx.state, pokemon);
  if (!found) return;
  for (const a of inPlayNotices(topCard(found.pokemon))) ctx.emit({ type: 'EffectNeedsAdjustment', card: pokemon, name: a.name, text: a.text, inPlay: true });
}

/** As the Pokémon set up face down are revealed: the `in-play` Abilities of every one, the first player's first. */
export function announceAllInPlayAbilities(ctx: Emitter, first: 'p1' | 'p2'): void {
  const seats = first === 'p1' ? (['p1', 'p2'] as const) : (['p2', 'p1'] as const);
  for (const seat of seats) for (const p of inPlay(ctx.state.players[seat])) announceInPlayAbilities(ctx, p.id);
}
