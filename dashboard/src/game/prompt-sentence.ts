import { wordsIn, type CardLanguage, type TablePromptView } from '@protocol';
import { spotLabel, zoneLabel } from './zone-label.js';

type T = (key: string, options?: Record<string, unknown>) => string;

const ZONE_PARAMS = new Set(['zone', 'from', 'to']);

/**
 * A table prompt's text in the reader's language: its key in the "prompts" namespace with its params, zones and
 * seats worded here (by the players' names where `seatName` is given: a judge's page), a card's words (an attack's name, the text it hands over, the Pokémon it targets) in the page's card language,
 * a word by its key ("a card" the hub cannot name) in the page's language; the hub's English when the key is missing
 * (an older dashboard).
 */
export function promptSentence(key: string | undefined, params: TablePromptView['params'], english: string, t: T, language: CardLanguage, seatName?: (seat: 'p1' | 'p2') => string): string {
  if (key === undefined) return english;
  const local: Record<string, unknown> = { defaultValue: english };
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === 'object' && 'en' in value) local[name] = wordsIn(value, language);
    else if (typeof value === 'object' && 'word' in value) local[name] = t(`prompts:${value.word}`);
    // Pokémon named with their spot where the name alone does not say which one, as the attack dialog names them.
    else if (typeof value === 'object') local[name] = value.map((p) => (p.zone ? `${wordsIn(p.name, language)} (${spotLabel(p.zone, t)})` : wordsIn(p.name, language))).join(', ');
    else if (ZONE_PARAMS.has(name) && typeof value === 'string') local[name] = zoneLabel(value, t);
    else if (name === 'seat' && (value === 'p1' || value === 'p2')) local[name] = seatName ? seatName(value) : t(`seat.${value}`);
    else local[name] = value;
  }
  const sentence = t(`prompts:${key}`, local);
  // A sentence opens with a capital, also where it opens with a word of the page's own ("a card" -> "Eine Karte …").
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
