import type { CardDef } from './card.js';
import { isBasicPokemon } from './card-category.js';
import type { EffectSource } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { playedAsBasicPokemon } from './fossil-trainer.js';
import type { CardInst, Seat } from './state.js';
import { allCardInstances } from './zones.js';

/**
 * Where the table knows a player's deck (a list registered for the match, src/decks, brought in `StartMatch`),
 * a card taken from the deck must be one the list holds, and not a copy more than it holds: every copy the
 * engine knows outside the deck (in play, in a discard pile, in the Lost Zone, known in the hand) is one fewer
 * left in it. A face-down card counts as its printed card; a V-UNION part is a card of its own.
 */
export function fromRegisteredDeck(ctx: Emitter, player: Seat, card: CardInst): Outcome {
  const list = ctx.state.players[player].deckList;
  if (!list) return undefined;
  const id = (card.face ?? card.def).id;
  const listed = list.reduce((n, e) => (e.id === id ? n + e.count : n), 0);
  const ref = ctx.profile.refs.deckBuilding;
  if (listed === 0) return violation('not-in-deck-list', `${card.def.name} (${id}) is not in your registered deck, so it cannot come from it.`, ref);
  const out = allCardInstances(ctx.state).filter((c) => c.owner === player && (c.face ?? c.def).id === id).length;
  if (out >= listed) {
    return violation('not-in-deck-list', `Your registered deck holds ${listed}× ${card.def.name} (${id}) and all of them are out of the deck already.`, ref);
  }
  return undefined;
}

/** "Search your deck for a Basic Pokémon", "… for up to 2 Basic Pokémon", "… for a Basic Fire Pokémon", "… for any number of Basic Pokémon". */
const SEARCH_FOR_BASIC = /\bsearch your deck for (?:a|an|any number of|up to \d+|\d+) Basic (?:[A-Z]\w+ )?Pokémon\b/i;

/**
 * A search "for a Basic Pokémon" finds only Basic Pokémon cards: not a Restored Pokémon (000 "Anhang 26", 002
 * "APPENDIX B": "a card that says 'Search your deck for a Basic Pokémon' can't find this Restored Archen card"),
 * not a Fossil Trainer card (000 glossary "Fossil-Trainerkarten": in the deck it is no Basic Pokémon), not a
 * V-UNION part (000 "Anhang 7": the parts are no Basic Pokémon, played together from the discard pile).
 */
export function searchFinds(ctx: Emitter, source: EffectSource | undefined, def: CardDef): Outcome {
  if (source?.text === undefined || !SEARCH_FOR_BASIC.test(source.text)) return undefined;
  if (isBasicPokemon(def)) return undefined;
  const refs = ctx.profile.refs;
  const ref = playedAsBasicPokemon(def) ? refs.fossilTrainer : def.stage === 'V-UNION' ? refs.vUnion : refs.restored;
  return violation('search-finds-basic-only', `${def.name} is not a Basic Pokémon in the deck: a search for a Basic Pokémon cannot find it.`, ref);
}
