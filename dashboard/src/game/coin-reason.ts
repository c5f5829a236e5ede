import type { GameView } from './game-view.js';
import { withPlayerNames } from './seat-names.js';

type FlipPurpose = GameView['coinFlips'][number]['purpose'];
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why a coin is flipped, in the reader's language where the engine's reason is a fixed sentence (the toss, a
 * Confused Pokémon's retreat); a reason naming a card or an attack stays as the engine words it, with the
 * players' names. A record without its purpose (null) is read from its sentence.
 */
export function coinReason(flip: { readonly reason: string; readonly purpose: FlipPurpose }, view: GameView, t: Translate): string {
  switch (flip.purpose?.kind) {
    case 'toss':
      return t('coinReason.toss', { p1: view.players.p1.name || t('seat.p1'), p2: view.players.p2.name || t('seat.p2') });
    case 'confused-retreat':
      return t('coinReason.confusedRetreat');
    default:
      return flip.reason ? withPlayerNames(flip.reason, view) : t('coinFlips.noReason');
  }
}
