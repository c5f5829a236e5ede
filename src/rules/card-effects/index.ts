import type { CardDef } from '../card.js';
import { readText } from './continuous-text.js';
import type { ContinuousEffect, TextReading } from './descriptor.js';
import { provisionOf } from './energy-provision.js';
import { registryEntryOf } from './registry.js';

export type { Condition, ContinuousEffect, PerCount, PokemonFilter, Reach, TextReading } from './descriptor.js';
export { provisionOf, type Provision, type ProvisionCondition } from './energy-provision.js';
export { matchesFilter } from './pokemon-filter.js';

/**
 * The continuous effects of one card, from its text (Abilities of a Pokémon; the text of a Pokémon Tool,
 * Stadium or Special Energy) and the registry; read once per card and cached.
 */
export interface CardEffects {
  readonly effects: readonly ContinuousEffect[];
  /** Every sentence read, executed or handed to the players. */
  readonly readings: readonly TextReading[];
}

const NONE: CardEffects = { effects: [], readings: [] };
const cache = new WeakMap<CardDef, CardEffects>();

export function cardEffects(def: CardDef): CardEffects {
  let found = cache.get(def);
  if (!found) {
    found = read(def);
    cache.set(def, found);
  }
  return found;
}

/** The texts of a card that hold continuous effects. Supporters and Items act once: the players apply them. */
function continuousTexts(def: CardDef): readonly string[] {
  if (def.supertype === 'Pokémon') return def.abilities.map((a) => a.text);
  if (def.supertype === 'Trainer' && (def.trainerKind === 'Tool' || def.trainerKind === 'Stadium' || def.trainerKind === 'Technical Machine')) {
    // A Forest Seal Stone's VSTAR Power is an Ability the Pokémon uses (UseAbility), not a continuous text.
    return def.rules;
  }
  if (def.supertype === 'Energy' && def.energyKind === 'Special') return def.rules;
  return [];
}

function read(def: CardDef): CardEffects {
  const texts = continuousTexts(def);
  const entry = registryEntryOf(def.id);
  if (texts.length === 0 && !entry) return NONE;
  const provided = new Set(provisionOf(def)?.sentences ?? []);
  const readings: TextReading[] = [];
  for (const text of texts) {
    for (const r of readText(text, def.name)) {
      if (entry && r.text === entry.text) readings.push({ text: r.text, effects: entry.effects, executed: entry.left === undefined });
      else readings.push(provided.has(r.text) ? { ...r, executed: true } : r);
    }
  }
  return { effects: readings.flatMap((r) => r.effects), readings };
}
