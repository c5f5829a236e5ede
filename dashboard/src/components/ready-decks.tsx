import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadyDeck } from '@protocol';
import { fetchReadyDecks } from '../virtual/virtual-api.js';

/**
 * The decks the demo brings (the catalogue's theme decks), one button each: a newcomer puts a whole deck off the mat in
 * one click, for `seat`, without registering or pasting a list first.
 */
export function ReadyDecks({ token, table, seat, onDeck }: { token: string; table: string; seat: string; onDeck: (deck: ReadyDeck) => void }) {
  const { t } = useTranslation();
  const [decks, setDecks] = useState<readonly ReadyDeck[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchReadyDecks(token, table).then(
      (found) => !cancelled && setDecks(found),
      (e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [token, table]);

  if (error) return <p role="alert" className="form-error">{error}</p>;
  if (decks === null) return null;
  if (decks.length === 0) return <p className="muted">{t('virtual.noReadyDecks')}</p>;
  return (
    <>
      <p className="muted">{t('virtual.readyDecksHint', { seat })}</p>
      <div className="action-row" role="group" aria-label={t('virtual.readyDecks')}>
        {decks.map((deck) => (
          <button key={deck.id} type="button" onClick={() => onDeck(deck)}>
            {t('virtual.readyDeck', { name: deck.name, count: deck.cards.reduce((n, line) => n + line.count, 0) })}
          </button>
        ))}
      </div>
    </>
  );
}
