import type { FeedEvent } from '@protocol';
import { abilityNamed, type AbilityDef, type CardDef, type InPlayPokemon, type Seat, type ViewEvent } from '@rules/index.js';
import { cardName, type CardNameLanguage } from './card-names.js';
import { inPlayOf, SEATS, topOf, visible, type GameView } from './game-view.js';

/**
 * The cards a page has seen, by the ids its events and view name them with: a Pokémon by its id (its
 * top card), any other card by its uid. Events name cards by id only once they came into play, and a
 * Knocked Out Pokémon has left the view: the book remembers both. A hidden card is in neither.
 */
export interface CardBook {
  pokemon(id: string): CardDef | undefined;
  /** Whose card or Pokémon an id names. */
  owner(id: string): Seat | undefined;
  card(uid: string): CardDef | undefined;
  /** The card under this one in its Pokémon's stack. */
  under(uid: string): CardDef | undefined;
  /**
   * An Ability by the name an event or prompt printed: on the cards the engine reads for that Pokémon while it is in
   * play (under a BREAK, on an attached Forest Seal Stone: `abilityNamed`), else on its top card.
   */
  ability(id: string, name: string): AbilityDef | undefined;
}

export function cardBook(view: GameView | null, events: readonly FeedEvent[]): CardBook {
  const pokemon = new Map<string, CardDef>();
  const cards = new Map<string, CardDef>();
  const owners = new Map<string, Seat>();
  const under = new Map<string, CardDef>();
  const inPlay = new Map<string, InPlayPokemon>();
  for (const { event } of events) {
    const e = event as ViewEvent;
    if ('card' in e && typeof e.card === 'object' && e.card !== null) {
      owners.set(e.card.uid, e.card.owner);
      if ('def' in e.card) cards.set(e.card.uid, e.card.def);
    }
    if ((e.type === 'SetupPokemonPlaced' || e.type === 'PokemonBenched') && 'def' in e.card) pokemon.set(e.card.uid, e.card.def);
    if (e.type === 'PokemonEvolved' && 'def' in e.card) pokemon.set(e.target, e.card.def);
  }
  if (view) {
    for (const seat of SEATS) {
      const player = view.players[seat];
      for (const seen of inPlayOf(player)) {
        const p = visible(seen);
        if (!p) continue;
        pokemon.set(p.id, topOf(p));
        inPlay.set(p.id, p);
        owners.set(p.id, p.owner);
        for (const c of [...p.stack, ...p.attached]) cards.set(c.uid, c.def);
        p.stack.forEach((c, i) => {
          const below = p.stack[i - 1];
          if (below) under.set(c.uid, below.def);
        });
      }
      for (const c of [...player.discard, ...player.lostZone, ...(player.hand.known ?? [])]) {
        cards.set(c.uid, c.def);
        owners.set(c.uid, c.owner);
      }
    }
  }
  const ability = (id: string, name: string): AbilityDef | undefined => {
    const p = inPlay.get(id);
    return p ? abilityNamed(p, name)?.ability : pokemon.get(id)?.abilities.find((a) => a.name === name);
  };
  return { pokemon: (id) => pokemon.get(id), card: (uid) => cards.get(uid), owner: (id) => owners.get(id), under: (uid) => under.get(uid), ability };
}

/**
 * A Pokémon's name in the card language: its top card where the book has it; one that has left play
 * by the name an event printed (in the card language when its card in the discard pile has that name),
 * else by its Basic card; null when the page never saw it.
 */
export function pokemonName(book: CardBook, id: string, printed: string | undefined, language: CardNameLanguage): string | null {
  const top = book.pokemon(id);
  if (top) return cardName(top, language);
  const basic = book.card(id);
  if (printed !== undefined) return basic?.name === printed ? cardName(basic, language) : printed;
  return basic ? cardName(basic, language) : null;
}
