import { RULEBOOK } from '../rules/index.js';
import { EXPANDED_BANNED } from './expanded-banned.js';
import { sv, type DeckRules, type FormatDefinition } from './format-definition.js';

const DECK_BUILDING = sv('Zusammenstellen von Decks');

/** The deck rules of 000 "Zusammenstellen von Decks": 60 cards, four of a name, a Basic Pokémon, any card. */
export const SIXTY_CARD_DECK: DeckRules = {
  size: { min: 60, max: 60 },
  maxCopies: 4,
  requireBasicPokemon: true,
  aceSpecAllowed: true,
  supertypes: ['Pokémon', 'Trainer', 'Energy'],
  pokemon: { stages: 'any', hp: [], noAbilities: false, noRuleBox: false, oneType: false, evolutionsFromDeck: false },
  trainers: { kinds: ['Item', 'Supporter', 'Stadium', 'Tool', 'Technical Machine'] },
  energy: { basicOnly: false },
  legality: { kind: 'any' },
  banned: [],
  ref: DECK_BUILDING,
};

const ROTATION = { file: 'play.pokemon.com', section: 'Play! Pokémon Standard and Expanded format rotation' };

/**
 * Standard: regulation marks H, I and J since the rotation of April 2026. Cards without a mark
 * (basic Energy aside) are judged by the catalogue's legalities.
 */
export const STANDARD: FormatDefinition = {
  id: 'standard',
  name: { de: 'Standard-Format', en: 'Standard' },
  ref: DECK_BUILDING,
  profile: 'sv',
  overrides: {},
  deck: {
    ...SIXTY_CARD_DECK,
    legality: { kind: 'rotation', catalogueKey: 'standard', marks: ['H', 'I', 'J'], excludedSets: [], ref: ROTATION },
  },
  play: [],
  players: { min: 2, max: 2 },
};

/** Expanded: every set from Black & White on (003 "Arenaleiter-Herausforderung" plays it), less the catalogue's bans. */
export const EXPANDED: FormatDefinition = {
  id: 'expanded',
  name: { de: 'Erweitertes Format', en: 'Expanded' },
  ref: DECK_BUILDING,
  profile: 'sv',
  overrides: {},
  deck: {
    ...SIXTY_CARD_DECK,
    legality: {
      kind: 'rotation',
      catalogueKey: 'expanded',
      releasedFrom: '2011/03/01',
      // Celebrations "Classic Collection" reprints old cards with their old texts; they are not Expanded-legal.
      excludedSets: ['cel25c'],
      ref: ROTATION,
    },
    banned: EXPANDED_BANNED,
  },
  play: [],
  players: { min: 2, max: 2 },
};

/** Every card ever printed, current rules: how the preconstructed decks of 2002-2010 are played today. */
export const UNLIMITED: FormatDefinition = {
  id: 'unlimited',
  name: { de: 'Unbegrenztes Format', en: 'Unlimited' },
  ref: DECK_BUILDING,
  profile: 'sv',
  overrides: {},
  deck: {
    ...SIXTY_CARD_DECK,
    legality: { kind: 'rotation', catalogueKey: 'unlimited', excludedSets: [], ref: ROTATION },
  },
  play: [],
  players: { min: 2, max: 2 },
};

/** Base Set to Neo under the 1999 rules (004, the `classic` profile). */
export const CLASSIC: FormatDefinition = {
  id: 'classic',
  name: { de: 'Klassisch (Basis-Set 1999)', en: 'Classic (Base Set 1999)' },
  ref: { file: RULEBOOK.classic, section: 'What Do You Need To Play?' },
  profile: 'classic',
  overrides: {},
  deck: { ...UNLIMITED.deck, ref: { file: RULEBOOK.classic, section: 'What Do You Need To Play?' } },
  play: [],
  players: { min: 2, max: 2 },
};

export const CONSTRUCTED_FORMATS: readonly FormatDefinition[] = [STANDARD, EXPANDED, UNLIMITED, CLASSIC];

