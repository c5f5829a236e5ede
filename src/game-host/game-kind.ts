import type { RuleViolation } from '../rules/index.js';

export type { RuleViolation };

/** The engine's answer to a command: the events it causes, or why the rules refuse it. */
export type GameDecision<S, E> =
  /** `state`: the fold of `events`, when the engine folds as it decides (the host folds them otherwise). */
  | { readonly ok: true; readonly events: readonly E[]; readonly state?: S }
  | { readonly ok: false; readonly violation: RuleViolation };

/**
 * A pure, event-sourced game the hub runs (as boardgame.io's `Game`, reduced to what the host
 * needs): the state is the fold of its events from `initial`, commands are decided against it, and
 * what a viewer sees of the state and of its events is cut in one place. No I/O, no clock.
 */
export interface GameKind<S, C, E, V, W, VE = unknown> {
  /** Names the kind on the hub's events ('match', 'raid', 'team'). */
  readonly name: string;
  readonly initial: S;
  decide(state: S, command: C): GameDecision<S, E>;
  evolve(state: S, event: E): S;
  isFinished(state: S): boolean;
  /** What this viewer may see of the state; `gameId` names the game for kinds whose ids differ per game. */
  viewFor(state: S, viewer: W, gameId: string): V;
  /** The events as this viewer may see them (boardgame.io's redacted log); `state` is the one they were folded onto. */
  eventsFor(state: S, events: readonly E[], viewer: W, gameId: string): readonly VE[];
}
