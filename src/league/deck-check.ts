/**
 * A deck check: the cards a player's deck holds, read tag by tag, against the list they registered.
 * Each sticker counts once however often it is read (a card put down and lifted again, or read by two
 * zones). The comparison is by printing (set and number), as the registered list names cards.
 */
export interface CardCount {
  readonly cardId: string;
  readonly count: number;
}

export interface DeckCheckResult {
  /** On the list, not scanned (or fewer scanned). */
  readonly missing: readonly CardCount[];
  /** Scanned, not on the list (or more scanned than listed). */
  readonly extra: readonly CardCount[];
}

export function compareDeck(registered: readonly CardCount[], scanned: readonly { readonly uid: string; readonly cardId: string }[]): DeckCheckResult {
  const seen = new Map<string, number>();
  const uids = new Set<string>();
  for (const s of scanned) {
    if (uids.has(s.uid)) continue;
    uids.add(s.uid);
    seen.set(s.cardId, (seen.get(s.cardId) ?? 0) + 1);
  }
  const listed = new Map<string, number>();
  for (const r of registered) listed.set(r.cardId, (listed.get(r.cardId) ?? 0) + r.count);
  const missing = [...listed].flatMap(([cardId, count]) => (count > (seen.get(cardId) ?? 0) ? [{ cardId, count: count - (seen.get(cardId) ?? 0) }] : []));
  const extra = [...seen].flatMap(([cardId, count]) => (count > (listed.get(cardId) ?? 0) ? [{ cardId, count: count - (listed.get(cardId) ?? 0) }] : []));
  const byId = (a: CardCount, b: CardCount) => a.cardId.localeCompare(b.cardId);
  return { missing: missing.sort(byId), extra: extra.sort(byId) };
}
