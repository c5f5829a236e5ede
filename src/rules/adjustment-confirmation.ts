import { adjust } from './adjust.js';
import type { AdjustAction, CommandOf } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { findPokemon, opponentOf, type GameState, type Seat } from './state.js';
import { cardOwners } from './view.js';

/**
 * A player's adjustment (card text the engine leaves to the players) of the opponent's side needs the
 * opponent's confirmation, or a judge: at a real table nobody puts damage counters on the other
 * player's Pokémon or draws for them unnoticed. An adjustment of the player's own side applies at once.
 * The hub's table mirror enters what the readers saw as `Adjust` directly: the cards were moved in
 * front of both players.
 */
export function proposeAdjustment(ctx: Emitter, cmd: CommandOf<'ProposeAdjust'>): Outcome {
  // Refused before the opponent is asked: only a judge gives a Prize card penalty (adjust.ts).
  if (cmd.action.kind === 'prize-card-penalty') return adjust(ctx, cmd.action, { kind: 'adjustment', player: cmd.player, reason: cmd.reason });
  if (!touchesOpponent(ctx.state, cmd.player, cmd.action)) {
    return adjust(ctx, cmd.action, { kind: 'adjustment', player: cmd.player, reason: cmd.reason });
  }
  if (ctx.state.prompts.some((p) => p.kind === 'confirm-adjustment')) {
    return violation('adjustment-pending', 'An adjustment already waits for an answer: answer or withdraw it first.', ctx.profile.refs.turn);
  }
  ctx.emit({ type: 'AdjustmentProposed', promptId: ctx.id('a'), player: opponentOf(cmd.player), by: cmd.player, action: cmd.action, reason: cmd.reason });
  return undefined;
}

/** The opponent accepts or declines the proposed adjustment; its proposer may withdraw it (accept: false). */
export function answerAdjustment(ctx: Emitter, cmd: CommandOf<'AnswerAdjustment'>): Outcome {
  const refs = ctx.profile.refs;
  const pending = ctx.state.prompts.find((p) => p.kind === 'confirm-adjustment');
  if (!pending) return violation('no-adjustment-pending', 'No adjustment waits for an answer.', refs.turn);
  if (cmd.player === pending.by && cmd.accept) {
    return violation('adjustment-needs-opponent', 'Your opponent confirms an adjustment of their side, or a judge makes it.', refs.turn);
  }
  ctx.emit({ type: 'AdjustmentAnswered', promptId: pending.promptId, player: cmd.player, accepted: cmd.accept });
  if (!cmd.accept) return undefined;
  return adjust(ctx, pending.action, { kind: 'adjustment', player: pending.by, reason: pending.reason, confirmedBy: cmd.player });
}

/** Whether the action changes the other player's side: their Pokémon, their cards, their hand or deck. */
export function touchesOpponent(state: GameState, by: Seat, action: AdjustAction): boolean {
  switch (action.kind) {
    case 'put-damage-counters':
    case 'heal':
    case 'set-condition':
    case 'clear-condition': {
      const found = findPokemon(state, action.target);
      return found !== null && found.seat !== by;
    }
    case 'move-card': {
      const owner = cardOwners(state).get(action.uid);
      return owner !== undefined && owner !== by;
    }
    case 'draw':
    case 'discard-from-hand':
    case 'switch':
    case 'prize-card-penalty':
      return action.player !== by;
  }
}
