import type { CardDef, TrainerKind } from '../rules/index.js';
import { formatById } from '../formats/format-registry.js';
import { formats } from '../formats/format-definition.js';
import { isBasicEnergy } from './deck-name.js';
import type { DeckEntry, DeckProblem, DeckProblemParams } from './deck-problem.js';
import { validateDeck } from './validate-deck.js';

export type MultiLevel = 2 | 3 | 4 | 5 | 6;

interface StepRule {
  /** Cards the level adds on top of any swaps. */
  readonly adds: number;
  /** Most cards that may leave the deck, each replaced. */
  readonly swaps: number;
  readonly removable: (c: CardDef) => boolean;
  /** What the added cards must be; `replacement` for the cards that take a removed card's place. */
  readonly added: (c: CardDef) => boolean;
  readonly replacement: (c: CardDef) => boolean;
  readonly describe: string;
}

const trainerOf = (kinds: readonly TrainerKind[]) => (c: CardDef) => c.supertype === 'Trainer' && kinds.includes(c.trainerKind ?? 'Item');
const evolution = (c: CardDef) => c.supertype === 'Pokémon' && (c.stage === 'Stage 1' || c.stage === 'Stage 2');
const pokemonOrEnergy = (c: CardDef) => c.supertype === 'Pokémon' || c.supertype === 'Energy';
const anyCard = () => true;
const none = () => false;

/** 003 "Multi-Level (Lernen & Los)", what each level adds to the deck of the level before. */
const STEPS: Record<MultiLevel, StepRule> = {
  2: {
    adds: 10, swaps: 0, removable: none, replacement: none,
    added: (c) => (c.supertype === 'Pokémon' && (c.stage === 'Stage 1' || (c.stage === 'Basic' && (c.hp ?? 0) <= 120))) || isBasicEnergy(c),
    describe: 'ten cards: Stage 1 Pokémon, Basic Pokémon of 120 HP or less or basic Energy',
  },
  3: { adds: 10, swaps: 0, removable: none, replacement: none, added: trainerOf(['Item']), describe: 'ten Item cards' },
  4: {
    adds: 10, swaps: 5, removable: (c) => c.supertype === 'Pokémon', replacement: evolution, added: trainerOf(['Item', 'Supporter']),
    describe: 'ten Item or Supporter cards, and up to five Pokémon swapped for Stage 1 or Stage 2 Pokémon',
  },
  5: {
    adds: 10, swaps: 5, removable: anyCard, replacement: pokemonOrEnergy, added: trainerOf(['Item', 'Supporter', 'Stadium', 'Tool', 'Technical Machine']),
    describe: 'ten Trainer cards, and up to five cards swapped for Pokémon or Energy',
  },
  6: { adds: 0, swaps: 5, removable: anyCard, replacement: anyCard, added: none, describe: 'up to five cards swapped' },
};

/**
 * The deck of a level checked against the deck of the level before it: what was added and what was
 * swapped (003), then the level's own deck rules (validateDeck).
 */
export function validateLevelStep(previous: readonly DeckEntry[], next: readonly DeckEntry[], level: MultiLevel): DeckProblem[] {
  const format = formatById(`multi-level-${level}`);
  if (!format) throw new Error(`no format multi-level-${level}`);
  const rule = STEPS[level];
  const ref = formats(`Multi-Level (Lernen & Los), Level ${level}`);
  // `context` tells a page which of the step's checks failed; the numbers word it.
  const problem = (message: string, params: DeckProblemParams, cards: readonly CardDef[] = []): DeckProblem => ({
    code: 'level-step',
    message: `Level ${level} adds ${rule.describe}: ${message}`,
    params: { level, ...params },
    ref,
    cards: cards.map((c) => ({ id: c.id, name: c.name })),
  });

  const removed = difference(previous, next);
  const added = difference(next, previous);
  const problems: DeckProblem[] = [];
  const removedCount = count(removed);
  const badRemoved = removed.filter((e) => !rule.removable(e.card));
  if (badRemoved.length > 0) problems.push(problem('these cards may not leave the deck.', { context: 'not-removable' }, badRemoved.map((e) => e.card)));
  if (removedCount > rule.swaps) problems.push(problem(`${removedCount} cards left the deck.`, { context: 'too-many-removed', count: removedCount, max: rule.swaps }, removed.map((e) => e.card)));

  // The level's own cards first, then replacements for what left: each added card counts where it fits.
  let forAdds = rule.adds;
  let forSwaps = Math.min(removedCount, rule.swaps);
  const misfits: CardDef[] = [];
  for (const { card, count: n } of added) {
    for (let i = 0; i < n; i += 1) {
      if (rule.added(card) && forAdds > 0) forAdds -= 1;
      else if (rule.replacement(card) && forSwaps > 0) forSwaps -= 1;
      else misfits.push(card);
    }
  }
  const unique = [...new Map(misfits.map((c) => [c.id, c])).values()];
  if (unique.length > 0) problems.push(problem(`${misfits.length} added cards do not fit.`, { context: 'misfits', count: misfits.length }, unique));
  const expected = rule.adds + removedCount;
  if (count(added) !== expected) problems.push(problem(`${count(added)} cards were added where ${expected} were due.`, { context: 'added-count', count: count(added), expected }));
  return [...problems, ...validateDeck(next, format)];
}

function count(entries: readonly DeckEntry[]): number {
  return entries.reduce((n, e) => n + e.count, 0);
}

/** What `a` holds beyond `b`, card by card. */
function difference(a: readonly DeckEntry[], b: readonly DeckEntry[]): DeckEntry[] {
  const inB = new Map<string, number>();
  for (const e of b) inB.set(e.card.id, (inB.get(e.card.id) ?? 0) + e.count);
  const merged = new Map<string, DeckEntry>();
  for (const e of a) merged.set(e.card.id, { card: e.card, count: (merged.get(e.card.id)?.count ?? 0) + e.count });
  return [...merged.values()].flatMap((e) => {
    const extra = e.count - (inB.get(e.card.id) ?? 0);
    return extra > 0 ? [{ card: e.card, count: extra }] : [];
  });
}
