import type { CommandOf } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { brokenInvariants } from './invariants.js';

/**
 * A judge puts the game back to an earlier point of its log ("undo to the last legal state", or any
 * point the judge picks). The engine keeps no history: the hub replays its log up to `toSeq` and
 * hands the state in; the engine checks that it is a state of this match from before now, that
 * nothing in it is broken, and logs it as one event whose fold replaces the state. The log stays
 * append-only, so a replay of the whole log reproduces the restored game.
 */
export function restore(ctx: Emitter, cmd: CommandOf<'JudgeRestore'>): Outcome {
  const refs = ctx.profile.refs;
  const now = ctx.state;
  const target = cmd.state;
  if (cmd.toSeq >= now.version) {
    return violation('restore-not-past', `The game is at log entry ${now.version}; a restore goes back to an earlier one, not ${cmd.toSeq}.`, refs.turn);
  }
  if (target.version !== cmd.toSeq) {
    return violation('restore-unknown-point', `The state handed in is that after log entry ${target.version}, not ${cmd.toSeq}.`, refs.turn);
  }
  if (target.matchId !== now.matchId || !target.profile) {
    return violation('restore-other-match', `The state handed in is not one of match ${now.matchId}.`, refs.turn);
  }
  if (target.result) return violation('restore-finished', 'That point is after the game ended: pick one before it.', refs.winning);
  const broken = brokenInvariants(target);
  if (broken.length > 0) return violation('restore-broken-state', `That state breaks the game's invariants: ${broken.join('; ')}.`, refs.turn);
  ctx.emit({ type: 'JudgeRestored', judge: cmd.judge, reason: cmd.reason, toSeq: cmd.toSeq, state: target });
  return undefined;
}
