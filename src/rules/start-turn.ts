import type { Emitter } from './emitter.js';
import { FORMAT_REFS } from './rulebook.js';
import { opponentOf, type Seat } from './state.js';

/** The start of a turn (000 "Zugabfolge" 1) Ziehe eine Karte). A player who cannot draw at the start of the turn loses. */
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
