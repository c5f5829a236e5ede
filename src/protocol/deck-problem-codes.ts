/**
 * Every problem the hub can find with a deck (src/decks/validate-deck.ts, booster-deck.ts, level-step.ts): a page
 * words each in its reader's language from the code and the problem's params; a spec holds every code to a string.
 */
export const DECK_PROBLEM_CODES = [
  'deck-size',
  'too-many-copies',
  'not-exact-copies',
  'no-basic-pokemon',
  'ace-spec-limit',
  'ace-spec-not-allowed',
  'radiant-limit',
  'prism-star-limit',
  'supertype-not-allowed',
  'stage-not-allowed',
  'hp-limit',
  'ability-not-allowed',
  'rule-box-not-allowed',
  'more-than-one-type',
  'too-few-stage-1',
  'evolves-from-missing',
  'trainer-kind-not-allowed',
  'trainer-count',
  'special-energy-not-allowed',
  'too-few-basic-energy',
  'banned',
  'not-legal',
  'level-step',
  'booster-unknown',
  'booster-card-missing',
  'not-from-booster',
  'added-basic-energy',
] as const;

export type DeckProblemCode = (typeof DECK_PROBLEM_CODES)[number];

/** Every reason a line of a pasted deck list is not read (src/decks/deck-list.ts), worded as the deck problems are. */
export const DECK_LIST_PROBLEM_CODES = [
  'not-a-card-line',
  'no-count',
  'wrong-section',
  'header-count',
  'total-count',
  'unknown-set-code',
  'no-card-at-number',
  'other-card-at-number',
  'no-card-named',
  'pokemon-needs-code',
  'no-basic-energy',
] as const;

export type DeckListProblemCode = (typeof DECK_LIST_PROBLEM_CODES)[number];
