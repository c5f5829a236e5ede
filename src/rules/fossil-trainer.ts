import type { CardDef } from './card.js';

/**
 * Fossil Trainer cards (000 "Anhang 15: Seltenes Fossil und Unbekanntes Fossil", glossary "Fossil-Trainerkarten";
 * 002 GLOSSARY "FOSSIL TRAINER CARDS"): Item cards that are played as Basic Pokémon. Their text says so and gives
 * the HP: "Play this card as if it were a 70-HP Basic Colorless Pokémon." (Rare Fossil), "… a 30 HP Colorless
 * Basic Pokémon." (Robo Substitute), "Play Armor Fossil as if it were a Colorless Basic Pokémon." (older Fossils,
 * Clefairy Doll). In the hand, deck or discard pile such a card is a Trainer card, not a Basic Pokémon; in play it
 * is the Basic Pokémon below, and once it leaves play it is the Item card again, so it is discarded as one.
 */
const PLAY_AS_BASIC = /Play (?:this card|[^.]+?) as if it were an? (?:(\d+)[- ]HP )?(?:Colorless |Basic )*Pokémon/i;
const COLORLESS = /as if it were an? [^.]*Colorless[^.]* Pokémon|counts as a Colorless Pokémon/i;
const CANNOT_RETREAT = /\bcan't retreat\b/i;
const NO_SPECIAL_CONDITIONS = /can't be affected by (?:any )?Special Conditions|can't be Asleep, Confused, Paralyzed, or Poisoned/i;

const asPokemon = new WeakMap<CardDef, CardDef | null>();

/** The Basic Pokémon a Trainer card counts as in play, read from its text; null for any other card. */
export function playedAsBasicPokemon(def: CardDef): CardDef | null {
  if (def.supertype !== 'Trainer') return null;
  let pokemon = asPokemon.get(def);
  if (pokemon === undefined) {
    pokemon = null;
    for (const rule of def.rules) {
      const m = PLAY_AS_BASIC.exec(rule);
      if (!m || !/Basic/i.test(m[0])) continue;
      const hp = def.hp ?? (m[1] !== undefined ? Number(m[1]) : undefined);
      pokemon = {
        id: def.id,
        name: def.name,
        supertype: 'Pokémon',
        subtypes: ['Basic'],
        setId: def.setId,
        number: def.number,
        stage: 'Basic',
        ...(hp !== undefined && { hp }),
        types: def.rules.some((r) => COLORLESS.test(r)) ? ['Colorless'] : [],
        attacks: [],
        // An Antique Fossil's Ability ("Primal Root", "Protective Cover") is the Basic Pokémon's own.
        abilities: def.abilities,
        weaknesses: [],
        resistances: [],
        retreatCost: 0,
        prizeValue: 1,
        ruleBox: false,
        rules: def.rules,
        ...(def.regulationMark !== undefined && { regulationMark: def.regulationMark }),
        ...(def.names !== undefined && { names: def.names }),
      };
      break;
    }
    asPokemon.set(def, pokemon);
  }
  return pokemon;
}

/** The card as it is in play: a Fossil Trainer card is the Basic Pokémon it is played as, any other card itself. */
export function inPlayAs(def: CardDef): CardDef {
  return def.supertype === 'Trainer' ? (playedAsBasicPokemon(def) ?? def) : def;
}

/** A Pokémon in play as these rules read it, its stack of cards: structural, as state.ts imports `inPlayAs` from here. */
type PokemonInPlay = { readonly stack: readonly { readonly def: CardDef }[] };

/**
 * "This card can't retreat." (Rare Fossil, Unidentified Fossil, Robo Substitute, the older Fossils): the Pokémon in
 * play is a Fossil Trainer card whose text forbids retreating. Once evolved, the Evolution card's own Retreat Cost rules.
 */
export function cannotRetreat(p: PokemonInPlay): boolean {
  const top = p.stack[p.stack.length - 1]?.def;
  return top !== undefined && playedAsBasicPokemon(top) !== null && top.rules.some((r) => CANNOT_RETREAT.test(r));
}

/**
 * "This card can't be affected by any Special Conditions" (Rare Fossil, the Antique Fossils, the older Fossils,
 * Clefairy Doll): the Pokémon in play is a Fossil Trainer card whose text keeps Special Conditions off it.
 */
export function unaffectedBySpecialConditions(p: PokemonInPlay): boolean {
  const top = p.stack[p.stack.length - 1]?.def;
  return top !== undefined && playedAsBasicPokemon(top) !== null && top.rules.some((r) => NO_SPECIAL_CONDITIONS.test(r));
}
