import type { GameOutcome, Side } from './match-result.js';
import type { MatchOutcome } from './standings.js';

/**
 * What the event log records: every fact of a league event, in order. The event's state is the fold
 * of these (league-state.ts), so a restart replays the log and loses nothing acknowledged, and the
 * log is hash-chained like the match log (league-log.ts). Times are the hub's.
 */
export type LeagueFact =
  | {
      readonly type: 'EventCreated';
      readonly eventId: string;
      readonly name: string;
      /** The event's day, YYYY-MM-DD. */
      readonly date: string;
      readonly format: string;
      readonly profile: string;
      readonly bestOf: 1 | 3;
      readonly roundMinutes: number;
      /** null: Swiss rounds until one player is undefeated. */
      readonly rounds: number | null;
      /** The hub tables the event plays on, table 1 first; pairings beyond them play without a hub table. */
      readonly tableIds: readonly string[];
    }
  | {
      readonly type: 'PlayerRegistered';
      readonly playerId: string;
      readonly name: string;
      readonly playId: string | null;
      readonly deckRegistrationId: number | null;
      /** The first round the player can be paired in: above 1 for a late entry. */
      readonly firstRound: number;
    }
  | { readonly type: 'DeckRegistered'; readonly playerId: string; readonly deckRegistrationId: number }
  /** The organiser corrects a mistyped name; pairings and standings name the player by the new one. */
  | { readonly type: 'PlayerRenamed'; readonly playerId: string; readonly name: string; readonly by: string }
  /** The organiser takes out a player never paired (registered by mistake); a player once paired is dropped instead. */
  | { readonly type: 'PlayerRemoved'; readonly playerId: string; readonly by: string }
  | { readonly type: 'PlayerDropped'; readonly playerId: string; readonly afterRound: number; readonly by: string }
  | { readonly type: 'RoundPaired'; readonly round: number; readonly source: 'swiss' | 'import'; readonly pairings: readonly PairingFact[] }
  | { readonly type: 'RoundStarted'; readonly round: number; readonly at: string }
  | { readonly type: 'GameStarted'; readonly round: number; readonly table: number; readonly game: number; readonly matchId: string }
  | {
      readonly type: 'GameFinished';
      readonly round: number;
      readonly table: number;
      readonly game: number;
      readonly outcome: GameOutcome;
      readonly prizesTaken: { readonly p1: number; readonly p2: number };
      /** rules: the engine's GameWon; time: after the three extra turns; judge: a judge's decision or a game loss. */
      readonly how: 'rules' | 'time' | 'judge';
    }
  /**
   * A judge's restore reopened a game the league had scored (its match log's JudgeRestored): the game
   * is running again, and the match result or proposal that counted it is taken back.
   */
  | { readonly type: 'GameReopened'; readonly round: number; readonly table: number; readonly game: number; readonly judge: string; readonly reason: string }
  | { readonly type: 'ClockPaused'; readonly round: number; readonly table: number; readonly at: string; readonly judge: string; readonly reason: string }
  | { readonly type: 'ClockResumed'; readonly round: number; readonly table: number; readonly at: string; readonly judge: string }
  | { readonly type: 'TimeExtended'; readonly round: number; readonly table: number; readonly minutes: number; readonly judge: string; readonly reason: string }
  | {
      readonly type: 'TimeCalled';
      readonly round: number;
      readonly table: number;
      readonly at: string;
      /** The engine's count of turns started and ended at the call: the turn in progress, if any, is Turn 0. */
      readonly turnsStarted: number;
      readonly turnsEnded: number;
    }
  | { readonly type: 'ResultProposed'; readonly round: number; readonly table: number; readonly outcome: MatchOutcome; readonly games: readonly GameOutcome[] }
  /** One seat confirmed the hub's current proposal with its join code; a new proposal or a reopened game drops it. */
  | { readonly type: 'ResultConfirmed'; readonly round: number; readonly table: number; readonly seat: Side }
  | { readonly type: 'MatchResultRecorded'; readonly round: number; readonly table: number; readonly outcome: MatchOutcome; readonly games: readonly GameOutcome[]; readonly by: string }
  | {
      readonly type: 'PenaltyGiven';
      readonly playerId: string;
      readonly kind: PenaltyKind;
      /** A Prize card penalty: the Prize cards the opponent took (a judge correction in the match log of `matchId`). */
      readonly prizes?: number;
      readonly matchId?: string;
      readonly reason: string;
      readonly judge: string;
      readonly round: number | null;
      readonly table: number | null;
    }
  | { readonly type: 'RoundEnded'; readonly round: number }
  /** A judge starts a deck check: the player's cards are read on `tableId`'s zones, or sent by a station. */
  | { readonly type: 'DeckCheckStarted'; readonly playerId: string; readonly tableId: string | null; readonly judge: string; readonly at: string }
  | { readonly type: 'DeckCardsScanned'; readonly playerId: string; readonly cards: readonly { readonly uid: string; readonly cardId: string }[] }
  | {
      readonly type: 'DeckCheckFinished';
      readonly playerId: string;
      readonly judge: string;
      readonly missing: readonly NamedCount[];
      readonly extra: readonly NamedCount[];
    };

export interface NamedCount {
  readonly cardId: string;
  readonly name: string;
  readonly count: number;
}

export interface PairingFact {
  /** Table number, 1 first. */
  readonly table: number;
  /** The hub table it is played on; null beyond the event's tables (or for a bye). */
  readonly tableId: string | null;
  readonly p1: string;
  /** null: p1 has the bye. */
  readonly p2: string | null;
}

export const PENALTY_KINDS = ['warning', 'prize-penalty', 'game-loss'] as const;
export type PenaltyKind = (typeof PENALTY_KINDS)[number];

export type { Side };
