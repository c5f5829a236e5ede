import { conditionOf } from './card-effects/phrases.js';
import type { Condition } from './card-effects/index.js';
import { abilitiesOf, conditionsHoldOn } from './continuous-effects.js';
import type { Emitter } from './emitter.js';
import type { CardDef } from './card.js';
import { inPlayAs } from './fossil-trainer.js';
import { SEATS, type InPlayPokemon, type Seat } from './state.js';

/**
 * Abilities set off by a play from the hand ("Whenever your opponent attaches an Energy card from their hand to 1 of
 * their Pokémon, put 2 damage counters on that Pokémon.", Gengar ex "Gnawing Curse"): the engine does not carry them
 * out, but as the play is made it hands each one in play to the players, naming the Pokémon and the text
 * (`EffectNeedsAdjustment`), for them to enter with `Adjust` (000 "F) Setze Fähigkeiten ein": "andere wirken immer").
 * A condition the text puts first ("If you have Plusle in play", "As long as this Pokémon is in the Active Spot") is
 * read as the continuous effects' conditions are (`conditionOf`): the text is handed over only while it holds. One the
 * engine cannot read is the players' to check, and the text is handed over whole.
 */
export type HandPlay = 'energy' | 'evolution' | 'item' | 'supporter';
/** What sets such an Ability off: a play from the hand, or a retreat moving the Active Pokémon to the Bench (Magcargo "Lava Zone"). */
type SettingOff = HandPlay | 'retreat';

interface Trigger {
  readonly re: RegExp;
  readonly by: 'you' | 'opponent';
  readonly plays: readonly SettingOff[];
}

const CONDITION = '^(?:(?:If|As long as) [^,]+, )?';
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
const TRIGGERS: readonly Trigger[] = [
  { re: new RegExp(`${CONDITION}whenever your opponent attaches an Energy card from their hand`, 'i'), by: 'opponent', plays: ['energy'] },
  { re: new RegExp(`${CONDITION}whenever you attach an Energy card from your hand`, 'i'), by: 'you', plays: ['energy'] },
  { re: new RegExp(`${CONDITION}whenever your opponent plays a Pokémon from their hand to evolve`, 'i'), by: 'opponent', plays: ['evolution'] },
  { re: new RegExp(`${CONDITION}whenever your opponent plays an Item or Supporter card from their hand`, 'i'), by: 'opponent', plays: ['item', 'supporter'] },
  { re: new RegExp(`${CONDITION}whenever your opponent plays a Supporter card from their hand`, 'i'), by: 'opponent', plays: ['supporter'] },
  { re: new RegExp(`${CONDITION}whenever your opponent's Active Pokémon moves to the Bench during their turn`, 'i'), by: 'opponent', plays: ['retreat'] },
];

/** Whether an Ability's text is set off by `player`'s play from the hand, for an Ability of `owner`'s Pokémon. */
export function setOffBy(text: string, play: SettingOff, player: Seat, owner: Seat): boolean {
  return TRIGGERS.some((t) => t.plays.includes(play) && (t.by === 'you') === (player === owner) && t.re.test(text));
}

const triggeredCards = new WeakMap<CardDef, boolean>();

/** Whether any Ability printed on the card is set off by some play from the hand or a retreat: read once per card. */
function hasTrigger(def: CardDef): boolean {
  // Most cards (basic Energy, most Pokémon) have no Ability: no lookup for them.
  if (def.abilities.length === 0) return false;
  let has = triggeredCards.get(def);
  if (has === undefined) {
    has = def.abilities.some((a) => TRIGGERS.some((t) => t.re.test(a.text)));
    triggeredCards.set(def, has);
  }
  return has;
}

/**
 * Whether the Pokémon carries a card with such an Ability (a Fossil as the Pokémon it is played as): few do, and the
 * rest need not have their Abilities listed.
 */
function mayTrigger(p: InPlayPokemon): boolean {
  for (const c of p.stack) if (hasTrigger(inPlayAs(c.def))) return true;
  for (const c of p.attached) if (hasTrigger(c.def)) return true;
  return false;
}

/**
 * After `player`'s play from the hand, or their retreat (a Switch or other effect is entered by the players, who apply
 * the text then): every Ability in play it sets off, handed to the players.
 */
export function handTriggeredAbilities(ctx: Emitter, player: Seat, play: SettingOff): void {
  // Every play from the hand asks this of every Pokémon in play: plain loops, no list of them made.
  for (const owner of SEATS) {
    const pl = ctx.state.players[owner];
    if (pl.active) handTriggered(ctx, pl.active, owner, player, play);
    for (const p of pl.bench) handTriggered(ctx, p, owner, player, play);
  }
}

function handTriggered(ctx: Emitter, p: InPlayPokemon, owner: Seat, player: Seat, play: SettingOff): void {
  if (p.faceDown || !mayTrigger(p)) return;
  for (const { ability } of abilitiesOf(ctx.state, p)) {
    if (!setOffBy(ability.text, play, player, owner)) continue;
    const when = triggerConditions(ability.text);
    if (when && !conditionsHoldOn(ctx.state, p, when)) continue;
    ctx.emit({ type: 'EffectNeedsAdjustment', card: p.id, name: ability.name, text: ability.text });
  }
}
