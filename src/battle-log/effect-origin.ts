/**
 * Where an effect takes the card it puts into play, as its text says: "from your hand/deck/discard pile" where
 * it says so (Teal Dance: "from your hand"), else the zone it names ("look at the top 5 cards of your deck",
 * Electric Generator), else the hand. A log line names the card, never the zone.
 */
export function effectOrigin(text: string): 'hand' | 'deck' | 'discard' {
  const stated = /from your (hand|deck|discard pile)/i.exec(text)?.[1]?.toLowerCase();
  const where = stated ?? (/discard pile/i.test(text) ? 'discard pile' : /\bdeck\b/i.test(text) ? 'deck' : 'hand');
  return where === 'deck' ? 'deck' : where === 'discard pile' ? 'discard' : 'hand';
}
