import { continueAttack } from './attack.js';
import { continueCheckup, startCheckup } from './checkup.js';
import type { Emitter } from './emitter.js';
import { continueRetreat } from './retreat.js';
import { discardedAtEndOfTurn } from './card-text.js';
import { FORMAT_REFS } from './rulebook.js';
import { opponentOf, SEATS, type GameState, type InPlayPokemon, type Seat } from './state.js';

/**
 * Turn order (000 "Zugabfolge", 002 "TURN ACTIONS"): draw, act, attack or end, Checkup, next player.
 * A player who cannot draw at the start of the turn loses.
 */
export function startTurn(ctx: Emitter, player: Seat, number: number): void {
  const empty = ctx.state.players[player].deck <= 0;
  if (empty && ctx.profile.winConditions.deckOut) {
    ctx.emit({ type: 'GameWon', winner: opponentOf(player), reasons: ['deck-out'] });
    return;
  }
  ctx.emit({ type: 'TurnStarted', player, number });
  if (!empty) {
    ctx.emit({ type: 'CardsDrawn', player, count: 1, cause: null });
    return;
  }
  // 003 "Packkampf": "Das Spiel wird stattdessen normal weitergespielt." (Basiskampf has no deck at all.)
  ctx.emit({
    type: 'RuleApplied',
    rule: 'no-draw-from-empty-deck',
    message: 'No card to draw: the deck is empty, and in this format that does not lose the game.',
    ref: FORMAT_REFS.packBattle,
  });
}

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
  const scan = (p: InPlayPokemon): void => {
    // Cards without rule text (basic Energy, most of a pile) are passed over without a lookup.
    for (const c of p.attached) if (c.def.rules.length > 0 && c.owner === player && discardedAtEndOfTurn(c.def)) uids.push(c.uid);
  };
  for (const seat of SEATS) {
    const pl = state.players[seat];
    if (pl.active) scan(pl.active);
    for (const b of pl.bench) scan(b);
  }
  return uids;
}
