import type { Emitter } from './emitter.js';
import type { CardInst } from './state.js';
import { textsHandedOnEntry } from './text-coverage.js';

/**
 * A Pokémon Tool, Stadium or Special Energy coming into play (played, attached) whose text holds sentences the engine
 * does not apply: each is handed to the players as it comes into play, naming the card (issue 12 §6, none silently
 * ignored), as the players follow a Trainer card's instructions (000 "D) Spiele Trainerkarten").
 */
export function handTextsOnEntry(ctx: Emitter, card: CardInst): void {
  for (const text of textsHandedOnEntry(card.def)) ctx.emit({ type: 'EffectNeedsAdjustment', card: card.uid, name: card.def.name, text });
}
