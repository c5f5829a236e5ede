import type { CardDef } from '../rules/index.js';

/**
 * The Standard format as of the card data's date (2026-01-30): regulation marks G and later (the April
 * 2025 rotation left F out), and the cards without a mark that stay legal in every rotation, Basic
 * Energy. pokemon-tcg-data's own `legalities.standard` still lists F cards at that commit, so the mark
 * is what decides here.
 */
const FIRST_STANDARD_MARK = 'G';

export function isStandard(card: CardDef): boolean {
  if (card.regulationMark !== undefined) return card.regulationMark >= FIRST_STANDARD_MARK;
  return card.supertype === 'Energy' && card.energyKind === 'Basic';
}
