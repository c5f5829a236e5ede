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

/** "Rule: “TURN ACTIONS”, XY rulebook (Kalos Starter Set, English)"; an unknown file keeps its name. */
export function citation(ref: { readonly file: string; readonly section: string }, t: Translate): string {
  const book = rulebookOf(ref.file);
  return t('refusal.rule', { section: ref.section, book: book === null ? ref.file : t(`rulebook.${book}`) });
}

/**
 * The refusal in the interface language where the translation files word it (refusals.<code>: those
 * the engine words without card names), else the engine's English sentence.
 */
export function refusalText(violation: { readonly code: string; readonly message: string }, t: Translate, has: (key: string) => boolean): string {
  const key = `refusals.${violation.code}`;
  return has(key) ? t(key) : violation.message;
}
