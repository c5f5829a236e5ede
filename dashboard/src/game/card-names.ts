import type { CardDef } from '@rules/index.js';

/** Languages the catalogue has card names in: English as printed, German and French from TCGdex. */
export type CardNameLanguage = 'en' | 'de' | 'fr';

/** The name of a card, or of one of its attacks or Abilities, in that language where the catalogue has it, else as printed in English. */
export function cardName(def: Pick<CardDef, 'name' | 'names'>, language: CardNameLanguage): string {
  if (language === 'de') return def.names?.de ?? def.name;
  if (language === 'fr') return def.names?.fr ?? def.name;
  return def.name;
}

/** German players see German names; there are no Finnish card names, so Finnish players see the English print. */
export function cardLanguageFor(uiLanguage: string): CardNameLanguage {
  return uiLanguage === 'de' ? 'de' : 'en';
}
