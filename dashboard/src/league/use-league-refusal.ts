import { useTranslation } from 'react-i18next';
import { leagueRefusalText } from './league-refusal-text.js';

/** Words a refused league request in the page's language as it renders (league-refusal-text.ts). */
export function useLeagueRefusal(): (error: unknown) => string {
  const { t, i18n } = useTranslation('league');
  return (error) => leagueRefusalText(error, t, (key) => i18n.exists(key, { ns: 'league' }), i18n.language);
}
