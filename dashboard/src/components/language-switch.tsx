import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardNameLanguage } from '../game/card-names.js';
import { LANGUAGES, isLanguage } from '../i18n/i18n.js';
import { usePreferences } from '../preferences.js';

const CARD_LANGUAGES: readonly CardNameLanguage[] = ['en', 'de', 'fr'];

/** Interface language (EN/DE/FI) and, separately, the language of card names (EN/DE/FR, as the catalogue has them). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { cardLanguage, setCardLanguage } = usePreferences();
  const uiId = useId();
  const cardId = useId();
  return (
    <div className="language-switch">
      <span className="language-field">
      <label htmlFor={uiId}>{t('shell.language')}</label>
      <select
        id={uiId}
        data-testid="language"
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void i18n.changeLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`languages.${lng}`)}
          </option>
        ))}
      </select>
      </span>
      <span className="language-field card-names-field">
      <label htmlFor={cardId}>{t('shell.cardNames')}</label>
      <select
        id={cardId}
        value={cardLanguage}
        onChange={(e) => setCardLanguage(e.target.value as CardNameLanguage)}
      >
        {CARD_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`cardLanguages.${lng}`)}
          </option>
        ))}
      </select>
      </span>
    </div>
  );
}
