import { conditionOf } from './card-effects/phrases.js';
import type { Condition } from './card-effects/index.js';
import { abilitiesOf, conditionsHoldOn } from './continuous-effects.js';
import type { Emitter } from './emitter.js';
import { setOffBy, type SettingOff } from './hand-trigger-text.js';
import type { Seat } from './state.js';
import { textsInPlay } from './texts-in-play.js';

/**
 * Abilities set off by a play from the hand ("Whenever your opponent attaches an Energy card from their hand to 1 of
 * their Pokémon, put 2 damage counters on that Pokémon.", Gengar ex "Gnawing Curse"): the engine does not carry them
 * out, but as the play is made it hands each one in play to the players, naming the Pokémon and the text
 * (`EffectNeedsAdjustment`), for them to enter with `Adjust` (000 "F) Setze Fähigkeiten ein": "andere wirken immer").
 * A condition the text puts first ("If you have Plusle in play", "As long as this Pokémon is in the Active Spot") is
 * read as the continuous effects' conditions are (`conditionOf`): the text is handed over only while it holds. One the
 * engine cannot read is the players' to check, and the text is handed over whole.
 */
const LEADING_CONDITION = /^(?:If|As long as) ([^,]+), /i;

/** The condition a triggered Ability's text puts first, as conditions; null where the engine cannot read it. Read once per text. */
function triggerConditions(text: string): readonly Condition[] | null {
  let found = conditionsByText.get(text);
  if (found === undefined) {
    const clause = LEADING_CONDITION.exec(text)?.[1];
    const condition = clause === undefined ? undefined : conditionOf(clause);
    found = clause === undefined ? [] : condition ? [condition] : null;
    conditionsByText.set(text, found);
  }
  return found;
}

const conditionsByText = new Map<string, readonly Condition[] | null>();

/**
 * After `player`'s play from the hand, or their retreat (a Switch or other effect is entered by the players, who apply
 * the text then): every Ability in play it sets off, handed to the players.
 */
export function handTriggeredAbilities(ctx: Emitter, player: Seat, play: SettingOff): void {
  // Every play from the hand asks this: only the few Pokémon carrying a card with such an Ability are listed (`texts-in-play.ts`).
  for (const p of textsInPlay(ctx.state).handTriggered) {
    for (const { ability } of abilitiesOf(ctx.state, p)) {
      if (!setOffBy(ability.text, play, player, p.owner)) continue;
      const when = triggerConditions(ability.text);
      if (when && !conditionsHoldOn(ctx.state, p, when)) continue;
      ctx.emit({ type: 'EffectNeedsAdjustment', card: p.id, name: ability.name, text: ability.text });
    }
  }
}
