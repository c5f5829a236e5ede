export { catalogueLegality, catalogueLookup } from './catalogue-lookup.js';
export { decodeEntities, exportDeckList, parseDeckList, type CardLookup, type DeckListLine, type DeckListProblem, type ParsedDeckList } from './deck-list.js';
export { deckName, isBasicEnergy } from './deck-name.js';
export type { DeckRegistration } from './deck-registry.js';
export { DecksModule } from './decks.module.js';
export { DecksService, type DeckCheck } from './decks.service.js';
export { validateLevelStep, type MultiLevel } from './level-step.js';
export type { DeckEntry, DeckProblem, DeckProblemCode } from './deck-problem.js';
export { validateDeck, type LegalityContext } from './validate-deck.js';
