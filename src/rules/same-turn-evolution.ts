import type { CardDef } from './card.js';
import { stadiumsInPlay, type GameState } from './state.js';

/**
 * Stadiums that let Pokémon of a type evolve during the turn they are played (Forest of Vitality, me1-117: "Each
 * player's Grass Pokémon can evolve into Grass Pokémon during the turn they play those Pokémon, except during their
 * first turn."). 000 "Hinweise zur Entwicklung" forbids evolving a Pokémon put into play (or evolved) this turn, and
 * gives way where a card "unmissverständlich ausdrückt" otherwise. "Their first turn" stays forbidden by the rule that
 * no player evolves on their first turn, checked before.
 */
const SAME_TURN = /^Each player's (\w+) Pokémon can evolve into \1 Pokémon during the turn they play those Pokémon\b/i;

/** Whether a sentence of a card is such a Stadium's (text coverage: the engine executes it). */
export function letsEvolveSameTurn(text: string): boolean {
  return SAME_TURN.test(text);
}

/** The type a Stadium's rules text lets evolve the turn it is played, read once per card. */
const typeOf = new WeakMap<CardDef, string | null>();

function sameTurnType(def: CardDef): string | null {
  let type = typeOf.get(def);
  if (type === undefined) {
    type = def.rules.map((r) => SAME_TURN.exec(r)?.[1]).find((t) => t !== undefined) ?? null;
    typeOf.set(def, type);
  }
  return type;
}

/** Whether a Stadium in play lets `current` evolve into `next` though `current` was played this turn. */
export function stadiumLetsEvolveNow(state: GameState, current: CardDef, next: CardDef): boolean {
  return stadiumsInPlay(state).some((stadium) => {
    const type = sameTurnType(stadium.def);
    return type !== null && (current.types ?? []).some((t) => t === type) && (next.types ?? []).some((t) => t === type);
  });
}
