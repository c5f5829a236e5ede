import { cardText } from '@protocol';
import { cardBook } from './card-book.js';
import { cardName, type CardNameLanguage } from './card-names.js';
import type { GameView } from './game-view.js';

/**
 * "Name: text" of an Ability or attack acting between turns, in the card language where the catalogue has them; the
 * Ability found where the engine finds it (under a BREAK, on an attached card), the attack on the top card.
 */
export function betweenTurnsText(view: GameView, e: { readonly card: string; readonly name: string; readonly text: string }, language: CardNameLanguage): string {
  const book = cardBook(view, []);
  const printed = book.ability(e.card, e.name) ?? book.pokemon(e.card)?.attacks.find((a) => a.name === e.name);
  return printed ? `${cardName(printed, language)}: ${cardText(printed, e.text, language)}` : `${e.name}: ${e.text}`;
}
