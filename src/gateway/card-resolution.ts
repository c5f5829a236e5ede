import type { CardDef } from '../rules/index.js';

export type CardLookup = (id: string) => CardDef | undefined;

export type Resolved = { readonly ok: true; readonly command: Record<string, unknown> } | { readonly ok: false; readonly message: string };

/**
 * A command that brings a card into the game carries its CardDef, taken from the hub's
 * catalogue here, at the edge: a client names the card (`"xy0-4"`, or an object with that id)
 * and never supplies the printed text the rules will trust, so nobody plays a 999-HP Pikachu.
 */
export function resolveCards(command: Record<string, unknown>, lookup: CardLookup): Resolved {
  let out = command;
  // `revealed`: the card an attack discarded from the deck and uses an attack of (Slowking "Seek Inspiration").
  for (const field of CARD_FIELDS) {
    if (!(field in command)) continue;
    const card = lookupCard(command[field], lookup);
    if (typeof card === 'string') return { ok: false, message: card };
    out = { ...out, [field]: card };
  }
  const action = command.action;
  if (typeof action === 'object' && action !== null && 'card' in action) {
    const card = lookupCard((action as { card: unknown }).card, lookup);
    if (typeof card === 'string') return { ok: false, message: card };
    out = { ...out, action: { ...action, card } };
  }
  return { ok: true, command: out };
}

/** The fields of a command that carry a card. */
const CARD_FIELDS = ['card', 'revealed'] as const;

function lookupCard(given: unknown, lookup: CardLookup): CardDef | string {
  const id = typeof given === 'string' ? given : typeof given === 'object' && given !== null ? (given as { id?: unknown }).id : undefined;
  if (typeof id !== 'string' || id.length === 0) return 'a card is named by its catalogue id, e.g. "xy0-4"';
  return lookup(id) ?? `no card "${id}" in the catalogue`;
}
