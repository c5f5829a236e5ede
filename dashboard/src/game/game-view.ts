import type { GameView, HiddenPokemon, InPlayPokemon, PlayerView, Seat } from '@rules/index.js';

/**
 * The engine's viewFor(state, viewer), as the hub sends it in snapshots and updates. What the
 * viewer may not see is absent (a face-down Pokémon is a HiddenPokemon, a hand only a count), so
 * the dashboard reads what is there and never assumes a hidden field exists.
 */
export type { GameView, HiddenPokemon, InPlayPokemon, PlayerView, Seat };
export type SeenPokemon = InPlayPokemon | HiddenPokemon;

export const SEATS: readonly Seat[] = ['p1', 'p2'];
export const otherSeat = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');

/** The view of a snapshot or update, when a match runs and the view has the shape of one. */
export function readGameView(view: unknown): GameView | null {
  if (typeof view !== 'object' || view === null) return null;
  const players = (view as { players?: unknown }).players;
  if (typeof players !== 'object' || players === null || !('p1' in players) || !('p2' in players)) return null;
  return view as GameView;
}

export function isHidden(pokemon: SeenPokemon): pokemon is HiddenPokemon {
  return 'hidden' in pokemon;
}

/** The Pokémon this viewer can see the face of; null for a face-down one it may not see. */
export function visible(pokemon: SeenPokemon | null): InPlayPokemon | null {
  return pokemon && !isHidden(pokemon) ? pokemon : null;
}

export function topOf(pokemon: InPlayPokemon) {
  const top = pokemon.stack[pokemon.stack.length - 1];
  if (!top) throw new Error(`Pokémon ${pokemon.id} has no card`);
  return top.def;
}

/** Its HP now: the hub's view carries what the cards in play make it (Hero's Cape +100), else the printed HP. */
export function maxHpOf(pokemon: InPlayPokemon): number | undefined {
  return 'hp' in pokemon && typeof pokemon.hp === 'number' ? pokemon.hp : topOf(pokemon).hp;
}

export function remainingHp(pokemon: InPlayPokemon): number | null {
  const hp = maxHpOf(pokemon);
  return hp === undefined ? null : Math.max(0, hp - pokemon.damage);
}

export function inPlayOf(player: PlayerView): SeenPokemon[] {
  return player.active ? [player.active, ...player.bench] : [...player.bench];
}

export function findPokemon(view: GameView, id: string): InPlayPokemon | null {
  for (const seat of SEATS) {
    for (const p of inPlayOf(view.players[seat])) if (p.id === id && !isHidden(p)) return p;
  }
  return null;
}
