import type { CardDef, EnergyType } from './card.js';
import type { EffectSource } from './command.js';
import { typesOf } from './continuous-effects.js';
import type { Emitter } from './emitter.js';
import { findPokemon, type CardInst, type GameState, type InPlayPokemon, type Seat } from './state.js';

/**
 * An Energy card that comes back after the attack that discarded it: Boomerang Energy (sv6-166: "If this card is
 * discarded by an effect of an attack used by the Pokémon this card is attached to, attach this card from your
 * discard pile to that Pokémon after attacking."), Burning Energy (xy8-151: "If this card is discarded by an attack of
 * the Fire Pokémon this card is attached to, …"). The engine attaches it again once the attack's effects are done, before
 * its Knock Outs are checked (000 "Angreifen im Detail" f: "Anschließend musst du alle weiteren Effekte anwenden"), as
 * an effect's attachment: it is not the turn's Energy from the hand (000 "Zugabfolge" C).
 *
 * Only the cards the engine's own discard took (attack-energy-discard.ts) are known to it; a discard the players enter
 * for text the engine leaves to them is theirs to undo the same way (`AttachEnergy` from the discard pile with the
 * card as its source, in the attack's `attack-effects` prompt).
 */

const RETURNS =
  /If this card is discarded by (?:an effect of )?an attack (?:used by|of) the (?:(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|Colorless) )?Pokémon this card is attached to, attach this card from your discard pile to that Pokémon after attacking\./i;

interface Return {
  /** The sentence, for the attachment's source. */
  readonly text: string;
  /** Only a Pokémon of this type brings it back ("the Fire Pokémon"). */
  readonly type: EnergyType | null;
}

const READ = new WeakMap<CardDef, Return | null>();

/** The card's "attach this card … after attacking", read once per card; null for any other card. */
export function returnAfterAttacking(def: CardDef): Return | null {
  if (def.supertype !== 'Energy' || def.rules.length === 0) return null;
  let read = READ.get(def);
  if (read === undefined) {
    const m = def.rules.map((r) => RETURNS.exec(r)).find((x) => x !== null);
    read = m ? { text: m[0], type: (m[1] ? m[1][0]!.toUpperCase() + m[1].slice(1).toLowerCase() : null) as EnergyType | null } : null;
    READ.set(def, read);
  }
  return read;
}

/** Of the cards an attack's effect discarded from its attacker, those whose text brings them back to it. */
export function returningCards(state: GameState, attacker: InPlayPokemon, discarded: readonly CardInst[]): string[] {
  const out: string[] = [];
  for (const card of discarded) {
    const r = returnAfterAttacking(card.def);
    if (r && (r.type === null || typesOf(state, attacker).includes(r.type))) out.push(card.uid);
  }
  return out;
}

/** After attacking: each card still in its owner's discard pile is attached to the attacker, if it is still in play. */
export function returnEnergy(ctx: Emitter, player: Seat, attacker: string, uids: readonly string[]): void {
  if (uids.length === 0 || !findPokemon(ctx.state, attacker)) return;
  for (const uid of uids) {
    const card = ctx.state.players[player].discard.find((c) => c.uid === uid);
    const r = card ? returnAfterAttacking(card.def) : null;
    if (!card || !r) continue;
    const source: EffectSource = { kind: 'effect', card: card.def.name, text: r.text };
    ctx.emit({ type: 'EnergyAttached', player, target: attacker, card, from: 'discard', source });
  }
}
