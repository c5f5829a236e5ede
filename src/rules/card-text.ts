import type { CardDef } from './card.js';

/**
 * Rules that printed card text changes, read from the text itself (never from a list of names): the
 * Tool limit an Ability raises, attached cards discarded at the end of their owner's turn, the texts
 * that act between turns, and the explicit permissions to evolve early that 000 "Hinweise zur Entwicklung" requires ("es sei denn, eine
 * Karte drückt dies unmissverständlich aus").
 */

const NUMBER_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5 };

/** "This Pokémon may have up to 4 Pokémon Tools attached to it." (Revavroom ex "Tune-Up", Garbodor VMAX). */
const TOOL_LIMIT = /may have up to (\d+|two|three|four|five) Pokémon Tools attached/i;

const toolLimits = new WeakMap<CardDef, number | null>();

/** The Tool limit a Pokémon's own Ability sets, or null when its text sets none. */
export function toolLimitOf(def: CardDef): number | null {
  let limit = toolLimits.get(def);
  if (limit === undefined) {
    limit = null;
    for (const a of def.abilities) {
      const m = TOOL_LIMIT.exec(a.text);
      const n = m?.[1];
      if (n !== undefined) limit = Math.max(limit ?? 0, NUMBER_WORDS[n.toLowerCase()] ?? Number(n));
    }
    toolLimits.set(def, limit);
  }
  return limit;
}

/**
 * Team Flare Hyper Gear (000 "Anhang 21"): "Attach this Pokemon Tool to 1 of your opponent's Pokemon-EX that
 * doesn't already have a Pokemon Tool attached to it." (Head Ringer, Jamming Net; the data spells Pokemon
 * without its accent there).
 */
const OPPONENTS_EX_TOOL = /Attach this Pok[eé]mon Tool to 1 of your opponent's Pok[eé]mon-EX\b/i;

/** A Pokémon Tool whose text attaches it only to the opponent's Pokémon-EX. */
export function attachesToOpponentsEx(def: CardDef): boolean {
  return def.rules.some((r) => OPPONENTS_EX_TOOL.test(r));
}

const endOfTurnDiscards = new WeakMap<CardDef, boolean>();

/**
 * An attached card whose text discards it at the end of its owner's turn: SV Technical Machines ("If this
 * card is attached to 1 of your Pokémon, discard it at the end of your turn."), PlusPower and Aqua Energy
 * ("At the end of your turn, discard PlusPower.").
 */
export function discardedAtEndOfTurn(def: CardDef): boolean {
  if (def.rules.length === 0) return false;
  let found = endOfTurnDiscards.get(def);
  if (found === undefined) {
    const self = `(?:it|this card|${escape(def.name)})`;
    const re = new RegExp(`discard ${self} at the end of your turn|at the end of your turn, discard ${self}\\b`, 'i');
    found = def.rules.some((r) => re.test(r));
    endOfTurnDiscards.set(def, found);
  }
  return found;
}

/** A card's text acting between turns, named as the Checkup's reminder names it. */
export interface NamedText {
  readonly name: string;
  readonly text: string;
}

const BETWEEN_TURNS = /between turns|Pokémon Checkup/i;
const NO_TEXTS: readonly NamedText[] = [];
const betweenTurnsByCard = new WeakMap<CardDef, readonly NamedText[]>();

/** The Abilities and rule texts of a card that act between turns (the Checkup hands them to the players), found once per card. */
export function betweenTurnsTexts(def: CardDef): readonly NamedText[] {
  // Most attached cards are basic Energy without any text: no lookup for them.
  if (def.rules.length === 0 && def.abilities.length === 0) return NO_TEXTS;
  let found = betweenTurnsByCard.get(def);
  if (!found) {
    found = [
      ...def.abilities.filter((a) => BETWEEN_TURNS.test(a.text)).map((a) => ({ name: `${def.name}: ${a.name}`, text: a.text })),
      ...def.rules.filter((r) => BETWEEN_TURNS.test(r)).map((text) => ({ name: def.name, text })),
    ];
    betweenTurnsByCard.set(def, found);
  }
  return found;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What a text explicitly allows against the evolution timing rules. */
export interface EarlyEvolution {
  /** Evolve during the player's first turn. */
  readonly firstTurn: boolean;
  /** Evolve a Pokémon that came into play (or evolved) this turn. */
  readonly newInPlay: boolean;
}

const NONE: EarlyEvolution = { firstTurn: false, newInPlay: false };
const NEW_IN_PLAY = /put into play this turn|the turn you play (?:it|that Pokémon)/i;
const FORBIDS = /\bcan(?:'t|not| not)\b/i;
const GOING_SECOND = /If you go second/i;

/**
 * The sentences of a text that allow evolving early: "You can use this card during your first turn or on
 * a Pokémon that was put into play this turn." (Wally), "This Pokémon can evolve during your first turn
 * or the turn you play it." (Caterpie "Adaptive Evolution"), "If you go second, this Pokémon can evolve
 * during your first turn." (Shinx "Evolutionary Advantage"). "You can't use this card during your first
 * turn" (Rare Candy) allows nothing.
 */
export function earlyEvolution(texts: readonly string[], wentSecond: boolean): EarlyEvolution {
  let firstTurn = false;
  let newInPlay = false;
  for (const text of texts) {
    if (!/during your first turn/i.test(text)) continue;
    for (const sentence of text.split(/(?<=\.)\s+/)) {
      if (!/during your first turn/i.test(sentence) || FORBIDS.test(sentence)) continue;
      if (!/\b(?:evolve|use this card|play this card)\b/i.test(sentence)) continue;
      if (GOING_SECOND.test(sentence) && !wentSecond) continue;
      firstTurn = true;
      if (NEW_IN_PLAY.test(sentence)) newInPlay = true;
    }
  }
  return firstTurn || newInPlay ? { firstTurn, newInPlay } : NONE;
}

/** The texts of a card that may grant an early evolution: its rules and Abilities (Ancient Traits included). */
export function evolutionTexts(def: CardDef): string[] {
  return [...def.rules, ...def.abilities.map((a) => a.text)];
}
