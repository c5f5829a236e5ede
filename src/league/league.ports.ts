import type { AdjustAction } from '../rules/index.js';
import type { GameOutcome } from './match-result.js';

/**
 * What the league uses of the hub's tables and matches (MatchService, the match log, the join codes),
 * behind a port so the league's own rules are tested with a scripted table (league.service.spec.ts);
 * league-tables.adapter.ts is the hub's implementation.
 */
export interface LeagueTables {
  /** Starts a game at the table. `sameSeats`: the next game of the same match keeps the seats' join codes. */
  startGame(tableId: string, game: { readonly players: readonly [string, string]; readonly format: string; readonly profile: string; readonly sameSeats: boolean }): string;
  /** A game that is not over runs at the table (the league's or anyone's). */
  gameRunning(tableId: string): boolean;
  /** Ends the table's running game (`time`: the round's time ended it, else a judge's decision); nothing when it is over already. */
  endGame(tableId: string, endedBy: 'organiser' | 'time'): void;
  /**
   * A judge's correction of the table's running game `matchId`, applied directly and logged in its match
   * log with the judge and the reason; a correction the rules refuse throws a HubError saying why.
   */
  judgeCorrect(tableId: string, matchId: string, correction: { readonly judge: string; readonly reason: string; readonly action: AdjustAction }): void;
  /** Engine events of a game's match log after `afterSeq`. */
  gameLog(matchId: string, afterSeq: number): readonly { readonly seq: number; readonly event: unknown }[];
  joinCodes(tableId: string): { readonly p1: string; readonly p2: string };
  /** Which seat a join code opens at the table, if any. */
  seatFor(tableId: string, code: string): 'p1' | 'p2' | undefined;
  /** Calls back after every change of a table's game, outside the engine's call. */
  onChange(listener: (tableId: string) => void): () => void;
  tableExists(tableId: string): boolean;
}
export const LEAGUE_TABLES = Symbol('LEAGUE_TABLES');

/** The hub's time for the round clock, and chance for pairing within a score group: injected, so tests set both. */
export interface LeagueClock {
  now(): Date;
}
export const LEAGUE_CLOCK = Symbol('LEAGUE_CLOCK');

export interface LeagueChance {
  /** A uniform integer in [0, below). */
  int(below: number): number;
}
export const LEAGUE_CHANCE = Symbol('LEAGUE_CHANCE');

/** Deck lists (src/decks): registration (the list is checked against the format there), and what a deck check compares. */
export interface LeagueDecks {
  /** Registers the list for the event, answering its registration id. */
  register(eventId: string, playerId: string, format: string, list: string): number;
  /** The registered deck's cards by printing. */
  cards(registrationId: number): readonly { readonly cardId: string; readonly count: number }[];
  /** A card's name for a judge to read; the id when the catalogue does not know it. */
  cardName(cardId: string): string;
}
export const LEAGUE_DECKS = Symbol('LEAGUE_DECKS');

/** Cards read on the hub's zone readers: a tag with its card id on a table's zone. */
export interface LeagueReaders {
  onCardRead(listener: (tableId: string, uid: string, cardId: string) => void): () => void;
}
export const LEAGUE_READERS = Symbol('LEAGUE_READERS');

export type { GameOutcome };
