import { SIXTY_CARD_DECK } from './constructed.formats.js';
import { formats, type DeckRules, type FormatDefinition, type PlayRule } from './format-definition.js';
import type { FormatOverrides } from '../rules/index.js';

const MENU_REF = formats('Menü der Beschränkungen');
const DECK_REF = formats('Menü der Beschränkungen, Optionen für Einschränkungen bei der Deckzusammenstellung');
const PLAY_REF = formats('Menü der Beschränkungen, Optionen für Einschränkungen beim Spielen');

/** One restriction of the menu: a change to the deck rules, or a play rule with what the engine gets. */
export interface Restriction {
  readonly id: RestrictionId;
  readonly kind: 'deck' | 'play';
  readonly text: string;
  readonly deck?: (rules: DeckRules) => DeckRules;
  readonly play?: Omit<PlayRule, 'id' | 'text' | 'ref'>;
  readonly overrides?: FormatOverrides;
}

export const RESTRICTION_IDS = [
  'singleton',
  'exactly-four',
  'hp-100-or-more',
  'hp-90-or-less',
  'one-type',
  'no-rule-box',
  'any-number-of-supporters',
  'one-item-per-turn',
  'several-stadiums',
  'choose-starting-pokemon',
  'evolve-when-played',
  'face-down-rainbow-energy',
  'open-hands',
] as const;
export type RestrictionId = (typeof RESTRICTION_IDS)[number];

/** Every option 003 lists, in its order. Players may agree on any number of them. */
export const RESTRICTIONS: readonly Restriction[] = [
  {
    id: 'singleton',
    kind: 'deck',
    text: 'Das Deck jedes Spielers kann nur ein Exemplar jeder Karte enthalten, außer Basis-Energie.',
    deck: (d) => ({ ...d, maxCopies: 1 }),
  },
  {
    id: 'exactly-four',
    kind: 'deck',
    text: 'Das Deck jedes Spielers muss genau vier Exemplare jeder Karte enthalten, außer Basis-Energie.',
    deck: (d) => ({ ...d, exactCopies: 4 }),
  },
  {
    id: 'hp-100-or-more',
    kind: 'deck',
    text: 'Das Deck jedes Spielers kann nur Pokémon mit 100 KP oder mehr enthalten.',
    deck: (d) => ({ ...d, pokemon: { ...d.pokemon, hp: [...d.pokemon.hp, { min: 100 }] } }),
  },
  {
    id: 'hp-90-or-less',
    kind: 'deck',
    text: 'Das Deck jedes Spielers kann nur Pokémon mit 90 KP oder weniger enthalten.',
    deck: (d) => ({ ...d, pokemon: { ...d.pokemon, hp: [...d.pokemon.hp, { max: 90 }] } }),
  },
  {
    id: 'one-type',
    kind: 'deck',
    text: 'Das Deck jedes Spielers kann nur Pokémon vom selben Typ enthalten.',
    deck: (d) => ({ ...d, pokemon: { ...d.pokemon, oneType: true } }),
  },
  {
    id: 'no-rule-box',
    kind: 'deck',
    text: 'Das Deck jedes Spielers kann nur Pokémon ohne Regelfeld enthalten.',
    deck: (d) => ({ ...d, pokemon: { ...d.pokemon, noRuleBox: true } }),
  },
  {
    id: 'any-number-of-supporters',
    kind: 'play',
    text: 'Jeder Spieler darf beliebig viele Unterstützerkarten pro Zug spielen.',
    play: { support: 'engine' },
    // "Beliebig viele": the command schema caps the field at 10, more than a hand ever plays in practice.
    overrides: { supportersPerTurn: 10 },
  },
  {
    id: 'one-item-per-turn',
    kind: 'play',
    text: 'Jeder Spieler darf nur eine Itemkarte pro Zug spielen.',
    play: { support: 'engine' },
    overrides: { itemsPerTurn: 1 },
  },
  {
    id: 'several-stadiums',
    kind: 'play',
    text: 'Jeder Spieler darf beliebig viele Stadionkarten auf einmal im Spiel haben.',
    play: { support: 'engine' },
    overrides: { stadium: { severalInPlay: true } },
  },
  {
    id: 'choose-starting-pokemon',
    kind: 'play',
    text: 'Jeder Spieler darf sein startendes Pokémon zu Beginn des Spiels aussuchen.',
    play: { support: 'engine' },
    overrides: { setup: { chooseStartingPokemon: true } },
  },
  {
    id: 'evolve-when-played',
    kind: 'play',
    text: 'Jeder Spieler darf sein Pokémon in dem Zug entwickeln, in dem es ins Spiel gebracht wurde.',
    play: { support: 'engine' },
    overrides: { evolution: { notOnPokemonsFirstTurn: false } },
  },
  {
    id: 'face-down-rainbow-energy',
    kind: 'play',
    text: 'Jeder Spieler darf eine beliebige Karte verdeckt hinlegen und als Regenbogen-Energie einsetzen.',
    play: { support: 'engine' },
    overrides: { faceDownRainbowEnergy: true },
  },
  {
    id: 'open-hands',
    kind: 'play',
    text: 'Jeder Spieler spielt mit seinen Handkarten, seinen Preiskarten und der obersten Karte seines Decks aufgedeckt.',
    // The cards lie face up at the table; the view hides none of them that the engine knows (the hand's known cards).
    play: { support: 'engine' },
    overrides: { openHands: true },
  },
];

/**
 * 003 "Menü der Beschränkungen" with the restrictions the players chose, on a 60-card deck as the
 * handbook recommends. The id lists the choices so a match log names the exact rules it ran.
 */
export function restrictionMenu(chosen: readonly RestrictionId[] = []): FormatDefinition {
  const picked = RESTRICTIONS.filter((r) => chosen.includes(r.id));
  const deck = picked.reduce<DeckRules>((rules, r) => r.deck?.(rules) ?? rules, {
    ...SIXTY_CARD_DECK,
    legality: { kind: 'any' },
    ref: DECK_REF,
  });
  const overrides = picked.reduce<FormatOverrides>((o, r) => ({ ...o, ...r.overrides }), {});
  const play: PlayRule[] = picked.flatMap((r) => (r.play ? [{ id: r.id, text: r.text, ref: PLAY_REF, ...r.play }] : []));
  return {
    id: picked.length === 0 ? 'menue' : `menue:${picked.map((r) => RESTRICTION_IDS.indexOf(r.id).toString(36)).join('')}`,
    name: { de: 'Menü der Beschränkungen', en: 'Menu of Restrictions' },
    ref: MENU_REF,
    profile: 'sv',
    overrides,
    deck,
    play,
    players: { min: 2, max: 2 },
  };
}
