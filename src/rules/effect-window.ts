import type { AdjustAction, Command } from './command.js';
import type { GameEvent } from './event.js';
import type { RuleProfile } from './profile.js';
import type { RuleViolation } from './rulebook.js';
import type { ChosenCount, GameState, TurnState } from './state.js';
import { extended, setState } from './zones.js';

/**
 * The window of an effect whose player chose a count for its "up to X" or "any amount" (000 'Was ist der Unterschied
 * zwischen „bis zu“ und „beliebig viele“?'). The play that carries the count opens it (a Trainer, an Ability, an
 * attack: `count`); each effect-sourced play the players then enter for it (a card put onto the Bench, attached,
 * evolved or played "by the effect") is one of its steps; the player's next play of their own closes it, and so does
 * the turn's end. The cards the effect's player moves with adjustments in the window (cards drawn, discarded from the
 * hand, or moved from play or the discard pile) are its steps too, one a card. A step beyond the chosen count is refused
 * (`checkChosenStep`).
 */
export function chosenCountAfter(s: GameState, e: GameEvent): GameState {
  const turn = s.turn;
  if (!turn) return s;
  switch (e.type) {
    case 'TrainerPlayed':
      if (e.source) return step(s, turn);
      return withChosen(s, turn, e.count === undefined ? null : { name: e.card.def.name, count: e.count, steps: 0 });
    case 'AbilityUsed':
    case 'AttackDeclared':
      return withChosen(s, turn, e.count === undefined ? null : { name: e.name, count: e.count, steps: 0 });
    case 'PokemonBenched':
    case 'PokemonEvolved':
    case 'EnergyAttached':
      return e.source ? step(s, turn) : withChosen(s, turn, null);
    case 'Retreated':
      return withChosen(s, turn, null);
    case 'AdjustmentLogged':
      return e.cause.kind === 'adjustment' && e.cause.player === turn.player ? step(s, turn, cardsMovedBy(e.action)) : s;
    default:
      return s;
  }
}

/** An effect-sourced play beyond the count its effect's player chose: refused, citing the era's rule on "up to". */
export function checkChosenStep(state: GameState, profile: RuleProfile, cmd: Command): RuleViolation | undefined {
  const chosen = state.turn?.chosen;
  if (!chosen) return undefined;
  const steps = cmd.type === 'Adjust' ? (cmd.player === state.turn?.player ? cardsMovedBy(cmd.action) : 0) : 'source' in cmd && cmd.source ? 1 : 0;
  if (steps === 0 || chosen.steps + steps <= chosen.count) return undefined;
  const entered = chosen.count === 0 ? 'so none is entered for it' : `and ${chosen.count === 1 ? 'it is' : `all ${chosen.count} are`} entered`;
  return {
    code: 'count-exceeded',
    message: `${chosen.name}: you chose ${chosen.count}, ${entered}. Nothing more can be done by this effect.`,
    ref: profile.upTo.ref ?? profile.refs.turn,
  };
}

/** The cards an adjustment moves: what an "up to X cards" or "any amount of Energy" counts. */
function cardsMovedBy(action: AdjustAction): number {
  switch (action.kind) {
    case 'draw':
      return action.count;
    case 'move-card':
    case 'discard-from-hand':
      return 1;
    default:
      return 0;
  }
}

function step(s: GameState, turn: TurnState, n = 1): GameState {
  const chosen = turn.chosen;
  return chosen && n > 0 ? withChosen(s, turn, { ...chosen, steps: chosen.steps + n }) : s;
}

function withChosen(s: GameState, turn: TurnState, chosen: ChosenCount | null): GameState {
  if (!chosen && !turn.chosen) return s;
  const { chosen: _closed, ...rest } = turn;
  return setState(s, { turn: chosen ? extended(rest, { chosen }) : rest });
}
