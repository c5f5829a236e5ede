import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import fi from './locales/fi.json';
import promptsDe from './locales/prompts.de.json';
import promptsEn from './locales/prompts.en.json';
import promptsFi from './locales/prompts.fi.json';

/** The interface languages: those of the rulebooks the hub cites (German 000, Finnish 001, English 002/004). */
export const LANGUAGES = ['en', 'de', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'mirrormat.language';

/** "prompts": the table mirror's prompt texts, keyed as the hub sends them (src/table/prompt-text.ts). */
export const resources = {
  en: { translation: en, prompts: promptsEn },
  de: { translation: de, prompts: promptsDe },
  fi: { translation: fi, prompts: promptsFi },
} as const;

function initialLanguage(): Language {
  const saved = window.localStorage.getItem(STORAGE_KEY);
  if (isLanguage(saved)) return saved;
  const browser = window.navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export async function setupI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    if (isLanguage(lng)) window.localStorage.setItem(STORAGE_KEY, lng);
  });
  await i18next.use(initReactI18next).init({
    resources,
    ns: ['translation', 'prompts'],
    defaultNS: 'translation',
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18next.language;
  return i18next;
}
