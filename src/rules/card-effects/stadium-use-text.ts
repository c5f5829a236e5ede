import type { CardDef } from '../card.js';

/**
 * A Stadium's text that the player whose turn it is may use, once during each player's turn ("Once during each
 * player's turn, that player may …", Artazon, Community Center, Team Rocket's Factory). `UseStadium` asks for it.
 * `condition` and `effect` are what the engine reads of it; a text it cannot read whole (`effect: null`) is handed
 * to the players, its condition unchecked.
 */
export interface StadiumUse {
  readonly text: string;
  readonly condition: StadiumUseCondition | null;
  readonly effect: StadiumUseEffect | null;
}

/** "if they played a Supporter card [that has "Team Rocket" in its name] from their hand this turn" */
export type StadiumUseCondition = { readonly kind: 'supporter-from-hand'; readonly named: string | null };

export type StadiumUseEffect =
  /** "they may heal 10 damage from each of their Pokémon" (Community Center) */
  | { readonly kind: 'heal-each'; readonly amount: number }
  /** "they may draw 2 cards" (Team Rocket's Factory) */
  | { readonly kind: 'draw'; readonly count: number };

const USE = /^Once during each player's turn, (?:if (.+?), )?(?:that player|they|he or she) may (.+)$/is;
const SUPPORTER = /^(?:they|that player|he or she) played a Supporter card (?:that has ["“”](.+?)["“”] in its name )?from (?:their|his or her) hand this turn$/i;
const HEAL_EACH = /^heal (\d+) damage from each of (?:their|his or her) Pokémon\.$/i;
const DRAW = /^draw (\d+|a) cards?\.$/i;

const cache = new WeakMap<CardDef, StadiumUse | null>();

/** The Stadium's use, or null when its text has none. */
export function stadiumUseOf(def: CardDef): StadiumUse | null {
  let found = cache.get(def);
  if (found === undefined) {
    found = read(def);
    cache.set(def, found);
  }
  return found;
}

function read(def: CardDef): StadiumUse | null {
  if (def.supertype !== 'Trainer' || def.trainerKind !== 'Stadium') return null;
  for (const text of def.rules) {
    const m = USE.exec(text.trim());
    if (!m) continue;
    const condition = m[1] === undefined ? null : conditionOf(m[1]);
    const effect = effectOf(m[2] ?? '');
    // A condition the engine cannot check leaves the whole text to the players.
    const read = m[1] === undefined || condition !== null;
    return { text, condition: read ? condition : null, effect: read ? effect : null };
  }
  return null;
}

function conditionOf(clause: string): StadiumUseCondition | null {
  const m = SUPPORTER.exec(clause.trim());
  return m ? { kind: 'supporter-from-hand', named: m[1] ?? null } : null;
}

function effectOf(clause: string): StadiumUseEffect | null {
  const text = clause.trim();
  const heal = HEAL_EACH.exec(text);
  if (heal) return { kind: 'heal-each', amount: Number(heal[1]) };
  const draw = DRAW.exec(text);
  if (draw) return { kind: 'draw', count: draw[1] === 'a' ? 1 : Number(draw[1]) };
  return null;
}
