import { ENERGY_TYPES, type EnergyType } from '../card.js';
import type { PokemonFilter } from './descriptor.js';
import { filterPhrase, sentencesOf } from './phrases.js';

/**
 * "N×", "N+" and "N−" attacks: the sentence of the attack text that says what the damage counts
 * ("This attack does 30 damage for each Energy attached to this Pokémon.", "If your opponent's Active
 * Pokémon is a Pokémon ex, this attack does 120 more damage."), read into a term the engine evaluates on
 * the state (`damage-count.ts`). Counts only the table knows (cards discarded from the hand, cards found)
 * are `entered`: the `Attack` command carries them.
 */

export type CountedThing =
  | { readonly kind: 'energy'; readonly on: 'self' | 'defender' | 'own-all' | 'opponent-all' | 'both-active'; readonly type: EnergyType | null }
  | { readonly kind: 'damage-counters'; readonly on: 'self' | 'defender' }
  | { readonly kind: 'prizes-taken'; readonly by: 'self' | 'opponent' }
  | { readonly kind: 'benched'; readonly side: 'own' | 'opponent' | 'both'; readonly filter: PokemonFilter }
  | { readonly kind: 'retreat-symbols'; readonly on: 'defender' }
  | { readonly kind: 'hand'; readonly whose: 'self' | 'opponent' }
  | { readonly kind: 'tools'; readonly on: 'own-all' }
  | { readonly kind: 'defender-conditions' }
  | { readonly kind: 'discard'; readonly what: 'Pokémon' | 'Energy card'; readonly type: EnergyType | null }
  | { readonly kind: 'own-damaged' }
  | { readonly kind: 'opponent-with-ability' }
  /**
   * "Discard all Metal Energy from this Pokémon. This attack does 50 damage for each card you discarded in this way.":
   * the Energy cards the attack's own discard takes (attack-energy-discard.ts), counted as the damage is worked out.
   */
  | { readonly kind: 'own-energy-discarded'; readonly type: EnergyType | null; readonly basic: boolean }
  /** Only the table knows: the `Attack` command's `count`, from `min` to `max` (null: no printed limit). */
  | { readonly kind: 'entered'; readonly what: string; readonly max: number | null; readonly upTo: boolean };

export type DamageCondition =
  | { readonly kind: 'defender-is'; readonly filters: readonly PokemonFilter[] }
  | { readonly kind: 'defender-damaged' }
  | { readonly kind: 'self-damaged'; readonly not: boolean }
  | { readonly kind: 'self-energy'; readonly type: EnergyType | 'Special' }
  | { readonly kind: 'self-tool' }
  | { readonly kind: 'defender-tool' }
  | { readonly kind: 'defender-condition'; readonly condition: 'Poisoned' | 'Burned' | 'Asleep' | 'Confused' | 'Paralyzed' | null }
  | { readonly kind: 'self-condition'; readonly condition: 'Poisoned' | 'Burned' }
  | { readonly kind: 'own-bench-damaged' }
  | { readonly kind: 'stadium'; readonly own: boolean }
  | { readonly kind: 'more-prizes-remaining' }
  | { readonly kind: 'same-hand-size' }
  | { readonly kind: 'opponent-hand-at-most'; readonly count: number }
  /** "If any of your (Fighting) Pokémon were Knocked Out by damage from an attack during your opponent's last turn". */
  | { readonly kind: 'own-knocked-out-last-turn'; readonly filter: PokemonFilter };

export type DamageTerm =
  /** "does N damage for each" (×), "N more" (+), "N less" (−). */
  | { readonly kind: 'per'; readonly amount: number; readonly mode: 'times' | 'more' | 'less'; readonly count: CountedThing; readonly text: string }
  /** "If <condition>, this attack does N more damage." */
  | { readonly kind: 'if'; readonly amount: number; readonly when: DamageCondition; readonly text: string };

const TYPE = `(${ENERGY_TYPES.join('|')})`;
const PER = /^(?:This attack )?does (\d+) (more |less )?damage for each (.+)\.$/i;
const IF = /^If (.+?), this attack does (\d+) more damage\.$/i;

const COUNTS: readonly { readonly re: RegExp; readonly build: (m: RegExpExecArray) => CountedThing | null }[] = [
  { re: new RegExp(`^(?:${TYPE} )?Energy attached to this Pokémon$`, 'i'), build: (m) => ({ kind: 'energy', on: 'self', type: typeOf(m[1]) }) },
  { re: new RegExp(`^(?:${TYPE} )?Energy attached to (?:your opponent's Active Pokémon|the Defending Pokémon)$`, 'i'), build: (m) => ({ kind: 'energy', on: 'defender', type: typeOf(m[1]) }) },
  { re: new RegExp(`^(?:${TYPE} )?Energy attached to all of your Pokémon$`, 'i'), build: (m) => ({ kind: 'energy', on: 'own-all', type: typeOf(m[1]) }) },
  { re: new RegExp(`^(?:${TYPE} )?Energy attached to all of your opponent's Pokémon$`, 'i'), build: (m) => ({ kind: 'energy', on: 'opponent-all', type: typeOf(m[1]) }) },
  { re: /^Energy attached to both Active Pokémon$/i, build: () => ({ kind: 'energy', on: 'both-active', type: null }) },
  { re: /^damage counter on this Pokémon$/i, build: () => ({ kind: 'damage-counters', on: 'self' }) },
  { re: /^damage counter on (?:your opponent's Active Pokémon|the Defending Pokémon)$/i, build: () => ({ kind: 'damage-counters', on: 'defender' }) },
  { re: /^Prize card your opponent has taken$/i, build: () => ({ kind: 'prizes-taken', by: 'opponent' }) },
  { re: /^Prize card you have taken$/i, build: () => ({ kind: 'prizes-taken', by: 'self' }) },
  { re: /^of your opponent's Benched Pokémon$/i, build: () => ({ kind: 'benched', side: 'opponent', filter: { categories: [], types: [] } }) },
  { re: /^Benched Pokémon \(both yours and your opponent's\)$/i, build: () => ({ kind: 'benched', side: 'both', filter: { categories: [], types: [] } }) },
  {
    re: /^of your Benched (.*Pokémon.*)$/i,
    build: (m) => {
      const filter = filterPhrase(m[1] ?? '');
      return filter ? { kind: 'benched', side: 'own', filter } : null;
    },
  },
  { re: new RegExp(`^${TYPE} in your opponent's Active Pokémon's Retreat Cost$`, 'i'), build: () => ({ kind: 'retreat-symbols', on: 'defender' }) },
  { re: /^card in your hand$/i, build: () => ({ kind: 'hand', whose: 'self' }) },
  { re: /^card in your opponent's hand$/i, build: () => ({ kind: 'hand', whose: 'opponent' }) },
  { re: /^Pokémon Tool attached to all of your Pokémon$/i, build: () => ({ kind: 'tools', on: 'own-all' }) },
  { re: /^Special Condition affecting (?:your opponent's Active Pokémon|the Defending Pokémon)$/i, build: () => ({ kind: 'defender-conditions' }) },
  { re: new RegExp(`^(?:${TYPE} )?Pokémon in your discard pile$`, 'i'), build: (m) => ({ kind: 'discard', what: 'Pokémon', type: typeOf(m[1]) }) },
  { re: new RegExp(`^(?:Basic )?(?:${TYPE} )?Energy card in your discard pile$`, 'i'), build: (m) => ({ kind: 'discard', what: 'Energy card', type: typeOf(m[1]) }) },
  { re: /^of your Pokémon that has any damage counters on it$/i, build: () => ({ kind: 'own-damaged' }) },
  { re: /^of your opponent's Pokémon in play that has an Ability$/i, build: () => ({ kind: 'opponent-with-ability' }) },
  // What happened while the attack resolved and only the table saw: the command carries the count.
  { re: /^(.+? (?:in this way|you find there))$/i, build: (m) => ({ kind: 'entered', what: m[1] ?? '', max: null, upTo: false }) },
];

const CONDITIONS: readonly { readonly re: RegExp; readonly build: (m: RegExpExecArray) => DamageCondition | null }[] = [
  {
    re: /^your opponent's Active Pokémon is an? (.+)$/i,
    build: (m) => {
      const filters = (m[1] ?? '').split(/ or an? | or /).map((f) => filterPhrase(f));
      return filters.every((f): f is PokemonFilter => f !== null) ? { kind: 'defender-is', filters } : null;
    },
  },
  { re: /^your opponent's Active Pokémon already has any damage counters on it$/i, build: () => ({ kind: 'defender-damaged' }) },
  { re: /^this Pokémon has any damage counters on it$/i, build: () => ({ kind: 'self-damaged', not: false }) },
  { re: /^this Pokémon has no damage counters on it$/i, build: () => ({ kind: 'self-damaged', not: true }) },
  { re: new RegExp(`^this Pokémon has any (${ENERGY_TYPES.join('|')}|Special) Energy attached$`, 'i'), build: (m) => ({ kind: 'self-energy', type: m[1] as EnergyType | 'Special' }) },
  { re: /^this Pokémon has a Pokémon Tool attached$/i, build: () => ({ kind: 'self-tool' }) },
  { re: /^your opponent's Active Pokémon has a Pokémon Tool attached$/i, build: () => ({ kind: 'defender-tool' }) },
  { re: /^your opponent's Active Pokémon is affected by a Special Condition$/i, build: () => ({ kind: 'defender-condition', condition: null }) },
  { re: /^your opponent's Active Pokémon is (Poisoned|Burned|Asleep|Confused|Paralyzed)$/i, build: (m) => ({ kind: 'defender-condition', condition: m[1] as 'Poisoned' }) },
  { re: /^this Pokémon is (Poisoned|Burned)$/i, build: (m) => ({ kind: 'self-condition', condition: m[1] as 'Poisoned' | 'Burned' }) },
  { re: /^your Benched Pokémon have any damage counters on them$/i, build: () => ({ kind: 'own-bench-damaged' }) },
  { re: /^a Stadium is in play$/i, build: () => ({ kind: 'stadium', own: false }) },
  { re: /^you have a Stadium in play$/i, build: () => ({ kind: 'stadium', own: true }) },
  { re: /^you have more Prize cards remaining than your opponent$/i, build: () => ({ kind: 'more-prizes-remaining' }) },
  { re: /^you have the same number of cards in your hand as your opponent$/i, build: () => ({ kind: 'same-hand-size' }) },
  { re: /^your opponent has (\d+) or fewer cards in their hand$/i, build: (m) => ({ kind: 'opponent-hand-at-most', count: Number(m[1]) }) },
  {
    re: /^any of your (.*Pokémon) were Knocked Out by damage from an attack during your opponent's last turn$/i,
    build: (m) => {
      const filter = filterPhrase(m[1] ?? '');
      return filter ? { kind: 'own-knocked-out-last-turn', filter } : null;
    },
  },
];

function typeOf(s: string | undefined): EnergyType | null {
  return s === undefined ? null : (s as EnergyType);
}

/** "Discard up to 2 Basic Water Energy cards from your hand." — the limit an entered count must keep. */
const UP_TO = /\bup to (\d+)\b/i;

/** The damage terms of an attack's text, each with the sentence it was read from; the others stay with the players. */
export function damageTermsOf(text: string): DamageTerm[] {
  const terms: DamageTerm[] = [];
  const upTo = UP_TO.exec(text);
  for (const sentence of sentencesOf(text)) {
    const per = PER.exec(sentence);
    if (per) {
      const thing = per[3] ?? '';
      if (/^heads$/i.test(thing)) continue;
      const count = COUNTS.map((c) => ({ c, m: c.re.exec(thing) })).find((x) => x.m !== null);
      const built = count?.m ? count.c.build(count.m) : null;
      if (!built) continue;
      const limited = built.kind === 'entered' && upTo ? { ...built, max: Number(upTo[1]), upTo: true } : built;
      const mode = per[2] === undefined ? 'times' : per[2].trim().toLowerCase() === 'less' ? 'less' : 'more';
      terms.push({ kind: 'per', amount: Number(per[1]), mode, count: limited, text: sentence });
      continue;
    }
    const cond = IF.exec(sentence);
    if (cond && !/^(?:heads|tails|you do|both of them are heads)$/i.test(cond[1] ?? '')) {
      const found = CONDITIONS.map((c) => ({ c, m: c.re.exec(cond[1] ?? '') })).find((x) => x.m !== null);
      const when = found?.m ? found.c.build(found.m) : null;
      if (when) terms.push({ kind: 'if', amount: Number(cond[2]), when, text: sentence });
    }
  }
  return terms;
}
