import { HubError } from '../kernel/hub-error.js';
import type { StartMatch } from './match.schema.js';

/** What starting a match needs of a deck registration (src/decks): whose it is, its format and its resolved cards. */
export interface RegisteredDeck {
  readonly player: string;
  readonly format: string;
  readonly cards: readonly { readonly id: string; readonly count: number }[];
}

/** The hub's deck registrations (DecksService): an unknown id throws a `not-found` HubError. */
export interface RegisteredDecks {
  registration(id: number): RegisteredDeck;
}
export const REGISTERED_DECKS = Symbol('REGISTERED_DECKS');

export interface EnginePlayer {
  readonly name: string;
  readonly deckSize?: number;
  readonly deckList?: readonly { readonly id: string; readonly count: number }[];
}

/**
 * The players as `StartMatch` takes them: a seat with a registered deck brings its list, so the engine knows the
 * deck's contents (issue 13, item 14), and its size. The registration must be for the match's format: `formats`
 * names it, with and without achievements, since a deck registered for "standard" plays "standard+erfolge" too.
 */
export function startingPlayers(players: StartMatch['players'], formats: readonly string[], decks: RegisteredDecks): [EnginePlayer, EnginePlayer] {
  const resolve = ({ deckRegistration, ...player }: StartMatch['players'][number]): EnginePlayer => {
    if (deckRegistration === undefined) return player;
    const deck = decks.registration(deckRegistration);
    if (!formats.includes(deck.format)) {
      throw new HubError('invalid-message', `deck registration ${deckRegistration} (${deck.player}) is for ${deck.format}, not ${formats[0]}`);
    }
    const listed = deck.cards.reduce((n, c) => n + c.count, 0);
    return { ...player, deckSize: player.deckSize ?? listed, deckList: deck.cards.map(({ id, count }) => ({ id, count })) };
  };
  return [resolve(players[0]), resolve(players[1])];
}
