import type { CardDef } from './card.js';
import type { Seat } from './state.js';

/**
 * What an Ability's text says sets it off: a play from the hand ("Whenever your opponent attaches an Energy card from
 * their hand to 1 of their Pokémon", Gengar ex "Gnawing Curse") or a retreat moving the Active Pokémon to the Bench
 * (Magcargo "Lava Zone"). Read from the text; `ability-triggers.ts` hands such an Ability to the players.
 */
export type HandPlay = 'energy' | 'evolution' | 'item' | 'supporter';
export type SettingOff = HandPlay | 'retreat';

interface Trigger {
  readonly re: RegExp;
  readonly by: 'you' | 'opponent';
  readonly plays: readonly SettingOff[];
}

const CONDITION = '^(?:(?:If|As long as) [^,]+, )?';
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
export function hasHandTrigger(def: CardDef): boolean {
  // Most cards (basic Energy, most Pokémon) have no Ability: no lookup for them.
  if (def.abilities.length === 0) return false;
  let has = triggeredCards.get(def);
  if (has === undefined) {
    has = def.abilities.some((a) => TRIGGERS.some((t) => t.re.test(a.text)));
    triggeredCards.set(def, has);
  }
  return has;
}
