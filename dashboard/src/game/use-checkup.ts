import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableState } from '../connection/hub-client.js';
import { cardBook, pokemonName } from './card-book.js';
import { checkupSheet, type CheckupSheet } from './checkup-sheet.js';
import { readGameView } from './game-view.js';
import { usePreferences } from '../preferences.js';

/** The Checkup sheet of the table's latest Checkup, folded from the events the hub sent, Pokémon named in the page's card language. */
export function useCheckupSheet(table: TableState | null): CheckupSheet | null {
  const { t } = useTranslation();
  const { cardLanguage: language } = usePreferences();
  const events = table?.events;
  const view = table?.view;
  return useMemo(() => {
    if (!events) return null;
    const book = cardBook(readGameView(view), events);
    return checkupSheet(events, (id, printed) => pokemonName(book, id, printed, language) ?? t('feed.aPokemon'));
  }, [events, view, language, t]);
}
