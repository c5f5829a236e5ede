import { ENERGY_TYPES, type CardDef, type EnergyType } from '../card.js';
import type { EnergyUnit } from '../energy-cost.js';
import { sentencesOf } from './phrases.js';

/**
 * What a Special Energy card provides, read from its text, in the state it is in (000 glossary "Spezial-Energie":
 * it provides what its text says, while attached): "it provides Colorless Energy", "every type of Energy but
 * provides only 3 Energy at a time", "2 in any combination of Psychic Energy and Darkness Energy", and the
 * conditions that change it ("If this card is attached to a Stage 2 Pokémon, …", "… Colorless Energy instead").
 */

export type ProvisionCondition =
  | { readonly kind: 'holder-stage'; readonly stage: 'Basic' | 'Stage 2' | 'Evolution' }
  | { readonly kind: 'holder-without-rule-box' }
  | { readonly kind: 'more-prizes-remaining' }
  | { readonly kind: 'other-special-energy' };

export interface Provision {
  /** All must hold; none: what the card provides by default. */
  readonly when: readonly ProvisionCondition[];
  readonly units: readonly EnergyUnit[];
}

export interface ProvisionText {
  /** In order: the last provision whose conditions hold is what the card provides ("instead"). */
  readonly provisions: readonly Provision[];
  /** The sentences read, for coverage. */
  readonly sentences: readonly string[];
}

const TYPE = `(?:${ENERGY_TYPES.join('|')})`;
const PROVIDES = new RegExp(
  `provides? (?:((?:${TYPE})+) Energy|every type of Energy but provides only (\\d+) Energy at a time|(\\d+) in any combination of (${TYPE}) Energy and (${TYPE}) Energy)(?: instead)?\\.?$`,
  'i',
);

const CONDITIONS: readonly { readonly re: RegExp; readonly build: (m: RegExpExecArray) => ProvisionCondition }[] = [
  { re: /^this card is attached to an? (Basic|Stage 2|Evolution) Pokémon$/i, build: (m) => ({ kind: 'holder-stage', stage: m[1] as 'Basic' | 'Stage 2' | 'Evolution' }) },
  {
    re: /^this card is attached to an Evolution Pokémon that doesn't have a Rule Box(?: \([^)]*\))?$/i,
    build: () => ({ kind: 'holder-without-rule-box' }),
  },
  { re: /^you have more Prize cards remaining than your opponent$/i, build: () => ({ kind: 'more-prizes-remaining' }) },
  { re: /^the Pokémon this card is attached to has any other Special Energy attached$/i, build: () => ({ kind: 'other-special-energy' }) },
];

const cache = new WeakMap<CardDef, ProvisionText | null>();

/** The card's provisions, or null when its text states none the engine reads (then `provides` or "any one" applies). */
export function provisionOf(def: CardDef): ProvisionText | null {
  let found = cache.get(def);
  if (found === undefined) {
    found = def.supertype === 'Energy' && def.energyKind === 'Special' ? read(def) : null;
    cache.set(def, found);
  }
  return found;
}

function read(def: CardDef): ProvisionText | null {
  const provisions: Provision[] = [];
  const sentences: string[] = [];
  for (const text of def.rules) {
    for (const sentence of sentencesOf(text)) {
      const p = provisionIn(sentence);
      if (p === undefined) continue;
      if (p === null) return null;
      provisions.push(p);
      sentences.push(sentence);
    }
  }
  return provisions.length > 0 && provisions[0]?.when.length === 0 ? { provisions, sentences } : null;
}

/** undefined: the sentence is not about provision; null: it is, but the engine cannot read it. */
function provisionIn(sentence: string): Provision | null | undefined {
  const m = PROVIDES.exec(sentence);
  if (!m) return undefined;
  const head = sentence.slice(0, m.index).replace(/,? (?:it|this card) $/i, '').trim();
  const units = unitsOf(m);
  if (/^As long as this card is attached to a Pokémon$/i.test(head)) return { when: [], units };
  const clauses = /^If (.+)$/i.exec(head)?.[1]?.split(/, and if /i);
  if (!clauses) return null;
  const when: ProvisionCondition[] = [];
  for (const clause of clauses) {
    const c = CONDITIONS.map((k) => ({ k, m: k.re.exec(clause.trim()) })).find((x) => x.m !== null);
    if (!c || !c.m) return null;
    when.push(c.k.build(c.m));
  }
  return { when, units };
}

function unitsOf(m: RegExpExecArray): EnergyUnit[] {
  if (m[1] !== undefined) return m[1].match(new RegExp(TYPE, 'g'))?.map((t) => t as EnergyType) ?? [];
  if (m[2] !== undefined) return Array.from({ length: Number(m[2]) }, () => 'any' as const);
  const pair = [m[4], m[5]].filter((t): t is EnergyType => t !== undefined);
  return Array.from({ length: Number(m[3]) }, () => pair);
}
