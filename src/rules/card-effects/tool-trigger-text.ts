import type { CardDef } from '../card.js';
import { readText } from './continuous-text.js';
import type { PokemonFilter } from './descriptor.js';
import { filterPhrase, sentencesOf } from './phrases.js';

/**
 * A Pokémon Tool's text that acts when an attack hits the Pokémon it is attached to (Rocky Helmet, Vengeful Punch,
 * Lucky Helmet, Amulet of Hope …): "If the Pokémon this card is attached to is in the Active Spot and is damaged by an
 * attack from your opponent's Pokémon (even if it is Knocked Out), …", "… is Knocked Out by damage from an attack from
 * your opponent's Pokémon, …". Survival Brace's "… has full HP and would be Knocked Out …" the engine applies itself
 * (`knock-out-survived.ts`).
 * What it does is handed to the players with the attack's `attack-effects` prompt, before Knock Outs are checked
 * (000 "Angreifen im Detail": all other effects, then Knock Outs), so what they enter counts in that check.
 */
export interface ToolTrigger {
  /** The Tool's whole text, sentences after the trigger included ("Then, discard this card."). */
  readonly text: string;
  readonly when: 'damaged-in-active' | 'knocked-out';
  /** "the Darkness Pokémon this card is attached to": the holder must be one of these. */
  readonly holder: PokemonFilter;
}

const HOLDER = "If the (.+?) this card is attached to ";
const FROM_OPPONENT = "by (?:damage from )?an attack from your opponent's Pokémon";
const FORMS: readonly { readonly re: RegExp; readonly when: ToolTrigger['when'] }[] = [
  { re: new RegExp(`^${HOLDER}is in the Active Spot and is damaged ${FROM_OPPONENT} \\(even if [^)]* is Knocked Out\\), `, 'i'), when: 'damaged-in-active' },
  // Heavy Baton's further conditions ("has a Retreat Cost of exactly 4, is in the Active Spot, and") are the players' to judge.
  { re: new RegExp(`^${HOLDER}(?:[^.]*?, and )?is Knocked Out ${FROM_OPPONENT}, `, 'i'), when: 'knocked-out' },
];

const cache = new WeakMap<CardDef, ToolTrigger | null>();

/** The Tool's trigger, or null when its text has none. */
export function toolTriggerOf(def: CardDef): ToolTrigger | null {
  let found = cache.get(def);
  if (found === undefined) {
    found = read(def);
    cache.set(def, found);
  }
  return found;
}

function read(def: CardDef): ToolTrigger | null {
  if (def.supertype !== 'Trainer' || (def.trainerKind !== 'Tool' && def.trainerKind !== 'Technical Machine')) return null;
  for (const text of def.rules) {
    const first = sentencesOf(text)[0] ?? '';
    for (const form of FORMS) {
      const m = form.re.exec(first);
      const holder = m ? filterPhrase(m[1] ?? '') : null;
      // A prize change on Knock Out is a continuous effect (Luxurious Cape, Lillie's Pearl), not a trigger; a
      // counter-attack (Rocky Helmet, Vengeful Punch, Lucky Helmet) is read, and done or handed, by counter-attack.ts.
      if (m && holder && !/takes \d+ (?:more|fewer) Prize cards?\.$/i.test(first) && !isCounterAttack(text)) return { text, when: form.when, holder };
    }
  }
  return null;
}

const isCounterAttack = (text: string): boolean => readText(text).some((r) => r.effects.some((e) => e.kind === 'counter-attack'));
