/**
 * Whether a card text is to be said English on the page: `shown` is the English print itself (`printed`: the catalogue
 * has no translation of it in the card language) on a page that reads another language. The effect dialogs and "Now,
 * with your cards" both ask this.
 */
export function saidInEnglish(shown: string, printed: string, pageLanguage: string): boolean {
  return shown !== '' && shown === printed && pageLanguage !== 'en';
}
