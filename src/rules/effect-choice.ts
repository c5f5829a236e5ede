import { choiceIn, type EffectChoice } from './card-effects/choice-text.js';
import type { RuleProfile } from './profile.js';
import type { RuleRef, RuleViolation } from './rulebook.js';

export { choiceIn, type EffectChoice } from './card-effects/choice-text.js';

/**
 * A count a player chooses for an effect's "up to X" or "any amount" (000 'Was ist der Unterschied zwischen „bis zu“
 * und „beliebig viele“?'): "up to X" from the era's minimum to X (000: 1, but 0 for "draw up to X cards"; 001: 1;
 * 002 and 004 say nothing, so 0), "any amount" from 0 with no upper bound but what there is.
 */
export function choiceRange(profile: RuleProfile, choice: EffectChoice): { readonly min: number; readonly max: number | null } {
  if (choice.kind === 'any-amount') return { min: 0, max: null };
  return { min: choice.draw ? profile.upTo.drawMinimum : profile.upTo.minimum, max: choice.max };
}

/** The counts a player may choose for these texts' "up to X" or "any amount" in this era, or null where they offer no choice (for the importer and pickers). */
export function chosenCountRange(profile: RuleProfile, texts: readonly string[]): { readonly min: number; readonly max: number | null } | null {
  const choice = choiceIn(texts);
  return choice ? choiceRange(profile, choice) : null;
}

/**
 * The chosen count against the text's choice: refused outside the range, citing the era's rulebook where it says
 * what "up to" allows (`fallback`, the rule of the action, where it does not), and refused where the text offers no
 * choice. No count: the players apply the choice as before.
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
