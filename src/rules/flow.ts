import { continueAttack } from './attack.js';
import { continueCheckup, startCheckup } from './checkup.js';
import type { Emitter } from './emitter.js';
import { continueRetreat } from './retreat.js';
import { startTurn } from './start-turn.js';
import { opponentOf, type GameState, type Seat } from './state.js';
import { textsInPlay } from './texts-in-play.js';

/** The end of a turn (000 "Zugabfolge", 002 "TURN ACTIONS": draw, act, attack or end, Checkup, next player): the Checkup follows. */
export function endTurn(ctx: Emitter): void {
  const turn = ctx.state.turn;
  if (!turn) return;
  const expiring = expiringAttachments(ctx.state, turn.player);
  if (expiring.length > 0) ctx.emit({ type: 'CardsMoved', uids: expiring, to: 'discard', cause: { kind: 'end-of-turn' } });
  ctx.emit({ type: 'TurnEnded', player: turn.player, number: turn.number });
  startCheckup(ctx, { player: turn.player, number: turn.number });
}

/**
 * Run the steps that need nobody's decision until a prompt is open or a player must act: the rest of
 * an attack once its coins are in, the turn's end, the Checkup, the next turn.
 */
export function advance(ctx: Emitter): void {
  for (let guard = 0; guard < 100; guard++) {
    const s = ctx.state;
    if (s.result || s.prompts.length > 0) return;
    const before = s.version;
    switch (s.stage) {
      case 'attacking':
        continueAttack(ctx);
        break;
      case 'retreating':
        continueRetreat(ctx);
        break;
      case 'turn-ending':
        endTurn(ctx);
        break;
      case 'checkup':
        continueCheckup(ctx);
        break;
      case 'turn-starting': {
        const turn = s.turn;
        if (!turn) return;
        startTurn(ctx, opponentOf(turn.player), turn.number + 1);
        break;
      }
      default:
        return;
    }
    if (ctx.state.version === before) return;
  }
  throw new Error('advance: the game did not settle');
}

/** Attached cards the player played whose text discards them at the end of that player's turn (SV Technical Machines, PlusPower). */
function expiringAttachments(state: GameState, player: Seat): string[] {
  const uids: string[] = [];
  for (const c of textsInPlay(state).expiring) if (c.owner === player) uids.push(c.uid);
  return uids;
}
