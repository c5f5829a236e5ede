import type { CardDef } from './card.js';
import type { CardOrigin, EffectSource } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { fromRegisteredDeck } from './deck-contents.js';
import type { RuleViolation } from './rulebook.js';
import type { CardInst, Seat } from './state.js';
import { locate } from './zones.js';

interface PlayCard {
  readonly player: Seat;
  readonly card: CardDef;
  readonly uid?: string | undefined;
  readonly from?: CardOrigin | undefined;
  readonly source?: EffectSource | undefined;
}

/** The card instance a command brings into the game: the physical card's id, or one the engine assigns. */
export function newCard(ctx: Emitter, cmd: PlayCard): CardInst | RuleViolation {
  const from = cmd.from ?? 'hand';
  if (cmd.uid !== undefined) {
    const where = locate(ctx.state, cmd.uid);
    const fromDiscard = from === 'discard' && where?.zone === 'discard' && where.seat === cmd.player;
    const fromKnownHand = from === 'hand' && where?.zone === 'hand' && where.seat === cmd.player;
    if (where && !fromDiscard && !fromKnownHand) {
      return violation('card-already-in-game', `Card ${cmd.uid} is already in play or in a discard pile.`, ctx.profile.refs.turn);
    }
    if (from === 'discard' && !fromDiscard) {
      return violation('not-in-discard', `Card ${cmd.uid} is not in your discard pile.`, ctx.profile.refs.turn);
    }
    const hand = ctx.state.players[cmd.player].hand;
    if (from === 'hand' && !fromKnownHand && hand.known.length > 0 && hand.count <= hand.known.length) {
      return violation('not-in-hand', `Your hand holds only ${hand.known.map((c) => c.def.name).join(', ')}.`, ctx.profile.refs.turn);
    }
    const known = (fromKnownHand || fromDiscard) && where && 'card' in where ? where.card : null;
    if (known && known.def.id !== cmd.card.id) {
      return violation('card-mismatch', `Card ${cmd.uid} is ${known.def.name}, not ${cmd.card.name}.`, ctx.profile.refs.turn);
    }
    return known ?? { uid: cmd.uid, owner: cmd.player, def: cmd.card };
  }
  if (from === 'discard') return violation('not-in-discard', 'Name the card from your discard pile by its id.', ctx.profile.refs.turn);
  if (from === 'hand') {
    const hand = ctx.state.players[cmd.player].hand;
    // A card named without its id that the engine knows is in the hand is taken as that one: the same card
    // as far as anyone can tell, and the known cards do not pile up beyond the hand.
    const id = cmd.card.id;
    for (const c of hand.known) if (c.def.id === id) return c;
    // When every card in the hand is a known one (returned from play, shown), the card played must be one of them.
    if (hand.known.length > 0 && hand.count <= hand.known.length) {
      return violation('not-in-hand', `${cmd.card.name} is not in your hand: it holds only ${hand.known.map((c) => c.def.name).join(', ')}.`, ctx.profile.refs.turn);
    }
  }
  return { uid: ctx.id(`${cmd.player}#`), owner: cmd.player, def: cmd.card };
}

/** The card must be where it comes from: a card in hand, a card in the deck. */
export function cardOrigin(ctx: Emitter, player: Seat, from: CardOrigin, card: CardInst): Outcome {
  const pl = ctx.state.players[player];
  const refs = ctx.profile.refs;
  if (from === 'hand' && pl.hand.count <= 0) return violation('hand-empty', `You have no cards in your hand, so ${card.def.name} cannot come from it.`, refs.turn);
  if (from === 'deck' && pl.deck <= 0) return violation('deck-empty', `Your deck is empty, so ${card.def.name} cannot come from it.`, refs.turn);
  if (from === 'deck') return fromRegisteredDeck(ctx, player, card);
  return undefined;
}

export function prepare(ctx: Emitter, cmd: PlayCard): CardInst | RuleViolation {
  const card = newCard(ctx, cmd);
  if ('code' in card) return card;
  const bad = cardOrigin(ctx, cmd.player, cmd.from ?? 'hand', card);
  return bad ?? card;
}
