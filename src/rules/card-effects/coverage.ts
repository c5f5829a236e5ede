import { parseAttack } from '../attack-text.js';
import type { CardDef } from '../card.js';
import { readText } from './continuous-text.js';
import { cardEffects } from './index.js';

/**
 * Which texts of a card the engine executes and which it hands to the players (an `EffectNeedsAdjustment`,
 * a `TrainerPlayed.text`, a `CheckupReminder` they apply with `Adjust`): nothing is silently ignored. For
 * coverage figures over a card pool and for a battle-log importer deciding what to enter by hand.
 */
export interface TextCoverage {
  readonly where: 'attack' | 'ability' | 'trainer' | 'energy';
  /** The attack's or Ability's name; the card's name for Trainer and Energy text. */
  readonly name: string;
  readonly text: string;
  readonly executed: boolean;
}

const ACTIVATED = /^(?:Once during your turn|During your turn|You must discard|When you play this Pokémon)/i;

export function textCoverage(def: CardDef): TextCoverage[] {
  const out: TextCoverage[] = [];
  for (const a of def.attacks) {
    if (a.text.trim().length === 0) continue;
    out.push({ where: 'attack', name: a.name, text: a.text, executed: parseAttack(a).manual.length === 0 });
  }
  const readings = new Map(cardEffects(def).readings.map((r) => [r.text, r.executed] as const));
  if (def.supertype === 'Pokémon') {
    for (const a of def.abilities) {
      // An Ability a player uses (once during the turn …) is logged with UseAbility and its effect entered by them.
      const continuous = !ACTIVATED.test(a.text) && [...readings.keys()].some((t) => a.text.includes(t));
      const executed = continuous && [...readings].filter(([t]) => a.text.includes(t)).every(([, done]) => done);
      out.push({ where: 'ability', name: a.name, text: a.text, executed });
    }
    return out;
  }
  const where = def.supertype === 'Energy' ? 'energy' : 'trainer';
  if (readings.size === 0) {
    // Items and Supporters act once: `TrainerPlayed.text` hands their text to the players, all but the reminders of rules.
    for (const r of def.rules.flatMap(readText)) out.push({ where, name: def.name, text: r.text, executed: r.executed });
    return out;
  }
  for (const [text, executed] of readings) out.push({ where, name: def.name, text, executed });
  return out;
}
