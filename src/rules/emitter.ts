import type { GameEvent } from './event.js';
import { evolve } from './fold.js';
import type { RuleProfile } from './profile.js';
import type { RuleRef, RuleViolation } from './rulebook.js';
import type { GameState } from './state.js';

/**
 * The working state of one `decide` call: every event is folded as soon as it is emitted, so the rules
 * that follow (Knock Outs after damage, the next turn after Checkup) read the state they would see.
 */
export class Emitter {
  readonly events: GameEvent[] = [];
  constructor(public state: GameState) {}

  emit(event: GameEvent): void {
    this.state = evolve(this.state, event);
    this.events.push(event);
  }

  /** A fresh id, unique in the match: the version only grows, and one event carries at most one new id. */
  id(prefix: string): string {
    return `${prefix}${this.state.game}.${this.state.version}`;
  }

  get profile(): RuleProfile {
    const p = this.state.profile;
    if (!p) throw new Error('no profile before StartMatch');
    return p;
  }
}

export function violation(code: string, message: string, ref: RuleRef): RuleViolation {
  return { code, message, ref };
}

/** A handler returns a violation, or nothing when its events were emitted. */
export type Outcome = RuleViolation | undefined;
