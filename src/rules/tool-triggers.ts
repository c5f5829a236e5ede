import { matchesFilter } from './card-effects/index.js';
import { toolTriggerOf } from './card-effects/tool-trigger-text.js';
import { maxHp } from './continuous-effects.js';
import type { CardInst, GameState, InPlayPokemon, PlayerState, Seat } from './state.js';
import { topCard } from './state.js';

/** A Pokémon Tool whose text an attack set off, for the players to enter (`card-effects/tool-trigger-text.ts`). */
export interface TriggeredTool {
  readonly card: CardInst;
  readonly text: string;
}

/** The damage the Pokémon with this id had on the side: the Pokémon's own damage now where it was not there. */
function damageBefore(side: PlayerState, mon: InPlayPokemon): number {
  if (side.active?.id === mon.id) return side.active.damage;
  for (const b of side.bench) if (b.id === mon.id) return b.damage;
  return mon.damage;
}

/**
 * The Tools on the defending player's Pokémon that the attack's damage set off: "is in the Active Spot and is damaged
 * by an attack" where its damage grew, "is Knocked Out by damage from an attack" where its damage now reaches its HP
 * (the Knock Out itself is checked after the players have entered the effects). `before`: the defending player's side
 * before the attack's damage (states are never changed once made, so it keeps each Pokémon's damage: the map of
 * them that was built instead cost 1 % of `decide`).
 */
export function triggeredTools(state: GameState, defending: Seat, before: PlayerState): TriggeredTool[] {
  const out: TriggeredTool[] = [];
  const side = state.players[defending];
  if (side.active) toolsSetOff(state, side, side.active, before, out);
  for (const mon of side.bench) toolsSetOff(state, side, mon, before, out);
  return out;
}

function toolsSetOff(state: GameState, side: PlayerState, mon: InPlayPokemon, before: PlayerState, out: TriggeredTool[]): void {
  if (mon.damage <= damageBefore(before, mon)) return;
  const hp = maxHp(state, mon);
  const knockedOut = hp !== null && mon.damage >= hp;
  for (const card of mon.attached) {
    const trigger = toolTriggerOf(card.def);
    if (!trigger || !matchesFilter(topCard(mon), trigger.holder)) continue;
    const set = trigger.when === 'damaged-in-active' ? side.active?.id === mon.id : knockedOut;
    if (set) out.push({ card, text: trigger.text });
  }
}
