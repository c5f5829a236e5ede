import type { CardDef } from './card.js';
import { cardEffects, type ContinuousEffect } from './card-effects/index.js';
import { topCard, type CardInst, type InPlayPokemon, type Seat } from './state.js';

/**
 * The continuous effects printed on the cards in play, each with whose it is and what holds it: read from one Pokémon
 * or one Stadium at a time (`texts-in-play.ts` keeps them for the board), applied by `continuous-effects.ts`.
 */

/** An effect of a card in play, with whose it is and what it is attached to (null for a Stadium). */
export interface InForce {
  readonly effect: ContinuousEffect;
  readonly owner: Seat;
  readonly holder: InPlayPokemon | null;
  /** From the holder's own card (its Abilities): what an off-switch ("have no Abilities") takes away. */
  readonly own?: true;
  /** The attached card the effect is printed on (a Tool, a Special Energy). */
  readonly card?: CardInst;
}

/** The printed card whose Weakness, Resistance and Retreat Cost count: the previous stage under a BREAK. */
export function printedBase(p: InPlayPokemon): CardDef {
  const top = topCard(p);
  if (top.stage !== 'BREAK') return top;
  return p.stack[p.stack.length - 2]?.def ?? top;
}

const carriesText = (c: CardInst): boolean =>
  (c.def.supertype === 'Trainer' && c.def.trainerKind !== undefined && c.def.trainerKind !== 'Item' && c.def.trainerKind !== 'Supporter') ||
  (c.def.supertype === 'Energy' && c.def.energyKind === 'Special');

export const NOTHING_IN_FORCE: readonly InForce[] = [];

/** The effects of a Pokémon in play: its own Abilities (a BREAK's previous stage's too), then its attached Tools' and Special Energy's. */
export function effectsOfPokemon(p: InPlayPokemon): readonly InForce[] {
  if (p.faceDown) return NOTHING_IN_FORCE;
  let list: InForce[] | null = null;
  const top = topCard(p);
  list = append(list, cardEffects(top).effects, p.owner, p, true);
  if (top.stage === 'BREAK') {
    const base = printedBase(p);
    if (base !== top) list = append(list, cardEffects(base).effects, p.owner, p, true);
  }
  for (const c of p.attached) if (carriesText(c)) list = append(list, cardEffects(c.def).effects, p.owner, p, undefined, c);
  return list ?? NOTHING_IN_FORCE;
}

/** The effects of a Stadium in play (gathered without its card: `offSwitchCard` finds it by the effect). */
export function effectsOfStadium(s: CardInst): readonly InForce[] {
  return append(null, cardEffects(s.def).effects, s.owner, null) ?? NOTHING_IN_FORCE;
}

function append(out: InForce[] | null, effects: readonly ContinuousEffect[], owner: Seat, holder: InPlayPokemon | null, own?: true, card?: CardInst): InForce[] | null {
  if (effects.length === 0) return out;
  const list = out ?? [];
  for (const effect of effects) list.push(own ? { effect, owner, holder, own } : card ? { effect, owner, holder, card } : { effect, owner, holder });
  return list;
}
