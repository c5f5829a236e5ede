import { EXTRA_TURNS, type Side } from './match-result.js';

/**
 * What the league reads of a game from the engine's events in its match log: turns started and ended,
 * Prize cards taken, the winner. Folded as the log grows, so the hub counts the extra turns itself.
 */
export interface GameProgress {
  /** The last match-log seq folded in. */
  readonly seq: number;
  readonly turnsStarted: number;
  readonly turnsEnded: number;
  readonly prizesTaken: { readonly p1: number; readonly p2: number };
  readonly winner: Side | null;
  readonly won: boolean;
  /** The last judge's restore in the game's log, if any: who and why, for the event log when it reopens a scored game. */
  readonly restoredBy?: { readonly judge: string; readonly reason: string };
}

export const NO_PROGRESS: GameProgress = { seq: 0, turnsStarted: 0, turnsEnded: 0, prizesTaken: { p1: 0, p2: 0 }, winner: null, won: false };

/** The engine events this reads (src/rules/event.ts), loosely: the log holds them as JSON. */
interface EngineEventLike {
  readonly type: string;
  readonly player?: string;
  readonly count?: number;
  readonly winner?: string | null;
  /** JudgeRestored: the game state the judge put the game back to. */
  readonly judge?: string;
  readonly reason?: string;
  readonly state?: {
    readonly stage?: string;
    readonly winner?: string | null;
    readonly turn?: { readonly number: number } | null;
    readonly players?: { readonly p1?: { readonly prizesTaken?: number }; readonly p2?: { readonly prizesTaken?: number } };
  };
}

/** After its TurnEnded a turn's number stays in the state until the next TurnStarted (src/rules/fold.ts). */
const BETWEEN_TURNS = new Set(['checkup', 'turn-starting']);

export function foldProgress(progress: GameProgress, rows: readonly { readonly seq: number; readonly event: unknown }[]): GameProgress {
  return rows.reduce<GameProgress>((p, row) => {
    const e = row.event as EngineEventLike;
    const next = { ...p, seq: row.seq };
    switch (e.type) {
      case 'TurnStarted':
        return { ...next, turnsStarted: p.turnsStarted + 1 };
      case 'TurnEnded':
        return { ...next, turnsEnded: p.turnsEnded + 1 };
      case 'PrizesTaken': {
        const seat = e.player === 'p2' ? 'p2' : 'p1';
        return { ...next, prizesTaken: { ...p.prizesTaken, [seat]: p.prizesTaken[seat] + (e.count ?? 0) } };
      }
      case 'SuddenDeathStarted':
        // A new game of one Prize card each: only its Prize cards count.
        return { ...next, prizesTaken: { p1: 0, p2: 0 } };
      case 'GameWon':
        return { ...next, won: true, winner: e.winner === 'p1' || e.winner === 'p2' ? e.winner : null };
      case 'JudgeRestored': {
        // The game is what the judge restored: its turns, Prize cards and end are read from that state.
        const restored = e.state ?? {};
        const started = restored.turn?.number ?? 0;
        const finished = restored.stage === 'finished';
        return {
          ...next,
          turnsStarted: started,
          turnsEnded: started > 0 && (BETWEEN_TURNS.has(restored.stage ?? '') || finished) ? started : Math.max(0, started - 1),
          prizesTaken: { p1: restored.players?.p1?.prizesTaken ?? 0, p2: restored.players?.p2?.prizesTaken ?? 0 },
          won: finished,
          winner: finished && (restored.winner === 'p1' || restored.winner === 'p2') ? restored.winner : null,
          restoredBy: { judge: e.judge ?? '', reason: e.reason ?? '' },
        };
      }
      default:
        return next;
    }
  }, progress);
}

export interface ExtraTurn {
  /** 0: the turn in progress when time was called; 1..3 the extra turns; the one in progress or next. */
  readonly turn: number;
  /** The third extra turn has ended. */
  readonly over: boolean;
}

/**
 * Which turn it is after time was called (Play! Pokémon Tournament Rules Handbook, English version of
 * 30 September 2021, "5. Trading Card Game Tournament Rules", end-of-match procedure). The turn in
 * progress at the call is Turn 0; when no turn was in progress (setup, or between two turns) the next
 * turn is Turn 1. That last case follows the older rule a ruling quotes (Play! Pokémon tournament
 * rules 18.6.1: "If time is called between turns, all in-between turn effects resolve…"), not the
 * current text, which could not be read here.
 */
export function extraTurn(call: { readonly turnsStarted: number; readonly turnsEnded: number }, progress: GameProgress): ExtraTurn {
  const turnZeroOpen = call.turnsStarted > call.turnsEnded;
  const endedSince = progress.turnsEnded - call.turnsEnded - (turnZeroOpen ? 1 : 0);
  if (endedSince < 0) return { turn: 0, over: false };
  return { turn: Math.min(EXTRA_TURNS, endedSince + 1), over: endedSince >= EXTRA_TURNS };
}
