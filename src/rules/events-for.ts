import type { EventOf, GameEvent } from './event.js';
import type { RuleProfile } from './profile.js';
import type { CardInst, GameState, Seat } from './state.js';
import { cardOwners, replaceStrings, type Viewer } from './view.js';

/** A card someone may not see, as an event names it: by its owner and a placeholder, never by its tag UID. */
export interface HiddenCard {
  /** `hidden:<seat>:<what>`, e.g. `hidden:p2:bench`. */
  readonly uid: string;
  readonly owner: Seat;
  readonly hidden: true;
}

type WithHiddenCard<E> = E extends { readonly card: CardInst | null } ? Omit<E, 'card'> & { readonly card: E['card'] | HiddenCard } : E;

/**
 * An engine event as one viewer may see it. A judge's restore does not repeat the restored state
 * (the view carries it, redacted), and a card played face down or shown only to its owner is a
 * `HiddenCard` to the others.
 */
export type ViewEvent =
  | WithHiddenCard<Exclude<GameEvent, { readonly type: 'JudgeRestored' }>>
  | Omit<EventOf<'JudgeRestored'>, 'state'>;

/**
 * The engine's events redacted for one viewer by the rules `viewFor` follows (STYLE.md 8): a Pokémon
 * placed face down in setup (000 "Vorbereitung", 002 "SETUP") and a starting Pokémon taken face down
 * are "a Pokémon" to the opponent and spectators, a card shown from the hand is seen by its owner,
 * judges and, where hands are played open (003 "Menü der Beschränkungen"), the opponent; a card
 * attached face down as Energy keeps its printed card from them; a registered deck list is its
 * owner's. Drawn cards are counts in the engine's events already.
 *
 * `state` is the state the events were folded onto. `aliasOf`, as for `viewFor`, names every card
 * that is not the viewer's own by another id; judges see the real ids.
 */
export function eventsFor(state: GameState, events: readonly GameEvent[], viewer: Viewer, aliasOf?: (uid: string) => string): ViewEvent[] {
  const sees = (seat: Seat): boolean => viewer.role === 'judge' || (viewer.role === 'player' && viewer.seat === seat);
  const openHands = viewer.role === 'player' && (state.profile ?? startedProfile(events))?.openHands === true;
  const redacted = events.map((e) => redact(e, sees, openHands));
  if (aliasOf === undefined || viewer.role === 'judge') return redacted;
  const owners = cardOwners(state);
  for (const e of events) collectCards(e, (c) => owners.set(c.uid, c.owner));
  const mine = (uid: string) => viewer.role === 'player' && owners.get(uid) === viewer.seat;
  return replaceStrings(redacted, (s) => (owners.has(s) && !mine(s) ? aliasOf(s) : s));
}

function redact(e: GameEvent, sees: (seat: Seat) => boolean, openHands: boolean): ViewEvent {
  switch (e.type) {
    case 'SetupPokemonPlaced':
      return sees(e.player) ? e : { ...e, card: hidden(e.player, e.position) };
    case 'StartingPokemonChosen':
      return sees(e.player) || e.card === null ? e : { ...e, card: hidden(e.player, 'active') };
    case 'HandCardRevealed':
      return sees(e.player) || openHands ? e : { ...e, card: hidden(e.player, 'hand') };
    case 'EnergyAttached':
      // Like the view, the face-down card's id is replaced too: it would tie the card to its sticker.
      return sees(e.player) || e.card.face === undefined ? e : { ...e, card: { uid: `hidden:${e.player}:attached`, owner: e.card.owner, def: e.card.def } };
    case 'MatchStarted': {
      const lists = e.deckLists;
      if (lists === undefined) return e;
      return { ...e, deckLists: [sees('p1') ? lists[0] : null, sees('p2') ? lists[1] : null] };
    }
    case 'JudgeRestored': {
      const { state: _, ...rest } = e;
      return rest;
    }
    default:
      return e;
  }
}

function hidden(owner: Seat, what: string): HiddenCard {
  return { uid: `hidden:${owner}:${what}`, owner, hidden: true };
}

function startedProfile(events: readonly GameEvent[]): RuleProfile | undefined {
  return events.find((e): e is EventOf<'MatchStarted'> => e.type === 'MatchStarted')?.profile;
}

/** Every card an event brings into the game, so its id is aliased even when it has left the state since. */
function collectCards(e: GameEvent, add: (c: CardInst) => void): void {
  if ('card' in e && e.card !== null && typeof e.card === 'object') add(e.card);
}
