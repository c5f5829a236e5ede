import type { CardDef } from '../card.js';

/**
 * Cards whose effect evolves a Pokémon that was put into play this turn, by a reading of their own text that no
 * sentence pattern makes: each entry names its cards by id and quotes the text it stands for.
 *
 * 000 "Hinweise zur Entwicklung" forbids evolving a Pokémon during its first turn in play, and its "B) Entwickle
 * Pokémon" is about the card from the hand ("das bereits zu Beginn deines Zuges im Spiel war"). Its exceptions go
 * to what "eine Karte … unmissverständlich ausdrückt": the card's text over the general rule. Cards that keep the
 * limit for their effect say so (Rare Candy, Red & Blue, Pokémon Breeder's Nurturing: "or on a Pokémon that was put
 * into play this turn"); those below choose their Pokémon with no such limit.
 */
export interface EvolutionPermission {
  readonly ids: readonly string[];
  /** The printed text, verbatim. */
  readonly text: string;
  /** Why the text allows it. */
  readonly because: string;
}

export const EVOLUTION_PERMISSIONS: readonly EvolutionPermission[] = [
  {
    ids: ['sv4-178'],
    text: 'Choose up to 2 of your Benched Pokémon. For each of those Pokémon, search your deck for a card that evolves from that Pokémon and put it onto that Pokémon to evolve it. Then, shuffle your deck.',
    because:
      'Technical Machine: Evolution\'s attack chooses any of "your Benched Pokémon" and states no limit for one put into play this turn; TCG Live evolves such a Pokémon with it.',
  },
];

const byId = new Map<string, EvolutionPermission>();
for (const entry of EVOLUTION_PERMISSIONS) for (const id of entry.ids) byId.set(id, entry);

/** Whether this card's attack evolves a Pokémon put into play this turn (not one already evolved this turn: 000 "gilt es als neu im Spiel"). */
export function evolvesNewInPlay(def: CardDef): boolean {
  return byId.has(def.id);
}
