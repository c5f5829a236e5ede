import type { CardDef } from '../rules/index.js';
import type { DeckRules } from '../formats/format-definition.js';
import { isBasicEnergy } from './deck-name.js';
import type { DeckEntry, DeckProblem } from './deck-problem.js';

/**
 * 003 "Packkampf": "Jeder Spieler öffnet ein Boosterpack … Dann wählt jeder Spieler zehn beliebige
 * Basis-Energiekarten, um sie zum Boosterpack hinzuzufügen". The deck is the opened booster, every card of
 * it as often as it came (a basic Energy card in the booster too), and exactly the added basic Energy
 * besides; as the Ditto-Draft checks a deck against the player's picks (src/draft).
 */
export function boosterDeckProblems(deck: readonly DeckEntry[], booster: readonly DeckEntry[] | undefined, rules: DeckRules): DeckProblem[] {
  const added = rules.booster?.addedBasicEnergy;
  if (added === undefined) return [];
  if (booster === undefined) {
    return [{ code: 'booster-unknown', message: 'Name the cards of the opened booster: the deck is that booster and the added basic Energy.', params: {}, ref: rules.ref, cards: [] }];
  }
  const inDeck = countById(deck);
  const inBooster = countById(booster);
  const problems: DeckProblem[] = [];
  for (const { card, count } of inBooster.values()) {
    const have = inDeck.get(card.id)?.count ?? 0;
    if (have < count) {
      problems.push({ code: 'booster-card-missing', message: `${card.name} (${card.id}) came in the booster ${count}×, the deck holds ${have}: every card of the booster is played.`, params: { card: card.name, count, have }, ref: rules.ref, cards: [cardRef(card)] });
    }
  }
  let addedEnergy = 0;
  for (const { card, count } of inDeck.values()) {
    const extra = count - (inBooster.get(card.id)?.count ?? 0);
    if (extra <= 0) continue;
    if (isBasicEnergy(card)) addedEnergy += extra;
    else problems.push({ code: 'not-from-booster', message: `${extra}× ${card.name} (${card.id}) more than the booster holds: only basic Energy is added to it.`, params: { card: card.name, count: extra }, ref: rules.ref, cards: [cardRef(card)] });
  }
  if (addedEnergy !== added) {
    problems.push({ code: 'added-basic-energy', message: `${addedEnergy} basic Energy added to the booster; this format adds exactly ${added}.`, params: { count: addedEnergy, added }, ref: rules.ref, cards: [] });
  }
  return problems;
}

function countById(entries: readonly DeckEntry[]): Map<string, DeckEntry> {
  const byId = new Map<string, DeckEntry>();
  for (const { card, count } of entries) byId.set(card.id, { card, count: (byId.get(card.id)?.count ?? 0) + count });
  return byId;
}

const cardRef = (c: CardDef) => ({ id: c.id, name: c.name });
