/**
 * Where an effect takes the card it puts into play, as its text says: "from your hand/deck/discard pile" where
 * it says so (Teal Dance: "from your hand"), else the zone it names ("look at the top 5 cards of your deck",
 * Electric Generator), else the hand. A log line names the card, never the zone. The clause that says when the
 * effect happens is no origin: Charizard ex's "When you play this Pokémon from your hand to evolve …, you may search
 * your deck" takes its Energy from the deck.
 */
export function effectOrigin(text: string): 'hand' | 'deck' | 'discard' {
  const effect = text.replace(TRIGGER, '');
  const stated = /from your (hand|deck|discard pile)/i.exec(effect)?.[1]?.toLowerCase();
  const where = stated ?? (/discard pile/i.test(effect) ? 'discard pile' : /\bdeck\b/i.test(effect) ? 'deck' : 'hand');
  return where === 'deck' ? 'deck' : where === 'discard pile' ? 'discard' : 'hand';
}

/** "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn," and its kind. */
const TRIGGER = /\b(?:when|if) you play this (?:Pokémon|card) from your hand\b[^,]*,/gi;
