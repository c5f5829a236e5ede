import { choiceIn, type EffectChoice } from './card-effects/choice-text.js';
import type { CardDef } from './card.js';
import type { RuleProfile } from './profile.js';
import type { RuleRef, RuleViolation } from './rulebook.js';

export { choiceIn, type EffectChoice } from './card-effects/choice-text.js';

/** The counts a player may choose: from `min` to `max` (null: no bound but what there is). */
export interface CountRange {
  readonly min: number;
  readonly max: number | null;
}

/**
 * A count a player chooses for an effect's "up to X" or "any amount" (000 'Was ist der Unterschied zwischen „bis zu“
 * und „beliebig viele“?'): "up to X" from the era's minimum to X (000: 1, but 0 for "draw up to X cards"; 001: 1;
 * 002 and 004 say nothing, so 0), "any amount" from 0 with no upper bound but what there is.
 */
export function choiceRange(profile: RuleProfile, choice: EffectChoice): CountRange {
  if (choice.kind === 'any-amount') return { min: 0, max: null };
  return { min: choice.draw ? profile.upTo.drawMinimum : profile.upTo.minimum, max: choice.max };
}

/** The counts a player may choose for these texts' "up to X" or "any amount" in this era, or null where they offer no choice (for the importer and pickers). */
export function chosenCountRange(profile: RuleProfile, texts: readonly string[]): CountRange | null {
  const choice = choiceIn(texts);
  return choice ? choiceRange(profile, choice) : null;
}

/**
 * The choice a Trainer card offers as it is played: an Item's or a Supporter's text. A Stadium's, a Pokémon Tool's or
 * a Technical Machine's text acts later (used, or while attached), so playing one asks no count.
 */
export function trainerChoice(def: CardDef): EffectChoice | null {
  const kind = def.trainerKind ?? 'Item';
  return kind === 'Item' || kind === 'Supporter' ? choiceIn(def.rules) : null;
}

/** The counts a player may choose as they play this Trainer card, or null where it asks none (for the dashboard and the mirror). */
export function trainerCountRange(profile: RuleProfile, def: CardDef): CountRange | null {
  const choice = trainerChoice(def);
  return choice ? choiceRange(profile, choice) : null;
}

/**
 * The chosen count against the text's choice: refused outside the range, citing the era's rulebook where it says
 * what "up to" allows (`fallback`, the rule of the action, where it does not), and refused where the text offers no
 * choice.
 *
 * No count is "not stated": accepted, and the players apply the choice as before. Every client of a table states one
 * (the dashboard asks it before it sends the play, the mirror asks it when a Trainer is played on the tap pad); the
 * one sender that cannot is the battle-log importer, where the log does not show the count (a search that found
 * fewer cards than the era's least). Requiring it would refuse a legal play the log records, and inventing a number
 * would log a choice nobody made.
 */
export function checkChosenCount(profile: RuleProfile, name: string, choice: EffectChoice | null, count: number | undefined, fallback: RuleRef): RuleViolation | undefined {
  if (count === undefined) return undefined;
  if (!choice) return { code: 'count-not-asked', message: `${name} lets you choose no count.`, ref: fallback };
  const { min, max } = choiceRange(profile, choice);
  if (count >= min && (max === null || count <= max)) return undefined;
  const words = choice.kind === 'up-to' ? `"up to ${choice.max} ${choice.what}"` : `"any amount of ${choice.what}"`;
  const range = max === null ? `${min} or more` : `${min} to ${max}`;
  return { code: 'count-range', message: `${name}: ${words} lets you choose ${range}, not ${count}.`, ref: (choice.kind === 'up-to' ? profile.upTo.ref : null) ?? fallback };
}
