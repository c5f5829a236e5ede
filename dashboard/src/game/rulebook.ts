import { sectionTopic } from './rule-sections.js';

/**
 * The five rulebooks the engine cites (../shared/rules/README.md), by the number their file name
 * starts with: "000_0830806de1b6dc84.txt" is the Scarlet & Violet rulebook. The interface names the
 * book as a player looks it up (`rulebook.<number>` in the translation files), never the file.
 */
const BOOKS = ['000', '001', '002', '003', '004'] as const;
export type RulebookNumber = (typeof BOOKS)[number];

export function rulebookOf(file: string): RulebookNumber | null {
  const number = /^(\d{3})_/.exec(file)?.[1];
  return BOOKS.find((b) => b === number) ?? null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The language each rulebook is printed in (../shared/rules/README.md); the hub's other sources are English. */
const BOOK_LANGUAGE: Readonly<Record<RulebookNumber, string>> = { '000': 'de', '001': 'fi', '002': 'en', '003': 'de', '004': 'en' };

/**
 * "Rule: “Pokémon Checkup (between turns)”, Scarlet & Violet rulebook (German)". A reader of the book's own
 * language gets the heading as printed, to find it; any other reader the section's subject in their language.
 * An unknown file keeps its name (the hub cites play.pokemon.com and the tournament handbook that way).
 */
export function citation(ref: { readonly file: string; readonly section: string }, t: Translate, language: string): string {
  const number = rulebookOf(ref.file);
  const book = number === null ? ref.file : t(`rulebook.${number}`);
  const printedIn = number === null ? 'en' : BOOK_LANGUAGE[number];
  if (printedIn === language) return t('refusal.rule', { section: ref.section, book });
  const topic = sectionTopic(ref.section);
  return topic === null ? t('refusal.ruleBook', { book }) : t('refusal.rule', { section: t(`ruleSection.${topic}`), book });
}

/**
 * The refusal in the interface language where the translation files word it (refusals.<code>: those
 * the engine words without card names), else the engine's English sentence.
 */
export function refusalText(violation: { readonly code: string; readonly message: string }, t: Translate, has: (key: string) => boolean): string {
  const key = `refusals.${violation.code}`;
  return has(key) ? t(key) : violation.message;
}
