import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The interface languages: those of the rulebooks the hub cites (German 000, Finnish 001, English 002/004). */
export const LANGUAGES = ['en', 'de', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'mirrormat.language';

/**
 * Each language's strings, a chunk of their own loaded when the language is first used (English, the
 * fallback, always): a page does not download the languages nobody at it reads.
 * "prompts": the table mirror's prompt texts, keyed as the hub sends them (src/table/prompt-text.ts).
 * "formats": the 003 formats' pages and marks (raid, draft, mini games, achievements, Ditto marker).
 * "league": the league events' pages (organiser, players and spectators, printable sheets).
 */
type Strings = Record<string, unknown>;
const NAMESPACES = ['translation', 'prompts', 'formats', 'league'] as const;
export const LOCALES: Record<Language, () => Promise<{ translation: Strings; prompts: Strings; formats: Strings; league: Strings }>> = {
  en: async () => ({ translation: (await import('./locales/en.json')).default, prompts: (await import('./locales/prompts.en.json')).default, formats: (await import('./locales/formats.en.json')).default, league: (await import('./locales/league.en.json')).default }),
  de: async () => ({ translation: (await import('./locales/de.json')).default, prompts: (await import('./locales/prompts.de.json')).default, formats: (await import('./locales/formats.de.json')).default, league: (await import('./locales/league.de.json')).default }),
  fi: async () => ({ translation: (await import('./locales/fi.json')).default, prompts: (await import('./locales/prompts.fi.json')).default, formats: (await import('./locales/formats.fi.json')).default, league: (await import('./locales/league.fi.json')).default }),
};

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language) || !isNamespace(namespace)) {
      callback(new Error(`no strings for ${language}/${namespace}`), false);
      return;
    }
    LOCALES[language]().then(
      (strings) => callback(null, strings[namespace]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function initialLanguage(): Language {
  const saved = window.localStorage.getItem(STORAGE_KEY);
  if (isLanguage(saved)) return saved;
  const browser = window.navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

function isNamespace(value: string): value is (typeof NAMESPACES)[number] {
  return (NAMESPACES as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export async function setupI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    if (isLanguage(lng)) window.localStorage.setItem(STORAGE_KEY, lng);
  });
  await i18next.use(lazyLocales).use(initReactI18next).init({
    ns: [...NAMESPACES],
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
