import { useEffect, useState } from 'react';
import { cardDefSchema, type CardDef } from '@rules/index.js';
import { requestJson } from '../api/rest.js';
import { cardName } from '../game/card-names.js';
import { usePreferences } from '../preferences.js';

/**
 * Cards the hub names in English (a deck check's missing and extra cards), named in the player's
 * card language: each card read once from the catalogue (GET /api/cards/:id); the hub's English
 * name stands until it arrives, or if it cannot be read.
 */
export function useCardNames(cardIds: readonly string[]): (card: { cardId: string; name: string }) => string {
  const { cardLanguage } = usePreferences();
  const [cards, setCards] = useState<ReadonlyMap<string, CardDef>>(new Map());
  const wanted = [...new Set(cardIds)].sort().join(' ');
  useEffect(() => {
    if (cardLanguage === 'en' || wanted === '') return undefined;
    let current = true;
    const ids = wanted.split(' ').filter((id) => !cards.has(id));
    Promise.all(ids.map((id) => requestJson(`/api/cards/${encodeURIComponent(id)}`, cardDefSchema).catch(() => null))).then((found) => {
      if (!current) return;
      setCards((known) => new Map([...known, ...found.flatMap((c) => (c === null ? [] : [[c.id, c] as const]))]));
    });
    return () => {
      current = false;
    };
    // `cards` only skips what is known: reading again when it grows would loop.
  }, [wanted, cardLanguage]);
  return (card) => {
    const def = cards.get(card.cardId);
    return def ? cardName(def, cardLanguage) : card.name;
  };
}
