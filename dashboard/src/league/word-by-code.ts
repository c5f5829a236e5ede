type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A deck problem, an unread line or a refusal as the hub sends it: a code, its numbers and names, and the English sentence. */
export interface WordedByCode {
  readonly code: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
}

/** Params that hold the hub's English card terms ("Supporter", "Stage 1", "Fire"), one or a list "A, B", and their group of terms. */
const TERM_PARAMS = { supertype: 'supertype', kind: 'kind', kinds: 'kind', stage: 'stage', stages: 'stage', type: 'type', types: 'type' } as const;

/**
 * The sentence for `<group>.<code>` (with `_<context>` where the hub names one) in the page's language, the card
 * terms as the page's rulebook prints them (`deckTerms.<group>.<term>`) and card names in the reader's card language
 * (`cardName`); the hub's English sentence where the page has no string for the code.
 */
export function wordByCode(problem: WordedByCode, group: string, t: Translate, has: (key: string) => boolean, cardName: (englishName: string) => string): string {
  const params = problem.params ?? {};
  const context = typeof params['context'] === 'string' ? `_${params['context']}` : '';
  const key = `${group}.${problem.code}${context}`;
  if (!has(key)) return problem.message;
  // The context is in the key already; i18next would read it again.
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'context'));
  for (const [name, group] of Object.entries(TERM_PARAMS)) {
    const value = params[name];
    const term = (english: string) => (has(`deckTerms.${group}.${english}`) ? t(`deckTerms.${group}.${english}`) : english);
    if (typeof value === 'string') values[name] = value.split(', ').map(term).join(', ');
  }
  for (const name of ['card', 'name'] as const) {
    const value = params[name];
    if (typeof value === 'string') values[name] = cardName(value);
  }
  return t(key, values);
}
