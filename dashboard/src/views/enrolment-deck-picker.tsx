import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisteredDeckFinder, type RegisteredDeck } from '../components/registered-deck-finder.js';

interface DeckPickerProps {
  /** The organiser token: registered lists are hidden information. */
  readonly token: string;
  /** The card id chosen from this picker that the enrolment form still holds, to mark it in the list. */
  readonly chosen: string;
  /** The sticker is then enrolled for this registration. */
  readonly onChoose: (registrationId: number, cardId: string) => void;
  /** Changes after each sticker written, so the counts are fetched again. */
  readonly enrolments: number;
}

/** A registered deck card by card, with the stickers each card has; choosing a card fills the enrolment form. */
export function EnrolmentDeckPicker({ token, chosen, onChoose, enrolments }: DeckPickerProps) {
  const { t } = useTranslation();
  const [deck, setDeck] = useState<RegisteredDeck | null>(null);
  const titleId = useId();

  const total = deck?.cards.reduce((sum, c) => sum + c.count, 0) ?? 0;
  const missing = deck?.cards.reduce((sum, c) => sum + c.missing, 0) ?? 0;
  return (
    <section className="panel" aria-labelledby={titleId} data-testid="deck-picker">
      <h2 id={titleId}>{t('enrol.deck.title')}</h2>
      <RegisteredDeckFinder token={token} reload={enrolments} onDeck={setDeck} />
      {deck ? (
        <>
          <p role="status">{t('enrol.deck.summary', { player: deck.player, format: deck.format, done: total - missing, total })}</p>
          <div className="action-row">
            <button type="button" className="primary" disabled={deck.next === undefined} onClick={() => deck.next && onChoose(deck.registrationId, deck.next)}>
              {deck.next === undefined ? t('enrol.deck.complete') : t('enrol.deck.chooseNext')}
            </button>
          </div>
          <table className="deck-enrolment">
            <thead>
              <tr>
                <th scope="col">{t('enrol.deck.card')}</th>
                <th scope="col">{t('enrol.deck.cardId')}</th>
                <th scope="col">{t('enrol.deck.stickers')}</th>
                <th scope="col">
                  <span className="muted">{t('enrol.deck.choose')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deck.cards.map((card) => (
                <tr key={card.cardId} data-testid="deck-card" aria-current={card.cardId === chosen ? 'true' : undefined}>
                  <th scope="row">{card.name}</th>
                  <td>{card.cardId}</td>
                  <td>
                    {card.missing > 0
                      ? t('enrol.deck.missing', { enrolled: card.enrolled, copies: card.count, missing: card.missing })
                      : t('enrol.deck.done', { enrolled: card.enrolled, copies: card.count })}
                  </td>
                  <td>
                    <button type="button" onClick={() => onChoose(deck.registrationId, card.cardId)} aria-pressed={card.cardId === chosen} aria-label={t('enrol.deck.chooseCard', { card: card.name, id: card.cardId })}>
                      {t('enrol.deck.choose')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
