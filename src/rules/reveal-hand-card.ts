import type { CommandOf } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { FORMAT_REFS } from './rulebook.js';
import { locate } from './zones.js';

/**
 * A card shown from the hand becomes one the engine knows there: the owner and judges see it, and both
 * players where hands are played open (003 "Menü der Beschränkungen"). Only cards not yet known can be
 * shown: the hand must hold more cards than the engine knows of.
 */
export function revealHandCard(ctx: Emitter, cmd: CommandOf<'RevealHandCard'>): Outcome {
  const refs = ctx.profile.refs;
  const hand = ctx.state.players[cmd.player].hand;
  if (hand.count <= hand.known.length) {
    return violation('hand-all-known', `Every card in your hand is known already (${hand.count}).`, ctx.profile.openHands ? FORMAT_REFS.openHands : refs.turn);
  }
  if (cmd.uid !== undefined && locate(ctx.state, cmd.uid)) {
    return violation('card-already-in-game', `Card ${cmd.uid} is already in play, in a discard pile or known in a hand.`, refs.turn);
  }
  ctx.emit({ type: 'HandCardRevealed', player: cmd.player, card: { uid: cmd.uid ?? ctx.id(`${cmd.player}#`), owner: cmd.player, def: cmd.card } });
  return undefined;
}
