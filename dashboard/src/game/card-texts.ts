import type { AttackDef } from '@rules/index.js';
import type { CardNameLanguage } from './card-names.js';

/** An attack's or Ability's printed text, with its German and French texts where the catalogue has them. */
export type PrintedText = Pick<AttackDef, 'text' | 'texts'>;

/**
 * Card text the engine hands to the players, in the card language where the catalogue has the text it comes
 * from. The engine hands over what it did not execute: the whole text, or some of its sentences, which are
 * found by their place among the text's sentences when the translation has as many. Anything else (a part
 * of a sentence, a translation split otherwise, a text with no translation) stays as printed in English:
 * a translation is never guessed.
 */
export function cardText(printed: PrintedText | undefined, handed: string, language: CardNameLanguage): string {
  const translated = language === 'en' ? undefined : printed?.texts?.[language];
  if (!printed || translated === undefined) return handed;
  if (squeeze(handed) === squeeze(printed.text)) return translated;
  const english = sentencesOf(printed.text);
  const local = sentencesOf(translated);
  if (english.length !== local.length) return handed;
  const places = sentencesOf(handed).map((s) => english.indexOf(s));
  if (places.some((at) => at < 0)) return handed;
  return places.map((at) => local[at]).join(' ');
}

const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Sentences end at ".", "!" or "?" (or a reminder's ".)") before a space. */
function sentencesOf(text: string): string[] {
  return squeeze(text)
    .split(/(?<=[.!?]\)?)\s+/)
    .filter((s) => s.length > 0);
}
