import { nameKey } from '../catalogue/search-key.js';
import type { DeckListProblemCode } from '../protocol/index.js';
import type { CardDef, EnergyType, Supertype } from '../rules/index.js';
import { deckName, isBasicEnergy } from './deck-name.js';

/** What resolving a deck list needs from the catalogue. */
export interface CardLookup {
  /** Cards with this set code (ptcgoCode such as "SVI" or "PR-SV", or a set id) and number; undefined for an unknown set code. */
  byCode(setCode: string, number: string): readonly CardDef[] | undefined;
  /** Cards whose name is this one (case, accents and punctuation aside). */
  byName(name: string): readonly CardDef[];
  /** The basic Energy card of a type the hub prefers (the newest printing). */
  basicEnergy(type: EnergyType): CardDef | undefined;
  /** The code a set is written with in deck lists ("SVI" for sv1). */
  ptcgoCode(setId: string): string | undefined;
}

export type DeckSection = 'Pokémon' | 'Trainer' | 'Energy';

export interface DeckListLine {
  /** 1-based line number in the pasted text. */
  readonly line: number;
  readonly count: number;
  readonly card: CardDef;
}

export interface DeckListProblem {
  readonly line: number;
  readonly text: string;
  /** Why, in English; a page words `code` with `params` in its reader's language. */
  readonly reason: string;
  readonly code: DeckListProblemCode;
  readonly params: Readonly<Record<string, string | number>>;
  /** The set code whose cards the catalogue lacks (the set unknown, or this number not in it): importing the set cures the line. */
  readonly missingSet?: string;
}

export interface ParsedDeckList {
  readonly lines: readonly DeckListLine[];
  /** Every line that is not a card of the deck or a header that adds up, with why. Nothing is dropped silently. */
  readonly problems: readonly DeckListProblem[];
}

/** Deck lists pasted from the web carry HTML entities ("Boss&#39;s Orders", "Pok&eacute;mon"). */
const NAMED_ENTITIES: Record<string, string> = { amp: '&', apos: "'", quot: '"', lt: '<', gt: '>', nbsp: ' ', eacute: 'é', Eacute: 'É', rsquo: '’', lsquo: '‘' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return NAMED_ENTITIES[entity] ?? whole;
  });
}

/** TCG Live writes basic Energy as "Basic {G} Energy"; the letters are the type symbols of the cards. */
const ENERGY_SYMBOLS: Record<string, EnergyType> = {
  G: 'Grass', R: 'Fire', W: 'Water', L: 'Lightning', P: 'Psychic', F: 'Fighting', D: 'Darkness', M: 'Metal', Y: 'Fairy', N: 'Dragon', C: 'Colorless',
};

// TCG Live writes the headers in the player's language: "Energie: 12" in German, "Énergie: 12" in French.
const HEADER = /^#*\s*(Pok[ée]mon|Trainers?|Dresseurs?|Energy|Energies|Energie|Énergies?)(?:\s+Cards)?\s*[:\-–]\s*(\d+)\s*$/i;
// PTCGO framed its exports with "****** Pokémon Trading Card Game Deck List ******" lines.
const BANNER = /^\*{3,}.*\*{3,}$/;
const TOTAL = /^#*\s*(?:Total\s+Cards|Karten\s+insgesamt|Gesamtzahl\s+der\s+Karten|Total\s+de\s+cartes|Cartes\s+totales)\s*[:\-–]\s*(\d+)\s*$/i;
const CARD_LINE = /^(?:[*\-•]\s*)?(\d{1,3})\s*x?\s+(.+?)\s*$/i;
// "SVI 57", "PR-SV 85", "SVE 4", "SWSH 020": a set code, then the number, at the end of the line.
const CODE_AND_NUMBER = /^(.*?)\s+([A-Z][A-Z0-9]{1,11}(?:-[A-Z]{1,4})?)\s+([A-Z]{0,6}\d+[a-z]?)$/;

interface Section {
  readonly name: DeckSection;
  readonly line: number;
  readonly text: string;
  readonly declared: number;
  counted: number;
}

/**
 * Parses a TCG Live / Limitless / PTCGO export and resolves every card line against the catalogue.
 * Windows line endings, HTML entities, "* 4 ..." bullets and "Basic {G} Energy" are understood; what
 * cannot be resolved is reported with its line number and why, never dropped.
 */
export function parseDeckList(text: string, lookup: CardLookup): ParsedDeckList {
  const lines: DeckListLine[] = [];
  const problems: DeckListProblem[] = [];
  const sections: Section[] = [];
  let total: { line: number; text: string; declared: number } | undefined;

  decodeEntities(text)
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      const clean = raw.replace(/\u00a0/g, ' ').trim();
      if (clean === '' || BANNER.test(clean)) return;
      const header = HEADER.exec(clean);
      if (header) {
        sections.push({ name: sectionOf(header[1] ?? ''), line, text: clean, declared: Number(header[2]), counted: 0 });
        return;
      }
      const totalLine = TOTAL.exec(clean);
      if (totalLine) {
        total = { line, text: clean, declared: Number(totalLine[1]) };
        return;
      }
      const cardLine = CARD_LINE.exec(clean);
      if (!cardLine) {
        problems.push({ line, text: clean, ...unread('not-a-card-line', 'not a card line: expected "<count> <name> <set code> <number>", e.g. "4 Pikachu ex SVI 57"') });
        return;
      }
      const count = Number(cardLine[1]);
      if (count < 1) {
        problems.push({ line, text: clean, ...unread('no-count', 'a card line needs a count of 1 or more') });
        return;
      }
      const resolved = resolve(cardLine[2] ?? '', lookup);
      if ('reason' in resolved) {
        problems.push({ line, text: clean, ...resolved });
        return;
      }
      lines.push({ line, count, card: resolved.card });
      const section = sections.at(-1);
      if (section) {
        section.counted += count;
        if (section.name !== resolved.card.supertype) {
          const { name, supertype } = resolved.card;
          problems.push({ line, text: clean, ...unread('wrong-section', `${name} is a ${supertype} card, listed under "${section.text}"`, { card: name, supertype, section: section.text }) });
        }
      }
    });

  for (const s of sections) {
    if (s.counted !== s.declared) problems.push({ line: s.line, text: s.text, ...unread('header-count', `the header says ${s.declared} cards, the lines below it add up to ${s.counted}`, { declared: s.declared, counted: s.counted }) });
  }
  const sum = lines.reduce((n, l) => n + l.count, 0);
  if (total && total.declared !== sum) problems.push({ line: total.line, text: total.text, ...unread('total-count', `the list says ${total.declared} cards, its resolved lines add up to ${sum}`, { declared: total.declared, counted: sum }) });
  return { lines, problems: problems.sort((a, b) => a.line - b.line) };
}

function sectionOf(word: string): DeckSection {
  const w = word.toLowerCase();
  if (w.startsWith('tr') || w.startsWith('dr')) return 'Trainer';
  if (w.startsWith('en') || w.startsWith('én')) return 'Energy';
  return 'Pokémon';
}

type Unread = Pick<DeckListProblem, 'reason' | 'code' | 'params' | 'missingSet'>;

const unread = (code: DeckListProblemCode, reason: string, params: DeckListProblem['params'] = {}): Unread => ({ code, reason, params });

function resolve(rest: string, lookup: CardLookup): { card: CardDef } | Unread {
  // German lists write "Basis-{R}-Energie".
  const symbol = /^(?:Basic\s+\{([A-Z])\}\s+Energy|Basis-?\s*\{([A-Z])\}\s*-?\s*Energie)(?=\s|$)/i.exec(rest);
  const coded = CODE_AND_NUMBER.exec(rest);
  const name = (coded?.[1] ?? rest).trim();
  const energyType = symbol ? ENERGY_SYMBOLS[(symbol[1] ?? symbol[2] ?? '').toUpperCase()] : basicEnergyType(name);

  if (coded) {
    const [, , setCode = '', number = ''] = coded;
    const cards = lookup.byCode(setCode, number);
    if (cards === undefined) {
      if (energyType) return basicEnergyOf(energyType, lookup);
      return { ...unread('unknown-set-code', `unknown set code "${setCode}"`, { set: setCode }), missingSet: setCode };
    }
    const card = cards.find((c) => sameName(c, name, energyType));
    if (card) return { card };
    if (energyType) return basicEnergyOf(energyType, lookup);
    if (cards.length === 0) return { ...unread('no-card-at-number', `no card ${setCode} ${number} in the catalogue`, { set: setCode, number }), missingSet: setCode };
    const names = cards.map((c) => `"${c.name}"`).join(' or ');
    return unread('other-card-at-number', `${setCode} ${number} is ${names}, not "${name}"`, { set: setCode, number, names: cards.map((c) => c.name).join(', '), name });
  }
  if (energyType) return basicEnergyOf(energyType, lookup);
  const named = lookup.byName(name);
  const newest = named.at(0);
  if (newest === undefined) return unread('no-card-named', `no card named "${name}" in the catalogue, and no set code and number to look it up by`, { name });
  // Without a set code a name stands for a card only where every printing plays alike: Trainers and Energy, not Pokémon.
  if (named.every((c) => c.supertype !== 'Pokémon')) return { card: newest };
  return unread('pokemon-needs-code', `"${name}" is a Pokémon: give its set code and number, its printings differ (${named.length} in the catalogue)`, { name, printings: named.length });
}

function basicEnergyType(name: string): EnergyType | undefined {
  const match = /^(?:Basic\s+)?(\w+)\s+Energy$/i.exec(name.trim());
  const type = match?.[1];
  if (type === undefined) return undefined;
  return Object.values(ENERGY_SYMBOLS).find((t) => t.toLowerCase() === type.toLowerCase() && t !== 'Colorless' && t !== 'Dragon');
}

function basicEnergyOf(type: EnergyType, lookup: CardLookup): { card: CardDef } | Unread {
  const card = lookup.basicEnergy(type);
  return card ? { card } : unread('no-basic-energy', `no basic ${type} Energy in the catalogue`, { type });
}

function sameName(card: CardDef, name: string, energyType: EnergyType | undefined): boolean {
  if (energyType !== undefined) return isBasicEnergy(card) && (card.provides?.includes(energyType) ?? card.name.includes(energyType));
  const key = nameKey(name);
  return nameKey(deckName(card)) === key || namesOf(card).some((n) => nameKey(n) === key);
}

/** A card's English name and, where the catalogue knows them, its German and French names: a list may be in any of them. */
export function namesOf(card: CardDef): string[] {
  return [card.name, ...(card.names?.de === undefined ? [] : [card.names.de]), ...(card.names?.fr === undefined ? [] : [card.names.fr])];
}

const SECTION_ORDER: readonly Supertype[] = ['Pokémon', 'Trainer', 'Energy'];

/** The list in TCG Live's format: "Pokémon: 12", "4 Pikachu ex SVI 57", ..., "Total Cards: 60". */
export function exportDeckList(deck: readonly { readonly card: CardDef; readonly count: number }[], lookup: Pick<CardLookup, 'ptcgoCode'>): string {
  const blocks = SECTION_ORDER.flatMap((section) => {
    const entries = deck.filter((e) => e.card.supertype === section && e.count > 0);
    if (entries.length === 0) return [];
    const n = entries.reduce((sum, e) => sum + e.count, 0);
    const lines = entries.map((e) => `${e.count} ${e.card.name} ${lookup.ptcgoCode(e.card.setId) ?? e.card.setId.toUpperCase()} ${e.card.number}`);
    return [[`${section}: ${n}`, ...lines].join('\n')];
  });
  const total = deck.reduce((sum, e) => sum + Math.max(0, e.count), 0);
  return `${[...blocks, `Total Cards: ${total}`].join('\n\n')}\n`;
}
