import i18next from 'i18next';
import { LOCALES } from '../i18n/i18n.js';
import { cardBook, pokemonName } from '../game/card-book.js';
import { cardLanguageFor, cardName } from '../game/card-names.js';
import { cardText } from '@protocol';
import type { LogWords } from '../game/battle-log.js';
import type { watched } from './watched-table.js';

export type Language = 'en' | 'de' | 'fi';

/** The dashboard's strings in English, German and Finnish, as the page loads them; call `load` in a `beforeAll`. */
export const strings = i18next.createInstance();

export async function load(): Promise<void> {
  const [en, de, fi] = await Promise.all([LOCALES.en(), LOCALES.de(), LOCALES.fi()]);
  await strings.init({ resources: { en: { translation: en.translation }, de: { translation: de.translation }, fi: { translation: fi.translation } }, lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false } });
}

/** How a page in this language names players, Pokémon and cards (use-log-words.ts), with the card language the interface language gives. */
export function wordsFor(page: ReturnType<typeof watched>, language: Language): LogWords {
  const book = cardBook(page.view(), page.feed());
  const cards = cardLanguageFor(language);
  const t = strings.getFixedT(language);
  return {
    t,
    player: (seat) => page.view().players[seat].name,
    pokemon: (id, printed) => pokemonName(book, id, printed, cards) ?? t('feed.aPokemon'),
    card: (def) => cardName(def, cards),
    text: (printed, handed) => cardText(printed, handed, cards),
    pokemonCard: (id) => book.pokemon(id),
    ability: (id, name) => book.ability(id, name),
    under: (uid) => book.under(uid),
    owner: (id) => book.owner(id),
  };
}
