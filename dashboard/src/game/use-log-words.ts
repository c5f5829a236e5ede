import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedEvent } from '@protocol';
import type { LogWords } from './battle-log.js';
import { cardBook, pokemonName, type CardBook } from './card-book.js';
import { cardName } from './card-names.js';
import { cardText } from '@protocol';
import type { GameView } from './game-view.js';
import { usePreferences } from '../preferences.js';

/** How this page names players, Pokémon and cards in the battle log: the UI language, and the card names of the page's card language. */
export function useLogWords(view: GameView | null, events: readonly FeedEvent[]): { words: LogWords; book: CardBook } {
  const { t } = useTranslation();
  const { cardLanguage: language } = usePreferences();
  return useMemo(() => {
    const book = cardBook(view, events);
    const words: LogWords = {
      t,
      player: (seat) => view?.players[seat].name || t(`seat.${seat}`),
      pokemon: (id, printed) => pokemonName(book, id, printed, language) ?? t('feed.aPokemon'),
      card: (def) => cardName(def, language),
      text: (printed, handed) => cardText(printed, handed, language),
      pokemonCard: (id) => book.pokemon(id),
      ability: (id, name) => book.ability(id, name),
      under: (uid) => book.under(uid),
      owner: (id) => book.owner(id),
    };
    return { words, book };
  }, [view, events, language, t]);
}
