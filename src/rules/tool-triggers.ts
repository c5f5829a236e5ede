import { matchesFilter } from './card-effects/index.js';
import { toolTriggerOf } from './card-effects/tool-trigger-text.js';
import { maxHp } from './continuous-effects.js';
import type { CardInst, GameState, InPlayPokemon, Seat } from './state.js';
import { topCard } from './state.js';

/** A Pokémon Tool whose text an attack set off, for the players to enter (`card-effects/tool-trigger-text.ts`). */
export interface TriggeredTool {
  readonly card: CardInst;
  readonly text: string;
}

const inPlay = (state: GameState, seat: Seat): InPlayPokemon[] => {
  const side = state.players[seat];
  return [side.active, ...side.bench].filter((m): m is InPlayPokemon => m !== null);
};

/** Each of the player's Pokémon's damage now, to compare after the attack's damage (`triggeredTools`). */
export function damageNow(state: GameState, seat: Seat): ReadonlyMap<string, number> {
  return new Map(inPlay(state, seat).map((m) => [m.id, m.damage]));
}

/**
 * The Tools on the defending player's Pokémon that the attack's damage set off: "is in the Active Spot and is damaged
 * by an attack" where its damage grew, "is Knocked Out by damage from an attack" where its damage now reaches its HP
 * (the Knock Out itself is checked after the players have entered the effects). `damageBefore`: each of those
 * Pokémon's damage before the attack's damage.
 */
export function triggeredTools(state: GameState, defending: Seat, damageBefore: ReadonlyMap<string, number>): TriggeredTool[] {
  const out: TriggeredTool[] = [];
  for (const mon of inPlay(state, defending)) {
    const before = damageBefore.get(mon.id) ?? mon.damage;
    if (mon.damage <= before) continue;
    const hp = maxHp(state, mon);
    const knockedOut = hp !== null && mon.damage >= hp;
    for (const card of mon.attached) {
      const trigger = toolTriggerOf(card.def);
      if (!trigger || !matchesFilter(topCard(mon), trigger.holder)) continue;
      const set = trigger.when === 'damaged-in-active' ? state.players[defending].active?.id === mon.id : knockedOut;
      if (set) out.push({ card, text: trigger.text });
    }
  }
  return out;
}
