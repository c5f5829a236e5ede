import type { CardStage as Stage, TrainerKind } from '../rules/index.js';
import { SIXTY_CARD_DECK } from './constructed.formats.js';
import { formats, type DeckRules, type FormatDefinition, type PlayRule } from './format-definition.js';

const MULTI_LEVEL = 'Multi-Level (Lernen & Los)';
const ALL_TRAINERS: readonly TrainerKind[] = ['Item', 'Supporter', 'Stadium', 'Tool', 'Technical Machine'];

/** A kitchen-table deck: the cards the players own, any printing; 003 sets no card pool for these formats. */
const BEGINNER_DECK: DeckRules = { ...SIXTY_CARD_DECK, legality: { kind: 'any' } };

interface LevelSpec {
  readonly level: 1 | 2 | 3 | 4 | 5 | 6;
  readonly size: number;
  readonly prizes: number;
  readonly stages: readonly Stage[] | 'any';
  readonly basicHpMax?: number;
  readonly trainers: readonly TrainerKind[];
  readonly trainerCount?: { min: number; max: number };
  readonly basicEnergyOnly: boolean;
  readonly minStage1?: number;
  readonly evolutionsFromDeck: boolean;
}

/**
 * 003 "Multi-Level (Lernen & Los)": the deck grows by ten cards a level. Level 1: Basic Pokémon with
 * 70 HP or less and no Ability, and basic Energy. Level 2: ten more, three of them Stage 1 that evolve
 * from the deck, the rest Basics of 120 HP or less or basic Energy. Level 3: ten Items. Level 4: ten
 * Items or Supporters, and five Pokémon may become Stage 1 or Stage 2 evolving from the deck. Level 5:
 * ten Trainers of any kind, and five cards may become Pokémon or Energy. Level 6: five cards swapped.
 */
const LEVELS: readonly LevelSpec[] = [
  { level: 1, size: 20, prizes: 2, stages: ['Basic'], basicHpMax: 70, trainers: [], basicEnergyOnly: true, evolutionsFromDeck: false },
  { level: 2, size: 30, prizes: 3, stages: ['Basic', 'Stage 1'], basicHpMax: 120, trainers: [], basicEnergyOnly: true, minStage1: 3, evolutionsFromDeck: true },
  {
    level: 3, size: 40, prizes: 4, stages: ['Basic', 'Stage 1'], basicHpMax: 120, trainers: ['Item'],
    trainerCount: { min: 10, max: 10 }, basicEnergyOnly: true, minStage1: 3, evolutionsFromDeck: true,
  },
  {
    level: 4, size: 50, prizes: 5, stages: ['Basic', 'Stage 1', 'Stage 2'], basicHpMax: 120, trainers: ['Item', 'Supporter'],
    trainerCount: { min: 20, max: 20 }, basicEnergyOnly: true, evolutionsFromDeck: true,
  },
  // Five of the level-4 cards may have been replaced by Pokémon or Energy: 25 to 30 Trainers.
  { level: 5, size: 60, prizes: 6, stages: 'any', trainers: ALL_TRAINERS, trainerCount: { min: 25, max: 30 }, basicEnergyOnly: false, evolutionsFromDeck: false },
  { level: 6, size: 60, prizes: 6, stages: 'any', trainers: ALL_TRAINERS, basicEnergyOnly: false, evolutionsFromDeck: false },
];

function multiLevel(spec: LevelSpec): FormatDefinition {
  const ref = formats(spec.level === 1 ? MULTI_LEVEL : `${MULTI_LEVEL}, Level ${spec.level}`);
  const play: PlayRule[] = [
    {
      id: 'prize-count',
      text: `Spieler kämpfen um ${spec.prizes} Preiskarten.`,
      ref,
      support: 'engine',
    },
  ];
  if (spec.level === 1) {
    play.push({
      id: 'no-special-conditions',
      text: 'Spezielle Zustände werden nicht angewendet.',
      ref,
      support: 'engine',
    });
  }
  const deck: DeckRules = {
    ...BEGINNER_DECK,
    size: { min: spec.size, max: spec.size },
    supertypes: spec.trainers.length === 0 ? ['Pokémon', 'Energy'] : ['Pokémon', 'Trainer', 'Energy'],
    aceSpecAllowed: spec.level >= 5,
    pokemon: {
      ...BEGINNER_DECK.pokemon,
      stages: spec.stages,
      hp: spec.basicHpMax === undefined ? [] : [{ stage: 'Basic', max: spec.basicHpMax }],
      noAbilities: spec.level === 1,
      ...(spec.minStage1 !== undefined && { minStage1: spec.minStage1 }),
      evolutionsFromDeck: spec.evolutionsFromDeck,
    },
    trainers: { kinds: spec.trainers, ...(spec.trainerCount && { count: spec.trainerCount }) },
    energy: { basicOnly: spec.basicEnergyOnly },
    ref,
  };
  return {
    id: `multi-level-${spec.level}`,
    name: { de: `Multi-Level (Lernen & Los), Level ${spec.level}`, en: `Multi-Level (Learn & Go), level ${spec.level}` },
    ref,
    profile: 'sv',
    overrides: { deckSize: spec.size, prizeCount: spec.prizes, ...(spec.level === 1 && { specialConditions: [] }) },
    deck,
    play,
    players: { min: 2, max: 2 },
  };
}

export const MULTI_LEVEL_FORMATS: readonly FormatDefinition[] = LEVELS.map(multiLevel);

const BASISKAMPF_REF = formats('Basiskampf');

/** 003 "Basiskampf": three Pokémon each, one Active and two on the Bench, no deck, no Energy, no prizes. */
export const BASISKAMPF: FormatDefinition = {
  id: 'basiskampf',
  name: { de: 'Basiskampf', en: 'Basic Battle' },
  ref: BASISKAMPF_REF,
  profile: 'sv',
  // No deck to draw from, and the first player opens the fight with an attack.
  overrides: {
    deckSize: 3,
    openingHandSize: 3,
    prizeCount: 0,
    benchSize: 2,
    firstTurn: { mayAttack: true },
    attackCostsIgnored: true,
    winConditions: { deckOut: false },
    setup: { layout: 'lay-out-hand' },
  },
  deck: {
    ...BEGINNER_DECK,
    size: { min: 3, max: 3 },
    maxCopies: null,
    // The three are laid out as they are; any stage will do, so none needs to be Basic.
    requireBasicPokemon: false,
    supertypes: ['Pokémon'],
    trainers: { kinds: [] },
    ref: BASISKAMPF_REF,
  },
  play: [
    {
      id: 'three-face-down',
      text: 'Jeder Spieler legt seine Pokémon verdeckt hin, eins als Aktives Pokémon und zwei auf die Bank.',
      ref: BASISKAMPF_REF,
      support: 'engine',
    },
    {
      id: 'attacks-without-energy',
      text: 'Der erste Spieler wählt eine Attacke seines Aktiven Pokémon (Attacken ohne Energie).',
      ref: BASISKAMPF_REF,
      support: 'engine',
    },
    {
      id: 'last-pokemon-loses',
      text: 'Das Spiel endet, wenn ein Spieler keine Pokémon mehr übrig hat.',
      ref: BASISKAMPF_REF,
      support: 'engine',
    },
  ],
  players: { min: 2, max: 2 },
};

const PACKKAMPF_REF = formats('Packkampf');
export const DITTO_RULE_REF = formats('Ditto-Draft');

export const DITTO_RULE: PlayRule = {
  id: 'ditto-marker',
  text:
    'Einmal während deines Zuges kannst du 1 Ditto-Marke auf 1 deiner Basis-Pokémon legen, das kein Regelfeld hat '
    + '(Fähigkeit Entwicklungsvorteil: nicht im ersten Zug, nicht im Zug, in dem es ins Spiel kam; Phase 2 beendet den Zug; einmal pro Pokémon und Spiel).',
  ref: DITTO_RULE_REF,
  support: 'engine',
};

/**
 * 003 "Packkampf": one booster pack and ten basic Energy. A booster holds 4 to 11 playable cards
 * depending on the era, so the deck holds 14 to 21.
 */
export const PACKKAMPF: FormatDefinition = {
  id: 'packkampf',
  name: { de: 'Packkampf', en: 'Pack Battle' },
  ref: PACKKAMPF_REF,
  profile: 'sv',
  overrides: { deckSize: 20, prizeCount: 2, winConditions: { deckOut: false }, dittoMarkers: true },
  deck: {
    ...BEGINNER_DECK,
    size: { min: 14, max: 21 },
    // A booster may hold two of a card: the copy limit does not apply.
    maxCopies: null,
    energy: { basicOnly: false, minBasic: 10 },
    booster: { addedBasicEnergy: 10 },
    ref: PACKKAMPF_REF,
  },
  play: [
    { id: 'prize-count', text: 'Jeder Spieler legt vor Beginn des Spiels zwei Preiskarten vor sich hin.', ref: PACKKAMPF_REF, support: 'engine' },
    {
      id: 'no-deck-out',
      text: 'Spieler verlieren nicht, wenn sie zu Beginn ihres Zuges keine Karte ziehen können.',
      ref: PACKKAMPF_REF,
      support: 'engine',
    },
    DITTO_RULE,
  ],
  players: { min: 2, max: 2 },
};

export const BEGINNER_FORMATS: readonly FormatDefinition[] = [...MULTI_LEVEL_FORMATS, BASISKAMPF, PACKKAMPF];
