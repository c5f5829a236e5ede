import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLanguageFor, type CardNameLanguage } from './game/card-names.js';

interface Preferences {
  readonly cardLanguage: CardNameLanguage;
  readonly setCardLanguage: (language: CardNameLanguage) => void;
}

const PreferencesContext = createContext<Preferences>({ cardLanguage: 'en', setCardLanguage: () => undefined });

/** Card names follow the interface language until a player picks another card language. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<CardNameLanguage | null>(null);
  const [fromUi, setFromUi] = useState<CardNameLanguage>(cardLanguageFor(i18n.language));
  useEffect(() => {
    const follow = (lng: string) => setFromUi(cardLanguageFor(lng));
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);
  return (
    <PreferencesContext.Provider value={{ cardLanguage: chosen ?? fromUi, setCardLanguage: setChosen }}>
      {children}
    </PreferencesContext.Provider>
  );
}

export function usePreferences(): Preferences {
  return useContext(PreferencesContext);
}
