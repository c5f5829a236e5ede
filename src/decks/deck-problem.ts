import type { DeckProblemCode } from '../protocol/index.js';
import type { CardDef, RuleRef } from '../rules/index.js';

/** A deck as counted cards, and what the deck check (validate-deck.ts, booster-deck.ts) finds wrong with it. */
export interface DeckEntry {
  readonly card: CardDef;
  readonly count: number;
}

/**
 * The numbers and names a page words a problem with in its own language (`message` is the English one).
 * `context` picks the sentence where one code has several (an HP limit from below or above).
 */
export type DeckProblemParams = Readonly<Record<string, string | number>>;

export interface DeckProblem {
  readonly code: DeckProblemCode;
  readonly message: string;
  readonly params: DeckProblemParams;
  readonly ref: RuleRef;
  /** The cards the problem is about (none for the deck size). */
  readonly cards: readonly { readonly id: string; readonly name: string }[];
}

export type { DeckProblemCode };
