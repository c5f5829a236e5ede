import type { AttackDef } from '../rules/index.js';

/** Languages the catalogue has attack and Ability names and texts in: English as printed, German and French from TCGdex. */
export type CardLanguage = 'en' | 'de' | 'fr';

/** An attack's or Ability's printed text, with its German and French texts where the catalogue has them. */
export type PrintedText = Pick<AttackDef, 'text' | 'texts'>;

/**
 * Card text the engine hands to the players, in the card language where the catalogue has the text it comes
 * from. The engine hands over what it did not execute: the whole text, or some of its sentences, which are
 * found by their place among the text's sentences when the translation has as many. Anything else (a part
 * of a sentence, a translation split otherwise, a text with no translation) stays as printed in English:
 * a translation is never guessed. The dashboard and the hub's table prompts both quote with this one function.
 */
export function cardText(printed: PrintedText | undefined, handed: string, language: CardLanguage): string {
  if (language === 'en') return handed;
  const translated = printed?.texts?.[language];
  if (!printed || translated === undefined) return handed;
  if (squeeze(handed) === squeeze(printed.text)) return withEnergyWords(translated, language);
  const english = sentencesOf(printed.text);
  const local = sentencesOf(translated);
  if (english.length !== local.length) return handed;
  const places = sentencesOf(handed).map((s) => english.indexOf(s));
  if (places.some((at) => at < 0)) return handed;
  return withEnergyWords(places.map((at) => local[at]).join(' '), language);
}

/**
 * TCGdex marks an Energy symbol in a text with its letter ("Basis-{L}-Pokémon"), which a reader would see as code; the
 * English print names the type ("Basic Lightning Pokémon"), and so does the text here, in its language (the German
 * names of 000's Energy types).
 */
const ENERGY_WORDS: Readonly<Record<Exclude<CardLanguage, 'en'>, Readonly<Record<string, string>>>> = {
  de: { G: 'Pflanze', R: 'Feuer', W: 'Wasser', L: 'Elektro', P: 'Psycho', F: 'Kampf', D: 'Finsternis', M: 'Metall', Y: 'Fee', N: 'Drache', C: 'Farblos' },
  fr: { G: 'Plante', R: 'Feu', W: 'Eau', L: 'Électrique', P: 'Psy', F: 'Combat', D: 'Obscurité', M: 'Métal', Y: 'Fée', N: 'Dragon', C: 'Incolore' },
};

const withEnergyWords = (text: string, language: Exclude<CardLanguage, 'en'>): string =>
  text.replace(/\{([A-Z])\}/g, (code, letter: string) => ENERGY_WORDS[language][letter] ?? code);

const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Sentences end at ".", "!" or "?" (or a reminder's ".)") before a space. */
function sentencesOf(text: string): string[] {
  return squeeze(text)
    .split(/(?<=[.!?]\)?)\s+/)
    .filter((s) => s.length > 0);
}

/**
 * A card's words (an attack's name, a text it hands to the players) in each card language: sent this way where
 * the hub words a message before it knows who reads it, so each reader takes the card language of their page.
 * German and French are present only where they differ from the English print.
 */
export interface PrintedWords {
  readonly en: string;
  readonly de?: string;
  readonly fr?: string;
}

/** The words in that language, else as printed in English. */
export const wordsIn = (words: PrintedWords, language: CardLanguage): string => words[language] ?? words.en;

/** Words worded once per card language (by `cardText`, a name's translation, or other words put together). */
export function wordsOf(wording: (language: CardLanguage) => string): PrintedWords {
  const en = wording('en');
  const de = wording('de');
  const fr = wording('fr');
  return { en, ...(de === en ? {} : { de }), ...(fr === en ? {} : { fr }) };
}
