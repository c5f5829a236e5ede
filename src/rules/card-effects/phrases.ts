import { ENERGY_TYPES, type EnergyType } from '../card.js';
import type { Category } from '../card-category.js';
import type { SpecialCondition } from '../profile.js';
import type { Condition, PokemonFilter, Reach } from './descriptor.js';

/**
 * The phrases card texts build their sentences from: which Pokémon ("your Basic Pokémon in play"), under
 * which condition ("If you have more Prize cards remaining than your opponent"). A phrase outside these
 * returns null, and the sentence is left to the players rather than guessed.
 */

const TYPE_WORDS = new Set<string>(ENERGY_TYPES);
const BEFORE: Readonly<Record<string, Category>> = {
  Basic: 'Basic Pokémon',
  'Stage 1': 'Stage 1 Pokémon',
  'Stage 2': 'Stage 2 Pokémon',
  Evolution: 'Evolution Pokémon',
  Ancient: 'Ancient Pokémon',
  Future: 'Future Pokémon',
  Tera: 'Tera Pokémon',
};
const AFTER: Readonly<Record<string, Category>> = {
  V: 'Pokémon V',
  VSTAR: 'Pokémon VSTAR',
  VMAX: 'Pokémon VMAX',
  ex: 'Pokémon ex',
  EX: 'Pokémon-EX',
  GX: 'Pokémon-GX',
  'that has an Ability': 'Pokémon with an Ability',
  'that have an Ability': 'Pokémon with an Ability',
  "that don't have a Rule Box": 'no Rule Box',
  "that doesn't have a Rule Box": 'no Rule Box',
  'with a Rule Box': 'Rule Box',
};

/** The words around "Pokémon" in "Basic Fire Pokémon", "Pokémon V", "Grass, Fire, Water, or Lightning Pokémon". */
export function filterOf(before: string, after: string): PokemonFilter | null {
  const categories: Category[] = [];
  const types: EnergyType[] = [];
  const owned = OWNER.exec(before.trim());
  const rest = owned ? before.trim().slice(owned[0].length) : before;
  const words = rest.trim().replace(/Stage (\d)/g, 'Stage_$1').split(/,? (?:or )?/).filter((w) => w.length > 0);
  const exceptTypes: EnergyType[] = [];
  let affectedBy: 'Poisoned' | null = null;
  for (const raw of words) {
    const w = raw.replace('_', ' ');
    const cat = BEFORE[w];
    const non = /^non-(.+)$/.exec(w)?.[1];
    if (cat) categories.push(cat);
    else if (TYPE_WORDS.has(w)) types.push(w as EnergyType);
    else if (non !== undefined && TYPE_WORDS.has(non)) exceptTypes.push(non as EnergyType);
    else if (w === 'Poisoned') affectedBy = w;
    else return null;
  }
  const tail = after.trim();
  if (tail.length > 0) {
    const cat = AFTER[tail];
    if (!cat) return null;
    categories.push(cat);
  }
  return {
    categories,
    types,
    ...(owned && { owner: owned[1] ?? '' }),
    ...(exceptTypes.length > 0 && { exceptTypes }),
    ...(affectedBy && { affectedBy }),
  };
}

/** A Pokémon by its name ("Psyduck", "Pikachu ex"), in a subject that names one: never a kind of Pokémon. */
const NAME = "((?!Pokémon\\b)[A-Z][\\w'.-]*(?: ex)?)";

/** A trainer's Pokémon ("Cynthia's Pokémon", "Team Rocket's Pokémon"), at the start of the filter's words. */
const OWNER_WORDS = "(?:Team Rocket's|[A-Z][a-z]*'s) ";
const OWNER = new RegExp(`^(${OWNER_WORDS.slice(0, -1)})(?: |$)`);

/** A Pokémon filter's words as a regex source (three groups: the words before "Pokémon", then what follows it); `filterPhrase` reads them. */
export const FILTER = "((?:" + OWNER_WORDS + ")?(?:(?:Basic|Stage [12]|Evolution|Ancient|Future|Tera|Poisoned|(?:non-)?(?:Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|Colorless))(?:,? (?:or )?| ))*)Pokémon(?: (V|VSTAR|VMAX|ex|EX|GX|that ha(?:s|ve) an Ability|that do(?:n't|esn't) have a Rule Box|with a Rule Box)(?=\\W|$))?";

interface SubjectForm {
  readonly re: RegExp;
  readonly side: Reach['side'];
  readonly activeOnly: boolean;
  readonly benchOnly?: true;
  /** The groups are a Pokémon's name (`NAME`), not a filter's words. */
  readonly named?: true;
}

/** Who a sentence is about, at its start: the regex's groups 1 and 2 are the filter's words. */
const SUBJECTS: readonly SubjectForm[] = [
  { re: new RegExp(`^the ${FILTER} this card is attached to`, 'i'), side: 'holder', activeOnly: false },
  { re: /^(?:this Pokémon|it|that Pokémon)()()(?=\W)/i, side: 'holder', activeOnly: false },
  { re: new RegExp(`^your opponent's Active ${FILTER}`, 'i'), side: 'opponent', activeOnly: true },
  { re: new RegExp(`^your Active ${FILTER}`, 'i'), side: 'own', activeOnly: true },
  // Gravity Gemstone: "the Retreat Cost of both Active Pokémon".
  { re: new RegExp(`^both Active ${FILTER}`, 'i'), side: 'all', activeOnly: true },
  { re: new RegExp(`^your Benched ${FILTER}`, 'i'), side: 'own', activeOnly: false, benchOnly: true },
  { re: new RegExp(`^your opponent's ${FILTER}(?: in play)?`, 'i'), side: 'opponent', activeOnly: false },
  { re: new RegExp(`^(?:all of )?your ${FILTER}(?: in play)?`, 'i'), side: 'own', activeOnly: false },
  { re: new RegExp(`^(?:each |all )?${FILTER}(?: in play)? \\(both yours and your opponent's\\)`, 'i'), side: 'all', activeOnly: false },
  // Light Ball: "the Pikachu ex this card is attached to"; Paradise Resort: "each Psyduck in play (both yours and your opponent's)".
  { re: new RegExp(`^the ${NAME} this card is attached to`), side: 'holder', activeOnly: false, named: true },
  { re: new RegExp(`^each ${NAME} in play \\(both yours and your opponent's\\)`), side: 'all', activeOnly: false, named: true },
];

/** The subject at the start of `text`: who it reaches, and how long the phrase is. */
export function subjectOf(text: string): { reach: Reach; length: number } | null {
  for (const s of SUBJECTS) {
    const m = s.re.exec(text);
    if (!m) continue;
    const filter = s.named ? { categories: [], types: [], names: [m[1] ?? ''] } : filterOf(m[1] ?? '', m[2] ?? '');
    if (!filter) return null;
    return { reach: { side: s.side, activeOnly: s.activeOnly, ...(s.benchOnly && { benchOnly: true }), filter }, length: m[0].length };
  }
  return null;
}

/** A Pokémon filter as a whole phrase: "Pokémon V", "Basic Pokémon", "Fire or Water Pokémon". */
export function filterPhrase(text: string): PokemonFilter | null {
  const m = new RegExp(`^${FILTER}$`).exec(text.trim());
  const filter = m ? filterOf(m[1] ?? '', m[2] ?? '') : null;
  // A state ("Poisoned") is read on the Pokémon a subject reaches (`continuous-effects.ts`), not on an attacker or a defender named here.
  return filter?.affectedBy ? null : filter;
}

const CONDITIONS: readonly { readonly re: RegExp; readonly build: (m: RegExpExecArray) => Condition | null }[] = [
  { re: /^you have more Prize cards remaining than your opponent$/i, build: () => ({ kind: 'more-prizes-remaining' }) },
  { re: /^your opponent has (\d+) or fewer Prize cards remaining$/i, build: (m) => ({ kind: 'opponent-prizes-at-most', count: Number(m[1]) }) },
  { re: /^that Pokémon's remaining HP is (\d+) or less$/i, build: (m) => ({ kind: 'remaining-hp-at-most', amount: Number(m[1]) }) },
  // "is your Active Pokémon": the older wording (Articuno "Blizzard Veil").
  { re: /^(?:this Pokémon|the Pokémon this card is attached to) is (?:in the Active Spot|your Active Pokémon)$/i, build: () => ({ kind: 'source-spot', spot: 'active' }) },
  { re: /^this Pokémon is on your Bench$/i, build: () => ({ kind: 'source-spot', spot: 'bench' }) },
  { re: /^this Pokémon has any damage counters on it$/i, build: () => ({ kind: 'damaged' }) },
  { re: /^this Pokémon has full HP$/i, build: () => ({ kind: 'full-hp' }) },
  {
    re: /^this Pokémon has any (?:(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon) )?Energy attached$/i,
    build: (m) => ({ kind: 'energy-attached', type: (m[1] as EnergyType | undefined) ?? null, none: false }),
  },
  { re: /^this Pokémon has no Energy attached$/i, build: () => ({ kind: 'energy-attached', type: null, none: true }) },
  { re: /^this Pokémon has any Special Energy attached$/i, build: () => ({ kind: 'energy-attached', type: null, none: false, special: true }) },
  {
    re: /^this Pokémon has (\d+) or more (Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon) Energy attached$/i,
    build: (m) => ({ kind: 'energy-attached', type: m[2] as EnergyType, none: false, atLeast: Number(m[1]) }),
  },
  { re: /^this Pokémon has (\d+) or more damage counters on it$/i, build: (m) => ({ kind: 'damage-counters-at-least', count: Number(m[1]) }) },
  { re: /^you have at least 1 other (.+?) in play$/i, build: (m) => ({ kind: 'other-in-play', name: m[1] ?? '' }) },
  // A Pokémon by its name ("Plusle"), not a kind of Pokémon ("a Pokémon ex", "any Tera Pokémon"); the Pokémon with the text is another one.
  { re: /^you have ([A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*)*) in play$/, build: (m) => ({ kind: 'other-in-play', name: m[1] ?? '' }) },
  { re: /^you go first$/i, build: () => ({ kind: 'went-first' }) },
  {
    re: /^your opponent has no (.+) in play$/i,
    build: (m) => {
      const filters = (m[1] ?? '').split(' or ').map(filterPhrase);
      return filters.every((f) => f !== null) ? { kind: 'in-play-fewer-than', side: 'opponent', filters: filters as PokemonFilter[], count: 1 } : null;
    },
  },
  { re: /^you have (\d+) or more cards in the Lost Zone$/i, build: (m) => ({ kind: 'lost-zone-at-least', count: Number(m[1]) }) },
  { re: /^this Pokémon is affected by a Special Condition$/i, build: () => ({ kind: 'special-condition' }) },
  { re: /^this Pokémon is (Asleep|Burned|Confused|Paralyzed|Poisoned)$/i, build: (m) => ({ kind: 'special-condition', condition: m[1] as SpecialCondition }) },
  // A card by its name ("a Future Booster Energy Capsule", "a Memory Capsule"), not a kind of card ("a Pokémon Tool").
  { re: /^this Pokémon has an? (?!Pokémon Tool\b|Special Energy\b|Basic\b)([A-Z][^,"]*?)(?: card)? attached$/, build: (m) => ({ kind: 'card-attached', name: m[1] ?? '' }) },
  {
    re: /^the Pokémon this card is attached to (?:doesn't have a Rule Box|has no Rule Box)$/i,
    build: () => ({ kind: 'is', filter: { categories: ['no Rule Box'], types: [] } }),
  },
];

/** A clause that always holds where an Ability works at all: an Ability works only while its Pokémon is in play. */
export const ALWAYS = /^this Pokémon is in play$/i;

/** One condition clause ("you have more Prize cards remaining than your opponent"), or null when it is not one of ours. */
export function conditionOf(clause: string): Condition | null {
  for (const c of CONDITIONS) {
    const m = c.re.exec(clause.trim());
    if (m) return c.build(m);
  }
  return null;
}

/**
 * Split a text into sentences, not inside parentheses ("(Pokémon ex, Pokémon V, etc. have Rule Boxes)") and
 * also where the data lost the space after a full stop ("Colorless Energy.If you have …").
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') {
      depth = Math.max(0, depth - 1);
      // A parenthesis that is a sentence of its own ends one: "(Pokémon ex, Pokémon V, etc. have Rule Boxes.)    This card …".
      if (depth === 0 && text[i - 1] === '.' && text[i + 1] === ' ') {
        const s = text.slice(start, i + 1).trim();
        if (s.length > 0) out.push(s);
        start = i + 1;
      }
    }
    else if (ch === '.' && depth === 0) {
      const next = text[i + 1];
      if (next === undefined || next === ' ' || (next >= 'A' && next <= 'Z')) {
        const s = text.slice(start, i + 1).trim();
        if (s.length > 0) out.push(s);
        start = i + 1;
      }
    }
  }
  const rest = text.slice(start).trim();
  if (rest.length > 0) out.push(rest);
  return out;
}

/** "ColorlessColorless" -> 2. */
export function colorlessCount(symbols: string): number {
  return symbols.match(/Colorless/g)?.length ?? 0;
}
