import type { TFunction } from 'i18next';
import type { AdjustAction } from '@rules/index.js';
import { cardName, type CardNameLanguage } from './card-names.js';
import { topOf, visible, type GameView, type Seat } from './game-view.js';

/**
 * A proposed adjustment of `side`'s cards in words ("Put 2 damage counters on Chespin."): the same line on the
 * opponent's confirmation dialog and on the proposer's board while it waits.
 */
export function adjustmentText(view: GameView, side: Seat, action: AdjustAction, t: TFunction, language: CardNameLanguage): string {
  const player = view.players[side];
  const inPlay = [player.active, ...player.bench].map((seen) => visible(seen)).filter((p) => p !== null);
  const pokemonName = (id: string) => {
    const found = inPlay.find((p) => p.id === id);
    return found ? cardName(topOf(found), language) : id;
  };
  // A moved card is a Pokémon, a card attached to or under one, or a card in the discard pile or Lost Zone.
  const cardAt = (uid: string) => {
    const card = [...inPlay.flatMap((p) => [...p.stack, ...p.attached]), ...player.discard, ...player.lostZone].find((c) => c.uid === uid);
    return card ? cardName(card.def, language) : pokemonName(uid);
  };
  const params =
    action.kind === 'put-damage-counters'
      ? { count: action.counters, target: pokemonName(action.target) }
      : action.kind === 'heal'
        ? { count: action.amount, target: pokemonName(action.target) }
        : action.kind === 'set-condition' || action.kind === 'clear-condition'
          ? { target: pokemonName(action.target), condition: t(`condition.${action.condition}`) }
          : action.kind === 'move-card'
            ? { card: cardAt(action.uid), to: t(`prompt.confirmAdjustment.to.${action.to}`) }
            : action.kind === 'draw' || action.kind === 'prize-card-penalty'
              ? { count: action.count }
              : action.kind === 'discard-from-hand'
                ? { card: cardName(action.card, language) }
                : { target: pokemonName(action.target) };
  return t(`prompt.confirmAdjustment.action.${action.kind}`, params);
}
