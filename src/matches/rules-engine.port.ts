import type { ZodType } from 'zod';
import type { FlipOrigin, FlipRequest } from '../devices/coin-source.js';

/**
 * What the match service and the gateway use of the rules engine (src/rules/index.ts, see
 * src/rules/CONTRACT.md), behind a token so unit tests can drive the service with a scripted
 * engine. State, commands and events are opaque JSON here: only the engine reads them.
 */
export const RULES_ENGINE = Symbol('RULES_ENGINE');

export type EngineState = unknown;
export type EngineEvent = unknown;
export interface EngineCommand {
  readonly type: string;
  readonly [field: string]: unknown;
}

export interface RuleViolation {
  readonly code: string;
  readonly message: string;
  readonly ref: { readonly file: string; readonly section: string };
}

export type Decision =
  /** `state` is the fold of `events` onto the state decided on (the engine folds as it decides). */
  | { readonly ok: true; readonly events: readonly EngineEvent[]; readonly state: EngineState }
  | { readonly ok: false; readonly violation: RuleViolation };

export type Viewer = { role: 'player'; seat: 'p1' | 'p2' } | { role: 'spectator' } | { role: 'judge' };

export interface PendingCoinFlip {
  readonly promptId: string;
  readonly request: FlipRequest;
  readonly reason: string;
}

/** Method syntax on purpose: the engine's functions take its own narrower types. */
export interface RulesEngine {
  readonly initialState: EngineState;
  readonly commandSchema: ZodType;
  decide(state: EngineState, command: EngineCommand): Decision;
  /** decide for a command a client made: a card this viewer cannot see is answered as one not in the game. */
  decideAs(state: EngineState, command: EngineCommand, viewer: Viewer): Decision;
  evolve(state: EngineState, event: EngineEvent): EngineState;
  replay(events: readonly EngineEvent[], from?: EngineState): EngineState;
  isFinished(state: EngineState): boolean;
  /** `aliasOf` names the cards that are not the viewer's own (judges see real ids). */
  viewFor(state: EngineState, viewer: Viewer, aliasOf?: (uid: string) => string): unknown;
  /** `events` redacted for this viewer as viewFor redacts the state; `state` is the state they were folded onto. */
  eventsFor(state: EngineState, events: readonly EngineEvent[], viewer: Viewer, aliasOf?: (uid: string) => string): readonly unknown[];
  pendingCoinFlips(state: EngineState): readonly PendingCoinFlip[];
}

/** The command that answers a coin prompt, as CONTRACT.md defines it. */
export function recordCoinFlip(promptId: string, results: readonly ('heads' | 'tails')[], origin: FlipOrigin): EngineCommand {
  return { type: 'RecordCoinFlip', promptId, results: [...results], origin };
}
