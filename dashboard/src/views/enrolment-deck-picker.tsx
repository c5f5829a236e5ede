import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requestJson } from '../api/rest.js';

/** GET /api/enrolment/decks/:registrationId (src/devices/nfc/enrolment.service.ts deckEnrolmentSchema). */
const deckEnrolmentSchema = z.object({
  registrationId: z.number(),
  player: z.string(),
  format: z.string(),
  cards: z.array(z.object({ cardId: z.string(), name: z.string(), count: z.number(), enrolled: z.number(), missing: z.number() })),
  next: z.string().optional(),
});
type DeckEnrolment = z.infer<typeof deckEnrolmentSchema>;

/** GET /api/decks/registrations?scope=&scopeId= (src/decks/deck-registry.ts DeckRegistration). */
const registrationsSchema = z.array(z.object({ id: z.number(), player: z.string(), format: z.string() }));
type Registrations = z.infer<typeof registrationsSchema>;

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
  const [scope, setScope] = useState<'event' | 'match'>('event');
  const [scopeId, setScopeId] = useState('');
  const [registrations, setRegistrations] = useState<Registrations | null>(null);
  const [registration, setRegistration] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [deck, setDeck] = useState<DeckEnrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), scope: useId(), scopeId: useId(), registration: useId() };

  const list = async () => {
    setBusy(true);
    setError(null);
    try {
      const query = new URLSearchParams({ scope, scopeId: scopeId.trim() }).toString();
      setRegistrations(await requestJson(`/api/decks/registrations?${query}`, registrationsSchema, { headers: { authorization: `Bearer ${token}` } }));
    } catch (e) {
      setRegistrations(null);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const load = async (id: string) => {
    setBusy(true);
    setError(null);
    try {
      setDeck(await requestJson(`/api/enrolment/decks/${encodeURIComponent(id)}`, deckEnrolmentSchema, { headers: { authorization: `Bearer ${token}` } }));
      setShown(id);
    } catch (e) {
      setDeck(null);
      setShown(null);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  // Fetched again after each sticker written, and only then: not on every keystroke in the token field.
  useEffect(() => {
    if (shown !== null && enrolments > 0) void load(shown);
  }, [enrolments]);

  const total = deck?.cards.reduce((sum, c) => sum + c.count, 0) ?? 0;
  const missing = deck?.cards.reduce((sum, c) => sum + c.missing, 0) ?? 0;
  return (
    <section className="panel" aria-labelledby={ids.title} data-testid="deck-picker">
      <h2 id={ids.title}>{t('enrol.deck.title')}</h2>
      <form
        className="field-row"
        onSubmit={(e) => {
          e.preventDefault();
          void list();
        }}
      >
        <label htmlFor={ids.scope}>{t('enrol.deck.scope')}</label>
        <select id={ids.scope} value={scope} onChange={(e) => setScope(e.target.value === 'match' ? 'match' : 'event')}>
          <option value="event">{t('enrol.deck.scopeEvent')}</option>
          <option value="match">{t('enrol.deck.scopeMatch')}</option>
        </select>
        <label htmlFor={ids.scopeId}>{t('enrol.deck.scopeId')}</label>
        <input id={ids.scopeId} value={scopeId} onChange={(e) => setScopeId(e.target.value)} required />
        <button type="submit" disabled={busy || token === ''}>
          {t('enrol.deck.list')}
        </button>
      </form>
      {registrations ? (
        registrations.length === 0 ? (
          <p className="muted">{t('enrol.deck.noRegistrations')}</p>
        ) : (
          <div className="action-row" role="group" aria-label={t('enrol.deck.registrations')}>
            {registrations.map((r) => (
              <button
                key={r.id}
                type="button"
                aria-pressed={shown === String(r.id)}
                onClick={() => {
                  setRegistration(String(r.id));
                  void load(String(r.id));
                }}
              >
                {t('enrol.deck.registrationButton', { player: r.player, format: r.format, id: r.id })}
              </button>
            ))}
          </div>
        )
      ) : null}
      <form
        className="field-row"
        onSubmit={(e) => {
          e.preventDefault();
          void load(registration.trim());
        }}
      >
        <label htmlFor={ids.registration}>{t('enrol.deck.registration')}</label>
        <input
          id={ids.registration}
          value={registration}
          onChange={(e) => setRegistration(e.target.value)}
          inputMode="numeric"
          pattern="[1-9][0-9]*"
          title={t('enrol.deck.registrationHint')}
          required
        />
        <button type="submit" disabled={busy || token === ''}>
          {t('enrol.deck.show')}
        </button>
        {token === '' ? <span className="muted">{t('enrol.deck.needsToken')}</span> : null}
      </form>
      {error ? (
        <p role="alert" className="form-error">
          {t('enrol.deck.failed', { message: error })}
        </p>
      ) : null}
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
