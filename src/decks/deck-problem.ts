import type { CardDef, RuleRef } from '../rules/index.js';

/** A deck as counted cards, and what the deck check (validate-deck.ts, booster-deck.ts) finds wrong with it. */
export interface DeckEntry {
  readonly card: CardDef;
  readonly count: number;
}

export interface DeckProblem {
  readonly code: DeckProblemCode;
  readonly message: string;
  readonly ref: RuleRef;
  /** The cards the problem is about (none for the deck size). */
  readonly cards: readonly { readonly id: string; readonly name: string }[];
}

export type DeckProblemCode =
  | 'deck-size'
  | 'too-many-copies'
  | 'not-exact-copies'
  | 'no-basic-pokemon'
  | 'ace-spec-limit'
  | 'ace-spec-not-allowed'
  | 'radiant-limit'
  | 'prism-star-limit'
  | 'supertype-not-allowed'
  | 'stage-not-allowed'
  | 'hp-limit'
  | 'ability-not-allowed'
  | 'rule-box-not-allowed'
  | 'more-than-one-type'
  | 'too-few-stage-1'
  | 'evolves-from-missing'
  | 'trainer-kind-not-allowed'
  | 'trainer-count'
  | 'special-energy-not-allowed'
  | 'too-few-basic-energy'
  | 'banned'
  | 'not-legal'
  | 'level-step'
  | 'booster-unknown'
  | 'booster-card-missing'
  | 'not-from-booster'
  | 'added-basic-energy';
