import type { ContinuousEffect } from './descriptor.js';
import { ANY_POKEMON } from './descriptor.js';

/**
 * Card texts no sentence pattern reads, as effects written out by hand: each entry names its cards by id and
 * quotes the text it stands for. Kept small; a text that several cards share belongs in a pattern instead.
 */
export interface RegistryEntry {
  readonly ids: readonly string[];
  /** The printed sentence this entry executes, verbatim. */
  readonly text: string;
  readonly effects: readonly ContinuousEffect[];
  /** What of the text the players still apply, where the entry executes only part of it. */
  readonly left?: string;
}

const FUTURE = { categories: ['Future Pokémon'], types: [] } as const;
const ANCIENT = { categories: ['Ancient Pokémon'], types: [] } as const;
const HOPS = { categories: [], types: [], owner: "Hop's" } as const;

export const REGISTRY: readonly RegistryEntry[] = [
  {
    ids: ['sv4-164', 'sv5-149'],
    text: "The Future Pokémon this card is attached to has no Retreat Cost, and the attacks it uses do 20 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).",
    effects: [
      { kind: 'retreat-cost', reach: { side: 'holder', activeOnly: false, filter: FUTURE }, to: 0, when: [] },
      { kind: 'damage-dealt', reach: { side: 'holder', activeOnly: false, filter: FUTURE }, against: ANY_POKEMON, againstActiveOnly: true, amount: 20, when: [] },
    ],
  },
  {
    ids: ['sv4-159', 'sv5-140'],
    text: 'The Ancient Pokémon this card is attached to gets +60 HP, recovers from all Special Conditions, and can\'t be affected by any Special Conditions.',
    effects: [{ kind: 'hp', reach: { side: 'holder', activeOnly: false, filter: ANCIENT }, amount: 60, when: [] }],
    left: 'recovers from all Special Conditions, and can\'t be affected by any Special Conditions',
  },
  {
    ids: ['sv9-148'],
    text: "Attacks used by the Hop's Pokémon this card is attached to cost Colorless less and do 30 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance).",
    effects: [
      { kind: 'attack-cost-less', reach: { side: 'holder', activeOnly: false, filter: HOPS }, colorless: 1, when: [] },
      { kind: 'damage-dealt', reach: { side: 'holder', activeOnly: false, filter: HOPS }, against: ANY_POKEMON, againstActiveOnly: true, amount: 30, when: [] },
    ],
  },
];

const byId = new Map<string, RegistryEntry>();
for (const entry of REGISTRY) for (const id of entry.ids) byId.set(id, entry);

export function registryEntryOf(id: string): RegistryEntry | undefined {
  return byId.get(id);
}
