import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardDef } from '@rules/index.js';
import { searchCards } from '../api/card-search.js';
import { cardName } from '../game/card-names.js';
import { usePreferences } from '../preferences.js';

/**
 * Finds a card in the catalogue by name and offers the ones `fits` allows, each as a button: the
 * physical card the player takes (from the deck, the hand) is named, the engine checks the rest.
 */
export function CardSearch({ label, fits, onPick, disabled }: { label: string; fits: (card: CardDef) => boolean; onPick: (card: CardDef) => void; disabled: boolean }) {
  const { t } = useTranslation('formats');
  const { cardLanguage } = usePreferences();
  const [name, setName] = useState('');
  const [found, setFound] = useState<CardDef[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <div className="card-search">
      <form
        className="raid-attack-form"
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          searchCards(name.trim()).then(
            (cards) => setFound(cards.filter(fits)),
            (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
          );
        }}
      >
        <label htmlFor={id}>{label}</label>
        <input id={id} value={name} onChange={(e) => setName(e.target.value)} required minLength={2} maxLength={60} />
        <button type="submit">{t('cards.find')}</button>
      </form>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {found ? (
        found.length === 0 ? (
          <p role="status">{t('cards.noneFits')}</p>
        ) : (
          <ul className="choice-list" aria-label={t('cards.found')}>
            {found.map((card) => (
              <li key={card.id}>
                <button type="button" disabled={disabled} onClick={() => onPick(card)}>
                  {cardName(card, cardLanguage)} <span className="muted">{card.id}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
